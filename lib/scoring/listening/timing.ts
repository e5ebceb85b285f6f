import { CircularAccumulator, hoursAfterFour, type CircularSummary } from './circular';
import type { Listening } from './listening';
import { MINUTES_PER_DAY } from './local-time';

/** Time-of-week quantities shared by Conscientiousness and Extraversion, read from the week-minute grid. */

const SATURDAY = 6;
const SUNDAY = 0;
const MIN_PLAYS_PER_SIDE = 20;
const LATE_NIGHT_END_MINUTE = 300;

export function isWeekend(weekday: number): boolean {
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** C1: the share of songs started between 00:00 and 04:59, any day (counted in songs, not minutes). */
export function lateNightShare(l: Listening): number {
  const n = l.qualifying.length;
  if (n === 0) return 0;
  let late = 0;
  for (let k = 0; k < n; k++) if ((l.localMinute[k] ?? 0) < LATE_NIGHT_END_MINUTE) late++;
  return late / n;
}

/** ms-weighted circular mean of local start time over weekdays or weekend days. */
export function listeningMidpoint(l: Listening, weekend: boolean): CircularSummary | undefined {
  let plays = 0;
  const acc = new CircularAccumulator();
  for (let d = 0; d < 7; d++) {
    if (isWeekend(d) !== weekend) continue;
    plays += l.weekdayPlays[d] ?? 0;
    for (let m = 0; m < MINUTES_PER_DAY; m++) acc.add(m + 0.5, l.weekMinuteMs[d * MINUTES_PER_DAY + m] ?? 0);
  }
  return plays >= MIN_PLAYS_PER_SIDE ? acc.summary() : undefined;
}

/** C4/E6: weekend midpoint minus weekday midpoint, in hours, both measured from 04:00. */
export function weekendShift(l: Listening): number | undefined {
  const weekday = listeningMidpoint(l, false);
  const weekendMid = listeningMidpoint(l, true);
  if (!weekday || !weekendMid) return undefined;
  return hoursAfterFour(weekendMid.meanMinute) - hoursAfterFour(weekday.meanMinute);
}
