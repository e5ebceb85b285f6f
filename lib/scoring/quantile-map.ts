import { inverseNormalCdf } from '../normal-distribution';

/**
 * A population stored as quantiles (values at fixed cumulative shares, "levels") and the map from a value to
 * its normal score among that population: piecewise linear between the stored quantiles on the normal-score
 * scale, and beyond the outermost ones extended with the slope of the nearest stretch (a normal-like tail
 * instead of a wall, so the most extreme listener is not told "beyond everyone" on 5% of the data).
 * See docs/scoring-model.md.
 */
export interface Quantiles {
  /** Cumulative shares, strictly increasing inside (0, 1). */
  readonly levels: readonly number[];
  /** The population's value at each level, non-decreasing. */
  readonly values: readonly number[];
}

/** Two values closer than this are the same value (a tie between listeners). */
const TIE = 1e-9;

export function normalScore(value: number, q: Quantiles): number {
  const { levels, values } = q;
  const z = levels.map(inverseNormalCdf);
  const n = values.length;
  if (n === 0 || z.length !== n) return 0;
  // A value shared by several quantiles (many listeners tied, e.g. 0 playlists) sits at their middle level.
  const tied: number[] = [];
  values.forEach((v, k) => {
    if (Math.abs(v - value) <= TIE) tied.push(z[k] ?? 0);
  });
  if (tied.length > 0) return tied.reduce((s, x) => s + x, 0) / tied.length;

  const first = values[0] ?? 0;
  const last = values[n - 1] ?? 0;
  if (value < first) return extend(value, q, z, 0, 1);
  if (value > last) return extend(value, q, z, n - 1, -1);
  for (let k = 0; k + 1 < n; k++) {
    const lo = values[k] ?? 0;
    const hi = values[k + 1] ?? 0;
    if (value > lo && value < hi) {
      const zl = z[k] ?? 0;
      return zl + ((value - lo) / (hi - lo)) * ((z[k + 1] ?? 0) - zl);
    }
  }
  return 0;
}

/** Beyond an end quantile: the slope of the nearest stretch of distinct values, towards the inside. */
function extend(value: number, q: Quantiles, z: readonly number[], end: number, step: 1 | -1): number {
  const edge = q.values[end] ?? 0;
  for (let k = end + step; k >= 0 && k < q.values.length; k += step) {
    const v = q.values[k] ?? 0;
    if (Math.abs(v - edge) > TIE) {
      const slope = ((z[k] ?? 0) - (z[end] ?? 0)) / (v - edge);
      return (z[end] ?? 0) + slope * (value - edge);
    }
  }
  // Every stored quantile is the same value: all we know is which side of it the value is.
  return value > edge ? (z[z.length - 1] ?? 0) : (z[0] ?? 0);
}

/**
 * Quantiles that are aggregates, not anybody's own number: the value at each level is the mean of the
 * `group` order statistics nearest to it (at least five listeners), so no stored figure is one person's.
 */
export function groupedQuantiles(sample: readonly number[], levels: readonly number[], group = 5): Quantiles {
  const sorted = [...sample].sort((a, b) => a - b);
  const n = sorted.length;
  const size = Math.min(group, n);
  const values = levels.map((level) => {
    const centre = Math.round(level * (n - 1));
    const from = Math.max(0, Math.min(n - size, centre - Math.floor(size / 2)));
    let sum = 0;
    for (let k = from; k < from + size; k++) sum += sorted[k] ?? 0;
    return size > 0 ? sum / size : 0;
  });
  // The means of overlapping windows of a sorted sample never decrease; guard against rounding anyway.
  for (let k = 1; k < values.length; k++) values[k] = Math.max(values[k] ?? 0, values[k - 1] ?? 0);
  return { levels, values };
}
