import type { ExportData } from '../export/export-data';
import { binFor, type Bin, type TraitKey } from '../flavor/table';
import { buildResult, type FlavorResult } from '../flavor/result';
import type { Clue } from '../flavor/clue';
import { writeClue } from '../flavor/clue-text';
import { conscientiousnessMeasures } from './traits/conscientiousness-features';
import { extraversionMeasures } from './traits/extraversion-features';
import type { FeatureMeasure } from './traits/feature-measures';
import {
  EARLY_READ_DAYS,
  EARLY_READ_PLAYS,
  FEATURES,
  FEATURE_IDS,
  type FeatureId,
} from './traits/feature-table';
import { featureSentence, type Placement } from './traits/feature-sentences';
import type { EvidenceWords } from './traits/evidence-format';
import { buildListening, type Listening } from './listening/listening';
import { listeningNumbers } from './listening/listening-numbers';
import type { ListeningNumbers } from '../flavor/listening-numbers';
import { createLocalClock, type LocalClock } from './listening/local-time';
import { groupListenings } from './reading-groups';
import { groupNoise, statedSpread } from './spread';
import { normalScore } from './quantile-map';
import { opennessMeasures } from './traits/openness-features';
import {
  POPULATION_REFERENCE,
  featureCorrelation,
  featureQuantiles,
  traitQuantiles,
  type DataSourceId,
  type PopulationReference,
} from './population-reference';
import { canFeed } from './traits/source-features';
import { standardiseAgainst } from './standardise';
import { traitEvidence, type CoverageNotes } from './traits/trait-evidence';
import {
  combineTrait,
  limitTails,
  shrinkFactor,
  traitPercentile,
  type WeightedZ,
} from './traits/trait-score';

/**
 * Export -> flavour result, deterministically (docs/scoring-model.md): measure each trait's available
 * features, place each among real listeners of the same data source (the population reference), combine
 * them, re-reference the trait so 50 is the median listener, bend the tails, shrink thin data towards 50,
 * bin at 60 via the flavour table, and explain each trait in 3–8 sentences. Also returns every number behind
 * the result for a "why this flavour" panel.
 */
export interface ScoreOptions {
  /** The visitor's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); unknown zones fall back to UTC. */
  readonly timeZone: string;
  /** Tests and the calibration report pass their own; visitors are scored against the committed one. */
  readonly reference?: PopulationReference;
  /** Called with the share of the scoring done (0–1) between its steps, so the import can show progress. */
  readonly onStep?: (share: number) => void;
  /** The stored evidence sentences' words, in the visitor's language (the `Evidence` messages). */
  readonly words: EvidenceWords;
}

export interface FeatureScore {
  readonly id: FeatureId;
  readonly label: string;
  readonly value: number;
  readonly z: number;
  /** Share of listeners with a lower value (0–1). */
  readonly percentile: number;
  /** Placed among real listeners (true) or against the prior only (false). */
  readonly referenced: boolean;
  readonly weight: number;
  readonly direction: 1 | -1;
  /** weight × direction × z. */
  readonly contribution: number;
  /** The feature's sentence, written in the scoring language. */
  readonly evidence: string;
}

export interface TraitScore {
  readonly score: number;
  readonly bin: Bin;
  /** Combined standardised score; re-referenced among listeners of the source; after tails and shrinking. */
  readonly z: number;
  readonly referencedZ: number;
  readonly shrunkZ: number;
  readonly features: readonly FeatureScore[];
}

export interface ScoreBreakdown {
  readonly source: DataSourceId;
  readonly traits: Readonly<Record<TraitKey, TraitScore>>;
  readonly shrink: number;
  readonly qualifyingPlays: number;
  readonly days: number;
  /** ISO instants of the analysis window (the last 365 days before the latest play). */
  readonly windowStart: string;
  readonly windowEnd: string;
  readonly earlyRead: boolean;
  readonly timeZone: string;
  /** Per trait: how far the groups of weeks' scores spread, as the noise of the whole reading (spread.ts). */
  readonly noise?: Readonly<Record<TraitKey, number>>;
}

export interface ScoreReport {
  readonly result: FlavorResult;
  readonly breakdown: ScoreBreakdown;
}

/** A scored export, with what was counted for "your listening in numbers" (listening-numbers.ts). */
export interface ExportReport extends ScoreReport {
  readonly numbers: ListeningNumbers;
}

