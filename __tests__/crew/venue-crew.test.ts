/** @jest-environment node */
/** A crew at the venue screen, kept in the tab between turns (lib/crew/venue-crew.ts). */
import { emptyCrew, MAX_CREW, type Crew } from '@/lib/crew/crew';
import { encodeCrew } from '@/lib/crew/crew-link';
import {
  clearForNextFriend,
  keepVenueCrew,
  readVenueCrew,
  answerNextFriendCall,
  nextFriendCalled,
  takeTurn,
  VENUE_CREW_KEY,
  VENUE_NEXT_KEY,
} from '@/lib/crew/venue-crew';
import { member } from '../support/crew-readings';
import type { KeyValueStore } from '@/lib/storage';

/** A sessionStorage stand-in; `refuse` makes every write throw, as a privacy mode's does. */
function store(
  entries: Record<string, string> = {},
  refuse = false,
): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => {
      if (refuse) throw new Error('SecurityError');
      map.delete(k);
    },
  };
}

const ana = member(80, 30, 60, 5, 'Ana');
const ben = member(20, 70, 40, 6);
const ten: Crew = {
  id: 'venue1',
  members: Array.from({ length: MAX_CREW }, (_, i) => member(i * 10, 50, 50, 5)),
};

describe('the crew so far, kept in the tab', () => {
  it('round-trips through the store as its link token', () => {
    const s = store();
    keepVenueCrew(s, { id: 'venue1', members: [ana, ben] });
    expect(s.map.get(VENUE_CREW_KEY)).toBe(encodeCrew({ id: 'venue1', members: [ana, ben] }));
    expect(readVenueCrew(s)).toEqual({ id: 'venue1', members: [ana, ben] });
  });

  it('reads nothing, junk, an edited token or a store that throws as no crew yet, or as what still reads', () => {
    const fresh = () => 'fresh1';
    expect(readVenueCrew(store(), fresh)).toEqual(emptyCrew('fresh1'));
    expect(readVenueCrew(null, fresh)).toEqual(emptyCrew('fresh1'));
    expect(readVenueCrew(store({ [VENUE_CREW_KEY]: '<script>' }), fresh)).toEqual(emptyCrew('fresh1'));
    // Without a crew, a new id for the crew that starts here.
    expect(readVenueCrew(null).id).toMatch(/^[A-Za-z0-9_-]{6}$/);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readVenueCrew(throwing, fresh)).toEqual(emptyCrew('fresh1'));
    const token = encodeCrew({ id: 'venue1', members: [ana, ben] }) ?? '';
    // A doubled member counts once, as in any crew link.
    expect(readVenueCrew(store({ [VENUE_CREW_KEY]: `${token}.${token.split('.')[1] ?? ''}` }))).toEqual({
      id: 'venue1',
      members: [ana, ben],
    });
  });

  it('does not throw when the store refuses to keep it', () => {
    expect(() => keepVenueCrew(store({}, true), { id: 'venue1', members: [ana] })).not.toThrow();
  });
});

describe('a turn at the counter', () => {
  it('adds the visitor at the end, and counts a second tap of the same reading once', () => {
    const first = takeTurn(emptyCrew('venue1'), ana, false);
    expect(first).toEqual({ status: 'in', crew: { id: 'venue1', members: [ana] } });
    const second = takeTurn(first.crew, ben, false);
    expect(second).toEqual({ status: 'in', crew: { id: 'venue1', members: [ana, ben] } });
    expect(takeTurn(second.crew, ben, false)).toEqual({
      status: 'in',
      crew: { id: 'venue1', members: [ana, ben] },
    });
  });

  it('keeps a full crew as it is, and never adds a sample listener or a bad name', () => {
    expect(takeTurn(ten, ana, false)).toEqual({ status: 'full', crew: ten });
    expect(takeTurn({ id: 'venue1', members: [ana] }, ben, true)).toEqual({
      status: 'not-added',
      crew: { id: 'venue1', members: [ana] },
    });
    expect(takeTurn(emptyCrew('venue1'), member(1, 2, 3, 5, '<b>'), false)).toEqual({
      status: 'not-added',
      crew: emptyCrew('venue1'),
    });
  });
});

describe('the next friend', () => {
  it('clears the visitor’s result and friend but keeps the crew, and calls the dialog until the call is answered', () => {
    const s = store({ [VENUE_CREW_KEY]: 'c2-x', 'flavor-result': '{}', 'flavor-friend': 'v2-x' });
    clearForNextFriend(s);
    expect(Object.fromEntries(s.map)).toEqual({ [VENUE_CREW_KEY]: 'c2-x', [VENUE_NEXT_KEY]: '1' });
    expect(nextFriendCalled(s)).toBe(true);
    expect(nextFriendCalled(s)).toBe(true);
    answerNextFriendCall(s);
    expect(nextFriendCalled(s)).toBe(false);
  });

  it('never throws on a store that refuses, or on none', () => {
    expect(() => clearForNextFriend(store({ a: 'b' }, true))).not.toThrow();
    expect(() => clearForNextFriend(null)).not.toThrow();
    expect(() => answerNextFriendCall(store({ [VENUE_NEXT_KEY]: '1' }, true))).not.toThrow();
    expect(nextFriendCalled(null)).toBe(false);
  });
});
