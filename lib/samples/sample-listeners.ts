import type { ExportBytes } from '../export/files/export-source';
import type { SampleListener } from './sample-roster';
import { sampleRandom, type SampleRandom } from './sample-random';

/**
 * The eight built-in sample listeners: for visitors with no export yet, for `npm run dev` and for
 * QA. Each is a caricature that is clearly High or Low on every trait, so each lands on its own row of the
 * flavour table and stays there if the scorer is recalibrated; except Luna, whose Openness habits are
 * turned down (`openness`) until she sits just over the line, so one sample shows a second scoop. A sample is generated on the device from its
 * seed as an ordinary Spotify extended-history export (plus Follow, Playlist and SearchQueries files), in
 * memory, and then read and scored by the same code as a real export. Nothing is shipped but this file.
 *
 * The contrasts, per trait:
 *  - Extraversion: Friday/Saturday nights out, speakers, TVs and cars, several countries, many hours a day,
 *    many followers — versus the same one pair of headphones in one country, an hour a day, no followers.
 *  - Conscientiousness: the same hours every day, before midnight, songs heard to the end, downloads, tidy
 *    playlists — versus random hours deep into the night, skips, no downloads, no playlists.
 *  - Openness: hundreds of artists, new ones every week, whole albums, many searches — versus a handful of
 *    favourites on repeat.
 */
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The last sample day ends here (fixed, so a sample never depends on today's date). */
const LAST_DAY = Date.UTC(2025, 5, 30) / DAY_MS;
const DAYS = 200;

const PRIVATE_DEVICES = ['ios', 'android'];
const SHARED_DEVICES = [
  'Partner sonos sonos_one;Sonos;One;',
  'Partner google cast_voice;Google_Home;;1.0.0',
  'Partner android_tv Fictional;Screen 4K;',
  'Partner car_thing Fictional;Car;',
];

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'su', 'ta', 'vo', 'zel', 'an', 'bri', 'cor', 'dun', 'el', 'fay'];

function artistName(n: number): string {
  const a = SYLLABLES[n % SYLLABLES.length] ?? 'ka';
  const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length] ?? 'lo';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `The ${cap(a)}${b} ${n >= SYLLABLES.length ** 2 ? Math.floor(n / SYLLABLES.length ** 2) + 1 : ''}`.trim();
}

interface Session {
  /** Start, in local (= UTC) hours of the day; may exceed 24 (after midnight). */
  readonly hour: number;
  readonly plays: number;
}

interface Row {
  ts: string;
  platform: string;
  ms_played: number;
  conn_country: string;
  master_metadata_track_name: string;
  master_metadata_album_artist_name: string;
  master_metadata_album_album_name: string;
  reason_start: string;
  reason_end: string;
  shuffle: boolean;
  skipped: boolean;
  offline: boolean;
  incognito_mode: boolean;
}

function sessionsOf(s: SampleListener, weekday: number, r: SampleRandom): Session[] {
  const highE = s.bins.E === 'High';
  const highC = s.bins.C === 'High';
  const perSession = highE ? 16 : 7;
  const friSat = weekday === 5 || weekday === 6;
  const out: Session[] = [];
  if (highC) {
    // The same hours every day, before midnight; the weekend only a little later.
    const shift = weekday === 0 || weekday === 6 ? 0.5 : 0;
    out.push({ hour: 8 + shift + r.normal() * 0.05, plays: perSession });
    out.push({ hour: 18 + shift + r.normal() * 0.05, plays: perSession });
    if (highE && friSat) out.push({ hour: 21 + r.normal() * 0.1, plays: perSession });
    else if (highE) out.push({ hour: 12.5 + r.normal() * 0.05, plays: perSession });
  } else {
    // Any hour, mostly deep in the night.
    const count = highE ? 3 : 2;
    for (let k = 0; k < count; k++) out.push({ hour: 11 + r.next() * 17, plays: perSession });
    if (highE && friSat) out.push({ hour: 22 + r.next(), plays: perSession * 2 });
  }
  return out;
}

