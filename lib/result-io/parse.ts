import JSON5 from 'json5';
import { MAX_RESULT_CHARS } from './limits';
import { isRecord } from '../guards';

/** docs/product-rules.md § Reading a widget result: the exact failure message when a widget result yields nothing. */
export const PARSE_FAILURE_MESSAGE = 'Failed to parse Spotify data from Vana widget.';

export type ParseOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

const failure: ParseOutcome = { ok: false, error: PARSE_FAILURE_MESSAGE };

/** Removes ``` / ```json fences that chat models wrap around JSON. */
export function stripCodeFences(text: string): string {
  const t = text.trim().replace(/^```[a-zA-Z0-9_-]*\s*/, '');
  // Not /\s*```$/: unanchored at the start, that regex retries from every whitespace character and is
  // quadratic in a long whitespace run (seconds: docs/performance.md). endsWith + trim is linear.
  return (t.endsWith('```') ? t.slice(0, -3) : t).trim();
}

/** Removes one pair of quotes around the whole text, as when a JSON string was stringified again. */
export function stripSurroundingQuotes(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'")))) {
    return t.slice(1, -1).trim();
  }
  return t;
}

/** Turns \" into ", \n / \r / \t into real whitespace and \uXXXX into its character. */
export function unescapeText(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\r\\n|\\n|\\r/g, '\n')
    .replace(/\\t/g, '\t')
    .replace(/\\"/g, '"');
}

/** The spec's cleaning steps, in order: fences, surrounding quotes, escapes. */
export function cleanResultText(text: string): string {
  return unescapeText(stripSurroundingQuotes(stripCodeFences(text)));
}

/**
 * A real result is nested 3 levels deep (result > evidence > signal list). Deeper text is refused before
 * parsing: json5's parser pays for every nesting level (docs/performance.md § Figures behind the code), and
 * nothing that deep is a result.
 */
export const MAX_NESTING_DEPTH = 64;

/**
 * True when brackets outside strings and comments nest deeper than `limit`. A linear scan that follows
 * JSON5's lexical rules for "…" and '…' strings (with backslash escapes), // and block comments.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      // { [
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      // } ]
      if (depth > 0) depth -= 1;
    } else if (c === 0x22 || c === 0x27) {
      // " ' : skip the string, escapes included
      for (i += 1; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i += 1;
        else if (d === c) break;
      }
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      // line comment
      while (i < text.length && !'\n\r\u2028\u2029'.includes(text.charAt(i))) i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      // block comment
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return false;
      i = end + 1;
    }
  }
  return false;
}

/**
 * Strict JSON first: V8's JSON.parse is tens of times faster than JSON5's and gives the same value for any
 * text that is valid JSON (JSON5 is a superset; both store `__proto__` as an own key). JSON5 only for the rest.
 */
function parseLenient(text: string): unknown {
  if (nestsDeeperThan(text, MAX_NESTING_DEPTH)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not strict JSON: fall through to the lenient parser.
  }
  try {
    return JSON5.parse(text);
  } catch {
    return undefined;
  }
}

/** A result stringified twice or three times is a string literal; deeper wrapping is not a result. */
const MAX_STRING_UNWRAPS = 3;

/**
 * Only a plain object is a result. Structured clone can deliver a Date, Map, Set, RegExp, typed array or
 * boxed primitive, which `isRecord` accepts but which carry none of the result's fields.
 */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * Parses text as an object. A text that parses to a string (a quoted, escaped result) is decoded by the
 * parser itself, which handles \\, \" and \uXXXX inside values exactly, unlike the spec's text cleaning.
 */
function parseObject(text: string): Record<string, unknown> | undefined {
  let value = parseLenient(text);
  for (let i = 0; typeof value === 'string' && i < MAX_STRING_UNWRAPS; i++) {
    value = parseLenient(stripCodeFences(value));
  }
  return isPlainRecord(value) ? value : undefined;
}

/**
 * docs/product-rules.md § Reading a widget result: an object is used as-is; a string is cleaned and parsed leniently as JSON5. The raw text is
 * tried first so that a well-formed JSON string whose values contain escapes is not damaged by cleaning.
 * Never throws: it returns a value or the spec's failure (a cyclic object makes stringify throw: a failure).
 */
export function parseWidgetResult(raw: unknown): ParseOutcome {
  try {
    if (isRecord(raw))
      return isPlainRecord(raw) && JSON.stringify(raw).length <= MAX_RESULT_CHARS
        ? { ok: true, value: raw }
        : failure;
    if (typeof raw !== 'string' || raw.length > MAX_RESULT_CHARS) return failure;
    const fenced = stripCodeFences(raw);
    const first = parseObject(fenced);
    if (first) return { ok: true, value: first };
    const cleaned = cleanResultText(raw);
    // When cleaning changes nothing, a second attempt would only repeat the first failure.
    const value = cleaned === fenced ? undefined : parseObject(cleaned);
    return value ? { ok: true, value } : failure;
  } catch {
    return failure;
  }
}
