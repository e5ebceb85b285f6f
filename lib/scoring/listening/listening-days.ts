import type { Listening } from './listening';
import { MINUTES_PER_DAY, weekdayOfDay } from './local-time';

/**
 * The window's qualifying plays grouped into listening days that run from 04:00 to 04:00 local time, so a
 * song at 01:00 belongs to the night before (docs/scoring-model.md § The features: C2, C3, C8, E1, E4, E7).
 * Times are minutes after 04:00 of the listening day: 0 is 04:00, 1,320 is 02:00 the next morning.
 */
export const DAY_STARTS_AT_MINUTE = 240;
/** Friday and Saturday evenings, 18:00–02:00, in minutes after 04:00. */
const NIGHT_FROM = 14 * 60;
const NIGHT_TO = 22 * 60;
const FRIDAY = 5;
const SATURDAY = 6;
/** A day starts with the first song after a night's break of this long: music played on past 04:00 is still the night before. */
const NIGHT_BREAK_MINUTES = 180;

export interface ListeningDay {
  /** Local day number (days since 1970-01-01) of the day the 04:00 start belongs to. */
  readonly day: number;
  /** 0 = Sunday. */
  readonly weekday: number;
  readonly plays: number;
  /** First and last song's start, minutes after 04:00. */
  readonly first: number;
  readonly last: number;
  /**
   * The day's start: the first song, from 04:00 on, after at least 3 hours without one (minutes after 04:00);
   * undefined when the music never paused that long (a night owl still playing at 06:00 has not started a day).
   */
  readonly start: number | undefined;
  /** A song started between 18:00 and 02:00. */
  readonly evening: boolean;
}

export function listeningDays(l: Listening): ListeningDay[] {
  const byDay = new Map<
    number,
    { plays: number; first: number; last: number; evening: boolean; start: number | undefined }
  >();
  let previous = -Infinity;
  for (let k = 0; k < l.qualifying.length; k++) {
    const minute = l.localMinute[k] ?? 0;
    const early = minute < DAY_STARTS_AT_MINUTE;
    const day = (l.localDay[k] ?? 0) - (early ? 1 : 0);
    const after = early ? minute + MINUTES_PER_DAY - DAY_STARTS_AT_MINUTE : minute - DAY_STARTS_AT_MINUTE;
    // Local minutes since 1970 (plays are in time order; a clock change moves this by an hour at most).
    const at = (l.localDay[k] ?? 0) * MINUTES_PER_DAY + minute;
    const afterBreak = at - previous >= NIGHT_BREAK_MINUTES;
    previous = at;
    const d = byDay.get(day);
    const evening = after >= NIGHT_FROM && after < NIGHT_TO;
    if (d) {
      d.plays++;
      d.first = Math.min(d.first, after);
      d.last = Math.max(d.last, after);
      d.evening ||= evening;
      if (d.start === undefined && afterBreak) d.start = after;
    } else
      byDay.set(day, { plays: 1, first: after, last: after, evening, start: afterBreak ? after : undefined });
  }
  return [...byDay.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, d]) => ({ day, weekday: weekdayOfDay(day), ...d }));
}

export function isWeekendDay(weekday: number): boolean {
  return weekday === 0 || weekday === SATURDAY;
}

export function isFridayOrSaturday(weekday: number): boolean {
  return weekday === FRIDAY || weekday === SATURDAY;
}

/** Weeks run Monday to Sunday (day 4, 1970-01-05, was a Monday). */
export function weekOfDay(day: number): number {
  return Math.floor((day + 3) / 7);
}