function historyRows(s: SampleListener): Row[] {
  const r = sampleRandom(s.seed);
  const highE = s.bins.E === 'High';
  const highC = s.bins.C === 'High';
  const highO = s.bins.O === 'High';
  const openness = s.openness ?? 1;
  const countries = highE ? ['DE', 'NL', 'ES', 'FR'] : ['DE'];
  let discovered = highO ? Math.round(4 + 16 * openness) : 4;
  const rows: Row[] = [];
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = LAST_DAY - d;
    const weekday = (((day + 4) % 7) + 7) % 7;
    let cursor = -Infinity;
    for (const session of sessionsOf(s, weekday, r).sort((a, b) => a.hour - b.hour)) {
      let t = Math.max(day * DAY_MS + session.hour * 60 * MINUTE_MS, cursor + MINUTE_MS);
      const shared = highE && r.chance(0.7);
      const platform = shared
        ? (SHARED_DEVICES[r.int(SHARED_DEVICES.length)] ?? 'ios')
        : (PRIVATE_DEVICES[s.seed % 2] ?? 'ios');
      const country = countries[r.int(countries.length)] ?? 'DE';
      const wholeAlbum = highO && r.chance(0.4 * openness);
      const albumArtist = r.int(discovered);
      const albumNo = r.int(5);
      for (let k = 0; k < session.plays; k++) {
        let artist: number;
        let track: number;
        if (wholeAlbum) {
          artist = albumArtist;
          track = albumNo * 10 + (k % 10);
        } else if (highO) {
          if (r.chance(0.25 * openness)) discovered++;
          artist = r.chance(0.3) ? discovered - 1 : r.int(discovered);
          track = r.int(40);
        } else {
          artist = Math.floor(discovered * r.next() ** 2);
          track = r.int(4);
        }
        const length = 150_000 + ((artist * 7919 + track * 104_729) % 120_000);
        const skipped = !wholeAlbum && r.chance(highC ? 0.02 : 0.55);
        const ms = skipped ? 2_000 + r.int(20_000) : length;
        t += ms;
        rows.push({
          ts: new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
          platform,
          ms_played: ms,
          conn_country: country,
          master_metadata_track_name: `Song ${track + 1}`,
          master_metadata_album_artist_name: artistName(artist),
          master_metadata_album_album_name: `Album ${Math.floor(track / 10) + 1}`,
          reason_start: k === 0 ? (shared ? 'remote' : 'clickrow') : 'trackdone',
          reason_end: skipped ? 'fwdbtn' : 'trackdone',
          shuffle: !wholeAlbum && r.chance(highC ? 0.1 : 0.9),
          skipped,
          offline: highC && r.chance(0.5),
          incognito_mode: false,
        });
        t += 1_000;
      }
      cursor = t;
    }
  }
  return rows;
}

function auxiliaryFiles(s: SampleListener): Record<string, unknown> {
  const highE = s.bins.E === 'High';
  const highC = s.bins.C === 'High';
  const highO = s.bins.O === 'High';
  const playlists = Array.from({ length: highC ? 24 : 1 }, (_, i) => ({
    name: `Playlist ${i + 1}`,
    lastModifiedDate: '2025-05-01',
    items: Array.from({ length: highC ? 30 : 3 }, () => ({})),
    numberOfFollowers: highE ? 40 : 0,
  }));
  const searches = Array.from({ length: highO ? Math.round(3 + 897 * (s.openness ?? 1)) : 3 }, (_, i) => ({
    platform: 'IPHONE',
    searchTime: new Date((LAST_DAY - (i % DAYS)) * DAY_MS + 15 * 3_600_000).toISOString(),
    searchQuery: `query ${i}`,
    searchInteractionURIs: [],
  }));
  return {
    'Follow.json': highE
      ? { followerCount: 800, followingUsersCount: 600, dismissingUsersCount: 0 }
      : { followerCount: 0, followingUsersCount: 0, dismissingUsersCount: 0 },
    'Playlist1.json': { playlists },
    'SearchQueries.json': searches,
  };
}

/** The files of a sample listener's export, generated in memory. */
export function sampleExportFiles(s: SampleListener): ExportBytes[] {
  const encoder = new TextEncoder();
  const files: ExportBytes[] = [
    {
      name: `Spotify Extended Streaming History/Streaming_History_Audio_sample_${s.id}_0.json`,
      bytes: encoder.encode(JSON.stringify(historyRows(s))),
    },
  ];
  for (const [name, value] of Object.entries(auxiliaryFiles(s)))
    files.push({ name: `Spotify Account Data/${name}`, bytes: encoder.encode(JSON.stringify(value)) });
  return files;
}
