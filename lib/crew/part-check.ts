/**
 * The check every part of a v2 crew link carries (docs/crew.md § The check): the part is `s0 s1` + body + `l`,
 * where `l` is the body's length mod 64 and `s0 s1` the body's weighted sum Σ (i+1)·charCode mod 4093, both in
 * base64url digits. Three characters a part, and every single-character edit of a part is caught: see the
 * argument in docs/crew.md, and the exhaustive test in __tests__/crew/part-check.test.ts.
 */

/** Base64url digits, value order: `A` is 0, `_` is 63. */
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Prime, so w·δ is never 0 mod it for a weight w and a change δ both below it; the largest prime under 64²,
 * so two digits hold the sum (4093–4095 are never written).
 */
export const CHECK_MODULUS = 4093;

/**
 * Every character a part may hold: base64url digits, and `%` and `~` of the names. Their codes lie within
 * 37–126, so two of them differ by less than 4093, which the argument needs; a part with any other character
 * (one a stored or pasted token could hold, never one a browser's fragment gives) fails.
 */
const PART = /^[A-Za-z0-9_%~-]+$/;

/** Characters a check adds to a part: two for the sum, one for the length. */
export const CHECK_CHARS = 3;

/** The value of one base64url digit, or -1 for any other character. */
export function digitValue(char: string): number {
  return char.length === 1 ? DIGITS.indexOf(char) : -1;
}

function weightedSum(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum = (sum + (i + 1) * body.charCodeAt(i)) % CHECK_MODULUS;
  return sum;
}

/** The body wrapped in its check. */
export function withCheck(body: string): string {
  const sum = weightedSum(body);
  return DIGITS[Math.floor(sum / 64)]! + DIGITS[sum % 64]! + body + DIGITS[body.length % 64]!;
}

/** The body of a part whose check holds, or undefined: any part that was edited, cut or joined to another. */
export function checkedBody(part: string): string | undefined {
  if (part.length < CHECK_CHARS || !PART.test(part)) return undefined;
  const body = part.slice(2, -1);
  const claimedLength = digitValue(part.charAt(part.length - 1));
  const high = digitValue(part.charAt(0));
  const low = digitValue(part.charAt(1));
  if (claimedLength !== body.length % 64 || high < 0 || low < 0) return undefined;
  return high * 64 + low === weightedSum(body) ? body : undefined;
}
