import { findRowByKey, type TraitKey } from '../../lib/flavor/table';
import { EN_WORDS } from '../evidence-words';
import { median, pearson } from '../../lib/scoring/stats';
import {
  FEATURES,
  FEATURE_IDS,
  MIN_REFERENCE_LISTENERS,
  MIN_TRAIT_REFERENCE_LISTENERS,
  type FeatureId,
} from '../../lib/scoring/traits/feature-table';
import { DAY_MS } from '../../lib/scoring/listening/local-time';
import {
  DATA_SOURCE_IDS,
  pairKey,
  SHARED_WITH_ACCOUNT_DATA,
  type DataSourceId,
  type PopulationReference,
  type SampleQuantiles,
  type SourceReference,
} from '../../lib/scoring/population-reference';
import { groupedQuantiles } from '../../lib/scoring/quantile-map';
import {
  TRAITS,
  combinedTraitZ,
  scoreFeatures,
  scoreMeasured,
  type MeasuredExport,
  type ScoreReport,
} from '../../lib/scoring/score-export';
import { transformFeature } from '../../lib/scoring/standardise';
import { EXTREME_HIGH, EXTREME_LOW } from '../../lib/scoring/traits/trait-evidence';

/**
 * Builds the population reference from measured listeners (`npm run calibrate`), and the leave-one-out
 * report that checks it. Pure: the script reads the exports; this only sees feature values. What it returns
 * holds aggregates only: quantiles averaged over at least five listeners, and correlations.
 */
export const REFERENCE_LEVELS: readonly number[] = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
/** Listeners averaged into each stored quantile. */
export const QUANTILE_GROUP = 5;

const round = (x: number, digits = 5) => Number(x.toPrecision(digits));

function sampleQuantiles(
  values: readonly number[],
  min = MIN_REFERENCE_LISTENERS,
): SampleQuantiles | undefined {
  if (values.length < min) return undefined;
  const q = groupedQuantiles(values, REFERENCE_LEVELS, QUANTILE_GROUP);
  return { listeners: values.length, values: q.values.map((v) => round(v)) };
}

