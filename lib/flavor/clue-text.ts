import type { RootTranslator } from '../i18n/translator';
import { isClueKey, type Clue, type ClueArg, type ClueCase } from './clue';

/**
 * A clue's words (clue.ts) in a translator's language: each key is checked (a clue's namespaces only, and
 * present in the catalogue), arguments that are clues are written first, lists joined with ", ", then the
 * clue's case is applied. The scorer writes the stored signals with writeClue; the why view with renderClue,
 * which gives undefined for a clue it cannot write, so that sentence falls back to the stored one.
 */
type LooseTranslator = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

const MAX_DEPTH = 8;

export class ClueError extends Error {}

function firstUpper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cased(text: string, c: ClueCase | undefined, t: LooseTranslator): string {
  if (c === 'up') return firstUpper(text);
  if (c === 'counter')
    return t('Evidence.counterpointCase') === 'lower'
      ? `${text.charAt(0).toLowerCase()}${text.slice(1)}`
      : firstUpper(text);
  return text;
}

function argText(arg: ClueArg, t: LooseTranslator, depth: number): string | number {
  if (typeof arg === 'string' || typeof arg === 'number') return arg;
  if (Array.isArray(arg)) return (arg as readonly Clue[]).map((c) => write(c, t, depth + 1)).join(', ');
  return write(arg as Clue, t, depth + 1);
}

function mentions(values: Record<string, string | number>, word: string): boolean {
  return Object.values(values).some((v) => String(v).includes(word));
}

function write(clue: Clue, t: LooseTranslator, depth: number): string {
  const { key } = clue;
  // (Not `t.raw`: it throws when the messages are precompiled, as the pages' are.)
  if (depth > MAX_DEPTH || !isClueKey(key) || !t.has(key))
    throw new ClueError(`Cannot write clue ${String(key)}`);
  const values: Record<string, string | number> = {};
  for (const [name, arg] of Object.entries(clue.args ?? {})) values[name] = argText(arg, t, depth);
  const text = t(key, values);
  // A key that names a group, or a message missing an argument, comes back as the translator's fallback from
  // ICU text; precompiled messages (the pages') write a missing argument as "undefined" instead.
  if (
    typeof text !== 'string' ||
    text === key ||
    (text.includes('undefined') && !mentions(values, 'undefined'))
  )
    throw new ClueError(`Cannot write clue ${key}`);
  return cased(text, clue.case, t);
}

/** The clue's words; throws ClueError when it cannot be written (the scorer's own clues always can). */
export function writeClue(clue: Clue, t: RootTranslator): string {
  return write(clue, t as unknown as LooseTranslator, 1);
}

/** The clue's words, or undefined when it cannot be written (a tampered or outdated clue). */
export function renderClue(clue: Clue, t: RootTranslator): string | undefined {
  try {
    return writeClue(clue, t);
  } catch {
    return undefined;
  }
}
