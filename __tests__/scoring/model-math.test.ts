import { FEATURES, FEATURE_IDS, type FeatureId } from '@/lib/scoring/traits/feature-table';
import { createLocalClock, prepareLocalClock } from '@/lib/scoring/listening/local-time';
import { standardise, transformValue } from '@/lib/scoring/standardise';
import { combineTrait, normalCdf, shrinkFactor, traitPercentile } from '@/lib/scoring/traits/trait-score';
import { binFor, HIGH_THRESHOLD } from '@/lib/flavor/table';

describe('the feature table', () => {
  it('documents every feature with a source or "design choice" and a sane prior', () => {
    for (const id of FEATURE_IDS) {
      const spec = FEATURES[id];
      expect(spec.basis.length).toBeGreaterThan(10);
      expect(spec.p25).toBeLessThan(spec.median);
      expect(spec.median).toBeLessThan(spec.p75);
      expect(spec.weight).toBeGreaterThan(0);
      expect(id.charAt(0)).toBe(spec.trait);
    }
  });

  it.each([
    ['O', 2.6],
    ['C', 2.9],
    ['E', 2.6],
  ] as const)(
    'with every %s feature, the combine denominator is ≈ %s (ρ = 0.3 between features)',
    (trait, expected) => {
      // sqrt(Σw² + 0.3 Σ_{i≠j} w_i w_j): docs/scoring-model.md quotes these for the weights in the table.
      const weights = FEATURE_IDS.filter((id) => FEATURES[id].trait === trait).map(
        (id) => FEATURES[id].weight,
      );
      const sum = weights.reduce((s, w) => s + w, 0);
      const squares = weights.reduce((s, w) => s + w * w, 0);
      expect(Math.sqrt(squares + 0.3 * (sum * sum - squares))).toBeCloseTo(expected, 1);
      // A single feature at z = 1 with weight w gives Z = w / denominator.
      const z = combineTrait(weights.map((weight, i) => ({ weight, direction: 1, z: i === 0 ? 1 : 0 })));
      expect((weights[0] ?? 0) / z).toBeCloseTo(expected, 1);
    },
  );
});

describe('standardise against the prior', () => {
  const g = (id: FeatureId, x: number) => transformValue(FEATURES[id].transform, x);

  it('is 0 at the prior median and ±0.674 at the quartiles', () => {
    for (const id of FEATURE_IDS) {
      const { median, p25, p75 } = FEATURES[id];
      expect(standardise(id, median)).toBeCloseTo(0, 9);
      // The quartiles sit ±0.674 SD from the median only when g makes them symmetric; the IQR spans 1.349 SD.
      expect(standardise(id, p75) - standardise(id, p25)).toBeCloseTo(1.349, 6);
    }
  });

  it('clips at ±2.5', () => {
    expect(standardise('O1', 1e9)).toBe(2.5);
    expect(standardise('O1', 1)).toBe(-2.5);
  });

  it('uses log, logit (clamped at 0.005) and identity transforms', () => {
    expect(g('O1', Math.E)).toBeCloseTo(1, 12);
    expect(g('O2', 0.5)).toBe(0);
    expect(g('O2', 0)).toBeCloseTo(Math.log(0.005 / 0.995), 12);
    expect(g('E2', 0)).toBeCloseTo(Math.log(0.005 / 0.995), 12);
    expect(g('C2', 7.25)).toBe(7.25);
    expect(g('C5', 0)).toBe(0);
  });
});

describe('combine, shrink, percentile, bin', () => {
  it('combines with rho = 0.3: two features at z = 1, weights 1 and 1 -> 2 / sqrt(2 + 0.6)', () => {
    expect(
      combineTrait([
        { weight: 1, direction: 1, z: 1 },
        { weight: 1, direction: 1, z: 1 },
      ]),
    ).toBeCloseTo(2 / Math.sqrt(2.6), 12);
    expect(combineTrait([{ weight: 1, direction: -1, z: 1 }])).toBe(-1);
    expect(combineTrait([])).toBe(0);
  });

  it('shrinks thin data: λ = n/(n+300) × min(1, days/90)', () => {
    expect(shrinkFactor(300, 90)).toBe(0.5);
    expect(shrinkFactor(900, 45)).toBeCloseTo(0.75 * 0.5, 12);
    expect(shrinkFactor(100_000, 400)).toBeCloseTo(100_000 / 100_300, 12);
  });

  it('maps Z* to a whole-number percentile and bins High at 60 or more', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(traitPercentile(0)).toBe(50);
    expect(traitPercentile(0.253)).toBe(60);
    expect(traitPercentile(0.24)).toBe(59);
    expect(traitPercentile(9)).toBe(100);
    expect(HIGH_THRESHOLD).toBe(60);
    expect(binFor(traitPercentile(0.253))).toBe('High');
    expect(binFor(traitPercentile(0.24))).toBe('Low');
  });
});

describe('local clock', () => {
  it('follows daylight saving time in Europe/Berlin', () => {
    const clock = createLocalClock('Europe/Berlin');
    expect(clock.offsetMs(Date.UTC(2024, 0, 15, 12))).toBe(3_600_000);
    expect(clock.offsetMs(Date.UTC(2024, 6, 15, 12))).toBe(7_200_000);
    // The switch happens at 01:00 UTC on the last Sunday of March.
    expect(clock.offsetMs(Date.UTC(2024, 2, 31, 0, 59))).toBe(3_600_000);
    expect(clock.offsetMs(Date.UTC(2024, 2, 31, 1, 0))).toBe(7_200_000);
  });

  it('handles half-hour zones and falls back to UTC for unknown zones', () => {
    expect(createLocalClock('Asia/Kolkata').offsetMs(Date.UTC(2024, 0, 1))).toBe(5.5 * 3_600_000);
    const unknown = createLocalClock('Mars/Olympus_Mons');
    expect(unknown.timeZone).toBe('UTC');
    expect(unknown.offsetMs(Date.UTC(2024, 0, 1))).toBe(0);
    expect(createLocalClock('').timeZone).toBe('UTC');
  });

  it('makes one formatter per zone, ahead of time with prepareLocalClock', () => {
    prepareLocalClock('Asia/Tokyo');
    prepareLocalClock('Mars/Olympus_Mons');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    expect(createLocalClock('Asia/Tokyo').offsetMs(Date.UTC(2024, 0, 1))).toBe(9 * 3_600_000);
    expect(createLocalClock('Mars/Olympus_Mons').timeZone).toBe('UTC');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('calls Intl at most once per UTC hour', () => {
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const clock = createLocalClock('America/New_York');
    const start = Date.UTC(2024, 5, 1);
    for (let t = start; t < start + 48 * 3_600_000; t += 60_000) clock.offsetMs(t);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(48);
    spy.mockRestore();
  });
});
