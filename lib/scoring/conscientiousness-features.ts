import { FLAG, REASON, SOURCE } from '../export/play-codes';
import { CircularAccumulator, hoursAfterFour } from './circular';
import type { FeatureMeasure, MeasureOf } from './feature-measures';
import { MIN_COVERAGE, QUALIFYING_MS } from './feature-table';
import type { Listening } from './listening';
import { MINUTES_PER_DAY, weekdayOfDay } from './local-time';
import { isWeekend, lateNightShare, listeningMidpoint, weekendShift } from './timing';

/** Conscientiousness features (docs/scoring-model.md § The features). Each returns undefined when its data is missing. */

const MIN_ROUTINE_DAYS = 10;
const MIN_PLAYS_PER_DAY = 3;
/** Days run from 04:00 so a 01:00 play belongs to the night before, not to "the first play" of the day. */
const DAY_STARTS_AT_MINUTE = 240;
const NEXT_PLAY_GAP_MS = 5000;

export function weekdayMidpoint(l: Listening): MeasureOf<'C2'> | undefined {
  const mid = listeningMidpoint(l, false);
  return mid ? { id: 'C2', value: hoursAfterFour(mid.meanMinute) } : undefined;
}

/** C3: spread of the first play's local time on weekdays with 3 or more plays. */
export function routineConsistency(l: Listening): MeasureOf<'C3'> | undefined {
  const n = l.qualifying.length;
  if (n === 0) return undefined;
  const first = Math.floor((l.localDay[0] ?? 0) - 1);
  const last = Math.floor((l.localDay[n - 1] ?? 0) + 1);
  const span = last - first + 1;
  const counts = new Int32Array(span);
  const firstMinute = new Float64Array(span).fill(Infinity);
  for (let k = 0; k < n; k++) {
    const minute = l.localMinute[k] ?? 0;
    const early = minute < DAY_STARTS_AT_MINUTE;
    const day = (l.localDay[k] ?? 0) - (early ? 1 : 0) - first;
    const minutesAfterStart = early
      ? minute + MINUTES_PER_DAY - DAY_STARTS_AT_MINUTE
      : minute - DAY_STARTS_AT_MINUTE;
    if (day < 0 || day >= span) continue;
    counts[day] = (counts[day] ?? 0) + 1;
    if (minutesAfterStart < (firstMinute[day] ?? Infinity)) firstMinute[day] = minutesAfterStart;
  }
  const acc = new CircularAccumulator();
  let days = 0;
  for (let d = 0; d < span; d++) {
    const weekday = weekdayOfDay(first + d);
    if (isWeekend(weekday) || (counts[d] ?? 0) < MIN_PLAYS_PER_DAY) continue;
    acc.add(((firstMinute[d] ?? 0) + DAY_STARTS_AT_MINUTE) % MINUTES_PER_DAY);
    days++;
  }
  const summary = acc.summary();
  if (days < MIN_ROUTINE_DAYS || !summary) return undefined;
  return { id: 'C3', value: Math.max(1, summary.sdMinutes), meanFirstMinute: summary.meanMinute, days };
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

export function conscientiousnessMeasures(l: Listening): FeatureMeasure[] {
  const shift = weekendShift(l);
  const measures: (FeatureMeasure | undefined)[] = [
    { id: 'C1', value: lateNightShare(l) },
    weekdayMidpoint(l),
    routineConsistency(l),
    shift === undefined ? undefined : { id: 'C4', value: shift },
    curation(l),
    followThrough(l),
    offlineShare(l),
  ];
  return measures.filter((m): m is FeatureMeasure => m !== undefined);
}
