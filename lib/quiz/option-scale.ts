import { featureQuantiles, type PopulationReference } from '../scoring/population-reference';
import { standardiseAgainst } from '../scoring/standardise';
import type { QuestionCalibration } from './quiz-calibration';
import { optionCount, type QuestionSpec, type QuizFeature } from './questions';

/**
 * A question's options, placed among real listeners (docs/scoring-model.md § The listening quiz).
 *
 * 1. Each option is a range of the asked habit in everyday words (questions.ts); the calibration corpus says
 *    which share of real listeners falls in each (quiz-calibration.json).
 * 2. An option stands for the feature value of the listener in the middle of its share: the answer "most
 *    weekends", given by the listeners from 33% to 67% up the scale, stands for the feature value that 50% of
 *    the reference's listeners fall below. The asked habit and the model's feature rank listeners alike
 *    (the same habit, or a nearby one: the truthful-answer check measures how alike).
 *
 * So the options' words are everyday ones, and what each means to the model comes from real listeners.
 */
export interface QuizOption {
  /** Its place among the question's options, from the least of the habit (0): its words' catalogue slot. */
  readonly index: number;
  /** The range of the asked habit it covers, [from, to) in the question's unit (±Infinity at the ends). */
  readonly from: number;
  readonly to: number;
  /** The shares of real listeners below `from` and below `to` on the asked habit (0–1). */
  readonly shareFrom: number;
  readonly shareTo: number;
  /** The feature value this option stands for. */
  readonly value: number;
}

export interface QuestionScale {
  readonly options: readonly QuizOption[];
  /** The feature value of the median listener: what a skipped question counts as. */
  readonly medianValue: number;
  /** Placed among real listeners (true) or on the feature's prior only (false). */
  readonly referenced: boolean;
}

/** The feature values bisection searches: wide enough for any real listener. */
const FEATURE_RANGE: Readonly<Record<QuizFeature, readonly [number, number]>> = {
  O2: [0, 1],
  O3: [0, 1],
  O4: [1, 200],
  C1: [0, 1],
  C2: [0, 24],
  C6: [0, 1],
  C8: [0, 24],
  E1: [0, 1],
  E4: [1, 2000],
  E7: [0, 1],
};
/** Halvings of the range: 48 leave it within 1e-12 of its size, well past any shown digit. */
const BISECTION_STEPS = 48;

/** The feature value that `share` of the reference's listeners fall below (the placement never falls). */
export function featureAtShare(feature: QuizFeature, ref: PopulationReference, share: number): number {
  const quantiles = featureQuantiles(ref, 'quiz', feature);
  let [lo, hi] = FEATURE_RANGE[feature];
  for (let i = 0; i < BISECTION_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (standardiseAgainst(feature, mid, quantiles).percentile < share) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Which option an answer of `habit` (in the question's unit) falls in. */
export function optionIndexFor(q: QuestionSpec, habit: number): number {
  const k = q.edges.findIndex((e) => habit < e);
  return k < 0 ? q.edges.length : k;
}

/** Without a calibration the options split listeners evenly (a fresh clone before any corpus run). */
function evenShares(q: QuestionSpec): number[] {
  return q.edges.map((_, k) => (k + 1) / optionCount(q));
}

export function questionScale(
  q: QuestionSpec,
  ref: PopulationReference,
  calibration: QuestionCalibration | undefined,
): QuestionScale {
  const below =
    calibration && calibration.below.length === q.edges.length ? calibration.below : evenShares(q);
  const shares = [0, ...below, 1];
  const bounds = [-Infinity, ...q.edges, Infinity];
  const options = Array.from({ length: optionCount(q) }, (_, k) => {
    const shareFrom = shares[k] ?? 0;
    const shareTo = shares[k + 1] ?? 1;
    const middle = (shareFrom + shareTo) / 2;
    return {
      index: k,
      from: bounds[k] ?? -Infinity,
      to: bounds[k + 1] ?? Infinity,
      shareFrom,
      shareTo,
      value: featureAtShare(q.feature, ref, q.rising ? middle : 1 - middle),
    };
  });
  return {
    options,
    medianValue: featureAtShare(q.feature, ref, 0.5),
    referenced: featureQuantiles(ref, 'quiz', q.feature) !== undefined,
  };
}
