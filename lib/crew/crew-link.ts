import { localePath, type Locale } from '../i18n/routing';
import { isValidName } from '../links/friend-name';
import type { SharedReading } from '../links/link';
import { isCrewId, MAX_CREW, sameMember, type Crew } from './crew';
import { c1CrewId } from './c1-crew-id';
import {
  BLOCK_CHARS,
  decodeCheckedMember,
  decodeMember,
  decodeNameField,
  encodeCheckedMember,
  encodeMember,
  encodeNameField,
} from './member-code';
import { checkedBody, digitValue, DIGITS, withCheck } from './part-check';

/**
 * A crew link: `<site>/crew#c2-<head>.<member>.<member>…`, up to ten members (member-code.ts writes each one).
 * The head holds the crew's id, how many members the writer put in and the crew's name; head and members each
 * carry a check (part-check.ts), so an edited or cut member is told from one that was never there. Links of
 * the first version, `c1-<member>.<member>…`, still read. Like the personal link, everything is in the
 * fragment, which browsers never send: no server stores a crew, and the link is the crew (docs/crew.md).
 */

export const CREW_LINK_VERSION = 'c2';
/** The crew page's path, without a language prefix. */
const CREW_PAGE = '/crew';
const PREFIX = `${CREW_LINK_VERSION}-`;
const C1_PREFIX = 'c1-';
/** Between parts: no block, name or check ever holds it. */
const SEPARATOR = '.';
/** The head's body: the id, then one digit for the member count, then the crew's name, if any. */
const HEAD_FIELDS = 7;

/**
 * Far above the longest valid token (1,190 characters: a crew name and ten members' names of 24 units that
 * all need three UTF-8 bytes a unit), with room for an app that re-encodes the names' `%` (whose checks then
 * fail, so its members count as edited); anything longer is refused unread.
 */
export const MAX_CREW_TOKEN_CHARS = 2048;

/**
 * The crew's token (without '#'), always the current version; undefined for an empty crew, more than ten, an
 * id or a name no link may carry, or a reading no link may carry.
 */
export function encodeCrew(crew: Crew): string | undefined {
  const { members } = crew;
  if (members.length === 0 || members.length > MAX_CREW || !isCrewId(crew.id)) return undefined;
  if (crew.name !== undefined && !isValidName(crew.name)) return undefined;
  const texts = members.map(encodeCheckedMember);
  if (texts.some((t) => t === undefined)) return undefined;
  const head = withCheck(
    crew.id + DIGITS[members.length] + (crew.name === undefined ? '' : encodeNameField(crew.name)),
  );
  return PREFIX + [head, ...texts].join(SEPARATOR);
}

/**
 * The crew link under a site origin: `<site>/crew#<token>`, without a language prefix. The reader's browser
 * picks the language (the app's proxy sends an unprefixed page to the visitor's language), as it does for a
 * personal link, so a link passed on in German opens in English for an English reader.
 */
export function crewUrl(site: string, token: string): string {
  return `${site.replace(/\/+$/, '')}${CREW_PAGE}#${token}`;
}

/**
 * Where this device goes next to show a crew: the crew page in the language it is in, on this site. The link
 * handed out is `crewUrl`, which carries no language.
 */
export function crewPath(locale: Locale, token: string): string {
  return `${localePath(locale, CREW_PAGE)}#${token}`;
}

/** Why members of a link were left out; each member counts under one reason (docs/crew.md). */
export interface LeftOut {
  /** The check holds, but the reading or the name does not read; in a c1 link, any member that does not read. */
  readonly unreadable: number;
  /** A member before the last whose check fails: someone changed it. */
  readonly edited: number;
  /** The last member's check fails, or the head counts more members than came: the link was cut short. */
  readonly cut: number;
  /** Distinct members that read after the tenth. */
  readonly overflow: number;
}

export function leftOutCount(l: LeftOut): number {
  return l.unreadable + l.edited + l.cut + l.overflow;
}

export type CrewLinkOutcome =
  /** No fragment. */
  | { status: 'none' }
  /** Not a crew link: too long, another version, a head that does not read, junk, or not one member reads. */
  | { status: 'unreadable' }
  | {
      status: 'ok';
      /** The first ten distinct members that read, in the link's order, with the head's id and name. */
      crew: Crew;
      /** Members that were in the link but are not in `crew`, by reason, for one toast. */
      leftOut: LeftOut;
      /** Members that repeat one read before them (sameMember): counted once. */
      repeats: number;
    };

/** Characters a chat app may stick to the end of a link it found in a sentence. */
const C1_TRAILING = /[).,!>'"\]};:?*]+$/;
/** A v2 token always ends with a check's base64url digit: anything after the last one is not the link's. */
const V2_TRAILING = /[^A-Za-z0-9_-]+$/;

