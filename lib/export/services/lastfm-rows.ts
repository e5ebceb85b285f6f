import { isRecord } from '../../guards';
import type { RowCounters } from './history-rows';
import { ASSUMED_PLAY_MS, SOURCE } from '../plays/play-codes';
import type { PlayTableBuilder } from '../plays/play-table';

/**
 * Last.fm scrobbles as the widget hands them to the import worker after fetching them through our route
 * (`/api/lastfm/recent`): `{ "lastfm_user": "…", "scrobbles": [{ artist, track, album, uts }] }`. A scrobble's
 * `uts` is when the listen started (unix seconds); Last.fm records no duration, so each gets ASSUMED_PLAY_MS
 * and `end` = start + that.
 */
export interface LastfmScrobble {
  readonly artist: string;
  readonly track: string;
  readonly album: string;
  /** Start of the listen, unix seconds (UTC). */
  readonly uts: number;
}

export interface LastfmFile {
  readonly lastfm_user: string;
  readonly scrobbles: readonly LastfmScrobble[];
}

export function isLastfmFile(value: unknown): value is LastfmFile {
  return isRecord(value) && typeof value.lastfm_user === 'string' && Array.isArray(value.scrobbles);
}

export function isLastfmScrobble(value: unknown): value is LastfmScrobble {
  return (
    isRecord(value) &&
    typeof value.artist === 'string' &&
    typeof value.track === 'string' &&
    value.track !== '' &&
    typeof value.album === 'string' &&
    typeof value.uts === 'number' &&
    Number.isFinite(value.uts) &&
    value.uts > 0
  );
}

export function addLastfmRows(file: LastfmFile, table: PlayTableBuilder, c: RowCounters): void {
  for (const s of file.scrobbles) {
    if (!isLastfmScrobble(s)) {
      c.invalidRows++;
      continue;
    }
    const start = s.uts * 1000;
    table.add(
      start + ASSUMED_PLAY_MS,
      ASSUMED_PLAY_MS,
      s.artist,
      s.track,
      s.album === '' ? null : s.album,
      null,
      null,
      0,
      0,
      0,
      SOURCE.lastfm,
    );
  }
}
