import { MAX_SPREAD, MIN_SPREAD, type Certainty, type ReadingBasis } from '../flavor/certainty';
import { isValidName } from './friend-name';
import { readScore, type FlavorResult, type TraitScores } from '../flavor/result';
import { flavorPageUrl } from '../flavor/slug';
import { binFor, HIGH_THRESHOLD, roundScore, rowForBins, type FlavorRow } from '../flavor/table';

/**
 * A personal link: the public flavour page plus a URL fragment with the three scores, how sure they are and,
 * if the visitor typed one, a name: `/flavor/caramel#v2-42-77-63-6-9-8-l-Sam`. The fragment never reaches a
 * server (browsers do not send it), so it is in no log; it is read on the device and checked like any outside
 * input (docs/sharing-links.md).
 *
 * Two versions, each field after a `-`:
 *  - `v1-E-C-O[-name]`: the three scores only. Made for a result without certainty (the third-party
 *    widget's, one saved before); every v1 link ever handed out keeps reading as it always did.
 *  - `v2-E-C-O-sE-sC-sO-b[-name]`: the scores, each trait's spread in whole points (1–50, what the second
 *    scoop is computed from, lib/flavor/certainty.ts) and the basis, `l` (read from listening) or `a` (from
 *    quiz answers).
 * Scores are whole numbers 0–100 in plain decimal (no sign, no leading zero, no decimal point). The name is
 * percent-encoded so that only letters, digits, `-`, `_` and `%XX` remain (a chat app's link detector then
 * never drops a trailing full stop or bracket of the name); as the last field it may hold `-` itself.
 * Readable on purpose: whoever looks at the link sees all it carries.
 */

export interface SharedReading {
  /** Whole numbers 0–100. */
  readonly scores: TraitScores;
  readonly name?: string;
  /** Only in a v2 link: spreads in whole points, and whether the reading came from listening or answers. */
  readonly certainty?: Certainty;
}

/** The version of a reading without certainty; one with certainty is written as LINK_VERSION_SURE. */
export const LINK_VERSION = 'v1';
export const LINK_VERSION_SURE = 'v2';

/** Far above the longest valid token (about 230 characters); anything longer is refused unread. */
export const MAX_TOKEN_CHARS = 512;

const SCORE = '(100|[1-9]?[0-9])';
/** 1–50: MIN_SPREAD to MAX_SPREAD in whole points (a test keeps them in step). */
const SPREAD = '(50|[1-4][0-9]|[1-9])';
const NAME = '(?:-(.+))?';
const TOKEN = new RegExp(`^${LINK_VERSION}-${SCORE}-${SCORE}-${SCORE}${NAME}$`, 's');
const TOKEN_SURE = new RegExp(
  `^${LINK_VERSION_SURE}-${SCORE}-${SCORE}-${SCORE}-${SPREAD}-${SPREAD}-${SPREAD}-([la])${NAME}$`,
  's',
);
const BASIS_LETTER: Readonly<Record<ReadingBasis, string>> = { listening: 'l', answers: 'a' };

function isLinkScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
}

function isLinkSpread(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_SPREAD && (value as number) <= MAX_SPREAD;
}

function isLinkCertainty(c: Certainty): boolean {
  return (
    (c.basis === 'listening' || c.basis === 'answers') &&
    isLinkSpread(c.spread.E) &&
    isLinkSpread(c.spread.C) &&
    isLinkSpread(c.spread.O)
  );
}

export function isSharedReading(value: SharedReading): boolean {
  const { scores, name, certainty } = value;
  return (
    isLinkScore(scores.E) &&
    isLinkScore(scores.C) &&
    isLinkScore(scores.O) &&
    (name === undefined || isValidName(name)) &&
    (certainty === undefined || isLinkCertainty(certainty))
  );
}

/**
 * A name as a link writes it. encodeURIComponent leaves `.!'()*~` as they are; they are escaped too (see
 * above), which also leaves `.` and `~` free for the crew link's own marks (lib/crew/member-code.ts).
 */
