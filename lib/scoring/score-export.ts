import type { ExportData } from '../export/export-data';
import { binFor, type Bin, type TraitKey } from '../flavor/table';
import { buildResult, type FlavorResult } from '../flavor/result';
import { conscientiousnessMeasures } from './conscientiousness-features';
import { extraversionMeasures } from './extraversion-features';
import type { FeatureMeasure } from './feature-measures';
import { EARLY_READ_DAYS, EARLY_READ_PLAYS, FEATURES, type FeatureId } from './feature-table';
import { featureSentence } from './feature-sentences';
import { buildListening } from './listening';
import { listeningNumbers } from './listening-numbers';
import type { ListeningNumbers } from '../flavor/listening-numbers';
import { createLocalClock } from './local-time';
import { opennessMeasures } from './openness-features';
import { standardise } from './standardise';
import { traitEvidence } from './trait-evidence';
import { combineTrait, shrinkFactor, traitPercentile } from './trait-score';

/**
 * Export -> flavour result, deterministically (§4): measure each trait's available features, standardise
 * against the priors, combine (ρ = 0.3), shrink for thin data, convert to a 0–100 percentile, bin at 60 via
 * the flavour table, and explain each trait in 3–8 sentences. Also returns every number behind the result
 * for a "why this flavour" panel.
 */
export interface ScoreOptions {
  /** The visitor's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); unknown zones fall back to UTC. */
  readonly timeZone: string;
}

export interface FeatureScore {
  readonly id: FeatureId;
  readonly label: string;
  readonly value: number;
  readonly z: number;
  readonly weight: number;
  readonly direction: 1 | -1;
  /** weight × direction × z. */
  readonly contribution: number;
  readonly evidence: string;
}

export interface TraitScore {
  readonly score: number;
  readonly bin: Bin;
  /** Combined standardised score before shrinking, and after. */
  readonly z: number;
  readonly shrunkZ: number;
  readonly features: readonly FeatureScore[];
}

export interface ScoreBreakdown {
  readonly traits: Readonly<Record<TraitKey, TraitScore>>;
  readonly shrink: number;
  readonly qualifyingPlays: number;
  readonly days: number;
  /** ISO instants of the analysis window (the last 365 days before the latest play). */
  readonly windowStart: string;
  readonly windowEnd: string;
  readonly earlyRead: boolean;
  readonly timeZone: string;
}

export interface ScoreReport {
  readonly result: FlavorResult;
  readonly breakdown: ScoreBreakdown;
  /** What was counted, for "your listening in numbers" (lib/scoring/listening-numbers.ts). */
  readonly numbers: ListeningNumbers;
}

function scoreFeature(m: FeatureMeasure): FeatureScore {
  const spec = FEATURES[m.id];
  const weight = m.id === 'C6' && m.proxy && spec.proxyWeight !== undefined ? spec.proxyWeight : spec.weight;
  const z = standardise(m.id, m.value);
  return {
    id: m.id,
    label: spec.label,
    value: m.value,
    z,
    weight,
    direction: spec.direction,
    contribution: weight * spec.direction * z,
    evidence: featureSentence(m),
  };
}

export function scoreExport(data: ExportData, options: ScoreOptions): ScoreReport {
  const clock = createLocalClock(options.timeZone);
  const listening = buildListening(data, clock);
  const qualifyingPlays = listening.qualifying.length;
  const lambda = shrinkFactor(qualifyingPlays, listening.days);
  const earlyRead = qualifyingPlays < EARLY_READ_PLAYS || listening.days < EARLY_READ_DAYS;
  const coverage = { qualifyingPlays, days: Math.round(listening.days), earlyRead };

  const measures: Record<TraitKey, FeatureMeasure[]> = {
    O: opennessMeasures(listening),
    C: conscientiousnessMeasures(listening),
    E: extraversionMeasures(listening),
  };
  const traits = {} as Record<TraitKey, TraitScore>;
  const evidence = {} as Record<TraitKey, string[]>;
  for (const trait of ['E', 'C', 'O'] as const) {
    const features = measures[trait].map(scoreFeature);
    const z = combineTrait(features);
    const shrunkZ = lambda * z;
    const score = traitPercentile(shrunkZ);
    const bin = binFor(score);
    traits[trait] = { score, bin, z, shrunkZ, features };
    evidence[trait] = traitEvidence(
      trait,
      score,
      bin,
      features.map((f) => ({ sentence: f.evidence, contribution: f.contribution })),
      coverage,
    );
  }

  const result = buildResult(
    { E: traits.E.score, C: traits.C.score, O: traits.O.score },
    {
      extraversion_signals: evidence.E,
      conscientiousness_signals: evidence.C,
      openness_signals: evidence.O,
    },
  );
  return {
    result,
    breakdown: {
      traits,
      shrink: lambda,
      qualifyingPlays,
      days: listening.days,
      windowStart: new Date(listening.windowStart).toISOString(),
      windowEnd: new Date(listening.windowEnd).toISOString(),
      earlyRead,
      timeZone: clock.timeZone,
    },
    numbers: listeningNumbers(listening),
  };
}
