import type { SharedReading } from '../links/link';
import { MAX_CREW, sameMember, type Crew } from './crew';
import { BLOCK_CHARS, decodeMember, encodeMember } from './member-code';

/**
 * A crew link: `<site>/crew#c1-<member>.<member>…`, up to ten members (member-code.ts writes each one). Like
 * the personal link, everything is in the fragment, which browsers never send: no server stores a crew, and
 * the link is the crew (docs/crew.md).
 */

export const CREW_LINK_VERSION = 'c1';
const PREFIX = `${CREW_LINK_VERSION}-`;
/** Between members: neither a block nor either form of name ever holds it. */
const SEPARATOR = '.';

/**
 * Far above the longest valid token (1,052 characters: ten members whose 24-unit names all need three UTF-8
 * bytes a unit), with room for an app that re-encodes the names' `%`; anything longer is refused unread.
 */
export const MAX_CREW_TOKEN_CHARS = 2048;

/** The crew's token (without '#'); undefined for an empty crew, more than ten, or a reading no link may carry. */
export function encodeCrew(crew: Crew): string | undefined {
  const { members } = crew;
  if (members.length === 0 || members.length > MAX_CREW) return undefined;
  const texts = members.map(encodeMember);
  if (texts.some((t) => t === undefined)) return undefined;
  return PREFIX + texts.join(SEPARATOR);
}

/** The crew link under a site origin. `/crew` is the page the crew's UI will add (issue 48). */
export function crewLinkUrl(site: string, crew: Crew): string | undefined {
  const token = encodeCrew(crew);
  return token === undefined ? undefined : `${site.replace(/\/+$/, '')}/crew#${token}`;
}

export type CrewLinkOutcome =
  /** No fragment. */
  | { status: 'none' }
  /** Not a crew link: too long, another version, junk, or not one member reads. */
  | { status: 'unreadable' }
  | {
      status: 'ok';
      /** The first ten distinct members that read, in the link's order. */
      crew: Crew;
      /** Members that did not read (edited, cut short, a bad name): left out, for one toast. */
      unread: number;
      /** Members that repeat one read before them (sameMember): counted once. */
      repeats: number;
      /** Distinct members that read after the tenth: left out. */
      overflow: number;
    };

/**
 * What a crew page's fragment (`location.hash`, '#' included or not) says. Never throws. The link may have
 * been edited by anyone, so every member is read on its own: one that does not read is left out and
 * counted, the rest of the crew still shows.
 */
export function readCrewLink(hash: unknown): CrewLinkOutcome {
  if (typeof hash !== 'string') return { status: 'unreadable' };
  const token = hash.startsWith('#') ? hash.slice(1) : hash;
  if (token === '') return { status: 'none' };
  if (token.length > MAX_CREW_TOKEN_CHARS || !token.startsWith(PREFIX)) return { status: 'unreadable' };
  // Every distinct member read, the ones past the tenth included, so a repeat of one of those is a repeat.
  const distinct: SharedReading[] = [];
  let unread = 0;
  let repeats = 0;
  for (const text of token.slice(PREFIX.length).split(SEPARATOR)) {
    const member = text.length < BLOCK_CHARS ? undefined : decodeMember(text);
    if (!member) unread++;
    else if (distinct.some((m) => sameMember(m, member))) repeats++;
    else distinct.push(member);
  }
  if (distinct.length === 0) return { status: 'unreadable' };
  const members = distinct.slice(0, MAX_CREW);
  return { status: 'ok', crew: { members }, unread, repeats, overflow: distinct.length - members.length };
}
