import { CircularAccumulator, hoursAfterFour, type CircularSummary } from './circular';
import type { Listening } from './listening';
import { MINUTES_PER_DAY } from './local-time';

/** Time-of-week quantities shared by Conscientiousness and Extraversion, read from the week-minute grid. */

const SATURDAY = 6;
const SUNDAY = 0;
const FRIDAY = 5;
const MIN_PLAYS_PER_SIDE = 20;

export function isWeekend(weekday: number): boolean {
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** Share of listening ms whose local start falls in [fromMinute, toMinute) on the given weekdays. */
export function shareOfWeek(
  l: Listening,
  slots: ReadonlyArray<readonly [weekday: number, from: number, to: number]>,
): number {
  if (l.qualifyingMs <= 0) return 0;
  let ms = 0;
  for (const [weekday, from, to] of slots)
    for (let m = from; m < to; m++) ms += l.weekMinuteMs[weekday * MINUTES_PER_DAY + m] ?? 0;
  return ms / l.qualifyingMs;
}

/** C1: started between 00:00 and 04:59, any day. */
export function lateNightShare(l: Listening): number {
  return shareOfWeek(
    l,
    [0, 1, 2, 3, 4, 5, 6].map((d) => [d, 0, 300] as const),
  );
}

/** E1: Friday 18:00 – Saturday 02:00 and Saturday 18:00 – Sunday 02:00 (16 of the week's 168 hours). */
export function socialNightShare(l: Listening): number {
  return shareOfWeek(l, [
    [FRIDAY, 1080, 1440],
    [SATURDAY, 0, 120],
    [SATURDAY, 1080, 1440],
    [SUNDAY, 0, 120],
  ]);
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
