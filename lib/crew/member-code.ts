import { MAX_SPREAD, MIN_SPREAD, type Certainty } from '../flavor/certainty';
import { isValidName } from '../links/friend-name';
import { encodeName, isSharedReading, type SharedReading } from '../links/link';
import { checkedBody, DIGITS, withCheck } from './part-check';

/**
 * One member of a crew link (docs/crew.md § The token): a fixed block of seven characters for the reading,
 * then the name, if any. Dense on purpose, unlike the personal link's readable fields: a crew link carries
 * up to ten readings and must still fit a QR code that a phone reads off a tablet, and every character
 * counts (the code's version grows with the link's length).
 *
 * The block is one whole number written in base64url (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`), first digit
 * most significant: ((E·101 + C)·101 + O)·250,001 + certainty, where certainty is 0 for none (a v1 reading)
 * or 1 + (((sE−1)·50 + (sC−1))·50 + (sO−1))·2 + basis (0 listening, 1 answers). 101³ × 250,001 codes need
 * 37.9 bits, so seven digits (42 bits), and six would not do (36 bits).
 *
 * The name is the personal link's percent-encoding with `_` for a space and `%5F` for `_` (readable, and a
 * Latin name costs about one character a letter), or `~` and the name's UTF-8 bytes in base64url when that is
 * shorter (a name in Chinese, Hindi or emoji: 4 characters for 3 bytes instead of 9). Neither form ever holds
 * `.`, the crew link's separator.
 *
 * A c1 link writes that text as it is; a v2 link wraps it in a check (part-check.ts), so an edited or cut
 * member is told apart and never read as another reading.
 */

export const BLOCK_CHARS = 7;
const SCORES = 101;
const SPREADS = MAX_SPREAD - MIN_SPREAD + 1;
/** None, or three spreads and a basis. */
const CERTAINTIES = SPREADS ** 3 * 2 + 1;
/** Every block below this reads; one at or above it was edited. Under 2^53, so plain numbers hold it. */
export const BLOCK_CODES = SCORES ** 3 * CERTAINTIES;
/** Marks a name written in base64url; percent-encoding escapes `~`, so a percent name never starts with it. */
const BASE64_NAME = '~';

function certaintyCode(c: Certainty | undefined): number {
  if (!c) return 0;
  const s = (n: number) => n - MIN_SPREAD;
  return (
    1 +
    ((s(c.spread.E) * SPREADS + s(c.spread.C)) * SPREADS + s(c.spread.O)) * 2 +
    (c.basis === 'answers' ? 1 : 0)
  );
}

function certaintyOf(code: number): Certainty | undefined {
  if (code === 0) return undefined;
  const n = code - 1;
  const spread = (k: number) => (Math.floor(n / 2 / SPREADS ** k) % SPREADS) + MIN_SPREAD;
  return {
    basis: n % 2 === 1 ? 'answers' : 'listening',
    spread: { E: spread(2), C: spread(1), O: spread(0) },
  };
}

function encodeBlock(reading: SharedReading): string {
  const { E, C, O } = reading.scores;
  let n = ((E * SCORES + C) * SCORES + O) * CERTAINTIES + certaintyCode(reading.certainty);
  let text = '';
  for (let i = 0; i < BLOCK_CHARS; i++) {
    text = DIGITS[n % 64] + text;
    n = Math.floor(n / 64);
  }
  return text;
}

function decodeBlock(text: string): SharedReading | undefined {
  let n = 0;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    if (digit < 0) return undefined;
    n = n * 64 + digit;
  }
  if (n >= BLOCK_CODES) return undefined;
  const certainty = certaintyOf(n % CERTAINTIES);
  const s = Math.floor(n / CERTAINTIES);
  const scores = { E: Math.floor(s / SCORES ** 2), C: Math.floor(s / SCORES) % SCORES, O: s % SCORES };
  return certainty ? { scores, certainty } : { scores };
}

/** UTF-8 bytes, by way of encodeURIComponent (no TextEncoder: older test environments lack it). */
function utf8Bytes(name: string): number[] {
  const parts = encodeURIComponent(name).match(/%[0-9A-F]{2}|[^%]/g) ?? [];
  return parts.map((p) => (p.length === 3 ? parseInt(p.slice(1), 16) : p.charCodeAt(0)));
}

