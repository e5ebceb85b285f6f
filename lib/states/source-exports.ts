import { strToU8, zipSync } from 'fflate';
import { sampleRandom, type SampleRandom } from '../samples/sample-random';
import type { ExportSource } from './states';

/**
 * The exports of the source states (docs/qa.md, preview builds only): one listener's February to June, written the way
 * each service writes it (a Last.fm profile as the widget hands it to the import, Apple's zip within a zip,
 * Google Takeout's watch history, Spotify's extended streaming history), made here in memory from a seed.
 * The states page's seed step reads each through the import and scores it (lib/states/make-result.ts), so each
 * result, and its "Why this flavour", is the one that source's own data gives. Nothing here is in a production
 * build.
 */
export interface ExportFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The last day of those months (fixed, so a state never depends on today's date). */
const LAST_DAY = Date.UTC(2025, 5, 30);
const DAYS = 140;
const SEED = 2025;

type Device = 'phone' | 'laptop' | 'speaker';

/** One song started, as the listener heard it. */
interface Play {
  readonly start: number;
  readonly ms: number;
  readonly artist: string;
  readonly track: string;
  readonly album: string;
  readonly skipped: boolean;
  readonly device: Device;
  readonly offline: boolean;
}

const SYLLABLES = ['mo', 'ra', 'len', 'ti', 'vas', 'do', 'ki', 'nor', 'e', 'sal', 'bu', 'fin'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function artistOf(n: number): string {
  const a = SYLLABLES[n % SYLLABLES.length] ?? 'mo';
  const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length] ?? 'ra';
  return `${cap(a)}${b} ${n % 3 === 0 ? 'Collective' : 'Club'}`;
}

function sessionHours(weekday: number, r: SampleRandom): number[] {
  // A commute on most weekdays, evenings, and Friday and Saturday out late.
  const hours: number[] = [];
  if (weekday >= 1 && weekday <= 5 && r.chance(0.7)) hours.push(7.5 + r.next());
  if (r.chance(0.8)) hours.push(18 + r.next() * 3);
  if ((weekday === 5 || weekday === 6) && r.chance(0.6)) hours.push(22 + r.next() * 2);
  return hours;
}

/** The listener's plays, oldest first: a few dozen artists, a favourite few, new ones now and then. */
function listening(): Play[] {
  const r = sampleRandom(SEED);
  const plays: Play[] = [];
  let known = 12;
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = LAST_DAY - d * DAY_MS;
    if (!r.chance(0.85)) continue;
    const weekday = new Date(day).getUTCDay();
    for (const hour of sessionHours(weekday, r)) {
      let t = day + hour * 60 * MINUTE_MS;
      const device: Device =
        hour >= 22 ? 'speaker' : hour < 12 ? 'phone' : r.chance(0.5) ? 'laptop' : 'phone';
      const songs = 6 + r.int(8);
      for (let k = 0; k < songs; k++) {
        if (r.chance(0.06)) known++;
        const n = r.chance(0.5) ? r.int(5) : r.int(known);
        const song = r.int(12);
        const length = 150_000 + ((n * 7919 + song * 104_729) % 110_000);
        const skipped = r.chance(0.18);
        const ms = skipped ? 4_000 + r.int(20_000) : length;
        plays.push({
          start: t,
          ms,
          artist: artistOf(n),
          track: `${cap(SYLLABLES[song] ?? 'mo')} ${song % 2 ? 'Song' : 'Tune'} ${song + 1}`,
          album: `${artistOf(n).split(' ')[0]} ${1 + (song % 3)}`,
          skipped,
          device,
          offline: device === 'phone' && r.chance(0.3),
        });
        t += ms + 1_000;
      }
    }
  }
  return plays;
}

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const text = (name: string, content: string): ExportFile => ({ name, bytes: strToU8(content) });
const zip = (name: string, files: readonly ExportFile[]): ExportFile => ({
  name,
  bytes: zipSync(Object.fromEntries(files.map((f) => [f.name, f.bytes]))),
});

/** Last.fm: what the widget hands the import after reading the profile's pages, newest scrobble first. */
function lastfm(plays: readonly Play[]): ExportFile[] {
  const user = 'scoopfan';
  // Last.fm scrobbles only what played long enough; it records when the song started.
  const scrobbles = plays
    .filter((p) => !p.skipped)
    .map((p) => ({ artist: p.artist, track: p.track, album: p.album, uts: Math.floor(p.start / 1000) }))
    .reverse();
  return [text(`lastfm-${user}.json`, JSON.stringify({ lastfm_user: user, scrobbles }))];
}