/** Everything a score needs, measured once: the calibration report scores one listener many times. */
export interface MeasuredExport {
  readonly source: DataSourceId;
  readonly measures: Readonly<Record<TraitKey, readonly FeatureMeasure[]>>;
  readonly qualifyingPlays: number;
  readonly days: number;
  readonly windowStart: number;
  readonly windowEnd: number;
  readonly timeZone: string;
  /** Set by a source that is not a listening history (the quiz): how it words its evidence and shrinks. */
  readonly voice?: SourceVoice;
  /**
   * The same listening dealt into groups of weeks, each measured on its own (reading-groups.ts): how sure
   * the result is. Absent for the quiz and for a history too short to split.
   */
  readonly groups?: readonly MeasuredExport[];
}

/**
 * A source that is not a listening history (the listening quiz, lib/quiz) speaks for itself: each feature's
 * sentence quotes the visitor's answer, its notes say what the read rests on, and its λ replaces the one
 * computed from plays and days, which it has none of (docs/scoring-model.md § The listening quiz).
 */
export interface SourceVoice {
  readonly sentence: (measure: FeatureMeasure, placement: Placement) => Clue;
  readonly notes: () => CoverageNotes;
  readonly shrink: number;
}

export const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

/** The reader names the source of the whole import; each source is its own population. */
export function dataSourceOf(data: ExportData): DataSourceId {
  return data.source;
}

export function measureListening(
  listening: Listening,
  source: DataSourceId,
  timeZone: string,
  onTrait?: (done: number) => void,
): MeasuredExport {
  // A habit the source does not record is never measured from it (an assumed play length is not a real one).
  const fed = (measures: FeatureMeasure[]) => measures.filter((m) => canFeed(source, m.id));
  const O = fed(opennessMeasures(listening));
  onTrait?.(1);
  const C = fed(conscientiousnessMeasures(listening));
  onTrait?.(2);
  const E = fed(extraversionMeasures(listening));
  return {
    source,
    measures: { O, C, E },
    qualifyingPlays: listening.qualifying.length,
    days: listening.days,
    windowStart: listening.windowStart,
    windowEnd: listening.windowEnd,
    timeZone,
  };
}

/** A feature's score and its sentence as a clue (FeatureScore.evidence is the clue written in `words`). */
interface ScoredFeature {
  readonly score: FeatureScore;
  readonly clue: Clue;
}

function scoreFeature(
  m: FeatureMeasure,
  source: DataSourceId,
  ref: PopulationReference,
  words: EvidenceWords,
  voice?: SourceVoice,
): ScoredFeature {
  const spec = FEATURES[m.id];
  const weight = m.id === 'C6' && m.proxy && spec.proxyWeight !== undefined ? spec.proxyWeight : spec.weight;
  const placed = standardiseAgainst(m.id, m.value, featureQuantiles(ref, source, m.id));
  const clue = voice ? voice.sentence(m, placed) : featureSentence(m, placed);
  const score: FeatureScore = {
    id: m.id,
    label: spec.label,
    value: m.value,
    z: placed.z,
    percentile: placed.percentile,
    referenced: placed.referenced,
    weight,
    direction: spec.direction,
    contribution: weight * spec.direction * placed.z,
    evidence: writeClue(clue, words),
  };
  return { score, clue };
}

/** The trait's features that this data source cannot feed at all. */
export function unfedFeatures(source: DataSourceId, trait: TraitKey): FeatureId[] {
  return FEATURE_IDS.filter((id) => FEATURES[id].trait === trait && !canFeed(source, id));
}

/**
 * The trait's combined score, before it is re-referenced (what the calibration stores quantiles of). Features
 * the source cannot feed count at their prior median (z = 0), which pulls the trait towards the middle.
 */
export function combinedTraitZ(
  features: readonly FeatureScore[],
  source: DataSourceId,
  trait: TraitKey,
  ref: PopulationReference,
): number {
  const unfed: WeightedZ[] = unfedFeatures(source, trait).map((id) => ({
    id,
    weight: FEATURES[id].weight,
    direction: FEATURES[id].direction,
    z: 0,
  }));
  return combineTrait([...features, ...unfed], (a, b) => featureCorrelation(ref, source, a, b));
}

function scoreFeaturesWithClues(
  measured: MeasuredExport,
  trait: TraitKey,
  words: EvidenceWords,
  ref: PopulationReference,
): ScoredFeature[] {
  return measured.measures[trait].map((m) => scoreFeature(m, measured.source, ref, words, measured.voice));
}