function toBase64url(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    // 1 byte needs 2 digits, 2 need 3, 3 need 4; no padding.
    const digits = Math.min(3, bytes.length - i) + 1;
    for (let k = 0; k < digits; k++) text += DIGITS[(n >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The name back from base64url, or undefined: a wrong length, a foreign character, bytes that are not UTF-8. */
function nameFromBase64url(text: string): string | undefined {
  if (text.length % 4 === 1) return undefined;
  let escaped = '';
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const digit = k < group.length ? DIGITS.indexOf(group.charAt(k)) : 0;
      if (digit < 0) return undefined;
      n = (n << 6) | digit;
    }
    for (let k = 0; k < group.length - 1; k++)
      escaped += `%${((n >> (16 - 8 * k)) & 255).toString(16).padStart(2, '0')}`;
  }
  // decodeURIComponent refuses malformed UTF-8 (a truncated sequence, an encoded surrogate) by throwing.
  try {
    return decodeURIComponent(escaped);
  } catch {
    return undefined;
  }
}

/** The personal link's escaping, with `_` for a space (a space is common in a name, `%20` costs three). */
function percentName(name: string): string {
  return encodeName(name).replace(/_/g, '%5F').replace(/%20/g, '_');
}

/** A name as a crew link writes it (a member's, or the crew's own in a v2 head). */
export function encodeNameField(name: string): string {
  const percent = percentName(name);
  const base64 = BASE64_NAME + toBase64url(utf8Bytes(name));
  return base64.length < percent.length ? base64 : percent;
}

/** A member's text in a crew link; undefined for a reading no personal link may carry either. */
export function encodeMember(reading: SharedReading): string | undefined {
  if (!isSharedReading(reading)) return undefined;
  const block = encodeBlock(reading);
  return reading.name === undefined ? block : block + encodeNameField(reading.name);
}

/**
 * Reads one member's text. Never throws: anything but a block that reads and, if there is one, a name that
 * passes the personal link's rules (isValidName) is undefined. A member reads exactly when the same reading
 * would read from a personal link, so a bad name loses the member, as it loses a personal link.
 */
export function decodeMember(text: string): SharedReading | undefined {
  const reading = text.length < BLOCK_CHARS ? undefined : decodeBlock(text.slice(0, BLOCK_CHARS));
  if (!reading) return undefined;
  const field = text.slice(BLOCK_CHARS);
  if (field === '') return reading;
  const name = decodeNameField(field);
  return name === undefined ? undefined : { ...reading, name };
}

/** A name field back (either form), or undefined when it does not read or breaks the name rules. */
export function decodeNameField(field: string): string | undefined {
  let name: string | undefined;
  if (field.startsWith(BASE64_NAME)) name = nameFromBase64url(field.slice(BASE64_NAME.length));
  else {
    // Read leniently like decodeReading (some apps re-encode links); the name itself is then checked.
    try {
      name = decodeURIComponent(field.replace(/_/g, '%20'));
    } catch {
      return undefined;
    }
  }
  return isValidName(name) ? name : undefined;
}

/** A member as a v2 link writes it: the same text as a c1 member, wrapped in its check (part-check.ts). */
export function encodeCheckedMember(reading: SharedReading): string | undefined {
  const text = encodeMember(reading);
  return text === undefined ? undefined : withCheck(text);
}

export type CheckedMember =
  | { status: 'ok'; reading: SharedReading }
  /** The check fails: the member was edited, cut short, or split or joined at a `.`. */
  | { status: 'failed' }
  /** The check holds but the block or the name does not read: written so on purpose, not by an accident. */
  | { status: 'unreadable' };

/** Reads one member of a v2 link. Never throws. */
export function decodeCheckedMember(part: string): CheckedMember {
  const body = checkedBody(part);
  if (body === undefined) return { status: 'failed' };
  const reading = decodeMember(body);
  return reading ? { status: 'ok', reading } : { status: 'unreadable' };
}
