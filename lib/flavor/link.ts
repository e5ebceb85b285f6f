import { isValidName } from './friend-name';
import { readScore, type FlavorResult, type TraitScores } from './result';
import { flavorPageUrl, slugForRow } from './slug';
import { binFor, HIGH_THRESHOLD, rowForBins, type FlavorRow } from './table';

/**
 * A personal link: the public flavour page plus a URL fragment with the three scores and, if the visitor
 * typed one, a name: `/flavor/caramel#v1-42-77-91-Sam`. The fragment never reaches a server (browsers do
 * not send it), so it is in no log; it is read on the device and checked like any outside input
 * (docs/sharing-links.md).
 *
 * The token: `v1` (the format's version), the E, C and O scores as whole numbers 0–100 in plain decimal
 * (no sign, no leading zero, no decimal point), then optionally the name, each after a `-`. The name is
 * percent-encoded so that only letters, digits, `-`, `_` and `%XX` remain (a chat app's link detector then
 * never drops a trailing full stop or bracket of the name); as the last field it may hold `-` itself.
 * Readable on purpose: whoever looks at the link sees all it carries.
 */

export interface SharedReading {
  /** Whole numbers 0–100. */
  readonly scores: TraitScores;
  readonly name?: string;
}

export const LINK_VERSION = 'v1';

/** Far above the longest valid token (about 230 characters); anything longer is refused unread. */
export const MAX_TOKEN_CHARS = 512;

const SCORE = '(100|[1-9]?[0-9])';
const TOKEN = new RegExp(`^${LINK_VERSION}-${SCORE}-${SCORE}-${SCORE}(?:-(.+))?$`, 's');

function isLinkScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
}

export function isSharedReading(value: SharedReading): boolean {
  const { scores, name } = value;
  return (
    isLinkScore(scores.E) &&
    isLinkScore(scores.C) &&
    isLinkScore(scores.O) &&
    (name === undefined || isValidName(name))
  );
}

/** encodeURIComponent leaves `.!'()*~` as they are; they are escaped too (see above). */
function encodeName(name: string): string {
  return encodeURIComponent(name).replace(
    /[.!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The fragment's token (without '#'); undefined for a reading that no link may carry. */
export function encodeReading(reading: SharedReading): string | undefined {
  if (!isSharedReading(reading)) return undefined;
  const { E, C, O } = reading.scores;
  const base = `${LINK_VERSION}-${E}-${C}-${O}`;
  return reading.name === undefined ? base : `${base}-${encodeName(reading.name)}`;
}

/**
 * Reads a token (a fragment without its '#', or a stored copy). Never throws: anything but a valid token
 * of this version is undefined. The name's percent-encoding is read leniently (some apps re-encode links),
 * then the name itself must pass isValidName.
 */
export function decodeReading(token: unknown): SharedReading | undefined {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, e, c, o, encodedName] = match;
  const scores = { E: Number(e), C: Number(c), O: Number(o) };
  if (encodedName === undefined) return { scores };
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return undefined;
  }
  return isValidName(name) ? { scores, name } : undefined;
}

/** The flavour a reading's scores map to (High from 60), from the one table. */
export function rowForReading(reading: SharedReading): FlavorRow {
  const { E, C, O } = reading.scores;
  return rowForBins({ E: binFor(E), C: binFor(C), O: binFor(O) });
}

export type LinkOutcome =
  /** No fragment: the plain flavour page. */
  | { status: 'none' }
  | { status: 'ok'; reading: SharedReading; token: string }
  /** A fragment that is not a valid token: junk, a bad score or name, another version, too long. */
  | { status: 'unreadable' }
  /** A valid token whose scores belong to another flavour than the page's. */
  | { status: 'other-flavour' };

/** What a flavour page's fragment (`location.hash`, '#' included or not) says, for the page `slug`. */
export function readLinkFragment(hash: string, slug: string): LinkOutcome {
  const token = hash.startsWith('#') ? hash.slice(1) : hash;
  if (token === '') return { status: 'none' };
  const reading = decodeReading(token);
  if (!reading) return { status: 'unreadable' };
  if (slugForRow(rowForReading(reading)) !== slug) return { status: 'other-flavour' };
  return { status: 'ok', reading, token };
}

/**
 * A result's score as a link carries it: rounded to a whole number, except that a score just under 60
 * (59.5 and up) stays 59, so the link's flavour is always the result's own.
 */
export function linkScore(score: number): number {
  const clamped = Math.min(100, Math.max(0, score));
  const rounded = Math.round(clamped);
  return clamped < HIGH_THRESHOLD ? Math.min(rounded, HIGH_THRESHOLD - 1) : rounded;
}

/** The reading of a (guarded) result, with the name when one is given. */
export function readingFromResult(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score'>,
  name?: string,
): SharedReading {
  const score = (value: string) => linkScore(readScore(value) ?? 0);
  const scores = { E: score(result.E_score), C: score(result.C_score), O: score(result.O_score) };
  return name === undefined ? { scores } : { scores, name };
}

/** The personal link: `<site>/flavor/<slug>#<token>`; the plain flavour page if the reading is invalid. */
export function personalLinkUrl(site: string, reading: SharedReading): string {
  const page = flavorPageUrl(site, slugForRow(rowForReading(reading)));
  const token = encodeReading(reading);
  return token === undefined ? page : `${page}#${token}`;
}

/** Whether two readings have the same three scores (the names may differ). */
export function sameScores(a: SharedReading, b: SharedReading): boolean {
  return a.scores.E === b.scores.E && a.scores.C === b.scores.C && a.scores.O === b.scores.O;
}
