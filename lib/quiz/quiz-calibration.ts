import type { TraitKey } from '../flavor/table';
import { isRecord } from '../guards';
import committed from './quiz-calibration.json';

/**
 * What the calibration corpus says about the quiz (docs/scoring-model.md § The listening quiz), written by
 * `npm run docs:quiz -- <corpus folder>` (scripts/quiz-docs.ts) and committed as aggregates only: for each
 * question, the share of real listeners whose own plays fall below each of its option edges; and the
 * truthful-answer check (each listener's own habits answered for them, that quiz beside their data's score),
 * whose per-trait spread is the quiz result's certainty.
 */
export interface TruthfulFigures {
  readonly listeners: number;
  /** Share of listeners whose quiz reaches their data's flavour. */
  readonly sameFlavour: number;
  /** Share whose data's flavour is the quiz's main flavour or its second scoop. */
  readonly mainOrSecond?: number;
  /** The mean chance the quiz states for its main flavour (from its spread): set beside `sameFlavour`. */
  readonly statedMain?: number;
  readonly r: Readonly<Record<TraitKey, number>>;
  /** Root-mean-square distance, in score points, of the quiz's score from the data's. */
  readonly spread: Readonly<Record<TraitKey, number>>;
  /** Share whose quiz puts the trait on the same side of 60 as their data. */
  readonly sameBin: Readonly<Record<TraitKey, number>>;
}

export interface QuestionCalibration {
  /** Listeners whose plays show this habit. */
  readonly listeners: number;
  /** Share of them below each option edge (rising, one per edge). */
  readonly below: readonly number[];
}

export interface QuizCalibration {
  readonly method: string;
  readonly listeners: number;
  readonly questions: Readonly<Record<string, QuestionCalibration>>;
  /** The truthful-answer check of the quiz before the rewrite in everyday words (kept for comparison). */
  readonly before?: TruthfulFigures;
  readonly after: TruthfulFigures;
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

const isShare = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;
const isPerTrait = (v: unknown): boolean =>
  isRecord(v) && TRAITS.every((t) => typeof v[t] === 'number' && Number.isFinite(v[t]));

function isFigures(v: unknown): v is TruthfulFigures {
  return (
    isRecord(v) &&
    typeof v.listeners === 'number' &&
    isShare(v.sameFlavour) &&
    isPerTrait(v.r) &&
    isPerTrait(v.spread) &&
    isPerTrait(v.sameBin)
  );
}

function isQuestion(v: unknown): v is QuestionCalibration {
  return isRecord(v) && typeof v.listeners === 'number' && Array.isArray(v.below) && v.below.every(isShare);
}

export function isQuizCalibration(v: unknown): v is QuizCalibration {
  return (
    isRecord(v) &&
    typeof v.method === 'string' &&
    typeof v.listeners === 'number' &&
    isRecord(v.questions) &&
    Object.values(v.questions).every(isQuestion) &&
    (v.before === undefined || isFigures(v.before)) &&
    isFigures(v.after)
  );
}

export const EMPTY_CALIBRATION: QuizCalibration = {
  method: '',
  listeners: 0,
  questions: {},
  after: {
    listeners: 0,
    sameFlavour: 0,
    r: { E: 0, C: 0, O: 0 },
    spread: { E: 20, C: 20, O: 20 },
    sameBin: { E: 0, C: 0, O: 0 },
  },
};

export const QUIZ_CALIBRATION: QuizCalibration = isQuizCalibration(committed) ? committed : EMPTY_CALIBRATION;
