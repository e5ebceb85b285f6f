import { CsvStream } from './csv-stream';
import type { RowCounters } from './history-rows';
import { packFlags, REASON, SOURCE, NO_UTC_OFFSET } from './play-codes';
import type { PlayTableBuilder } from './play-table';
import { parseUtcTimestamp } from './parse-time';

/**
 * Apple Music (Apple Media Services export, privacy.apple.com). Two CSV files matter:
 *  - `Apple Music Play Activity.csv`: one row per player event (~145 columns). PLAY_END rows are listens,
 *    but one listen can be several rows (segments split by pauses and scrubbing), so consecutive segments of
 *    the same song are joined. Some vintages name the artist (`Artist Name`), many do not.
 *  - `Apple Music - Play History Daily Tracks.csv`: per day and song, `Track Description` "Artist - Title":
 *    where Play Activity has no artist, it comes from here (same title, same UTC day or one either side,
 *    because Apple's day is local and the event time is UTC).
 * Files are recognised by their header row, never by their names. Text is fed chunk by chunk, so a 150 MB
 * file is never one string; finished listens wait in compact columns until every file is read, because the
 * artist of a Play Activity row may be in a Daily Tracks file read later.
 */
export type AppleCsvKind = 'play-activity' | 'daily-tracks' | 'other';

const DAY_MS = 86_400_000;
/** Segments of one listen: same song, and the next starts within this long after the previous ended. */
const SEGMENT_GAP_MS = 30 * 60_000;

/** Apple end reasons -> Spotify's reason codes (the model reads skips and deliberate stops). */
const END_REASONS: Readonly<Record<string, number>> = {
  NATURAL_END_OF_TRACK: REASON.trackdone,
  TRACK_SKIPPED_FORWARDS: REASON.fwdbtn,
  TRACK_SKIPPED_BACKWARDS: REASON.backbtn,
  MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM: REASON.clickrow,
  PLAYBACK_MANUALLY_PAUSED: REASON.endplay,
  PLAYBACK_STOPPED_DUE_TO_SESSION_TIMEOUT: REASON.endplay,
  FAILED_TO_LOAD: REASON.trackerror,
  EXITED_APPLICATION: REASON['unexpected-exit'],
  NOT_APPLICABLE: REASON.none,
};
const SKIPS = new Set(['TRACK_SKIPPED_FORWARDS', 'TRACK_SKIPPED_BACKWARDS']);
/** A listen interrupted this way usually continues in the next row. */
const CONTINUES = new Set(['SCRUB_BEGIN', 'SCRUB_END', 'PLAYBACK_MANUALLY_PAUSED']);

export function appleReasonCode(value: string): number {
  if (value === '') return REASON.none;
  return END_REASONS[value] ?? REASON.other;
}

/** Kind of an Apple CSV from its header row. */
export function appleCsvKind(header: readonly string[]): AppleCsvKind {
  const has = (name: string) => header.includes(name);
  if (has('Song Name') && (has('Event End Timestamp') || has('Event Start Timestamp')))
    return 'play-activity';
  if (has('Track Description') && has('Date Played')) return 'daily-tracks';
  return 'other';
}

function normaliseTitle(title: string): string {
  return title.trim().toLowerCase();
}

function numberOr(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) ? n : fallback;
}

/** "20230415" -> UTC day number, or NaN. */
function dayOf(datePlayed: string): number {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(datePlayed.trim());
  if (!m) return NaN;
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

/** A platform string that platformFamily() classifies ("iPhone", "Mac", "HomePod", "CarPlay", "Windows"). */
function platformOf(get: (name: string) => string): string | null {
  const parts = [get('Device OS Name'), get('Device Type'), get('Device Model'), get('Device App Name')]
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'NOT_APPLICABLE');
  if (parts.length > 0) return parts.join(' ');
  const build = get('Build Version').trim() || get('Device Identifier').trim();
  return build === '' ? null : build;
}

/** An offset column in seconds ("3600", "-18000") as whole minutes; anything else is not recorded. */
export function utcOffsetMinutes(text: string): number {
  if (!/^\s*-?\d+\s*$/.test(text)) return NO_UTC_OFFSET;
  const minutes = Math.round(Number(text) / 60);
  return Math.abs(minutes) <= 14 * 60 ? minutes : NO_UTC_OFFSET;
}

interface PendingListen {
  end: number;
  ms: number;
  title: string;
  album: string | null;
  artist: string;
  platform: string | null;
  reasonEnd: number;
  flags: number;
  /** Minutes east of UTC, from the event's own offset column, else NO_UTC_OFFSET. */
  utcOffset: number;
}

export class AppleMusicCollector {
  /** Listens from Play Activity, artists resolved at the end. */
  private readonly listens: PendingListen[] = [];
  /** title -> (UTC day -> artist) from Daily Tracks. */
  private readonly artistsByTitle = new Map<string, Map<number, string>>();
  /** The listen being assembled from segments. */
  private open: PendingListen | undefined;
  private openEndReason = '';
  hadPlayActivity = false;
  hadDailyTracks = false;

