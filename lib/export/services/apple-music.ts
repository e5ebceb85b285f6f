import { CsvStream } from '../files/csv-stream';
import type { RowCounters } from './history-rows';
import { packFlags, REASON, SOURCE, NO_UTC_OFFSET } from '../plays/play-codes';
import { provenPlayMs } from './youtube-music';
import type { PlayTableBuilder } from '../plays/play-table';
import { parseUtcTimestamp } from '../plays/parse-time';

/**
 * Apple Music (Apple Media Services export, privacy.apple.com). Three CSV files matter:
 *  - `Apple Music Play Activity.csv`: one row per player event (~145 columns). PLAY_END rows are listens,
 *    but one listen can be several rows (segments split by pauses and scrubbing), so consecutive segments of
 *    the same song are joined. Two generations of columns: exports until about 2020 name the song
 *    `Content Name` and the artist `Artist Name`, often leave `Play Duration Milliseconds` empty and may have
 *    no `Event Type`; later ones name the song `Song Name`, add `Album Name` and drop the artist.
 *  - `Apple Music - Play History Daily Tracks.csv`: per day and song, `Track Description` "Artist - Title":
 *    where Play Activity has no artist, it comes from here (same title, same UTC day or one either side,
 *    because Apple's day is local and the event time is UTC).
 *  - `Apple Music - Track Play History.csv`: one row per play, `Track Name` "Artist - Title", `Last Played
 *    Date` in epoch milliseconds and `Is User Initiated`; no duration, end reason or device. Some exports
 *    hold only this file: then it is the history (source `appleHistory`), read like YouTube Music's (a song
 *    followed by the next within 30 seconds was skipped, the others count as full plays). Beside a Play
 *    Activity it only names artists, as Daily Tracks does.
 * Files are recognised by their header row, never by their names. Text is fed chunk by chunk, so a 150 MB
 * file is never one string; finished listens wait in compact columns until every file is read, because the
 * artist of a Play Activity row may be in a Daily Tracks file read later.
 */
export type AppleCsvKind = 'play-activity' | 'daily-tracks' | 'track-history' | 'other';

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
  if (
    (has('Song Name') || has('Content Name')) &&
    (has('Event End Timestamp') || has('Event Start Timestamp'))
  )
    return 'play-activity';
  if (has('Track Description') && has('Date Played')) return 'daily-tracks';
  if (has('Track Name') && has('Last Played Date')) return 'track-history';
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

/** "1514764800000" (epoch ms; some files write seconds) or an ISO timestamp -> epoch ms, or NaN. */
export function epochOrTimestamp(text: string): number {
  const t = text.trim();
  if (/^\d{9,13}$/.test(t)) {
    const n = Number(t);
    return t.length <= 10 ? n * 1000 : n;
  }
  return parseUtcTimestamp(t);
}

/**
 * Milliseconds played of one Play Activity row: `Play Duration Milliseconds`, else (older exports often
 * leave it empty) the positions played through, else the event's own span, never more than the media.
 */
export function activityPlayMs(get: (name: string) => string, start: number, end: number): number {
  const media = numberOr(get('Media Duration In Milliseconds'), Infinity);
  const played = numberOr(get('Play Duration Milliseconds'), NaN);
  if (played === played) return Math.max(0, played);
  const from = numberOr(get('Start Position In Milliseconds'), NaN);
  const to = numberOr(get('End Position In Milliseconds'), NaN);
  if (from === from && to === to && to >= from) return Math.min(to - from, media);
  if (start === start && end === end && end >= start) return Math.min(end - start, media);
  return 0;
}

/** "Artist - Title" (Daily Tracks, Track Play History) split at the first " - "; no artist without one. */
export function splitDescription(description: string): { artist: string; title: string } {
  const cut = description.indexOf(' - ');
  if (cut <= 0) return { artist: '', title: description.trim() };
  return { artist: description.slice(0, cut).trim(), title: description.slice(cut + 3).trim() };
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
  /** Track Play History rows: the history itself when no Play Activity was read. */
  private readonly historyPlays: { start: number; artist: string; title: string }[] = [];
  /** The listen being assembled from segments. */
  private open: PendingListen | undefined;
  private openEndReason = '';
  hadPlayActivity = false;
  hadDailyTracks = false;
  hadTrackHistory = false;

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
        if (kind === 'track-history') this.hadTrackHistory = true;
        return;
      }
      const get = (name: string): string => {
        const i = index.get(name);
        return i === undefined ? '' : (fields[i] ?? '');
      };
      if (kind === 'play-activity') this.addActivityRow(get, index.has('Artist Name'));
      else if (kind === 'daily-tracks') this.addDailyRow(get);
      else if (kind === 'track-history') this.addHistoryRow(get);
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
    const title = get('Song Name') || get('Content Name');
    if (title.trim() === '') {
      this.counters.invalidRows++;
      return;
    }
    if (/video/i.test(get('Media Type'))) {
      this.counters.videoRows++;
      return;
    }
    const start = parseUtcTimestamp(get('Event Start Timestamp'));
    let end = parseUtcTimestamp(get('Event End Timestamp'));
    const ms = activityPlayMs(get, start, end);
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
    const { artist, title } = splitDescription(get('Track Description'));
    this.learnArtist(artist, title, dayOf(get('Date Played')));
  }

  private learnArtist(artist: string, title: string, day: number): void {
    if (artist === '' || title === '' || day !== day) return;
    const key = normaliseTitle(title);
    let days = this.artistsByTitle.get(key);
    if (!days) this.artistsByTitle.set(key, (days = new Map()));
    days.set(day, artist);
  }

  private addHistoryRow(get: (name: string) => string): void {
    const { artist, title } = splitDescription(get('Track Name'));
    const start = epochOrTimestamp(get('Last Played Date'));
    if (title === '' || start !== start) {
      this.counters.invalidRows++;
      return;
    }
    this.historyPlays.push({ start, artist, title });
    this.learnArtist(artist, title, Math.floor(start / DAY_MS));
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
    // Play Activity is the richer record of the same plays: Track Play History stands in only without it.
    if (this.listens.length === 0) return this.flushHistory(table);
    this.historyPlays.length = 0;
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

  /** Track Play History as the history: time order, a play's length proven only by the next one's start. */
  private flushHistory(table: PlayTableBuilder): number {
    const plays = this.historyPlays.sort((a, b) => a.start - b.start);
    plays.forEach((p, k) => {
      const ms = provenPlayMs(p.start, plays[k + 1]?.start);
      table.add(p.start + ms, ms, p.artist, p.title, null, null, null, 0, 0, 0, SOURCE.appleHistory);
    });
    const n = plays.length;
    plays.length = 0;
    return n;
  }
}