export function scoreFeatures(
  measured: MeasuredExport,
  trait: TraitKey,
  words: EvidenceWords,
  ref: PopulationReference = POPULATION_REFERENCE,
): FeatureScore[] {
  return scoreFeaturesWithClues(measured, trait, words, ref).map((f) => f.score);
}

/**
 * Scores, bins, flavour, certainty and clues do not depend on `words`: only the stored evidence sentences'
 * language does. The result keeps the clues (`clues`), so a page in another language writes them again.
 */
export function scoreMeasured(
  measured: MeasuredExport,
  words: EvidenceWords,
  ref: PopulationReference = POPULATION_REFERENCE,
): ScoreReport {
  const { source, qualifyingPlays, days } = measured;
  const { voice } = measured;
  const lambda = voice ? voice.shrink : shrinkFactor(qualifyingPlays, days);
  const earlyRead = !voice && (qualifyingPlays < EARLY_READ_PLAYS || days < EARLY_READ_DAYS);
  const coverage = {
    qualifyingPlays,
    days: Math.round(days),
    earlyRead,
    ...(voice && { notes: voice.notes() }),
  };

  const traits = {} as Record<TraitKey, TraitScore>;
  const clues = {} as Record<TraitKey, Clue[]>;
  for (const trait of TRAITS) {
    const scored = scoreFeaturesWithClues(measured, trait, words, ref);
    const features = scored.map((f) => f.score);
    const z = combinedTraitZ(features, source, trait, ref);
    const population = traitQuantiles(ref, source, trait);
    const referencedZ = population ? normalScore(z, population) : z;
    const shrunkZ = lambda * limitTails(referencedZ);
    const score = traitPercentile(shrunkZ);
    const bin = binFor(score);
    traits[trait] = { score, bin, z, referencedZ, shrunkZ, features };
    clues[trait] = traitEvidence(
      trait,
      score,
      bin,
      scored.map(({ score: f, clue }) => ({
        sentence: clue,
        contribution: f.contribution,
        referenced: f.referenced,
      })),
      coverage,
      { source, unfed: unfedFeatures(source, trait) },
    );
  }
  const written = (trait: TraitKey) => clues[trait].map((clue) => writeClue(clue, words));

  // How sure: the groups of weeks scored against the same reference, their spread widened (spread.ts).
  const noise =
    measured.groups && groupNoise(measured.groups.map((g) => scoresOf(scoreMeasured(g, words, ref))));
  const result = buildResult(
    { E: traits.E.score, C: traits.C.score, O: traits.O.score },
    {
      extraversion_signals: written('E'),
      conscientiousness_signals: written('C'),
      openness_signals: written('O'),
    },
  );
  result.clues = clues;
  if (noise) result.certainty = { basis: 'listening', spread: statedSpread(noise) };
  return {
    result,
    breakdown: {
      source,
      traits,
      shrink: lambda,
      qualifyingPlays,
      days,
      windowStart: new Date(measured.windowStart).toISOString(),
      windowEnd: new Date(measured.windowEnd).toISOString(),
      earlyRead,
      timeZone: measured.timeZone,
      ...(noise && { noise }),
    },
  };
}

/** A reading and its groups of weeks (reading-groups.ts), measured once. */
export function measureWithGroups(
  data: ExportData,
  listening: Listening,
  clock: LocalClock,
  source: DataSourceId = dataSourceOf(data),
  onStep?: (share: number) => void,
): MeasuredExport {
  // The groups cost about as much as the year itself: say how far along it is between them.
  const measured = measureListening(listening, source, clock.timeZone, (done) => onStep?.((0.4 * done) / 3));
  onStep?.(0.4);
  const read = groupListenings(data, listening, clock);
  onStep?.(0.6);
  const groups = read?.map((l, k) => {
    const group = measureListening(l, source, clock.timeZone);
    onStep?.(0.6 + (0.4 * (k + 1)) / read.length);
    return group;
  });
  return groups ? { ...measured, groups } : measured;
}

/** The three trait scores of a scored reading. */
export function scoresOf(report: ScoreReport): Record<TraitKey, number> {
  const { traits } = report.breakdown;
  return { E: traits.E.score, C: traits.C.score, O: traits.O.score };
}

export function scoreExport(data: ExportData, options: ScoreOptions): ExportReport {
  const clock = createLocalClock(options.timeZone);
  const listening = buildListening(data, clock);
  const measured = measureWithGroups(data, listening, clock, dataSourceOf(data), options.onStep);
  return {
    ...scoreMeasured(measured, options.words, options.reference),
    numbers: listeningNumbers(listening, data.source === 'lastfm'),
  };
}
