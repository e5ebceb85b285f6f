import type { AuxiliaryData } from '../../export/services/auxiliary';
import type { ExportData } from '../../export/export-data';
import { notEnoughMusicError } from '../../export/export-error';
import { serviceOfSource } from '../../export/services/export-service';
import { NO_UTC_OFFSET } from '../../export/plays/play-codes';
import type { Plays } from '../../export/plays/plays';
import { MIN_DAYS, MIN_QUALIFYING_PLAYS, QUALIFYING_MS, WINDOW_DAYS } from '../traits/feature-table';
import { DAY_MS, MINUTES_PER_DAY, weekdayOfDay, type LocalClock } from './local-time';
import { chooseReadingYear, type YearRule } from './reading-year';

/**
 * The analysis window: music plays of the newest 365 days that hold enough music to score (reading-year.ts),
 * counted back from a play in the export (never "now", so the same files always give the same result): for
 * nearly everyone the 365 days before the LATEST play. The local start time of every qualifying play (≥ 30 s)
 * is converted once. Earlier history stays available for "new to you" (O2).
 */
export interface Listening {
  readonly plays: Plays;
  readonly auxiliary: AuxiliaryData;
  /** Window plays are plays [from, to). */
  readonly from: number;
  readonly to: number;
  readonly windowStart: number;
  readonly windowEnd: number;
  /** Qualifying plays of the window as indices into `plays`, in time order. */
  readonly qualifying: Uint32Array;
  /** Per qualifying play: local start minute of the day [0, 1440) and local day number. */
  readonly localMinute: Float64Array;
  readonly localDay: Int32Array;
  /** Listening ms started in each minute of the local week: index weekday * 1440 + minute. */
  readonly weekMinuteMs: Float64Array;
  /** Qualifying plays per weekday (0 = Sunday). */
  readonly weekdayPlays: readonly number[];
  readonly qualifyingMs: number;
  /** Days between the first and the last qualifying play of the window. */
  readonly days: number;
}

function firstIndexAfter(end: Float64Array, count: number, t: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((end[mid] ?? 0) > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The rule of the year read (reading-year.ts); the import's window-reach.ts applies the same one. */
export const READING_YEAR_RULE: YearRule = {
  windowDays: WINDOW_DAYS,
  minPlays: MIN_QUALIFYING_PLAYS,
  minDays: MIN_DAYS,
};

export function buildListening(data: ExportData, clock: LocalClock): Listening {
  const { plays } = data;
  const year = chooseReadingYear(
    plays.end,
    plays.count,
    (i) => (plays.ms[i] ?? 0) >= QUALIFYING_MS,
    READING_YEAR_RULE,
  );
  if (!year.ok)
    throw notEnoughMusicError(year.bestPlays, Math.floor(year.bestDays), serviceOfSource(data.source));
  const { windowStart, windowEnd } = year;
  const from = firstIndexAfter(plays.end, plays.count, windowStart);
  const to = firstIndexAfter(plays.end, plays.count, windowEnd);

  let n = 0;
  for (let i = from; i < to; i++) if ((plays.ms[i] ?? 0) >= QUALIFYING_MS) n++;
  const qualifying = new Uint32Array(n);
  for (let i = from, k = 0; i < to; i++) if ((plays.ms[i] ?? 0) >= QUALIFYING_MS) qualifying[k++] = i;

  const first = n > 0 ? (plays.end[qualifying[0] ?? 0] ?? 0) : 0;
  const last = n > 0 ? (plays.end[qualifying[n - 1] ?? 0] ?? 0) : 0;
  const days = (last - first) / DAY_MS;
  if (n < MIN_QUALIFYING_PLAYS || days < MIN_DAYS)
    throw notEnoughMusicError(n, Math.floor(days), serviceOfSource(data.source));

  const localMinute = new Float64Array(n);
  const localDay = new Int32Array(n);
  const weekMinuteMs = new Float64Array(7 * MINUTES_PER_DAY);
  const weekdayPlays = [0, 0, 0, 0, 0, 0, 0];
  let qualifyingMs = 0;
  for (let k = 0; k < n; k++) {
    const i = qualifying[k] ?? 0;
    const ms = plays.ms[i] ?? 0;
    const start = (plays.end[i] ?? 0) - ms;
    // The play's own recorded offset where the export has one (Apple Music), else the visitor's zone.
    const recorded = plays.utcOffset[i] ?? NO_UTC_OFFSET;
    const local = start + (recorded === NO_UTC_OFFSET ? clock.offsetMs(start) : recorded * 60_000);
    const day = Math.floor(local / DAY_MS);
    const minute = (local - day * DAY_MS) / 60_000;
    const wd = weekdayOfDay(day);
    localMinute[k] = minute;
    localDay[k] = day;
    const slot = wd * MINUTES_PER_DAY + Math.floor(minute);
    weekMinuteMs[slot] = (weekMinuteMs[slot] ?? 0) + ms;
    weekdayPlays[wd] = (weekdayPlays[wd] ?? 0) + 1;
    qualifyingMs += ms;
  }

  return {
    plays,
    auxiliary: data.auxiliary,
    from,
    to,
    windowStart,
    windowEnd,
    qualifying,
    localMinute,
    localDay,
    weekMinuteMs,
    weekdayPlays,
    qualifyingMs,
    days,
  };
}
