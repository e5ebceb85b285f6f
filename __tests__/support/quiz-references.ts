import { FEATURES, type FeatureId } from '@/lib/scoring/traits/feature-table';
import {
  EMPTY_REFERENCE,
  POPULATION_REFERENCE,
  type PopulationReference,
  type SampleQuantiles,
} from '@/lib/scoring/population-reference';
import { transformFeature } from '@/lib/scoring/standardise';
import { inverseNormalCdf } from '@/lib/normal-distribution';

/**
 * References the quiz must work with, not only the committed one: the priors alone (no listeners at all), and
 * a recalibration-like one where every account-data habit sits a quarter of its spread higher and Spotify's extended
 * history has 30 listeners of its own for album runs, real skips and shared devices. The quiz's properties are
 * tested against each, so they hold for whatever reference is committed next.
 */
function shifted(q: SampleQuantiles): SampleQuantiles {
  const first = q.values[0] ?? 0;
  const last = q.values[q.values.length - 1] ?? 0;
  return { ...q, values: q.values.map((v) => v + 0.25 * (last - first)) };
}

/** Quantiles of a feature's prior, as if measured on 30 listeners: g(median) + z·s at each level. */
function priorQuantiles(id: FeatureId, levels: readonly number[], stretch: number): SampleQuantiles {
  const spec = FEATURES[id];
  const g = (x: number) => transformFeature(id, x);
  const s = ((g(spec.p75) - g(spec.p25)) / 1.349) * stretch;
  return { listeners: 30, values: levels.map((l) => g(spec.median) + inverseNormalCdf(l) * s) };
}

function recalibrated(ref: PopulationReference): PopulationReference {
  const account = ref.sources['spotify-account'];
  if (!account) return ref;
  const features = Object.fromEntries(
    Object.entries(account.features).map(([id, q]) => [id, shifted(q)]),
  ) as typeof account.features;
  return {
    ...ref,
    sources: {
      ...ref.sources,
      'spotify-account': { ...account, listeners: 98, features },
      'spotify-extended': {
        listeners: 30,
        firstMonth: '2023-01',
        lastMonth: '2025-12',
        features: {
          O6: priorQuantiles('O6', ref.levels, 0.8),
          C6: priorQuantiles('C6', ref.levels, 1.3),
          E2: priorQuantiles('E2', ref.levels, 1.1),
        },
        correlations: {},
        traits: {},
      },
    },
  };
}

export const REFERENCES: ReadonlyArray<readonly [name: string, reference: PopulationReference]> = [
  ['the committed reference', POPULATION_REFERENCE],
  ['the priors alone', EMPTY_REFERENCE],
  ['a recalibrated reference', recalibrated(POPULATION_REFERENCE)],
];
