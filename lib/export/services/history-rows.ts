import { packFlags, reasonCode, SOURCE } from '../plays/play-codes';
import type { PlayTableBuilder } from '../plays/play-table';
import { parseUtcTimestamp } from '../plays/parse-time';

/**
 * Reduces parsed history files to music plays. Validation is per record, never per file (one odd row must
 * not cost a whole file): podcasts, audiobooks and videos are counted and dropped, malformed rows are
 * counted as invalid, and incognito plays are dropped entirely so they can never be scored or quoted.
 */
export interface RowCounters {
  podcastRows: number;
  audiobookRows: number;
  videoRows: number;
  incognitoRows: number;
  invalidRows: number;
}

export function emptyRowCounters(): RowCounters {
  return { podcastRows: 0, audiobookRows: 0, videoRows: 0, incognitoRows: 0, invalidRows: 0 };
}

function isMs(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value < Number.MAX_SAFE_INTEGER;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Account `StreamingHistory_music_N.json` / legacy `StreamingHistoryN.json` rows. */
export function addAccountMusicRows(
  records: readonly unknown[],
  table: PlayTableBuilder,
  c: RowCounters,
  maxMs: number,
): void {
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null) {
      c.invalidRows++;
      continue;
    }
    const endTime = r.endTime;
    const ms = r.msPlayed;
    const artist = r.artistName;
    const track = r.trackName;
    if (
      typeof endTime !== 'string' ||
      !isMs(ms) ||
      typeof artist !== 'string' ||
      typeof track !== 'string' ||
      track === ''
    ) {
      // A podcast or audiobook row inside a music file still is not music.
      if (r.podcastName !== undefined) c.podcastRows++;
      else if (r.audiobookName !== undefined) c.audiobookRows++;
      else c.invalidRows++;
      continue;
    }
    const end = parseUtcTimestamp(endTime);
    if (end !== end) {
      c.invalidRows++;
      continue;
    }
    table.add(end, Math.min(ms, maxMs), artist, track, null, null, null, 0, 0, 0, SOURCE.account);
  }
}

/**
 * Counts the rows of a file that holds no music (account podcast/audiobook files, extended video files):
 * they are recognised, then excluded.
 */
export function countNonMusicRows(
  records: readonly unknown[],
  kind: 'podcast' | 'audiobook' | 'video',
  c: RowCounters,
): void {
  const n = records.filter((r) => typeof r === 'object' && r !== null).length;
  if (kind === 'podcast') c.podcastRows += n;
  else if (kind === 'audiobook') c.audiobookRows += n;
  else c.videoRows += n;
  c.invalidRows += records.length - n;
}

/** Extended `Streaming_History_Audio_*` / legacy `endsong_N.json` rows (video files: countNonMusicRows). */
export function addExtendedRows(
  records: readonly unknown[],
  table: PlayTableBuilder,
  c: RowCounters,
  maxMs: number,
): void {
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null) {
      c.invalidRows++;
      continue;
    }
    if (r.spotify_episode_uri != null || r.episode_name != null || r.episode_show_name != null) {
      c.podcastRows++;
      continue;
    }
    if (r.audiobook_uri != null || r.audiobook_title != null || r.audiobook_chapter_uri != null) {
      c.audiobookRows++;
      continue;
    }
    const ts = r.ts;
    const ms = r.ms_played;
    const track = r.master_metadata_track_name;
    const artist = r.master_metadata_album_artist_name;
    if (
      typeof ts !== 'string' ||
      !isMs(ms) ||
      typeof track !== 'string' ||
      typeof artist !== 'string' ||
      track === ''
    ) {
      c.invalidRows++; // unresolved or local items carry no names; nothing we can use
      continue;
    }
    const end = parseUtcTimestamp(ts);
    if (end !== end) {
      c.invalidRows++;
      continue;
    }
    if (r.incognito_mode === true) {
      c.incognitoRows++;
      continue;
    }
    table.add(
      end,
      Math.min(ms, maxMs),
      artist,
      track,
      stringOrNull(r.master_metadata_album_album_name),
      stringOrNull(r.platform),
      stringOrNull(r.conn_country),
      reasonCode(r.reason_start),
      reasonCode(r.reason_end),
      packFlags(r.shuffle, r.skipped, r.offline),
      SOURCE.extended,
    );
  }
}
