import { FLAVOR_ROWS, binFor, rowKeyFor, type Bin, type RowKey, type TraitKey } from '../../lib/flavor/table';
import { SCORES_ONLY } from '../evidence-words';
import { FEATURES, FEATURE_IDS } from '../../lib/scoring/traits/feature-table';
import { featureCorrelation, featureQuantiles } from '../../lib/scoring/population-reference';
import { TRAITS } from '../../lib/scoring/score-export';
import { standardiseAgainst } from '../../lib/scoring/standardise';
import { combineTrait } from '../../lib/scoring/traits/trait-score';
import type { Quiz, QuizAnswers } from '../../lib/quiz/quiz';
import { scoreAnswers } from '../../lib/quiz/score-answers';

/**
 * What the quiz does over its whole answer space (docs/scoring-model.md § The listening quiz), computed with
 * the scorer itself: every trait depends only on its own questions, and a visitor answering at random picks
 * each question's options independently, so enumerating each trait's questions (5^k answers, the rest held at
 * their middle option) gives the exact share of every flavour. Used by the tests and the docs table.
 */
export function middleAnswers(quiz: Quiz): QuizAnswers {
  return quiz.questions.map((q) => Math.floor(q.options.length / 2));
}

export function questionsOf(quiz: Quiz, trait: TraitKey): number[] {
  return quiz.questions.flatMap((q, i) => (q.trait === trait ? [i] : []));
}

/** Calls `visit` with every combination of the trait's answers (the other questions at their middle option). */
export function forEachTraitAnswer(
  quiz: Quiz,
  trait: TraitKey,
  visit: (answers: QuizAnswers, score: number) => void,
): void {
  const indices = questionsOf(quiz, trait);
  const answers: (number | null)[] = [...middleAnswers(quiz)];
  const walk = (k: number) => {
    const i = indices[k];
    if (i === undefined) {
      visit([...answers], scoreAnswers(quiz, answers, SCORES_ONLY).breakdown.traits[trait].score);
      return;
    }
    const options = quiz.questions[i]?.options.length ?? 0;
    for (let o = 0; o < options; o++) {
      answers[i] = o;
      walk(k + 1);
    }
  };
  walk(0);
}

export interface TraitOutcomes {
  /** Share of random answer sets scored High. */
  readonly highShare: number;
  readonly lowest: number;
  readonly highest: number;
  /** One answer set per bin, found in the enumeration (undefined: that bin cannot be reached). */
  readonly examples: Partial<Record<Bin, QuizAnswers>>;
}

export function traitOutcomes(quiz: Quiz, trait: TraitKey): TraitOutcomes {
  let high = 0;
  let total = 0;
  let lowest = 100;
  let highest = 0;
  const examples: Partial<Record<Bin, QuizAnswers>> = {};
  forEachTraitAnswer(quiz, trait, (answers, score) => {
    total++;
    if (score >= 60) high++;
    lowest = Math.min(lowest, score);
    highest = Math.max(highest, score);
    examples[binFor(score)] ??= answers;
  });
  return { highShare: total > 0 ? high / total : 0, lowest, highest, examples };
}

/** The exact share of each flavour row among visitors who answer every question at random. */
export function randomRowShares(quiz: Quiz): Record<RowKey, number> {
  const high = Object.fromEntries(TRAITS.map((t) => [t, traitOutcomes(quiz, t).highShare])) as Record<
    TraitKey,
    number
  >;
  const share = (t: TraitKey, bin: Bin) => (bin === 'High' ? high[t] : 1 - high[t]);
  return Object.fromEntries(
    FLAVOR_ROWS.map((row) => {
      const [E, C, O] = row.rowKey.split(' ') as [Bin, Bin, Bin];
      return [row.rowKey, share('E', E) * share('C', C) * share('O', O)];
    }),
  ) as Record<RowKey, number>;
}

/**
 * An answer set for every reachable row, joined from each trait's High and Low examples (the traits do not
 * share questions). A row missing from the map cannot be reached.
 */
