import { MAX_RESULT_CHARS } from './limits';
import { readCertainty } from '../flavor/certainty';
import { readClues } from '../flavor/clue';
import { readListeningNumbers } from '../flavor/listening-numbers';
import { isFlavorResult, type FlavorResult } from '../flavor/result';

/** docs/product-rules.md § States: the music-service name followed by 'flavor-data'. */
export const STORAGE_KEY = 'spotify-flavor-data';

export type StoredResult =
  { status: 'ok'; result: FlavorResult } | { status: 'missing' } | { status: 'corrupt' };

/** The subset of the Web Storage API we use, so tests and callers can pass any implementation. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Saves the result; returns false when the browser refuses (quota, privacy mode) so the caller can say so.
 * A result whose JSON is over the size cap is refused too: `parseStoredText` would read it back as corrupt
 * (the table values added by canonicalisation can push an input just under the cap over it).
 */
export function saveFlavorResult(store: KeyValueStore, result: FlavorResult): boolean {
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
export function readStoredText(store: KeyValueStore): string | null {
  try {
    return store.getItem(STORAGE_KEY);
  } catch {
    return '';
  }
}

/** Reads what we saved, guarding against missing, oversized, non-JSON and wrong-shape values (docs/product-rules.md § States, § Errors). */
export function readFlavorResult(store: KeyValueStore): StoredResult {
  return parseStoredText(readStoredText(store));
}

/**
 * The optional listening numbers, certainty and clues are guarded on their own: a value saved before they existed
 * has none, and a malformed one is dropped (the page then says it has no numbers, or keeps today's view
 * without chances) rather than making the whole result unreadable, which also keeps this page's verdict the
 * same as the pre-paint script's (isFlavorResult).
 */
function withCheckedExtras(result: FlavorResult): FlavorResult {
  const { listening_numbers: rawNumbers, certainty: rawCertainty, clues: rawClues, ...rest } = result;
  const numbers = readListeningNumbers(rawNumbers as unknown);
  const certainty = readCertainty(rawCertainty as unknown);
  const clues = readClues(rawClues as unknown, rest.evidence);
  return {
    ...rest,
    ...(numbers ? { listening_numbers: numbers } : {}),
    ...(certainty ? { certainty } : {}),
    ...(clues ? { clues } : {}),
  };
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

export function clearFlavorResult(store: KeyValueStore): void {
  try {
    store.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: a store we cannot write to holds nothing of ours.
  }
}
