import { POPULATION_REFERENCE, type PopulationReference } from '../scoring/population-reference';
import { questionScale, type QuestionScale } from './option-scale';
import { QUIZ_CALIBRATION, type QuizCalibration } from './quiz-calibration';
import { QUESTIONS, type QuestionSpec } from './questions';
import { quizReference } from './quiz-reference';

/**
 * The listening quiz as the visitor meets it: every question with its options placed among real listeners
 * (the committed calibration and population reference), and the reference the answers are scored against.
 * Built once per page; tests and the calibration pass their own.
 */
export interface QuizQuestion extends QuestionSpec, QuestionScale {}

export interface Quiz {
  readonly questions: readonly QuizQuestion[];
  /** The reference with its 'quiz' source (quiz-reference.ts). */
  readonly reference: PopulationReference;
}

/** One entry per question, in order: the chosen option's index, or null when skipped. */
export type QuizAnswers = readonly (number | null)[];

/** Built once per reference: placing the options takes a few thousand placements (milliseconds on a phone). */
const built = new WeakMap<PopulationReference, WeakMap<QuizCalibration, Quiz>>();

export function buildQuiz(
  ref: PopulationReference = POPULATION_REFERENCE,
  calibration: QuizCalibration = QUIZ_CALIBRATION,
): Quiz {
  const known = built.get(ref)?.get(calibration);
  if (known) return known;
  const reference = quizReference(ref);
  const quiz = {
    questions: QUESTIONS.map((q) => ({ ...q, ...questionScale(q, reference, calibration.questions[q.id]) })),
    reference,
  };
  const byCalibration = built.get(ref) ?? new WeakMap<QuizCalibration, Quiz>();
  byCalibration.set(calibration, quiz);
  built.set(ref, byCalibration);
  return quiz;
}

/** How many answers a flavour needs: with fewer, most of it would be the median listener, not the visitor. */
export function minimumAnswers(quiz: Quiz): number {
  return Math.ceil(quiz.questions.length / 2);
}

export function answeredCount(answers: QuizAnswers): number {
  return answers.filter((a) => a !== null).length;
}

/**
 * The quiz's screens, as lists of question indices: one question per screen on a narrow screen (a phone),
 * the questions of one group (what you play, when, how) together where there is room.
 */
export function quizScreens(quiz: Quiz, wide: boolean): number[][] {
  const screens: number[][] = [];
  quiz.questions.forEach((q, i) => {
    const last = screens.at(-1);
    const previous = quiz.questions[i - 1];
    if (wide && last && previous?.group === q.group) last.push(i);
    else screens.push([i]);
  });
  return screens;
}
