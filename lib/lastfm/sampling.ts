/**
 * How a year of scrobbles is read when it holds more than the cap (docs/scoring-model.md § Last.fm): not
 * the newest scrobbles alone, which for a heavy listener are only their last months, but the newest part of
 * each of five equal periods of the year, so the sample stands for the whole window. The route fetches each
 * period with Last.fm's own `from`/`to`; the calibration's Last.fm lens (lib/lenses/lastfm-lens.ts) samples
 * the same way, so the agreement it reports is the widget's.
 */
export const LASTFM_SAMPLE_PERIODS = 5;

export interface SamplePeriod {
  /** Unix seconds, from inclusive, to exclusive. */
  readonly from: number;
  readonly to: number;
}

/** The periods of the window [to − days, to), newest first. */
export function samplePeriods(to: number, days: number, periods = LASTFM_SAMPLE_PERIODS): SamplePeriod[] {
  const span = (days * 86_400) / periods;
  return Array.from({ length: periods }, (_, k) => ({
    from: Math.round(to - (k + 1) * span),
    to: Math.round(to - k * span),
  }));
}

/** Scrobbles taken from each period when the year is over the cap. */
export function perPeriod(cap: number, periods = LASTFM_SAMPLE_PERIODS): number {
  return Math.floor(cap / periods);
}
