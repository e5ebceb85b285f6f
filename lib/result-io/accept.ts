import { canonicalizeResult } from './canonical';
import { parseWidgetResult } from './parse';
import type { FlavorResult } from '../flavor/result';
import { saveFlavorResult } from './storage';
import type { KeyValueStore } from '../storage';

export type AcceptOutcome = { ok: true; result: FlavorResult } | { ok: false; reason: string };

/**
 * The `complete` path (docs/product-rules.md § States): parse leniently, check against the table, save. Any failure is one
 * outcome, which the app shows as the processing-error toast.
 */
export function acceptWidgetResult(raw: unknown, store: Pick<KeyValueStore, 'setItem'>): AcceptOutcome {
  const parsed = parseWidgetResult(raw);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  const canonical = canonicalizeResult(parsed.value);
  if (!canonical.ok) return canonical;
  if (!saveFlavorResult(store, canonical.result)) {
    return {
      ok: false,
      reason:
        'The result could not be saved: it is over the size cap, or the browser refused session storage.',
    };
  }
  return { ok: true, result: canonical.result };
}
