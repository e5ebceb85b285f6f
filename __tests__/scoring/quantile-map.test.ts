import { inverseNormalCdf, normalCdf } from '@/lib/normal-distribution';
import { groupedQuantiles, normalScore } from '@/lib/scoring/quantile-map';

describe('the normal distribution', () => {
  it('inverts its CDF', () => {
    for (const p of [1e-6, 0.01, 0.02425, 0.05, 0.3, 0.5, 0.6, 0.9, 0.975, 0.999]) {
      expect(normalCdf(inverseNormalCdf(p))).toBeCloseTo(p, 6);
    }
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 5);
    expect(Number.isFinite(inverseNormalCdf(0))).toBe(true);
    expect(Number.isFinite(inverseNormalCdf(1))).toBe(true);
  });
});

describe('normal score among a population stored as quantiles', () => {
  const levels = [0.1, 0.25, 0.5, 0.75, 0.9];
  const q = { levels, values: [1, 2, 4, 6, 10] };

  it('is the level’s normal score at each stored quantile', () => {
    levels.forEach((level, k) =>
      expect(normalScore(q.values[k] ?? 0, q)).toBeCloseTo(inverseNormalCdf(level), 9),
    );
  });

  it('interpolates linearly on the normal-score scale between quantiles', () => {
    const mid = (inverseNormalCdf(0.5) + inverseNormalCdf(0.75)) / 2;
    expect(normalScore(5, q)).toBeCloseTo(mid, 9);
  });

  it('extends the outer stretches beyond the stored range, instead of stopping at a wall', () => {
    const slope = (inverseNormalCdf(0.9) - inverseNormalCdf(0.75)) / 4;
    expect(normalScore(14, q)).toBeCloseTo(inverseNormalCdf(0.9) + 4 * slope, 9);
    expect(normalScore(0, q)).toBeLessThan(inverseNormalCdf(0.1));
    expect(normalScore(100, q)).toBeGreaterThan(normalScore(14, q));
  });

  it('places a value shared by many listeners at the middle of their levels', () => {
    const tied = { levels, values: [0, 0, 0, 3, 5] };
    const expected = (inverseNormalCdf(0.1) + inverseNormalCdf(0.25) + inverseNormalCdf(0.5)) / 3;
    expect(normalScore(0, tied)).toBeCloseTo(expected, 9);
    // Below a run of ties, the slope comes from the nearest stretch of distinct values.
    expect(normalScore(-1, tied)).toBeLessThan(expected);
  });

  it('copes with a population where everyone has the same value', () => {
    const flat = { levels, values: [2, 2, 2, 2, 2] };
    expect(normalScore(2, flat)).toBeCloseTo(0, 9);
    expect(normalScore(3, flat)).toBeCloseTo(inverseNormalCdf(0.9), 9);
  });
});

describe('grouped quantiles (what the reference stores)', () => {
  it('averages the five listeners nearest each level, so no figure is one person’s', () => {
    const sample = Array.from({ length: 41 }, (_, k) => k * k);
    const q = groupedQuantiles(sample, [0.05, 0.5, 0.95], 5);
    // Level 0.5 of 41 values is position 20: the mean of positions 18–22.
    expect(q.values[1]).toBeCloseTo((18 ** 2 + 19 ** 2 + 20 ** 2 + 21 ** 2 + 22 ** 2) / 5, 9);
    // At the ends the window stays inside the sample.
    expect(q.values[0]).toBeCloseTo((0 + 1 + 4 + 9 + 16) / 5, 9);
    for (const v of q.values) expect(sample).not.toContain(v);
  });

  it('never decreases', () => {
    const sample = [5, 1, 9, 9, 9, 2, 7, 3, 3, 8, 6, 4];
    const q = groupedQuantiles(sample, [0.1, 0.3, 0.5, 0.7, 0.9]);
    q.values.forEach((v, k) => k > 0 && expect(v).toBeGreaterThanOrEqual(q.values[k - 1] ?? v));
  });
});
