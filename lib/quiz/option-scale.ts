import { FEATURES } from '../scoring/feature-table';
import { featureQuantiles, type PopulationReference } from '../scoring/population-reference';
import { standardiseAgainst } from '../scoring/standardise';
import type { QuestionSpec } from './questions';

/**
 * A question's five options, cut where real listeners sit (docs/scoring-model.md § The listening quiz).
 *
 * 1. Where the population reference puts 15%, 35%, 65% and 85% of listeners on the question's scale, found
 *    with the scorer's own placement (standardiseAgainst on the reference's quantiles, or the prior).
 * 2. Rounded to the coarsest step of the question that keeps every option honest: the numbers strictly
 *    rising, each option describing at least MIN_OPTION_SHARE of listeners, and the middle option centred
 *    within MIDDLE_TOLERANCE of the median listener.
 * 3. Each option then describes the share of real listeners between its rounded numbers, and stands for the
 *    feature value at the middle of that share: the typical listener who would give that answer.
 *
 * So the middle option is the median listener whatever reference is committed, and each option's words say
 * where real listeners are today.
 */
export const OPTION_EDGES = [0.15, 0.35, 0.65, 0.85] as const;
export const MIN_OPTION_SHARE = 0.05;
export const MIDDLE_TOLERANCE = 0.04;

export interface QuizOption {
  /** "under 25", "25–34", "60+". */
  readonly label: string;
  /** The answers it covers, [from, to) in the question's unit. */
  readonly from: number;
  readonly to: number;
  /** The shares of real listeners whose answer would be below `from` and below `to` (0–1). */
  readonly shareFrom: number;
  readonly shareTo: number;
  /** The feature value this option stands for (where the middle of its share sits). */
  readonly value: number;
}

export interface QuestionScale {
  readonly options: readonly QuizOption[];
  /** The feature value of the median listener: what a skipped question counts as. */
  readonly medianValue: number;
  /** Placed among real listeners (true) or on the feature's prior only (false). */
  readonly referenced: boolean;
  /** The rounding step the numbers use. */
  readonly step: number;
}

/** Halvings of the question's range: 48 leave it within 1e-14 of its size, well past any shown digit. */
const BISECTION_STEPS = 48;

/** The share of real listeners whose answer to `q` would be below `answer`. */
export function answerShare(q: QuestionSpec, ref: PopulationReference, answer: number): number {
  const placed = standardiseAgainst(
    q.feature,
    q.fromAnswer(answer),
    featureQuantiles(ref, 'quiz', q.feature),
  );
  return q.rising ? placed.percentile : 1 - placed.percentile;
}

/** The answer below which `share` of real listeners fall (bisection on answerShare, which never falls). */
export function answerAtShare(q: QuestionSpec, ref: PopulationReference, share: number): number {
  let [lo, hi] = q.bounds;
  for (let i = 0; i < BISECTION_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (answerShare(q, ref, mid) < share) lo = mid;
    else hi = mid;
  }
  // The side that reaches the share: where listeners tie at a stored quantile (the median, say), inside the tie.
  return hi;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

/** A clock answer (hours from midnight, past 24 after midnight) as "08:30". */
export function clockLabel(hours: number): string {
  const minutes = Math.round(hours * 60);
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function labelsFor(q: QuestionSpec, edges: readonly number[]): string[] {
  const first = edges[0] ?? 0;
  const last = edges[edges.length - 1] ?? 0;
  if (q.unit === 'clock')
    return [
      `before ${clockLabel(first)}`,
      ...edges.slice(1).map((to, k) => `${clockLabel(edges[k] ?? 0)}–${clockLabel(to)}`),
      `${clockLabel(last)} or later`,
    ];
  const inner = edges.slice(1).map((to, k) => {
    const from = edges[k] ?? 0;
    // Whole numbers: "25–34" covers 25 up to 35 exclusive; hours read as a span, "1.5–2".
    const end = q.unit === 'count' ? to - 1 : to;
    return from === end ? trim(from) : `${trim(from)}–${trim(end)}`;
  });
  // "under 1" of a count is none at all.
  const lowest = q.unit === 'count' && first === 1 ? '0' : `under ${trim(first)}`;
  return [lowest, ...inner, `${trim(last)}+`];
}

/** The shares of listeners below each option's lower and upper number: [0, below edge 1, …, 1]. */
function sharesAt(q: QuestionSpec, ref: PopulationReference, edges: readonly number[]): number[] {
  return [0, ...edges.map((e) => answerShare(q, ref, e)), 1];
}

function optionsFor(
  q: QuestionSpec,
  ref: PopulationReference,
  edges: readonly number[],
  shares: readonly number[],
): QuizOption[] {
  const bounds = [q.bounds[0], ...edges, q.bounds[1]];
  const labels = labelsFor(q, edges);
  return labels.map((label, k) => {
    const shareFrom = shares[k] ?? 0;
    const shareTo = shares[k + 1] ?? 1;
    const middle = answerAtShare(q, ref, (shareFrom + shareTo) / 2);
    return {
      label,
      from: bounds[k] ?? 0,
      to: bounds[k + 1] ?? 0,
      shareFrom,
      shareTo,
      value: q.fromAnswer(middle),
    };
  });
}

function honest(q: QuestionSpec, edges: readonly number[], shares: readonly number[]): boolean {
  const rising =
    edges.every((e, k) => e > (k === 0 ? q.bounds[0] : (edges[k - 1] ?? 0))) &&
    (edges.at(-1) ?? 0) < q.bounds[1];
  const middle = Math.floor(edges.length / 2);
  return (
    rising &&
    shares.every((s, k) => k === 0 || s - (shares[k - 1] ?? 0) >= MIN_OPTION_SHARE) &&
    Math.abs(((shares[middle] ?? 0) + (shares[middle + 1] ?? 1)) / 2 - 0.5) <= MIDDLE_TOLERANCE
  );
}

export function questionScale(q: QuestionSpec, ref: PopulationReference): QuestionScale {
  const raw = OPTION_EDGES.map((share) => answerAtShare(q, ref, share));
  const referenced = featureQuantiles(ref, 'quiz', q.feature) !== undefined;
  // Exactly the median, so a skipped question weighs nothing either way: the prior's own median, or the
  // reference's (the placement treats a value within 1e-9 of a stored quantile as that quantile).
  const medianValue = referenced ? q.fromAnswer(answerAtShare(q, ref, 0.5)) : FEATURES[q.feature].median;
  for (const step of q.steps) {
    const edges = raw.map((e) => Math.round(e / step) * step);
    const shares = sharesAt(q, ref, edges);
    if (honest(q, edges, shares))
      return { options: optionsFor(q, ref, edges, shares), medianValue, referenced, step };
  }
  // No step keeps every option honest (a very narrow spread of listeners): the finest, forced apart.
  const step = q.steps[q.steps.length - 1] ?? 1;
  const edges = raw.map((e) => Math.round(e / step) * step);
  for (let k = 0; k < edges.length; k++)
    edges[k] = Math.max(edges[k] ?? 0, (edges[k - 1] ?? q.bounds[0]) + step);
  for (let k = edges.length - 1; k >= 0; k--)
    edges[k] = Math.min(edges[k] ?? 0, (edges[k + 1] ?? q.bounds[1]) - step);
  return { options: optionsFor(q, ref, edges, sharesAt(q, ref, edges)), medianValue, referenced, step };
}
