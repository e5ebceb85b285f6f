import { readCertainty } from '../flavor/certainty';
import { readClues } from '../flavor/clue';
import { readListeningNumbers } from '../flavor/listening-numbers';
import type { FlavorEvidence, FlavorResult, QuizMarker } from '../flavor/result';
import { isSampleId, sampleIdFromStoredName, type SampleMarker } from '../sample-name';

/** The optional fields of a result that are ours, not the spec's (lib/flavor/result.ts). */
export type ResultExtras = Pick<
  FlavorResult,
  'listening_numbers' | 'sample' | 'quiz' | 'certainty' | 'clues'
>;

/**
 * The one reader of a result's extras, for every way a result comes in: the widget's `complete` (canonical.ts,
 * then accept.ts) and a saved one (storage.ts). Each extra is guarded on its own and a malformed one is dropped,
 * never the result: a result saved before an extra existed has none, and the page then says it has no numbers,
 * or keeps today's view without chances. So the extras never decide whether a result reads at all, which keeps
 * the pre-paint script's verdict (the shape guard alone, lib/prepaint/prepaint.ts) the same as the page's.
 */
export function readExtras(value: Record<string, unknown>, evidence: FlavorEvidence): ResultExtras {
  const numbers = readListeningNumbers(value.listening_numbers);
  const sample = readSample(value.sample);
  const quiz = readQuiz(value.quiz);
  const certainty = readCertainty(value.certainty);
  const clues = readClues(value.clues, evidence);
  return {
    ...(numbers ? { listening_numbers: numbers } : {}),
    ...(sample ? { sample } : {}),
    ...(quiz ? { quiz } : {}),
    ...(certainty ? { certainty } : {}),
    ...(clues ? { clues } : {}),
  };
}

/**
 * The optional sample-listener marker, kept as `{ id }`. A marker stored before ids carried the English sentence
 * `{ name: "Luna, a sample listener" }`: its first name finds the id, so saved results and links made then read
 * as before. Any other object is still a sample (someone said so), worded without a name: `{}`. A marker that is
 * not an object is malformed and dropped, like any extra.
 */
export function readSample(value: unknown): SampleMarker | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, name } = value as Record<string, unknown>;
  if (isSampleId(id)) return { id };
  const old = typeof name === 'string' ? sampleIdFromStoredName(name) : undefined;
  return old ? { id: old } : {};
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
