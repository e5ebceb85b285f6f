/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { buildReference, leaveOneOut, REFERENCE_LEVELS, summarise } from '@/scripts/calibration/calibration';
import type { FeatureMeasure } from '@/lib/scoring/traits/feature-measures';
import {
  EMPTY_REFERENCE,
  POPULATION_REFERENCE,
  featureQuantiles,
  isPopulationReference,
  traitQuantiles,
} from '@/lib/scoring/population-reference';
import {
  combinedTraitZ,
  scoreMeasured,
  unfedFeatures,
  type MeasuredExport,
} from '@/lib/scoring/score-export';
import { canFeed } from '@/lib/scoring/traits/source-features';
import { transformFeature } from '@/lib/scoring/standardise';
import { limitTails, traitPercentile } from '@/lib/scoring/traits/trait-score';
import committed from '@/lib/scoring/population-reference.json';

/** A deterministic stand-in for real listeners: random habits, some sharing a hidden tendency per trait. */
function syntheticListeners(count: number, seed = 7): MeasuredExport[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return Array.from({ length: count }, () => {
    const [e, c, o] = [normal(), normal(), normal()];
    const share = (t: number, base: number) =>
      1 / (1 + Math.exp(-(Math.log(base / (1 - base)) + 0.6 * t + 0.5 * normal())));
    const measures: Record<'E' | 'C' | 'O', FeatureMeasure[]> = {
      O: [
        { id: 'O1', value: 150 * Math.exp(0.4 * o + 0.3 * normal()), artists: 900, plays: 9000 },
        { id: 'O2', value: share(o, 0.2) },
        { id: 'O3', value: share(-o, 0.35) },
      ],
      C: [
        { id: 'C1', value: share(-c, 0.06) },
        { id: 'C2', value: 11 - 1.5 * c + normal() },
      ],
      E: [
        { id: 'E1', value: share(e, 0.09) },
        { id: 'E4', value: 1.5 * Math.exp(0.4 * e + 0.3 * normal()) },
      ],
    };
    return {
      source: 'spotify-account',
      measures,
      qualifyingPlays: 9000,
      days: 360,
      windowStart: Date.UTC(2022, 0, 1),
      windowEnd: Date.UTC(2023, 0, 1),
      timeZone: 'UTC',
    };
  });
}

describe('building the population reference', () => {
  const listeners = syntheticListeners(60);
  const reference = buildReference(listeners, 'test');

  it('stores, per source, every feature’s quantiles, correlations within a trait, and each trait’s spread', () => {
    expect(isPopulationReference(reference)).toBe(true);
    const account = reference.sources['spotify-account'];
    expect(account?.listeners).toBe(60);
    expect(account?.firstMonth).toBe('2022-01');
    expect(account?.lastMonth).toBe('2023-01');
    expect(Object.keys(account?.features ?? {}).sort()).toEqual(['C1', 'C2', 'E1', 'E4', 'O1', 'O2', 'O3']);
    expect(account?.features.O1?.values).toHaveLength(REFERENCE_LEVELS.length);
    // O2 rises and O3 falls with the same hidden tendency: their scores move against each other.
    expect(account?.correlations['O2 O3']).toBeLessThan(-0.2);
    expect(Object.keys(account?.traits ?? {}).sort()).toEqual(['C', 'E', 'O']);
  });

  it('holds no listener’s own value: every stored quantile is an average', () => {
    const account = reference.sources['spotify-account'];
    for (const [id, q] of Object.entries(account?.features ?? {})) {
      const own = listeners.flatMap((l) =>
        Object.values(l.measures)
          .flat()
          .filter((m) => m.id === id)
          .map((m) => Number(transformFeature(m.id, m.value).toPrecision(5))),
      );
      for (const v of q.values) expect(own).not.toContain(v);
    }
  });

  it('puts the median listener at 50 and about 40% High on each trait, with no extreme scores', () => {
    const inSample = summarise(listeners.map((l) => scoreMeasured(l, EN_WORDS, reference)));
    for (const t of ['E', 'C', 'O'] as const) {
      expect(inSample.medians[t]).toBeGreaterThanOrEqual(45);
      expect(inSample.medians[t]).toBeLessThanOrEqual(55);
      expect(inSample.highShares[t]).toBeGreaterThanOrEqual(0.3);
      expect(inSample.highShares[t]).toBeLessThanOrEqual(0.5);
    }
    expect(inSample.extremeShare).toBeLessThanOrEqual(0.02);
    expect(inSample.firstSentenceWithNumber).toBe(1);
  });

  it('scores each listener against everyone else in the leave-one-out report', () => {
    const loo = summarise(leaveOneOut(listeners.slice(0, 30), 'test'));
    expect(loo.listeners).toBe(30);
    expect(Object.values(loo.rows).reduce((s, n) => s + n, 0)).toBe(30);
    expect(Object.keys(loo.rows)).toHaveLength(8);
  });

  it('leaves out sources with fewer than 8 listeners, and trait re-references with fewer than 20', () => {
    expect(buildReference(syntheticListeners(7), 'test').sources).toEqual({});
    const nine = buildReference(syntheticListeners(9), 'test').sources['spotify-account'];
    expect(nine?.features.O1?.listeners).toBe(9);
    expect(nine?.traits).toEqual({});
    expect(
      Object.keys(buildReference(syntheticListeners(20), 'test').sources['spotify-account']?.traits ?? {}),
    ).toEqual(['E', 'C', 'O']);
  });
});

