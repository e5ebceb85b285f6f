import { LASTFM_WINDOW_DAYS } from './recent-tracks';
import { LASTFM_SAMPLE_PERIODS, samplePeriods, type SamplePeriod } from './sampling';

const DAY_S = 86_400;

/**
 * What our route asks Last.fm for (`from`/`to`, Unix seconds): the last LASTFM_WINDOW_DAYS up to the end
 * of the current UTC day, or one of that window's sample periods (sampling.ts, 0 the newest). Whole days,
 * so every request of one visitor's import asks for the same window.
 */
export function requestWindow(nowMs: number, period?: number): SamplePeriod {
  const to = Math.floor(nowMs / 1000 / DAY_S + 1) * DAY_S;
  if (period === undefined) return { from: to - LASTFM_WINDOW_DAYS * DAY_S, to };
  const window = samplePeriods(to, LASTFM_WINDOW_DAYS)[period];
  if (!window) throw new RangeError(`period ${period} is not one of 0..${LASTFM_SAMPLE_PERIODS - 1}`);
  return window;
}

/** A query's `period`: one of 0..LASTFM_SAMPLE_PERIODS − 1 written plainly, else undefined. */
export function parsePeriod(value: string): number | undefined {
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const period = Number(value);
  return period < LASTFM_SAMPLE_PERIODS ? period : undefined;
}