function month(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

const featuresOf = (trait: TraitKey): FeatureId[] => FEATURE_IDS.filter((id) => FEATURES[id].trait === trait);

function sourceReference(
  listeners: readonly MeasuredExport[],
  base: PopulationReference,
  source: DataSourceId,
) {
  // 1. Each feature's distribution, on the scale of its transform. Extended history (a handful of partial
  // histories) keeps only what it alone measures; the habits every source shares are placed among the
  // account-data listeners, who are many more.
  const features: Partial<Record<FeatureId, SampleQuantiles>> = {};
  for (const id of FEATURE_IDS) {
    if (source === 'spotify-extended' && SHARED_WITH_ACCOUNT_DATA.has(id)) continue;
    const values = listeners.flatMap((l) =>
      l.measures[FEATURES[id].trait].filter((m) => m.id === id).map((m) => transformFeature(id, m.value)),
    );
    const q = sampleQuantiles(values);
    if (q) features[id] = q;
  }
  const first = Math.min(...listeners.map((l) => l.windowEnd - l.days * DAY_MS));
  const last = Math.max(...listeners.map((l) => l.windowEnd));
  let reference: SourceReference = {
    listeners: listeners.length,
    firstMonth: month(first),
    lastMonth: month(last),
    features,
    correlations: {},
    traits: {},
  };
  const withSource = (r: SourceReference): PopulationReference => ({
    ...base,
    sources: { ...base.sources, [source]: r },
  });

  // 2. How features of one trait move together among these listeners (their normal scores).
  const correlations: Record<string, number> = {};
  for (const trait of TRAITS) {
    const scored = listeners.map((l) => scoreFeatures(l, trait, EN_WORDS, withSource(reference)));
    const ids = featuresOf(trait);
    ids.forEach((a, i) =>
      ids.slice(i + 1).forEach((b) => {
        const pairs = scored.flatMap((fs) => {
          const za = fs.find((f) => f.id === a);
          const zb = fs.find((f) => f.id === b);
          return za && zb ? [[za.z, zb.z] as const] : [];
        });
        if (pairs.length >= MIN_REFERENCE_LISTENERS)
          correlations[pairKey(a, b)] = round(
            pearson(
              pairs.map((p) => p[0]),
              pairs.map((p) => p[1]),
            ),
            3,
          );
      }),
    );
  }
  reference = { ...reference, correlations };

  // 3. The combined trait score's distribution, so a trait can be re-referenced to the median listener.
  const traits: Partial<Record<TraitKey, SampleQuantiles>> = {};
  for (const trait of TRAITS) {
    const zs = listeners.map((l) =>
      combinedTraitZ(
        scoreFeatures(l, trait, EN_WORDS, withSource(reference)),
        source,
        trait,
        withSource(reference),
      ),
    );
    const q = sampleQuantiles(zs, MIN_TRAIT_REFERENCE_LISTENERS);
    if (q) traits[trait] = q;
  }
  return { ...reference, traits };
}

export function buildReference(listeners: readonly MeasuredExport[], method: string): PopulationReference {
  let reference: PopulationReference = { version: 1, method, levels: REFERENCE_LEVELS, sources: {} };
  for (const source of DATA_SOURCE_IDS) {
    const group = listeners.filter((l) => l.source === source);
    if (group.length < MIN_REFERENCE_LISTENERS) continue;
    reference = {
      ...reference,
      sources: { ...reference.sources, [source]: sourceReference(group, reference, source) },
    };
  }
  return reference;
}

// ---- the leave-one-out report ----

export interface CalibrationSummary {
  readonly listeners: number;
  /** Listeners per row key, all eight rows listed. */
  readonly rows: Readonly<Record<string, number>>;
  readonly medians: Readonly<Record<TraitKey, number>>;
  /** Share of listeners scored High (≥ 60) per trait. */
  readonly highShares: Readonly<Record<TraitKey, number>>;
  /** Share of all trait scores below 5 or above 95. */
  readonly extremeShare: number;
  /** Share of traits whose first evidence sentence carries a number. */
  readonly firstSentenceWithNumber: number;
}

const ROW_KEYS = ['High', 'Low'].flatMap((e) =>
  ['High', 'Low'].flatMap((c) => ['High', 'Low'].map((o) => `${e} ${c} ${o}`)),
);

export function summarise(reports: readonly ScoreReport[]): CalibrationSummary {
  const rows = Object.fromEntries(ROW_KEYS.map((k) => [k, 0]));
  for (const r of reports) rows[r.result.row_key] = (rows[r.result.row_key] ?? 0) + 1;
  const scores = (t: TraitKey) => reports.map((r) => r.breakdown.traits[t].score);
  const all = TRAITS.flatMap(scores);
  const firsts = reports.flatMap((r) => [
    r.result.evidence.extraversion_signals[0] ?? '',
    r.result.evidence.conscientiousness_signals[0] ?? '',
    r.result.evidence.openness_signals[0] ?? '',
  ]);
  const byTrait = <T>(f: (t: TraitKey) => T) => ({ E: f('E'), C: f('C'), O: f('O') });
  return {
    listeners: reports.length,
    rows,
    medians: byTrait((t) => median(scores(t))),
    highShares: byTrait((t) => scores(t).filter((s) => s >= 60).length / Math.max(1, reports.length)),
    extremeShare: all.filter((s) => s < EXTREME_LOW || s > EXTREME_HIGH).length / Math.max(1, all.length),
    firstSentenceWithNumber: firsts.filter((s) => /\d/.test(s)).length / Math.max(1, firsts.length),
  };
}

/** Each listener scored against a reference built from everyone else: how a new visitor would fare. */
export function leaveOneOut(listeners: readonly MeasuredExport[], method: string): ScoreReport[] {
  return listeners.map((l, i) =>
    scoreMeasured(
      l,
      EN_WORDS,
      buildReference(
        listeners.filter((_, j) => j !== i),
        method,
      ),
    ),
  );
}

/** The flavour name of a row key, for printing the table. */
export function flavorOf(rowKey: string): string {
  return findRowByKey(rowKey)?.funkyFlavorName ?? rowKey;
}
