import JSON5 from 'json5';
import { isRecord } from './result';

/** Spec §5: the exact failure message when a widget result yields nothing. */
export const PARSE_FAILURE_MESSAGE = 'Failed to parse Spotify data from Vana widget.';

/**
 * Results larger than this are refused before any parsing. A real result is about 3–6 KB (24 evidence
 * sentences at most); 100 KB leaves a wide margin while keeping parse time and storage use bounded.
 */
export const MAX_RESULT_CHARS = 100_000;

export type ParseOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

const failure: ParseOutcome = { ok: false, error: PARSE_FAILURE_MESSAGE };

/** Removes ``` / ```json fences that chat models wrap around JSON. */
export function stripCodeFences(text: string): string {
  return text
    .trim()
    .replace(/^```[a-zA-Z0-9_-]*\s*/, '')
    .replace(/\s*```$/, '')
    .trim();
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

function parseJson5Object(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON5.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §5: an object is used as-is; a string is cleaned and parsed leniently as JSON5. The raw text is
 * tried first so that a well-formed JSON string whose values contain escapes is not damaged by cleaning.
 * Never throws: it returns a value or the spec's failure (a cyclic object makes stringify throw: a failure).
 */
export function parseWidgetResult(raw: unknown): ParseOutcome {
  try {
    if (isRecord(raw))
      return JSON.stringify(raw).length <= MAX_RESULT_CHARS ? { ok: true, value: raw } : failure;
    if (typeof raw !== 'string' || raw.length > MAX_RESULT_CHARS) return failure;
    const fenced = stripCodeFences(raw);
    const value = parseJson5Object(fenced) ?? parseJson5Object(cleanResultText(raw));
    return value ? { ok: true, value } : failure;
  } catch {
    return failure;
  }
}
