/**
 * The optional first name or nickname a visitor puts in their link (docs/sharing-links.md). It travels in
 * a URL that anyone can edit, so a name read from a link is checked as strictly as one typed here; it is
 * only ever rendered as text (React text nodes, canvas fillText), never as markup.
 */

/** UTF-16 units, the measure of the input's `maxLength`, so the field and this check agree. */
export const MAX_NAME_LENGTH = 24;

/**
 * Letters, marks, digits, punctuation, symbols (emoji included), the plain space, and the zero-width joiner
 * that glues emoji sequences together. Everything else is refused: control and format characters (bidi
 * overrides that reorder text, invisible characters), line breaks, private-use and unassigned code points,
 * and lone surrogates.
 */
const ALLOWED = /^[\p{L}\p{M}\p{N}\p{P}\p{S} \u200D]+$/u;
/** Characters that only matter as markup: a name never needs them. */
const MARKUP = /[<>]/;

/** What was typed, trimmed, with each run of whitespace made one space. */
export function tidyName(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/** A name as a link may carry it: tidy, 1–24 units, allowed characters only. */
export function isValidName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_NAME_LENGTH &&
    value === tidyName(value) &&
    ALLOWED.test(value) &&
    !MARKUP.test(value)
  );
}

/** Why a typed name cannot go in a link; the field words it in the page's language (components/share/name-field.tsx). */
export type NameProblem = 'too-long' | 'characters';

export type NameCheck = { ok: true; name: string | undefined } | { ok: false; reason: NameProblem };

/** The name field on /flavor: empty means no name; anything else must pass isValidName once tidied. */
export function checkTypedName(typed: string): NameCheck {
  const name = tidyName(typed);
  if (name === '') return { ok: true, name: undefined };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: 'too-long' };
  if (!isValidName(name)) return { ok: false, reason: 'characters' };
  return { ok: true, name };
}
