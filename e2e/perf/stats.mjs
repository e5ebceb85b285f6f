/**
 * The statistics every perf tool shares. Plain .mjs because the Lighthouse tools run under plain Node;
 * the TypeScript benchmarks read its types from stats.d.mts.
 */

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The nearest-rank percentile (p in 0–100) of the values; NaN for none. */
export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
