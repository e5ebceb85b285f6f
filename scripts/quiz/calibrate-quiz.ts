/**
 * The quiz's calibration (docs/scoring-model.md § The listening quiz), from a corpus of real exports (one
 * listener per sub-folder, read as scripts/calibrate.ts reads them): where real listeners fall among each
 * question's options, and the truthful-answer check of the quiz those shares make. Aggregates only.
 */
import type { TraitKey } from '../../lib/flavor/table';
import { optionIndexFor } from '../../lib/quiz/option-scale';
import { buildQuiz, type Quiz, type QuizAnswers } from '../../lib/quiz/quiz';
import type { QuestionCalibration, QuizCalibration } from '../../lib/quiz/quiz-calibration';
import { measureHabit } from '../../lib/quiz/quiz-measures';
import { QUESTIONS } from '../../lib/quiz/questions';
import { POPULATION_REFERENCE } from '../../lib/scoring/population-reference';
import { readHabits, truthfulFigures, type CorpusHabits } from './truthful-check';

export const QUIZ_METHOD =
  'The calibration corpus read as `npm run calibrate` reads it (the same reader, the same local zones): for ' +
  'each question, the share of listeners whose own plays fall below each option edge; the truthful-answer ' +
  'check turns each listener into the options their plays say they would pick and scores that quiz against ' +
  'the committed reference, beside their data’s score. Built by `npm run docs:quiz -- <corpus folder>`.';

/** What a listener would answer, from their own plays: null where the plays do not show the habit. */
export function truthfulAnswers(quiz: Quiz, h: CorpusHabits): QuizAnswers {
  return quiz.questions.map((q) => {
    const habit = measureHabit(q.id, h);
    return habit === undefined ? null : optionIndexFor(q, habit);
  });
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function questionShares(habits: readonly CorpusHabits[]): Record<string, QuestionCalibration> {
  return Object.fromEntries(
    QUESTIONS.map((q) => {
      const values = habits.flatMap((h) => {
        const v = measureHabit(q.id, h);
        return v === undefined ? [] : [v];
      });
      const n = Math.max(1, values.length);
      return [
        q.id,
        {
          listeners: values.length,
          below: q.edges.map((e) => round(values.filter((v) => v < e).length / n)),
        },
      ];
    }),
  );
}

export async function calibrateQuiz(
  folder: string,
  before?: QuizCalibration['before'],
): Promise<QuizCalibration> {
  const habits = await readHabits(folder);
  const questions = questionShares(habits);
  const draft: QuizCalibration = {
    method: QUIZ_METHOD,
    listeners: habits.length,
    questions,
    ...(before ? { before } : {}),
    after: { listeners: 0, sameFlavour: 0, r: zero(), spread: zero(), sameBin: zero() },
  };
  const quiz = buildQuiz(POPULATION_REFERENCE, draft);
  const after = truthfulFigures(quiz, habits, truthfulAnswers);
  const rounded = <T extends Record<TraitKey, number>>(v: T) =>
    ({ E: round(v.E), C: round(v.C), O: round(v.O) }) as Record<TraitKey, number>;
  return {
    ...draft,
    after: {
      listeners: after.listeners,
      sameFlavour: round(after.sameFlavour),
      ...(after.mainOrSecond !== undefined ? { mainOrSecond: round(after.mainOrSecond) } : {}),
      ...(after.statedMain !== undefined ? { statedMain: round(after.statedMain) } : {}),
      r: rounded(after.r),
      spread: { E: round(after.spread.E, 2), C: round(after.spread.C, 2), O: round(after.spread.O, 2) },
      sameBin: rounded(after.sameBin),
    },
  };
}

function zero(): Record<TraitKey, number> {
  return { E: 0, C: 0, O: 0 };
}
