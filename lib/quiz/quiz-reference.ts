import type { FeatureId } from '../scoring/traits/feature-table';
import {
  SHARED_WITH_ACCOUNT_DATA,
  pairKey,
  type DataSourceId,
  type PopulationReference,
  type SampleQuantiles,
  type SourceReference,
} from '../scoring/population-reference';
import { SOURCE_FEATURES } from '../scoring/traits/source-features';

/**
 * Which real listeners a quiz answer is compared with. The quiz has no listeners of its own, so each habit
 * it asks about is placed among the listeners of the source that records that habit itself: Spotify's account
 * data for the habits that mean the same in every source (today every question: discovery, favourites,
 * repeats, days and hours, the clock) and for skips within 30 seconds (its under-30-s share is exactly that),
 * and Spotify's extended history for any the quiz may ask that only it records (album runs, shared devices),
 * where at least MIN_QUIZ_LISTENERS listeners have them; else the feature's prior stands in, as for any source. Correlations
 * come from the same listeners when both habits do. No trait distribution: a quiz is never re-referenced
 * (docs/scoring-model.md § The listening quiz).
 *
 * The result is an ordinary reference with a 'quiz' source, so the scorer places answers with the very
 * functions it uses for exports. Should the reference ever hold quiz takers of its own, they are used as is.
 */
export function recordedBy(id: FeatureId): DataSourceId {
  // Skips within 30 seconds are exactly account data's under-30-s share, measured on many more listeners.
  return SHARED_WITH_ACCOUNT_DATA.has(id) || id === 'C6' ? 'spotify-account' : 'spotify-extended';
}

/**
 * An answer is placed among real listeners only where at least this many have the habit; fewer (a handful of
 * partial extended histories) cannot promise "more than 8 in 10 listeners", and the prior stands in.
 */
export const MIN_QUIZ_LISTENERS = 20;

export function quizReference(ref: PopulationReference): PopulationReference {
  if (ref.sources.quiz) return ref;
  const asked = [...SOURCE_FEATURES.quiz];
  const features: Partial<Record<FeatureId, SampleQuantiles>> = {};
  for (const id of asked) {
    const own = ref.sources[recordedBy(id)]?.features[id];
    if (own && own.listeners >= MIN_QUIZ_LISTENERS) features[id] = own;
  }
  const correlations: Record<string, number> = {};
  for (const a of asked)
    for (const b of asked) {
      const source = recordedBy(a);
      const r =
        a !== b && source === recordedBy(b) ? ref.sources[source]?.correlations[pairKey(a, b)] : undefined;
      if (r !== undefined) correlations[pairKey(a, b)] = r;
    }
  const account = ref.sources['spotify-account'];
  const quiz: SourceReference = {
    listeners: account?.listeners ?? 0,
    firstMonth: account?.firstMonth ?? '',
    lastMonth: account?.lastMonth ?? '',
    features,
    correlations,
    traits: {},
  };
  return { ...ref, sources: { ...ref.sources, quiz } };
}
