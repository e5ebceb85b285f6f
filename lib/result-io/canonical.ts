import { readCertainty } from '../flavor/certainty';
import { readClues } from '../flavor/clue';
import { readListeningNumbers } from '../flavor/listening-numbers';
import { buildResult, readEvidence, readScore, type FlavorResult, type QuizMarker } from '../flavor/result';

export type CanonicalOutcome = { ok: true; result: FlavorResult } | { ok: false; reason: string };

/**
 * Checks a parsed result against the canonical table (docs/widget-protocol.md).
 *
 * Decision: REPAIR, not reject, when the three scores are valid. The scores are the model's actual
 * judgement; bins, row_key and every table value (type, flavours, colour, descriptions, celebrities) are
 * pure functions of the scores, so an AI that copied a table value wrongly or binned 60 as Low is corrected
 * from the table rather than shown wrong or thrown away. Without three valid 0–100 scores there is nothing
 * trustworthy to repair from, so the result is REJECTED (the app shows the processing-error toast).
 * Evidence is kept as far as it is lists of strings; anything else becomes empty lists. The built-in
 * widget's `listening_numbers`, `certainty` and `clues` are kept when they pass their guards and dropped otherwise.
 */
export function canonicalizeResult(value: Record<string, unknown>): CanonicalOutcome {
  const E = readScore(value.E_score);
  const C = readScore(value.C_score);
  const O = readScore(value.O_score);
  if (E === undefined || C === undefined || O === undefined) {
    return { ok: false, reason: 'The result has no valid E, C and O scores between 0 and 100.' };
  }
  const result = buildResult({ E, C, O }, readEvidence(value.evidence));
  const numbers = readListeningNumbers(value.listening_numbers);
  const sample = readSample(value.sample);
  const quiz = readQuiz(value.quiz);
  const certainty = readCertainty(value.certainty);
  const clues = readClues(value.clues, result.evidence);
  const extras = {
    ...(numbers ? { listening_numbers: numbers } : {}),
    ...(sample ? { sample } : {}),
    ...(quiz ? { quiz } : {}),
    ...(certainty ? { certainty } : {}),
    ...(clues ? { clues } : {}),
  };
  return { ok: true, result: { ...result, ...extras } };
}

/** The optional sample-listener marker: kept only as `{ name }` with a short string name. */
export function readSample(value: unknown): { name: string } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const name: unknown = (value as Record<string, unknown>).name;
  return typeof name === 'string' && name.trim() !== '' && name.length <= 80 ? { name } : undefined;
}

/** The optional listening-quiz marker: kept only as `{ answered, asked }`, whole numbers, 0 ≤ answered ≤ asked ≤ 50. */
export function readQuiz(value: unknown): QuizMarker | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { answered, asked } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
  return whole(answered) && whole(asked) && answered >= 0 && answered <= asked && asked <= 50
    ? { answered, asked }
    : undefined;
}
