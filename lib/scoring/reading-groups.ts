import type { ExportData } from '../export/export-data';
import { selectPlays } from '../export/plays/select-plays';
import { MIN_QUALIFYING_PLAYS } from './traits/feature-table';
import { buildListening, type Listening } from './listening/listening';
import { DAY_MS, type LocalClock } from './listening/local-time';

/**
 * Other readings of the same listening, for how sure a result is (docs/scoring-model.md § How sure): the
 * window's weeks dealt in turn into a few groups (the 1st week with music to group 0, the 2nd to group 1, …),
 * each group read on its own as if it were the whole export. Every group spans the whole year (a sample of
 * its weeks, as a Last.fm read of five periods is), so the groups differ by which weeks were read, not by
 * when: how much their scores differ says how much this reading rests on the particular weeks it saw.
 * Deterministic (no random draw: the same files always give the same groups) and cheap: together the groups
 * hold the plays once, so measuring them costs about one more reading of the year.
 */
export const MAX_GROUPS = 5;
/** Fewer readable groups than this say too little about the spread: the result then has no groups. */
export const MIN_GROUPS = 3;

/** Weeks counted from a Monday (1970-01-05), in UTC: the same week for every zone within a day. */
const weekOf = (ms: number) => Math.floor((ms / DAY_MS - 4) / 7);

/** As many groups as the qualifying plays allow, each with at least the minimum a reading needs. */
export function groupCount(qualifyingPlays: number): number {
  return Math.min(MAX_GROUPS, Math.floor(qualifyingPlays / (MIN_QUALIFYING_PLAYS * 1.2)));
}

/**
 * The window's plays dealt into `groups` groups by week. Plays before the window are left out, as the halves
 * of the calibration leave them out: kept, they would fall inside a group's own window (a group ends up to a
 * few weeks before the year does) as weeks read whole among weeks read one in five.
 */
export function weekGroups(data: ExportData, listening: Listening, groups: number): ExportData[] {
  const { plays } = data;
  const groupOf = new Int32Array(plays.count).fill(-1);
  let lastWeek = Number.NaN;
  let dealt = -1;
  for (let i = listening.from; i < listening.to; i++) {
    const week = weekOf(plays.end[i] ?? 0);
    if (week !== lastWeek) {
      lastWeek = week;
      dealt++;
    }
    groupOf[i] = dealt % groups;
  }
  return Array.from({ length: groups }, (_, g) => ({
    ...data,
    plays: selectPlays(plays, (i) => groupOf[i] === g),
  }));
}

/** Each group's listening; undefined when fewer than MIN_GROUPS can be read (too little music). */
export function groupListenings(
  data: ExportData,
  listening: Listening,
  clock: LocalClock,
): Listening[] | undefined {
  const groups = groupCount(listening.qualifying.length);
  if (groups < MIN_GROUPS) return undefined;
  const read: Listening[] = [];
  for (const group of weekGroups(data, listening, groups)) {
    try {
      read.push(buildListening(group, clock));
    } catch {
      // A group too thin to read (a history of few, heavy weeks): the others still speak.
    }
  }
  return read.length >= MIN_GROUPS ? read : undefined;
}
