/**
 * How a year of scrobbles is read when it holds more than the cap (docs/scoring-model.md § Last.fm): not
 * the newest scrobbles alone, which for a heavy listener are only their last months, but the newest part of
 * each of five equal periods of the year, so the sample stands for the whole window. The cap's pages go to
 * the periods that have scrobbles (periodPages), so a history that fills only part of the year is read as
 * fully as the cap allows. The route fetches each period with Last.fm's own `from`/`to`; the calibration's
 * Last.fm lens (scripts/calibration/lenses/lastfm-lens.ts) samples the same way, so the agreement it reports is the widget's.
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

/** Scrobbles taken from each period of a year over the cap whose periods all hold more than that. */
export function perPeriod(cap: number, periods = LASTFM_SAMPLE_PERIODS): number {
  return Math.floor(cap / periods);
}

/**
 * The pages each period is read with, newest first, when the year is over the cap. `sizes`: the scrobbles
 * each period holds, as the widget learns them without a request of their own: every period but the oldest
 * tells its total on its first page (Last.fm's `@attr.total`), which is read anyway; the oldest is the
 * year's total (from the year's first page) less the others. A period asked for its size that turns out
 * empty has spent that page. The rest of `maxPages` is dealt out one page at a time, newest period first,
 * to the periods that still have unread pages: equal shares where every period is full (the five equal
 * parts of before), and the empty periods' shares to the others.
 */
export function periodPages(sizes: readonly number[], maxPages: number, pageSize: number): number[] {
  const need = sizes.map((s) => Math.ceil(Math.max(0, s) / pageSize));
  const spent = sizes.slice(0, -1).filter((s) => s <= 0).length;
  let budget = Math.max(0, maxPages - spent);
  const pages = sizes.map(() => 0);
  for (let dealt = true; budget > 0 && dealt;) {
    dealt = false;
    for (let k = 0; k < pages.length && budget > 0; k++) {
      if ((pages[k] ?? 0) >= (need[k] ?? 0)) continue;
      pages[k] = (pages[k] ?? 0) + 1;
      budget--;
      dealt = true;
    }
  }
  return pages;
}
