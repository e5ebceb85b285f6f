import { FLAG, REASON, SOURCE } from '../../export/plays/play-codes';
import { CircularAccumulator } from '../listening/circular';
import type { FeatureMeasure, MeasureOf } from './feature-measures';
import { MIN_COVERAGE, QUALIFYING_MS } from './feature-table';
import type { Listening } from '../listening/listening';
import {
  DAY_STARTS_AT_MINUTE,
  isWeekendDay,
  listeningDays,
  type ListeningDay,
} from '../listening/listening-days';
import { MINUTES_PER_DAY } from '../listening/local-time';
import { median } from '../stats';
import { lateNightShare, weekendShift } from '../listening/timing';

/** Conscientiousness features (docs/scoring-model.md § The features). Each returns undefined when its data is missing. */

const MIN_ROUTINE_DAYS = 10;
const MIN_PLAYS_PER_DAY = 3;
const NEXT_PLAY_GAP_MS = 5000;

/** Weekdays with 3 or more songs: the days a routine can be read from. */
function routineDays(days: readonly ListeningDay[]): ListeningDay[] {
  return days.filter((d) => !isWeekendDay(d.weekday) && d.plays >= MIN_PLAYS_PER_DAY);
}

const hoursAfterFour = (minutesAfterFour: number) => minutesAfterFour / 60;

/** Weekday starts (the first song after the night's break), minutes after 04:00. */
function weekdayStarts(days: readonly ListeningDay[]): number[] {
  return routineDays(days).flatMap((d) => (d.start === undefined ? [] : [d.start]));
}

/** C2: the median time a weekday starts (its first song after the night's break), in hours after 04:00. */
export function weekdayStart(days: readonly ListeningDay[]): MeasureOf<'C2'> | undefined {
  const starts = weekdayStarts(days);
  if (starts.length < MIN_ROUTINE_DAYS) return undefined;
  return { id: 'C2', value: hoursAfterFour(median(starts)), days: starts.length };
}

/** C8: the median time of the last song on weekdays (the listening day runs to 04:00), in hours after 04:00. */
export function weeknightStop(days: readonly ListeningDay[]): MeasureOf<'C8'> | undefined {
  const routine = routineDays(days);
  if (routine.length < MIN_ROUTINE_DAYS) return undefined;
  return { id: 'C8', value: hoursAfterFour(median(routine.map((d) => d.last))), days: routine.length };
}

/** C3: spread (circular SD, minutes) of the weekday start (as C2) on weekdays with 3 or more songs. */
export function routineConsistency(days: readonly ListeningDay[]): MeasureOf<'C3'> | undefined {
  const starts = weekdayStarts(days);
  const acc = new CircularAccumulator();
  for (const start of starts) acc.add((start + DAY_STARTS_AT_MINUTE) % MINUTES_PER_DAY);
  const summary = acc.summary();
  if (starts.length < MIN_ROUTINE_DAYS || !summary) return undefined;
  return {
    id: 'C3',
    value: Math.max(1, summary.sdMinutes),
    meanFirstMinute: summary.meanMinute,
    days: starts.length,
  };
}

export function curation(l: Listening): MeasureOf<'C5'> | undefined {
  const playlists = l.auxiliary.playlists;
  if (!playlists) return undefined;
  const saved = l.auxiliary.library?.savedTracks;
  return { id: 'C5', value: playlists.withTenOrMore, ...(saved !== undefined ? { savedTracks: saved } : {}) };
}

const NOT_A_SKIP_END = new Set<number>([
  REASON.endplay,
  REASON.logout,
  REASON['unexpected-exit'],
  REASON['unexpected-exit-while-paused'],
  REASON.trackerror,
]);

/**
 * C6 early skip: under 30 s and ended by next/previous, or flagged skipped for a reason other than
 * stopping, logging out, crashing or erroring. Periods without reason_end fall back to "under 30 s and the
 * next play started within 5 s". Account data has neither field: the `msPlayed < 30 s` proxy at lower weight.
 */
export function followThrough(l: Listening): MeasureOf<'C6'> | undefined {
  const { plays, from, to } = l;
  const total = to - from;
  if (total === 0) return undefined;
  // Extended history and Apple Music record why a play ended; account data does not.
  const withReasons = (i: number) => plays.source[i] === SOURCE.extended || plays.source[i] === SOURCE.apple;
  let recorded = 0;
  for (let i = from; i < to; i++) if (withReasons(i)) recorded++;
  const proxy = recorded / total < MIN_COVERAGE;
  let skips = 0;
  for (let i = from; i < to; i++) {
    const ms = plays.ms[i] ?? 0;
    if (ms >= QUALIFYING_MS) continue;
    if (proxy || !withReasons(i)) {
      skips++;
      continue;
    }
    const end = plays.reasonEnd[i] ?? REASON.none;
    if (end === REASON.fwdbtn || end === REASON.backbtn) skips++;
    else if (end !== REASON.none) {
      if ((plays.flags[i] ?? 0) & FLAG.skipped && !NOT_A_SKIP_END.has(end)) skips++;
    } else if (i + 1 < plays.count) {
      const nextStart = (plays.end[i + 1] ?? 0) - (plays.ms[i + 1] ?? 0);
      if (nextStart - (plays.end[i] ?? 0) <= NEXT_PLAY_GAP_MS) skips++;
    }
  }
  return { id: 'C6', value: 1 - skips / total, proxy };
}

/** C7: share of qualifying plays played from downloads, where the export records it. */
export function offlineShare(l: Listening): MeasureOf<'C7'> | undefined {
  const { plays, qualifying } = l;
  let known = 0;
  let offline = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const flags = plays.flags[qualifying[k] ?? 0] ?? 0;
    if (!(flags & FLAG.offlineKnown)) continue;
    known++;
    if (flags & FLAG.offline) offline++;
  }
  if (qualifying.length === 0 || known / qualifying.length < MIN_COVERAGE) return undefined;
  return { id: 'C7', value: offline / known };
}

export function conscientiousnessMeasures(l: Listening, days = listeningDays(l)): FeatureMeasure[] {
  const shift = weekendShift(l);
  const measures: (FeatureMeasure | undefined)[] = [
    { id: 'C1', value: lateNightShare(l) },
    weekdayStart(days),
    weeknightStop(days),
    routineConsistency(days),
    shift === undefined ? undefined : { id: 'C4', value: shift },
    curation(l),
    followThrough(l),
    offlineShare(l),
  ];
  return measures.filter((m): m is FeatureMeasure => m !== undefined);
}
