import en from '@/messages/en.json';
import { rootTranslatorFor } from '@/lib/i18n/translator';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { makeResult } from '@/lib/states/make-result';
import { seedPlan, stateById, type StateSpec } from '@/lib/states/states';

/** The states page's plans as `/states/open` makes them (lib/states/states.ts), for the states' tests. */
export const EVIDENCE_WORDS = rootTranslatorFor('en', { Evidence: en.Evidence, Quiz: en.Quiz });

export function stateOf(id: string): StateSpec {
  const found = stateById(id);
  if (!found) throw new Error(`no state ${id}`);
  return found;
}

/** The plan of a state, with its result made by the product's own code (as /states/open does). */
export async function planOf(id: string) {
  const spec = stateOf(id);
  const result = spec.result ? await makeResult(spec.result, EVIDENCE_WORDS) : undefined;
  return seedPlan(spec, result);
}

/** The result a plan keeps as the visitor's own, read back as the app reads it. */
export function storedResult(session: Readonly<Record<string, string>>) {
  const stored = parseStoredText(session[STORAGE_KEY] ?? null);
  if (stored.status !== 'ok') throw new Error(`stored result is ${stored.status}`);
  return stored.result;
}
