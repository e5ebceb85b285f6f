import { isValidName } from '../links/friend-name';
import { isSharedReading, sameScores, type SharedReading } from '../links/link';
import { DIGITS } from './part-check';

/**
 * A crew: up to ten friends' readings, in the order they joined, under the id drawn when it started and an
 * optional name (docs/crew.md). Each member is a reading exactly as a personal link carries it (scores, spreads
 * and basis if any, an optional name), so a friend's link adds a member as it is and a crew link is only those
 * readings, side by side.
 */
export interface Crew {
  /**
   * Drawn when the crew starts; every link of the crew carries it, so two links that grew apart (two friends
   * who joined from the starter's first link) are known as one crew and can be merged (crew-merge.ts).
   */
  readonly id: string;
  /** The crew's own name, if its starter gave one: the personal link's name rules (isValidName). */
  readonly name?: string;
  readonly members: readonly SharedReading[];
}

/** Ten: what a QR code on a tablet still reads comfortably with names (docs/crew.md § Lengths). */
export const MAX_CREW = 10;

/** Six base64url digits: 36 bits, so two crews started anywhere share an id about once in 69 billion. */
export const CREW_ID_CHARS = 6;

/** Whether a value is a crew id as a link carries it. */
export function isCrewId(value: unknown): value is string {
  return typeof value === 'string' && value.length === CREW_ID_CHARS && /^[A-Za-z0-9_-]+$/.test(value);
}

/**
 * A new crew's id, from `random` (crypto.getRandomValues unless a test gives its own). One byte a digit, its
 * low six bits: 256 is a multiple of 64, so every digit is equally likely.
 */
export function newCrewId(
  random: (bytes: Uint8Array) => void = (bytes) => void globalThis.crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(CREW_ID_CHARS);
  random(bytes);
  return Array.from(bytes, (b) => DIGITS[b & 63]).join('');
}

/** A crew with no member yet: where every crew starts. */
export function emptyCrew(id: string, name?: string): Crew {
  return name === undefined ? { id, members: [] } : { id, name, members: [] };
}

/** The crew under another name (undefined takes the name away); undefined when the name breaks the rules. */
export function renameCrew(crew: Crew, name: string | undefined): Crew | undefined {
  if (name !== undefined && !isValidName(name)) return undefined;
  return name === undefined
    ? { id: crew.id, members: crew.members }
    : { id: crew.id, name, members: crew.members };
}

/** The crew with other members, its id and name kept. */
function withMembers(crew: Crew, members: readonly SharedReading[]): Crew {
  return { ...crew, members };
}

/**
 * Whether two members are the same reading: the same scores, the same certainty (the same three spreads
 * and basis, or none on both) and the same name (or none on both). The name counts because it is the only
 * thing that tells two people apart: two friends who gave the quiz the same answers get the same scores and
 * spreads, and "Sam" and "Alex" are still two members. The same link pasted twice is one member.
 */
export function sameMember(a: SharedReading, b: SharedReading): boolean {
  const ca = a.certainty;
  const cb = b.certainty;
  const sameCertainty =
    ca === undefined || cb === undefined
      ? ca === cb
      : ca.basis === cb.basis &&
        ca.spread.E === cb.spread.E &&
        ca.spread.C === cb.spread.C &&
        ca.spread.O === cb.spread.O;
  return sameScores(a, b) && sameCertainty && a.name === b.name;
}

export type AddOutcome =
  | { status: 'added'; crew: Crew }
  /** The same reading is already a member: the crew is unchanged. */
  | { status: 'already-in'; crew: Crew }
  /**
   * The crew has ten: it is unchanged, and `fresh` is a new crew (a new id, no name) with only the newcomer
   * in it, for "Start a new crew with them".
   */
  | { status: 'full'; fresh: Crew }
  /** A sample listener is not a person: never a member. */
  | { status: 'sample' }
  /** A reading no personal link may carry (a score out of range, a bad name): never a member. */
  | { status: 'invalid' };

/**
 * Adds a reading at the end of the crew, keeping its id and name. `sample` is the caller's to say (a reading
 * does not know whether it is a built-in sample listener's); the checks run in this order, so a sample is
 * refused even into a full crew, and a member already in a full crew is "already in", not "full". `freshId`
 * is the id a full crew's `fresh` crew gets (drawn with newCrewId when not given).
 */
export function addMember(
  crew: Crew,
  reading: SharedReading,
  options: { sample: boolean; freshId?: string },
): AddOutcome {
  if (!isSharedReading(reading)) return { status: 'invalid' };
  if (options.sample) return { status: 'sample' };
  if (crew.members.some((m) => sameMember(m, reading))) return { status: 'already-in', crew };
  if (crew.members.length >= MAX_CREW)
    return { status: 'full', fresh: { id: options.freshId ?? newCrewId(), members: [reading] } };
  return { status: 'added', crew: withMembers(crew, [...crew.members, reading]) };
}
