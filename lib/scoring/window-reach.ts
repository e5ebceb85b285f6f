import { FRESH_LOOK_BACK_DAYS } from './openness-features';
import { WINDOW_DAYS } from './feature-table';
import { DAY_MS } from './local-time';

/**
 * How far back the scorer reads, from the newest play: the analysis window (buildListening, listening.ts)
 * and O2's look-back before it (newArtistShare reads the 30 days before each window play). Nothing else
 * that is scored or quoted reads a play outside the window: the other features, the evidence and the
 * listening numbers all read the window's plays; the account's other files (playlists, follows, searches)
 * carry no play times and are always read. The import uses `playsNeededFrom` to leave unread the older
 * years of a long history (lib/export/needed-years.ts); `__tests__/scoring/window-reach.test.ts` checks
 * it against buildListening, so a new window rule changes both or fails there.
 */

/** Start of the analysis window (exclusive) when the newest play ends at `newestEnd` (UTC ms). */
export function windowStartFor(newestEnd: number): number {
  return newestEnd - WINDOW_DAYS * DAY_MS;
}

/** The earliest play end the result can read: plays that end at or before it change nothing. */
export function playsNeededFrom(newestEnd: number): number {
  return windowStartFor(newestEnd) - FRESH_LOOK_BACK_DAYS * DAY_MS;
}