export function encodeName(name: string): string {
  return encodeURIComponent(name).replace(
    /[.!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The fragment's token (without '#'); undefined for a reading that no link may carry. */
export function encodeReading(reading: SharedReading): string | undefined {
  if (!isSharedReading(reading)) return undefined;
  const { E, C, O } = reading.scores;
  const c = reading.certainty;
  const base = c
    ? `${LINK_VERSION_SURE}-${E}-${C}-${O}-${c.spread.E}-${c.spread.C}-${c.spread.O}-${BASIS_LETTER[c.basis]}`
    : `${LINK_VERSION}-${E}-${C}-${O}`;
  return reading.name === undefined ? base : `${base}-${encodeName(reading.name)}`;
}

/**
 * Reads a token (a fragment without its '#', or a stored copy). Never throws: anything but a valid token
 * of this version is undefined. The name's percent-encoding is read leniently (some apps re-encode links),
 * then the name itself must pass isValidName.
 */
export function decodeReading(token: unknown): SharedReading | undefined {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return undefined;
  const plain = TOKEN.exec(token);
  const sure = plain ? null : TOKEN_SURE.exec(token);
  if (!plain && !sure) return undefined;
  const [, e, c, o] = (plain ?? sure) as RegExpExecArray;
  const scores = { E: Number(e), C: Number(c), O: Number(o) };
  const certainty: Certainty | undefined = sure
    ? {
        basis: sure[7] === 'a' ? 'answers' : 'listening',
        spread: { E: Number(sure[4]), C: Number(sure[5]), O: Number(sure[6]) },
      }
    : undefined;
  const reading = certainty ? { scores, certainty } : { scores };
  const encodedName = plain ? plain[4] : sure?.[8];
  if (encodedName === undefined) return reading;
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return undefined;
  }
  return isValidName(name) ? { ...reading, name } : undefined;
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
  if (rowForReading(reading).slug !== slug) return { status: 'other-flavour' };
  return { status: 'ok', reading, token };
}

/**
 * A result's score as a link carries it: rounded to a whole number, except that a score just under 60
 * (59.5 and up) stays 59, so the link's flavour is always the result's own.
 */
export function linkScore(score: number): number {
  const rounded = roundScore(score);
  return score < HIGH_THRESHOLD ? Math.min(rounded, HIGH_THRESHOLD - 1) : rounded;
}

/** A spread as a link carries it: whole points, kept within MIN_SPREAD–MAX_SPREAD. */
export function linkSpread(spread: number): number {
  return Math.min(MAX_SPREAD, Math.max(MIN_SPREAD, Math.round(spread)));
}

/**
 * The reading of a (guarded) result, with the name when one is given, and its certainty (spreads rounded)
 * when it has one: then the link is a v2 link.
 */
export function readingFromResult(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score' | 'certainty'>,
  name?: string,
): SharedReading {
  const score = (value: string) => linkScore(readScore(value) ?? 0);
  const scores = { E: score(result.E_score), C: score(result.C_score), O: score(result.O_score) };
  const c = result.certainty;
  const certainty: Certainty | undefined = c && {
    basis: c.basis,
    spread: { E: linkSpread(c.spread.E), C: linkSpread(c.spread.C), O: linkSpread(c.spread.O) },
  };
  return { scores, ...(certainty ? { certainty } : {}), ...(name === undefined ? {} : { name }) };
}

/** The personal link: `<site>/flavor/<slug>#<token>`; the plain flavour page if the reading is invalid. */
export function personalLinkUrl(site: string, reading: SharedReading): string {
  const page = flavorPageUrl(site, rowForReading(reading).slug);
  const token = encodeReading(reading);
  return token === undefined ? page : `${page}#${token}`;
}

/** Whether two readings have the same three scores (the names may differ). */
export function sameScores(a: SharedReading, b: SharedReading): boolean {
  return a.scores.E === b.scores.E && a.scores.C === b.scores.C && a.scores.O === b.scores.O;
}
