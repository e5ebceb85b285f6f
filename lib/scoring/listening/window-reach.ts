import { FRESH_LOOK_BACK_DAYS } from '../traits/openness-features';
import { READING_YEAR_RULE } from './listening';
import { DAY_MS } from './local-time';
import { chooseReadingYear } from './reading-year';

/**
 * How far back the scorer reads: the year read (buildListening: the newest 365 days that hold enough music,
 * reading-year.ts) and O2's look-back before it (newArtistShare reads the 30 days before each window play).
 * Nothing else that is scored or quoted reads a play outside the window: the other features, the evidence
 * and the listening numbers all read the window's plays; the account's other files (playlists, follows,
 * searches) carry no play times and are always read. The import uses this to leave unread the older years
 * of a long history (lib/export/needed-years.ts); `__tests__/scoring/window-reach.test.ts` checks it
 * against buildListening, so a new window rule changes both or fails there.
 */

/**
 * The earliest play end (UTC ms) the result can read, from the ends of the qualifying plays read so far
 * (ascending): plays that end at or before it change nothing. Undefined when no year of these plays holds
 * enough music: then older plays may decide the year, and everything must be read.
 *
 * Why plays read so far are enough: the year is the first of its candidates, newest first, that holds
 * enough music; a candidate newer than the one chosen here only holds plays newer than its start, all
 * of them read. The import passes fewer plays than the scorer will count (it merges plays that end at
 * the same moment after the same time played), so a newer candidate may yet be enough for the scorer:
 * its year then starts later still, inside what was read.
 */
export function playsNeededFrom(qualifyingEnds: Float64Array): number | undefined {
  const year = chooseReadingYear(qualifyingEnds, qualifyingEnds.length, () => true, READING_YEAR_RULE);
  return year.ok ? year.windowStart - FRESH_LOOK_BACK_DAYS * DAY_MS : undefined;
}
