import { MAX_RESULT_CHARS } from './limits';
import { isFlavorResult, type FlavorResult } from '../flavor/result';
import { readExtras, type ResultExtras } from './extras';
import type { KeyValueStore } from '../storage';

/** docs/product-rules.md § States: the music-service name followed by 'flavor-data'. */
export const STORAGE_KEY = 'spotify-flavor-data';

export type StoredResult =
  { status: 'ok'; result: FlavorResult } | { status: 'missing' } | { status: 'corrupt' };

/**
 * Saves the result; returns false when the browser refuses (quota, privacy mode) so the caller can say so.
 * A result whose JSON is over the size cap is refused too: `parseStoredText` would read it back as corrupt
 * (the table values added by canonicalisation can push an input just under the cap over it).
 */
export function saveFlavorResult(store: Pick<KeyValueStore, 'setItem'>, result: FlavorResult): boolean {
  try {
    const text = JSON.stringify(result);
    if (text.length > MAX_RESULT_CHARS) return false;
    store.setItem(STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The raw saved text. A store that throws on read (blocked storage) yields '' so that it reads as corrupt:
 * the visitor is told, rather than silently sent home.
 */
export function readStoredText(store: Pick<KeyValueStore, 'getItem'>): string | null {
  try {
    return store.getItem(STORAGE_KEY);
  } catch {
    return '';
  }
}

/** Reads what we saved, guarding against missing, oversized, non-JSON and wrong-shape values (docs/product-rules.md § States, § Errors). */
export function readFlavorResult(store: Pick<KeyValueStore, 'getItem'>): StoredResult {
  return parseStoredText(readStoredText(store));
}

/**
 * A saved value that passes the shape guard (isFlavorResult, which the pre-paint script runs too), with its
 * extras read again by the one reader of extras (extras.ts): what was saved may have been edited since.
 */
function withCheckedExtras(result: FlavorResult): FlavorResult {
  const { listening_numbers, sample, quiz, certainty, clues, ...rest } = result;
  const extras: Record<keyof ResultExtras, unknown> = { listening_numbers, sample, quiz, certainty, clues };
  return { ...rest, ...readExtras(extras, rest.evidence) };
}

export function parseStoredText(text: string | null): StoredResult {
  if (text === null) return { status: 'missing' };
  if (text.length > MAX_RESULT_CHARS) return { status: 'corrupt' };
  try {
    const value: unknown = JSON.parse(text);
    return isFlavorResult(value) ? { status: 'ok', result: withCheckedExtras(value) } : { status: 'corrupt' };
  } catch {
    return { status: 'corrupt' };
  }
}

export function clearFlavorResult(store: Pick<KeyValueStore, 'removeItem'>): void {
  try {
    store.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: a store we cannot write to holds nothing of ours.
  }
}