describe('the committed reference', () => {
  it('passes its guard and describes real account-data listeners', () => {
    expect(isPopulationReference(committed)).toBe(true);
    expect(POPULATION_REFERENCE).toBe(committed);
    const account = POPULATION_REFERENCE.sources['spotify-account'];
    expect(account?.listeners).toBeGreaterThanOrEqual(50);
    for (const q of Object.values(account?.features ?? {})) expect(q.listeners).toBeGreaterThanOrEqual(10);
    for (const trait of ['E', 'C', 'O'] as const)
      expect(traitQuantiles(POPULATION_REFERENCE, 'spotify-account', trait)).toBeDefined();
  });

  it('lets extended history borrow only the features that mean the same in account data', () => {
    expect(featureQuantiles(POPULATION_REFERENCE, 'spotify-extended', 'C1')).toEqual(
      featureQuantiles(POPULATION_REFERENCE, 'spotify-account', 'C1'),
    );
    // Real skips are measured among extended-history listeners themselves, not borrowed from account data's
    // under-30-s share; their few partial histories are too thin to re-reference a whole trait.
    expect(featureQuantiles(POPULATION_REFERENCE, 'spotify-extended', 'C6')).not.toEqual(
      featureQuantiles(POPULATION_REFERENCE, 'spotify-account', 'C6'),
    );
    expect(POPULATION_REFERENCE.sources['spotify-extended']?.features.O1).toBeUndefined();
    expect(traitQuantiles(POPULATION_REFERENCE, 'spotify-extended', 'O')).toBeUndefined();
  });

  it('rejects damaged shapes, so a bad file degrades to the priors', () => {
    const bad = [
      null,
      [],
      { ...EMPTY_REFERENCE, version: 2 },
      { ...EMPTY_REFERENCE, levels: [0.5, 0.1] },
      { ...EMPTY_REFERENCE, levels: [0.5], sources: { 'spotify-account': { listeners: 1 } } },
      {
        ...EMPTY_REFERENCE,
        levels: [0.25, 0.75],
        sources: {
          'spotify-account': {
            listeners: 20,
            firstMonth: '2020-01',
            lastMonth: '2021-01',
            features: { O1: { listeners: 20, values: [3, 1] } },
            correlations: {},
            traits: {},
          },
        },
      },
      { ...EMPTY_REFERENCE, sources: { 'apple-musik': {} } },
    ];
    for (const value of bad) expect(isPopulationReference(value)).toBe(false);
    expect(isPopulationReference(EMPTY_REFERENCE)).toBe(true);
  });
});

describe('tails need overwhelming evidence', () => {
  it('leaves the middle alone and keeps scores inside 5–95 unless far beyond every listener', () => {
    expect(limitTails(0.253)).toBeCloseTo(0.253, 2);
    expect(traitPercentile(limitTails(0.253))).toBe(60);
    expect(limitTails(-1)).toBeCloseTo(-0.909, 2);
    // 95 needs Φ(z) ≥ 0.9495, i.e. a combined score beyond ±3 normal scores.
    expect(limitTails(2.5)).toBeLessThan(1.645);
    expect(limitTails(-2.5)).toBeGreaterThan(-1.645);
    expect(limitTails(4)).toBeGreaterThan(1.645);
  });
});

describe('what each data source can feed', () => {
  it('counts the habits a source cannot show at their prior median, and says which they were', () => {
    const [listener] = syntheticListeners(1);
    if (!listener) throw new Error('no listener');
    const account = scoreMeasured(listener, EN_WORDS);
    // Account data has no devices: E2 and E5 sit in the trait at z = 0 and are named in the evidence.
    expect(account.result.evidence.extraversion_signals).toContain(
      'Spotify’s account data does not show shared speakers and cars or devices and places, so those count as average here.',
    );
    expect(unfedFeatures('spotify-account', 'E')).toEqual(['E2', 'E5']);
    expect(unfedFeatures('spotify-extended', 'E')).toEqual([]);
    expect(unfedFeatures('youtube-music', 'E')).toEqual(['E2', 'E3', 'E5']);
    // Without E2 and E5 pulling towards 0, the same features would give a stronger combined score.
    const features = account.breakdown.traits.E.features;
    const extended = combinedTraitZ(features, 'spotify-extended', 'E', EMPTY_REFERENCE);
    const withUnfed = combinedTraitZ(features, 'spotify-account', 'E', EMPTY_REFERENCE);
    expect(Math.abs(withUnfed)).toBeLessThan(Math.abs(extended));
  });

  it('never measures a habit from a source that cannot feed it', () => {
    for (const source of ['youtube-music', 'lastfm'] as const) {
      expect(canFeed(source, 'E3')).toBe(false);
      expect(canFeed(source, 'E2')).toBe(false);
      expect(canFeed(source, 'O1')).toBe(true);
      expect(canFeed(source, 'E4')).toBe(true);
    }
    expect(canFeed('lastfm', 'C6')).toBe(false);
    expect(canFeed('youtube-music', 'C6')).toBe(true);
    expect(canFeed('apple-music', 'C6')).toBe(true);
  });
});
