import { DAY_MS } from './local-time';

/**
 * The year that is read (docs/scoring-model.md § From plays to scores): the newest WINDOW_DAYS that hold
 * enough music to score, not blindly the WINDOW_DAYS before the newest play. A listener who used a service
 * for years and then mostly stopped is read from their last full-enough year, not refused for the thin one.
 *
 * Candidates, newest first: the window ending at the newest play (what every listener with enough music in
 * their latest year gets), then windows ending at each earlier qualifying play. The first whose qualifying
 * plays reach `minPlays` and span `minDays` is read. Pure: `end` ascending (the plays' order), `qualifies(i)`
 * whether play i counts. Two pointers, so a million plays are one pass.
 */
export interface ReadingYear {
  /** The window is (windowStart, windowEnd]. */
  readonly windowStart: number;
  readonly windowEnd: number;
}

export interface YearRule {
  readonly windowDays: number;
  readonly minPlays: number;
  readonly minDays: number;
}

/** The window chosen, or the fullest window seen (for the "not enough music" figures) when none is enough. */
export type YearChoice =
  | ({ readonly ok: true } & ReadingYear)
  | { readonly ok: false; readonly bestPlays: number; readonly bestDays: number };

export function chooseReadingYear(
  end: Float64Array,
  count: number,
  qualifies: (i: number) => boolean,
  rule: YearRule,
): YearChoice {
  const span = rule.windowDays * DAY_MS;
  const q: number[] = [];
  for (let i = 0; i < count; i++) if (qualifies(i)) q.push(end[i] ?? 0);
  let bestPlays = 0;
  let bestDays = 0;
  const enough = (windowEnd: number, lo: number, hi: number): boolean => {
    // Qualifying plays q[lo..hi] lie in (windowEnd − span, windowEnd].
    const plays = hi - lo + 1;
    const days = plays > 0 ? ((q[hi] ?? 0) - (q[lo] ?? 0)) / DAY_MS : 0;
    if (plays > bestPlays || (plays === bestPlays && days > bestDays)) {
      bestPlays = plays;
      bestDays = days;
    }
    return plays >= rule.minPlays && days >= rule.minDays;
  };
  if (count === 0) return { ok: false, bestPlays: 0, bestDays: 0 };

  const newest = end[count - 1] ?? 0;
  // lo: the first qualifying play inside the window; it only moves back as the window does.
  let lo = q.length;
  while (lo > 0 && (q[lo - 1] ?? 0) > newest - span) lo--;
  if (enough(newest, lo, q.length - 1)) return { ok: true, windowStart: newest - span, windowEnd: newest };
  for (let hi = q.length - 1; hi >= 0; hi--) {
    const windowEnd = q[hi] ?? 0;
    while (lo > 0 && (q[lo - 1] ?? 0) > windowEnd - span) lo--;
    if (enough(windowEnd, lo, hi)) return { ok: true, windowStart: windowEnd - span, windowEnd };
  }
  return { ok: false, bestPlays, bestDays };
}
