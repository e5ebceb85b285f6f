import type { FlavorResult } from '../flavor/result';
import { importSample } from '../import/run-import';
import { buildQuiz, type Quiz, type QuizAnswers } from '../quiz/quiz';
import { scoreAnswers } from '../quiz/score-answers';
import type { EvidenceWords } from '../scoring/traits/evidence-format';
import { rowOf, rowResult, type ResultSource } from './states';

/**
 * The quiz answered the same way every time: alternately the first and the last option of each question, so the
 * result has clues on every trait and the why view quotes real answers.
 */
export function quizAnswers(quiz: Quiz): QuizAnswers {
  return quiz.questions.map((q, i) => (i % 2 === 0 ? 0 : q.options.length - 1));
}

/**
 * The result a state needs, made by the product's own code: a row's (rowResult), a sample listener's (its
 * export generated and read by the import, scored by the scorer, as the worker does), the quiz's (its scorer).
 * `words`: the page's `Evidence` and `Quiz` messages, in which the clues and sentences are written.
 */
export async function makeResult(source: ResultSource, words: EvidenceWords): Promise<FlavorResult> {
  if (source.kind === 'row') {
    return rowResult(rowOf(source.slug), source.swirl);
  }
  if (source.kind === 'sample') {
    const outcome = await importSample(source.sampleId, words);
    // As the worker posts it: the listening numbers ride inside the result (lib/import/run-import.ts).
    return { ...outcome.result, listening_numbers: outcome.numbers };
  }
  const quiz = buildQuiz();
  return scoreAnswers(quiz, quizAnswers(quiz), words).result;
}