export function rowExamples(quiz: Quiz): Map<RowKey, QuizAnswers> {
  const outcomes = Object.fromEntries(TRAITS.map((t) => [t, traitOutcomes(quiz, t)])) as Record<
    TraitKey,
    TraitOutcomes
  >;
  const found = new Map<RowKey, QuizAnswers>();
  for (const row of FLAVOR_ROWS) {
    const [E, C, O] = row.rowKey.split(' ') as [Bin, Bin, Bin];
    const bins: Record<TraitKey, Bin> = { E, C, O };
    const parts = TRAITS.map((t) => outcomes[t].examples[bins[t]]);
    if (parts.some((p) => p === undefined)) continue;
    const answers = quiz.questions.map((q, i) => {
      const part = parts[TRAITS.indexOf(q.trait)];
      return part?.[i] ?? null;
    });
    found.set(rowKeyFor(bins), answers);
  }
  return found;
}

/**
 * A trait's spread σ: the combined score is Z = Σ w·d·z / σ, with σ² = Σᵢ Σⱼ wᵢwⱼdᵢdⱼρᵢⱼ over all its
 * features (for the quiz every feature is always in: answered, skipped at z = 0, or not asked at z = 0), so σ
 * does not depend on the answers. Read off the scorer's own combination with one feature at z = 1.
 */
export function traitSpread(quiz: Quiz, trait: TraitKey): number {
  const ids = FEATURE_IDS.filter((id) => FEATURES[id].trait === trait);
  const first = ids[0];
  if (!first) return 1;
  const spec = FEATURES[first];
  const items = ids.map((id) => ({
    id,
    weight: FEATURES[id].weight,
    direction: FEATURES[id].direction,
    z: id === first ? spec.direction : 0,
  }));
  const z = combineTrait(items, (a, b) => featureCorrelation(quiz.reference, 'quiz', a, b));
  return spec.weight / z;
}

/** The normal score (clipped, as the scorer uses it) each option of question `i` stands for. */
export function optionScores(quiz: Quiz, i: number): number[] {
  const q = quiz.questions[i];
  if (!q) return [];
  const quantiles = featureQuantiles(quiz.reference, 'quiz', q.feature);
  return q.options.map((o) => standardiseAgainst(q.feature, o.value, quantiles).z);
}

export interface AnswerMove {
  readonly question: string;
  readonly trait: TraitKey;
  readonly weight: number;
  /** How far the combined score Z can move: w·(largest − smallest option z)/σ. */
  readonly zBound: number;
  /** The same in score points: T = round(100·Φ(1.8·tanh(Z/1.8))) moves by at most 100·φ(0)·zBound, plus 1 for rounding. */
  readonly pointsBound: number;
  /** The largest move found by changing this one answer, every other answer of its trait held anywhere. */
  readonly largest: number;
}

/** φ(0) = 1/√(2π): the steepest slope of Φ, so of the score. The tail bend's slope is at most 1. */
const PEAK_DENSITY = 1 / Math.sqrt(2 * Math.PI);

export function answerMoves(quiz: Quiz): AnswerMove[] {
  // Each trait's answer space is scored once: changing one answer of a trait lands on another point of that
  // same space, so its score is looked up rather than scored again (the walk per question, scoring every
  // neighbour anew, took most of a minute of the Jest suite).
  const scored = new Map<TraitKey, Map<string, number>>();
  const scoresOf = (trait: TraitKey) => {
    let scores = scored.get(trait);
    if (!scores) {
      const fresh = new Map<string, number>();
      forEachTraitAnswer(quiz, trait, (answers, score) => fresh.set(answers.join(), score));
      scored.set(trait, fresh);
      scores = fresh;
    }
    return scores;
  };
  return quiz.questions.map((q, i) => {
    const zs = optionScores(quiz, i);
    const weight = FEATURES[q.feature].weight;
    const zBound = (weight * (Math.max(...zs) - Math.min(...zs))) / traitSpread(quiz, q.trait);
    const scores = scoresOf(q.trait);
    let largest = 0;
    for (const [key, score] of scores) {
      const answers = key.split(',');
      for (let o = 0; o < q.options.length; o++) {
        if (String(o) === answers[i]) continue;
        const other = scores.get(answers.map((a, k) => (k === i ? String(o) : a)).join());
        if (other === undefined) throw new Error(`No score for a neighbour of ${key}`);
        largest = Math.max(largest, Math.abs(other - score));
      }
    }
    return {
      question: q.id,
      trait: q.trait,
      weight,
      zBound,
      pointsBound: Math.ceil(100 * PEAK_DENSITY * zBound) + 1,
      largest,
    };
  });
}
