import { QUALIFYING_MS } from '../../../lib/export/minimum-data';
import type { Plays } from '../../../lib/export/plays/plays';
import { songOf, startOf, textFile, unitHash, type Lens, type LensOptions } from './lens';

/**
 * Apple Music (Apple Media Services export): `Apple Music Play Activity.csv` with one PLAY_END row per
 * segment of a listen and why it ended, the event's UTC offset, and (like most recent vintages) no artist
 * column; `Apple Music - Play History Daily Tracks.csv` names the artist per local day and song ("Artist -
 * Title"), which is where the reader finds it. Spotify's account data does not say why a play ended, so a
 * play under 30 seconds ends TRACK_SKIPPED_FORWARDS and a longer one NATURAL_END_OF_TRACK; about one listen
 * in six is split by a pause into two segments, as Apple logs them. No device or offline flag: Spotify's
 * files do not know them, and a lens never makes a habit up.
 */
const ACTIVITY_HEADER = [
  'Event Start Timestamp',
  'Event End Timestamp',
  'Event Type',
  'Song Name',
  'Album Name',
  'Play Duration Milliseconds',
  'End Reason Type',
  'UTC Offset In Seconds',
];
const DAILY_HEADER = ['Country', 'Date Played', 'Hours', 'Play Duration Milliseconds', 'Track Description'];
const PAUSED_SHARE = 1 / 6;
const MIN_SPLIT_MS = 60_000;
const SALT_SPLIT = 1;
const SALT_CUT = 2;
const SALT_PAUSE = 3;

const field = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const line = (fields: readonly string[]) => `${fields.map(field).join(',')}\r\n`;
const iso = (ms: number) => new Date(ms).toISOString();

/** The listener's local calendar date (YYYYMMDD) and hour of an instant. */
function localDate(utcMs: number, options: LensOptions): { date: string; hour: number } {
  const local = new Date(utcMs + options.offsetMinutes(utcMs) * 60_000);
  const date = local.toISOString().slice(0, 10).replace(/-/g, '');
  return { date, hour: local.getUTCHours() };
}

interface DailyTrack {
  date: string;
  description: string;
  ms: number;
  hours: Set<number>;
}

export const appleLens: Lens = (plays: Plays, options: LensOptions) => {
  let activity = line(ACTIVITY_HEADER);
  const daily = new Map<string, DailyTrack>();
  for (let i = 0; i < plays.count; i++) {
    const { artist, title } = songOf(plays, i);
    if (title === '') continue;
    const ms = plays.ms[i] ?? 0;
    const end = plays.end[i] ?? 0;
    const start = startOf(plays, i);
    const offset = String(options.offsetMinutes(start) * 60);
    const reason = ms < QUALIFYING_MS ? 'TRACK_SKIPPED_FORWARDS' : 'NATURAL_END_OF_TRACK';
    const row = (from: number, to: number, why: string) =>
      line([iso(from), iso(to), 'PLAY_END', title, '', String(to - from), why, offset]);
    if (ms >= MIN_SPLIT_MS && unitHash(i, SALT_SPLIT) < PAUSED_SHARE) {
      // Paused after `played` ms for `pause` ms, then played to the end: the joined listen has Spotify's
      // end time and time played, and it started `pause` earlier than Spotify's end − ms.
      const played = Math.round(ms * (0.2 + 0.6 * unitHash(i, SALT_CUT)));
      const pause = Math.round(5_000 + 115_000 * unitHash(i, SALT_PAUSE));
      const first = start - pause;
      activity += row(first, first + played, 'PLAYBACK_MANUALLY_PAUSED');
      activity += row(first + played + pause, end, reason);
    } else activity += row(start, end, reason);

    if (artist === '') continue;
    const { date, hour } = localDate(start, options);
    const description = `${artist} - ${title}`;
    const key = `${date}\u0000${description}`;
    const entry = daily.get(key) ?? { date, description, ms: 0, hours: new Set<number>() };
    entry.ms += ms;
    entry.hours.add(hour);
    daily.set(key, entry);
  }
  let dailyText = line(DAILY_HEADER);
  for (const d of daily.values())
    dailyText += line([
      '',
      d.date,
      [...d.hours].sort((a, b) => a - b).join(', '),
      String(d.ms),
      d.description,
    ]);
  return [
    textFile('Apple Music Activity/Apple Music Play Activity.csv', activity),
    textFile('Apple Music Activity/Apple Music - Play History Daily Tracks.csv', dailyText),
  ];
};