  constructor(private readonly counters: RowCounters) {}

  /** A streaming reader for one CSV file; `kind` is known once the header row has arrived. */
  reader(): { push(text: string): void; end(): AppleCsvKind } {
    let kind: AppleCsvKind | undefined;
    let index = new Map<string, number>();
    const csv = new CsvStream((fields) => {
      if (kind === undefined) {
        index = new Map(fields.map((name, i) => [name.trim(), i]));
        kind = appleCsvKind([...index.keys()]);
        if (kind === 'play-activity') this.hadPlayActivity = true;
        if (kind === 'daily-tracks') this.hadDailyTracks = true;
        return;
      }
      const get = (name: string): string => {
        const i = index.get(name);
        return i === undefined ? '' : (fields[i] ?? '');
      };
      if (kind === 'play-activity') this.addActivityRow(get, index.has('Artist Name'));
      else if (kind === 'daily-tracks') this.addDailyRow(get);
    });
    return {
      push: (text) => csv.push(text),
      end: () => {
        csv.end();
        this.closeOpen();
        return kind ?? 'other';
      },
    };
  }

  private addActivityRow(get: (name: string) => string, hasArtistColumn: boolean): void {
    const type = get('Event Type');
    if (type !== '' && type !== 'PLAY_END') return; // PLAY_START, LYRIC_DISPLAY, … are not listens
    const title = get('Song Name');
    if (title.trim() === '') {
      this.counters.invalidRows++;
      return;
    }
    if (/video/i.test(get('Media Type'))) {
      this.counters.videoRows++;
      return;
    }
    const ms = Math.max(0, numberOr(get('Play Duration Milliseconds'), 0));
    const start = parseUtcTimestamp(get('Event Start Timestamp'));
    let end = parseUtcTimestamp(get('Event End Timestamp'));
    if (end !== end && start === start) end = start + ms;
    if (end !== end) {
      this.counters.invalidRows++;
      return;
    }
    const reason = get('End Reason Type');
    const album = get('Album Name') || get('Container Album Name');
    const artist = hasArtistColumn ? get('Artist Name').trim() : '';
    const offline = get('Offline').trim().toLowerCase();
    const open = this.open;
    if (
      open &&
      CONTINUES.has(this.openEndReason) &&
      open.title === title &&
      open.album === (album || null) &&
      (start !== start || start - open.end <= SEGMENT_GAP_MS) &&
      end >= open.end
    ) {
      // The next segment of the same listen: one play, its time summed, its end and reason the last ones.
      open.ms += ms;
      open.end = end;
      open.reasonEnd = appleReasonCode(reason);
      open.flags = packFlags(null, SKIPS.has(reason), offline === '' ? null : offline === 'true');
      this.openEndReason = reason;
      return;
    }
    this.closeOpen();
    this.open = {
      end,
      ms,
      title,
      album: album || null,
      artist,
      platform: platformOf(get),
      reasonEnd: appleReasonCode(reason),
      flags: packFlags(null, SKIPS.has(reason), offline === '' ? null : offline === 'true'),
      utcOffset: utcOffsetMinutes(get('UTC Offset In Seconds')),
    };
    this.openEndReason = reason;
  }

  private closeOpen(): void {
    if (this.open) this.listens.push(this.open);
    this.open = undefined;
    this.openEndReason = '';
  }

  private addDailyRow(get: (name: string) => string): void {
    const description = get('Track Description');
    const cut = description.indexOf(' - ');
    const day = dayOf(get('Date Played'));
    if (cut <= 0 || day !== day) return;
    const artist = description.slice(0, cut).trim();
    const title = normaliseTitle(description.slice(cut + 3));
    let days = this.artistsByTitle.get(title);
    if (!days) this.artistsByTitle.set(title, (days = new Map()));
    days.set(day, artist);
  }

  /** The artist of a listen without one: Daily Tracks on the same UTC day, one either side, else any day. */
  private resolveArtist(listen: PendingListen): string {
    if (listen.artist !== '') return listen.artist;
    const days = this.artistsByTitle.get(normaliseTitle(listen.title));
    if (!days) return '';
    const day = Math.floor(listen.end / DAY_MS);
    const near = days.get(day) ?? days.get(day - 1) ?? days.get(day + 1);
    if (near !== undefined) return near;
    for (const artist of days.values()) return artist;
    return '';
  }

  /** Moves every listen into the play table (call once, after every file is read). */
  flush(table: PlayTableBuilder, maxMs: number): number {
    this.closeOpen();
    for (const l of this.listens)
      table.add(
        l.end,
        Math.min(l.ms, maxMs),
        this.resolveArtist(l),
        l.title,
        l.album,
        l.platform,
        null,
        REASON.none,
        l.reasonEnd,
        l.flags,
        SOURCE.apple,
        l.utcOffset,
      );
    const n = this.listens.length;
    this.listens.length = 0;
    return n;
  }
}