/** The members a token's parts hold, and what was left out, before the ten are chosen. */
interface Parts {
  readonly read: SharedReading[];
  readonly unreadable: number;
  readonly edited: number;
  readonly cut: number;
}

function readC1Parts(texts: readonly string[]): Parts {
  const read: SharedReading[] = [];
  let unreadable = 0;
  for (const text of texts) {
    const member = text.length < BLOCK_CHARS ? undefined : decodeMember(text);
    if (member) read.push(member);
    else unreadable++;
  }
  return { read, unreadable, edited: 0, cut: 0 };
}

function readV2Parts(texts: readonly string[], count: number): Parts {
  const read: SharedReading[] = [];
  let unreadable = 0;
  let failed = 0;
  let lastFailed = false;
  texts.forEach((text, i) => {
    const member = decodeCheckedMember(text);
    if (member.status === 'ok') read.push(member.reading);
    else if (member.status === 'unreadable') unreadable++;
    else {
      failed++;
      lastFailed = i === texts.length - 1;
    }
  });
  // A `.` typed into a member splits it into two parts that both fail: parts beyond the head's count that
  // fail are pieces of one member, not members of their own.
  const pieces = Math.min(failed, Math.max(0, texts.length - count));
  const lost = failed - pieces;
  const cutLast = lastFailed && lost > 0 ? 1 : 0;
  return {
    read,
    unreadable,
    edited: lost - cutLast,
    cut: cutLast + Math.max(0, count - texts.length),
  };
}

/** The head's id, count and name, or undefined: a head that was edited, cut or written by no writer. */
function readHead(part: string): { id: string; count: number; name?: string } | undefined {
  const body = checkedBody(part);
  if (body === undefined || body.length < HEAD_FIELDS) return undefined;
  const id = body.slice(0, 6);
  const count = digitValue(body.charAt(6));
  if (!isCrewId(id) || count < 1 || count > MAX_CREW) return undefined;
  const field = body.slice(HEAD_FIELDS);
  if (field === '') return { id, count };
  const name = decodeNameField(field);
  return name === undefined ? undefined : { id, count, name };
}

/**
 * A c1 token's members with a chat app's trailing punctuation taken off, when that leaves a last member that reads: a
 * c1 writer escaped every such character in a name, so one at the very end was added on the way.
 */
function trimC1(body: string): string {
  const trimmed = body.replace(C1_TRAILING, '');
  if (trimmed === body) return body;
  const last = trimmed.slice(trimmed.lastIndexOf(SEPARATOR) + 1);
  return last.length >= BLOCK_CHARS && decodeMember(last) ? trimmed : body;
}

/**
 * What a crew page's fragment (`location.hash`, '#' included or not) says. Never throws. The link may have
 * been edited by anyone, so every member is read on its own: one that does not read is left out and counted
 * under its reason, the rest of the crew still shows.
 */
export function readCrewLink(hash: unknown): CrewLinkOutcome {
  if (typeof hash !== 'string') return { status: 'unreadable' };
  const untrimmed = hash.startsWith('#') ? hash.slice(1) : hash;
  if (untrimmed === '') return { status: 'none' };
  if (untrimmed.length > MAX_CREW_TOKEN_CHARS) return { status: 'unreadable' };
  let id: string;
  let name: string | undefined;
  let parts: Parts;
  if (untrimmed.startsWith(PREFIX)) {
    const [headText = '', ...texts] = untrimmed
      .replace(V2_TRAILING, '')
      .slice(PREFIX.length)
      .split(SEPARATOR);
    const head = readHead(headText);
    if (!head) return { status: 'unreadable' };
    ({ id, name } = head);
    parts = readV2Parts(texts, head.count);
  } else if (untrimmed.startsWith(C1_PREFIX)) {
    parts = readC1Parts(trimC1(untrimmed.slice(C1_PREFIX.length)).split(SEPARATOR));
    const first = parts.read[0];
    if (!first) return { status: 'unreadable' };
    id = c1CrewId(encodeMember(first) ?? '');
  } else return { status: 'unreadable' };
  // Every distinct member read, the ones past the tenth included, so a repeat of one of those is a repeat.
  const distinct: SharedReading[] = [];
  let repeats = 0;
  for (const member of parts.read) {
    if (distinct.some((m) => sameMember(m, member))) repeats++;
    else distinct.push(member);
  }
  if (distinct.length === 0) return { status: 'unreadable' };
  const members = distinct.slice(0, MAX_CREW);
  const { unreadable, edited, cut } = parts;
  return {
    status: 'ok',
    crew: name === undefined ? { id, members } : { id, name, members },
    leftOut: { unreadable, edited, cut, overflow: distinct.length - members.length },
    repeats,
  };
}
