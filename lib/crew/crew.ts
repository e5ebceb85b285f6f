import { isSharedReading, sameScores, type SharedReading } from '../links/link';

/**
 * A crew: up to ten friends' readings, in the order they joined (docs/crew.md). Each member is a reading
 * exactly as a personal link carries it (scores, spreads and basis if any, an optional name), so a friend's
 * link adds a member as it is and a crew link is only those readings, side by side.
 */
export interface Crew {
  readonly members: readonly SharedReading[];
}

/** Ten: what a QR code on a tablet still reads comfortably with names (docs/crew.md § Lengths). */
export const MAX_CREW = 10;

export const EMPTY_CREW: Crew = { members: [] };

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
   * The crew has ten: it is unchanged, and `fresh` is a new crew with only the newcomer in it, for "Start a
   * new crew with them".
   */
  | { status: 'full'; fresh: Crew }
  /** A sample listener is not a person: never a member. */
  | { status: 'sample' }
  /** A reading no personal link may carry (a score out of range, a bad name): never a member. */
  | { status: 'invalid' };

/**
 * Adds a reading at the end of the crew. `sample` is the caller's to say (a reading does not know whether it
 * is a built-in sample listener's); the checks run in this order, so a sample is refused even into a full
 * crew, and a member already in a full crew is "already in", not "full".
 */
export function addMember(crew: Crew, reading: SharedReading, options: { sample: boolean }): AddOutcome {
  if (!isSharedReading(reading)) return { status: 'invalid' };
  if (options.sample) return { status: 'sample' };
  if (crew.members.some((m) => sameMember(m, reading))) return { status: 'already-in', crew };
  if (crew.members.length >= MAX_CREW) return { status: 'full', fresh: { members: [reading] } };
  return { status: 'added', crew: { members: [...crew.members, reading] } };
}
