import { DATA_SOURCES, type DataSource } from '../export/export-data';
import type { TraitKey } from '../flavor/table';
import { isRecord } from '../guards';
import type { FeatureId } from './traits/feature-table';
import { FEATURE_IDS } from './traits/feature-table';
import type { Quantiles } from './quantile-map';
import committed from './population-reference.json';

/**
 * Where real listeners sit: the population reference built by `npm run calibrate` from real exports and
 * committed as aggregates only (docs/scoring-model.md). Per data source: for each feature, its distribution
 * after the model's transform as quantiles; for each pair of features of a trait, their correlation; for each
 * trait, the distribution of the combined score, so a trait can be re-referenced to "50 is the median
 * listener". Anything missing falls back: a feature to the account-data reference when it means the same
 * there (see SHARED_WITH_ACCOUNT_DATA), else to its prior in FEATURES.
 */
export type DataSourceId = DataSource | 'quiz';
/** 'quiz': the visitor's answers to the listening quiz (lib/quiz), placed among real listeners of other sources. */
export const DATA_SOURCE_IDS: readonly DataSourceId[] = [...DATA_SOURCES, 'quiz'];

export interface SampleQuantiles {
  /** Listeners the figure was measured on. */
  readonly listeners: number;
  /** Values at the reference's `levels`. */
  readonly values: readonly number[];
}

export interface SourceReference {
  readonly listeners: number;
  /** The months of the first and last play among those listeners (YYYY-MM). */
  readonly firstMonth: string;
  readonly lastMonth: string;
  readonly features: Readonly<Partial<Record<FeatureId, SampleQuantiles>>>;
  /** Correlation of two features' normal scores, keyed "O1 O2" (ids in FEATURE_IDS order). */
  readonly correlations: Readonly<Record<string, number>>;
  /** The combined (not yet re-referenced) trait score's distribution. */
  readonly traits: Readonly<Partial<Record<TraitKey, SampleQuantiles>>>;
}

export interface PopulationReference {
  readonly version: 1;
  readonly method: string;
  readonly levels: readonly number[];
  readonly sources: Readonly<Partial<Record<DataSourceId, SourceReference>>>;
}

export const EMPTY_REFERENCE: PopulationReference = { version: 1, method: '', levels: [], sources: {} };

/**
 * Features computed from play times, artists and songs, or from Spotify's account files, mean the same thing
 * in every source, so a listener of another source is compared with the account-data listeners on these.
 * The others (album runs, real skips, offline share, devices, countries) differ by source and keep their
 * priors until that source has a reference of its own.
 */
export const SHARED_WITH_ACCOUNT_DATA: ReadonlySet<FeatureId> = new Set<FeatureId>([
  'O1',
  'O2',
  'O3',
  'O4',
  'O5',
  'C1',
  'C2',
  'C3',
  'C4',
  'C5',
  'C8',
  'E1',
  'E3',
  'E4',
  'E6',
  'E7',
]);

export function pairKey(a: FeatureId, b: FeatureId): string {
  return FEATURE_IDS.indexOf(a) < FEATURE_IDS.indexOf(b) ? `${a} ${b}` : `${b} ${a}`;
}

function fallbackSource(ref: PopulationReference, source: DataSourceId, id: FeatureId) {
  return source !== 'spotify-account' && SHARED_WITH_ACCOUNT_DATA.has(id)
    ? ref.sources['spotify-account']
    : undefined;
}

function asQuantiles(ref: PopulationReference, sample: SampleQuantiles | undefined): Quantiles | undefined {
  return sample ? { levels: ref.levels, values: sample.values } : undefined;
}

export function featureQuantiles(
  ref: PopulationReference,
  source: DataSourceId,
  id: FeatureId,
): Quantiles | undefined {
  const own = ref.sources[source]?.features[id];
  return asQuantiles(ref, own ?? fallbackSource(ref, source, id)?.features[id]);
}

export function featureCorrelation(
  ref: PopulationReference,
  source: DataSourceId,
  a: FeatureId,
  b: FeatureId,
): number | undefined {
  const key = pairKey(a, b);
  const own = ref.sources[source]?.correlations[key];
  if (own !== undefined) return own;
  return SHARED_WITH_ACCOUNT_DATA.has(a) && SHARED_WITH_ACCOUNT_DATA.has(b)
    ? fallbackSource(ref, source, a)?.correlations[key]
    : undefined;
}

/** The trait re-reference applies only to the source it was measured on: other sources mix other features. */
export function traitQuantiles(
  ref: PopulationReference,
  source: DataSourceId,
  trait: TraitKey,
): Quantiles | undefined {
  return asQuantiles(ref, ref.sources[source]?.traits[trait]);
}

// ---- guard: the committed file is data like any other, checked before use ----

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isNonDecreasing(values: readonly number[]): boolean {
  return values.every((v, k) => k === 0 || v >= (values[k - 1] ?? v));
}

function isSampleQuantiles(v: unknown, levels: number): v is SampleQuantiles {
  return (
    isRecord(v) &&
    isFiniteNumber(v.listeners) &&
    Array.isArray(v.values) &&
    v.values.length === levels &&
    v.values.every(isFiniteNumber) &&
    isNonDecreasing(v.values)
  );
}

function isQuantileTable(v: unknown, keys: readonly string[], levels: number): boolean {
  return isRecord(v) && Object.entries(v).every(([k, q]) => keys.includes(k) && isSampleQuantiles(q, levels));
}

function isSourceReference(v: unknown, levels: number): v is SourceReference {
  return (
    isRecord(v) &&
    isFiniteNumber(v.listeners) &&
    typeof v.firstMonth === 'string' &&
    typeof v.lastMonth === 'string' &&
    isQuantileTable(v.features, FEATURE_IDS, levels) &&
    isQuantileTable(v.traits, ['E', 'C', 'O'], levels) &&
    isRecord(v.correlations) &&
    Object.values(v.correlations).every((r) => isFiniteNumber(r) && r >= -1 && r <= 1)
  );
}

export function isPopulationReference(v: unknown): v is PopulationReference {
  if (!isRecord(v) || v.version !== 1 || typeof v.method !== 'string' || !Array.isArray(v.levels))
    return false;
  const levels = v.levels;
  if (!levels.every((l) => isFiniteNumber(l) && l > 0 && l < 1)) return false;
  if (!levels.every((l, k) => k === 0 || l > levels[k - 1])) return false;
  const sources = v.sources;
  return (
    isRecord(sources) &&
    Object.entries(sources).every(
      ([k, s]) => (DATA_SOURCE_IDS as readonly string[]).includes(k) && isSourceReference(s, levels.length),
    )
  );
}

/** The reference every visitor is scored against; a damaged file degrades to the priors, never to a crash. */
export const POPULATION_REFERENCE: PopulationReference = isPopulationReference(committed)
  ? committed
  : EMPTY_REFERENCE;
