import type { SharedReading } from '../links/link';
import { addMember, emptyCrew, newCrewId, type Crew } from './crew';
import { encodeCrew, readCrewLink } from './crew-link';
import type { KeyValueStore } from '../storage';

/**
 * A crew at a venue screen (docs/crew.md § At the counter): friends take their turns on one tablet, and the
 * crew they have built so far waits in this tab between turns. It lives in sessionStorage, so "Next visitor"
 * and the idle reset, which clear the whole session store, take it with them.
 */

/** The crew so far: its link token (`c2-…`), the same text a crew link carries after `#`. */
export const VENUE_CREW_KEY = 'flavor-venue-crew';

/** Set by "Add the next friend": the crew page opens the connect dialog once, for the next person. */
export const VENUE_NEXT_KEY = 'flavor-venue-next';

/**
 * The crew kept in `store`, read as any crew link is (a hand-edited value loses what does not read); with none,
 * an empty crew under a new id, which is the crew's once its first member is kept.
 */
export function readVenueCrew(
  store: Pick<KeyValueStore, 'getItem'> | null,
  newId: () => string = newCrewId,
): Crew {
  let text: unknown;
  try {
    text = store?.getItem(VENUE_CREW_KEY);
  } catch {
    text = undefined;
  }
  const outcome = typeof text === 'string' ? readCrewLink(`#${text}`) : undefined;
  return outcome?.status === 'ok' ? outcome.crew : emptyCrew(newId());
}

/** Keeps `crew` as the crew so far; a store that refuses (privacy mode) keeps it for this page only. */
export function keepVenueCrew(store: Pick<KeyValueStore, 'setItem'> | null, crew: Crew): void {
  const token = encodeCrew(crew);
  if (token === undefined) return;
  try {
    store?.setItem(VENUE_CREW_KEY, token);
  } catch {
    // Nothing more this store lets us do: the crew page's link still holds the crew.
  }
}

/** What the crew is once this visitor's turn is counted, and whether they are in it. */
export type VenueTurn =
  /** In the crew now (just added, or already there): `crew` holds them. */
  | { status: 'in'; crew: Crew }
  /** Ten already: the crew is unchanged and the visitor is not in it. */
  | { status: 'full'; crew: Crew }
  /** A sample listener, or a reading no link may carry: never added; the crew is unchanged. */
  | { status: 'not-added'; crew: Crew };

/**
 * The crew with this visitor's reading at the end. At the counter a full crew stays the crew the friends are
 * building: the eleventh is told so, and can start a crew of their own from their phone.
 */
export function takeTurn(crew: Crew, reading: SharedReading, sample: boolean): VenueTurn {
  const outcome = addMember(crew, reading, { sample });
  switch (outcome.status) {
    case 'added':
    case 'already-in':
      return { status: 'in', crew: outcome.crew };
    case 'full':
      return { status: 'full', crew };
    default:
      return { status: 'not-added', crew };
  }
}

/**
 * Clears the tab for the next friend: every session key goes (this visitor's result, the friend beside them)
 * but the crew so far, and the crew page is told to open the connect dialog. The venue setting lives in
 * localStorage and is not touched. Never throws.
 */
export function clearForNextFriend(session: KeyValueStore | null): void {
  if (!session) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < session.length; i++) {
      const key = session.key(i);
      if (key !== null && key !== VENUE_CREW_KEY) keys.push(key);
    }
    for (const key of keys) session.removeItem(key);
    session.setItem(VENUE_NEXT_KEY, '1');
  } catch {
    // A store we cannot change: the next friend's result replaces this one when it comes.
  }
}

/**
 * Whether the crew page should open the dialog for the next friend. Only a read: React may run a state's
 * initializer twice, so the call is answered apart, once the page has opened the dialog.
 */
export function nextFriendCalled(session: Pick<KeyValueStore, 'getItem'> | null): boolean {
  try {
    return session?.getItem(VENUE_NEXT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The call answered: a reload of the crew page does not open the dialog again. Never throws. */
export function answerNextFriendCall(session: Pick<KeyValueStore, 'removeItem'> | null): void {
  try {
    session?.removeItem(VENUE_NEXT_KEY);
  } catch {
    // A store that refuses: the dialog may open again after a reload, which does no harm.
  }
}
