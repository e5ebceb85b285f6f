import type { SharedReading } from '../links/link';
import { addMember, emptyCrew, sameMember, type Crew } from './crew';
import { encodeCrew } from './crew-link';

/**
 * What the crew page does with a visitor's own reading (docs/crew.md § The crew page): start a crew with it,
 * or add it to the crew the page shows. Both answer with the new crew's token, ready to become the page's
 * fragment, so the page never holds a crew that has no link.
 */
export type JoinOutcome =
  /** The crew with the visitor at the end; `token` is its link's fragment. */
  | { status: 'added'; crew: Crew; token: string }
  /** The same reading (name included) is already a member: nothing changes. */
  | { status: 'already-in' }
  /** Ten already: `freshToken` is a new crew with only the visitor in it. */
  | { status: 'full'; freshToken: string }
  /** A built-in sample listener's result: shown, never added. */
  | { status: 'sample' }
  /** A reading no link may carry (a bad name): never added. */
  | { status: 'invalid' };

/**
 * Adds the visitor's reading to `crew`, keeping its id and name. `sample` is whether the reading is a
 * built-in sample listener's: the result says so, the reading cannot. `freshId` is the id of the new crew a
 * full one offers (newCrewId when not given).
 */
export function joinCrew(crew: Crew, reading: SharedReading, sample: boolean, freshId?: string): JoinOutcome {
  const outcome = addMember(crew, reading, freshId === undefined ? { sample } : { sample, freshId });
  switch (outcome.status) {
    case 'added': {
      const token = encodeCrew(outcome.crew);
      // addMember checked the reading as a link does, so a token always exists; keep the type honest anyway.
      return token === undefined ? { status: 'invalid' } : { status: 'added', crew: outcome.crew, token };
    }
    case 'full': {
      const freshToken = encodeCrew(outcome.fresh);
      return freshToken === undefined ? { status: 'invalid' } : { status: 'full', freshToken };
    }
    case 'already-in':
      return { status: 'already-in' };
    default:
      return { status: outcome.status };
  }
}

/** "Start a crew": a crew of one, the visitor, under a new `id` (newCrewId) and the crew's name, if given. */
export function startCrew(reading: SharedReading, sample: boolean, id: string, name?: string): JoinOutcome {
  return joinCrew(emptyCrew(id, name), reading, sample);
}

/**
 * Where the visitor is in the crew, or -1: the first member with their scores and certainty. The name is not
 * compared: their result does not know which name they gave when they joined.
 */
export function ownPlace(crew: Crew, own: SharedReading | undefined): number {
  if (!own) return -1;
  const unnamed = (r: SharedReading): SharedReading =>
    r.certainty ? { scores: r.scores, certainty: r.certainty } : { scores: r.scores };
  return crew.members.findIndex((m) => sameMember(unnamed(m), unnamed(own)));
}