const csvField = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: readonly string[][]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Apple Music: Play Activity inside Apple Music Activity.zip inside the Apple Media Services zip. */
function appleMusic(plays: readonly Play[]): ExportFile[] {
  const header = [
    'Album Name',
    'Artist Name',
    'Device OS Name',
    'End Reason Type',
    'Event End Timestamp',
    'Event Start Timestamp',
    'Event Type',
    'Offline',
    'Play Duration Milliseconds',
    'Song Name',
    'UTC Offset In Seconds',
  ];
  const os: Record<Device, string> = { phone: 'iOS', laptop: 'macOS', speaker: 'tvOS' };
  const rows = plays.map((p) => [
    p.album,
    p.artist,
    os[p.device],
    p.skipped ? 'TRACK_SKIPPED_FORWARDS' : 'NATURAL_END_OF_TRACK',
    new Date(p.start + p.ms).toISOString(),
    new Date(p.start).toISOString(),
    'PLAY_END',
    String(p.offline),
    String(p.ms),
    p.track,
    // Berlin in summer; the import places each listen in the offset it was recorded in.
    '7200',
  ]);
  const activity = zip('Apple_Media_Services/Apple Music Activity.zip', [
    text('Apple Music Activity/Apple Music Play Activity.csv', csv([header, ...rows])),
  ]);
  return [zip('Apple_Media_Services.zip', [activity])];
}

/** YouTube Music: Google Takeout's watch history, newest first, with a few plain videos among the songs. */
function youtubeMusic(plays: readonly Play[]): ExportFile[] {
  const entries: unknown[] = [];
  plays.forEach((p, i) => {
    entries.push({
      header: 'YouTube Music',
      title: `Watched ${p.track}`,
      titleUrl: `https://music.youtube.com/watch?v=states${i.toString(36)}`,
      subtitles: [{ name: `${p.artist} - Topic`, url: 'https://www.youtube.com/channel/UCstates' }],
      time: new Date(p.start).toISOString(),
      products: ['YouTube'],
      activityControls: ['YouTube watch history'],
    });
    if (i % 40 === 0)
      entries.push({
        header: 'YouTube',
        title: `Watched How to make ice cream at home, part ${i / 40 + 1}`,
        titleUrl: `https://www.youtube.com/watch?v=video${i.toString(36)}`,
        time: new Date(p.start - 3_600_000).toISOString(),
        products: ['YouTube'],
        activityControls: ['YouTube watch history'],
      });
  });
  return [
    zip('takeout-20250701T090000Z-001.zip', [
      text('Takeout/YouTube and YouTube Music/history/watch-history.json', JSON.stringify(entries.reverse())),
    ]),
  ];
}

/** A track's id, the same for every play of it (Spotify's are 22 characters of base 62). */
function trackId(p: Play): string {
  let h = 7;
  for (const c of `${p.artist}\u0000${p.track}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h.toString(36).padStart(22, '0');
}

/** A song that started as the one before ended: Spotify says it started because that one was done. */
const followsOn = (before: Play | undefined, p: Play) =>
  before !== undefined && p.start - (before.start + before.ms) < MINUTE_MS;

/** Spotify: the extended streaming history alone (no account data beside it), a row per song started. */
function spotifyExtended(plays: readonly Play[]): ExportFile[] {
  const platform: Record<Device, string> = {
    phone: 'ios',
    laptop: 'osx',
    speaker: 'Partner sonos sonos_one;Sonos;One;',
  };
  const rows = plays.map((p, i) => ({
    ts: iso(p.start + p.ms),
    platform: platform[p.device],
    ms_played: p.ms,
    conn_country: 'DE',
    ip_addr: `192.0.2.${(i % 200) + 1}`,
    master_metadata_track_name: p.track,
    master_metadata_album_artist_name: p.artist,
    master_metadata_album_album_name: p.album,
    spotify_track_uri: `spotify:track:${trackId(p)}`,
    episode_name: null,
    episode_show_name: null,
    spotify_episode_uri: null,
    audiobook_title: null,
    audiobook_uri: null,
    audiobook_chapter_uri: null,
    audiobook_chapter_title: null,
    reason_start: followsOn(plays[i - 1], p) ? 'trackdone' : 'clickrow',
    reason_end: p.skipped ? 'fwdbtn' : 'trackdone',
    shuffle: p.device !== 'laptop',
    skipped: p.skipped,
    offline: p.offline,
    offline_timestamp: p.offline ? Math.floor(p.start / 1000) : null,
    incognito_mode: false,
  }));
  return [
    zip('my_spotify_data.zip', [
      text(
        'Spotify Extended Streaming History/Streaming_History_Audio_2025.json',
        JSON.stringify(rows, null, 2),
      ),
    ]),
  ];
}

const WRITERS: Record<ExportSource, (plays: readonly Play[]) => ExportFile[]> = {
  lastfm,
  'apple-music': appleMusic,
  'youtube-music': youtubeMusic,
  'spotify-extended': spotifyExtended,
};

/** The files a visitor with that source would hand the import, all of the same listener's spring. */
export function sourceExportFiles(source: ExportSource): ExportFile[] {
  return WRITERS[source](listening());
}
