import { buildResult, readEvidence, readScore, type FlavorResult } from '../flavor/result';
import { readExtras } from './extras';

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
 * widget's extras are kept when they pass their guards and dropped otherwise (readExtras, the same reader a
 * saved result goes through).
 */
export function canonicalizeResult(value: Record<string, unknown>): CanonicalOutcome {
  const E = readScore(value.E_score);
  const C = readScore(value.C_score);
  const O = readScore(value.O_score);
  if (E === undefined || C === undefined || O === undefined) {
    return { ok: false, reason: 'The result has no valid E, C and O scores between 0 and 100.' };
  }
  const result = buildResult({ E, C, O }, readEvidence(value.evidence));
  return { ok: true, result: { ...result, ...readExtras(value, result.evidence) } };
}
