import type { FlavorResult } from '../flavor/result';
import { importExport, importSample, type ImportOutcome } from '../import/run-import';
import { buildQuiz, type Quiz, type QuizAnswers } from '../quiz/quiz';
import { scoreAnswers } from '../quiz/score-answers';
import type { EvidenceWords } from '../scoring/traits/evidence-format';
import { sourceExportFiles } from './source-exports';
import { rowOf, rowResult, type ResultSource } from './states';

/**
 * The quiz answered the same way every time: alternately the first and the last option of each question, so the
 * result has clues on every trait and the why view quotes real answers.
 */
export function quizAnswers(quiz: Quiz): QuizAnswers {
  return quiz.questions.map((q, i) => (i % 2 === 0 ? 0 : q.options.length - 1));
}

/** As the worker posts a result: the listening numbers ride inside it (lib/import/run-import.ts). */
function posted(outcome: ImportOutcome): FlavorResult {
  return { ...outcome.result, listening_numbers: outcome.numbers };
}

/**
 * The result a state needs, made by the product's own code: a row's (rowResult), a sample listener's (its
 * export generated and read by the import, scored by the scorer, as the worker does), a source's (its small export
 * read and scored the same way), the quiz's (its scorer).
 * `words`: the page's `Evidence` and `Quiz` messages, in which the clues and sentences are written.
 */
export async function makeResult(source: ResultSource, words: EvidenceWords): Promise<FlavorResult> {
  if (source.kind === 'row') {
    return rowResult(rowOf(source.slug), source.swirl);
  }
  if (source.kind === 'sample') return posted(await importSample(source.sampleId, words));
  if (source.kind === 'export')
    // Scored in UTC, as the samples are, so the state reads the same for every visitor whatever their zone.
    return posted(await importExport(sourceExportFiles(source.source), { timeZone: 'UTC', words }));
  const quiz = buildQuiz();
  return scoreAnswers(quiz, quizAnswers(quiz), words).result;
}
