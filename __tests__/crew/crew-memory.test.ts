/** @jest-environment node */
/** What this device remembers of its visitor's crews (docs/crew.md § The device's memory). */
import * as fc from 'fast-check';
import type { Crew } from '@/lib/crew/crew';
import { encodeCrew } from '@/lib/crew/crew-link';
import {
  CREW_MEMORY_KEY,
  EMPTY_MEMORY,
  forgetCrewMemory,
  isMe,
  knownCrew,
  MAX_KNOWN_CREWS,
  MAX_ME,
  myPlace,
  parseCrewMemory,
  readCrewMemory,
  rememberCrew,
  rememberMe,
  serializeCrewMemory,
  writeCrewMemory,
  type CrewMemory,
} from '@/lib/crew/crew-memory';
import { encodeReading, type SharedReading } from '@/lib/links/link';
import { resetBrowser } from '@/lib/states/reset';
import { clearVisitor, VENUE_STORAGE_KEY } from '@/lib/venue/venue';
import { member, reading, validName } from '../support/crew-readings';
import { runs } from '../support/property-runs';
import type { KeyValueStore } from '@/lib/storage';

/** A Storage stand-in; `refuse` makes every call throw, as a privacy mode's may. */
function store(
  entries: Record<string, string> = {},
  refuse = false,
): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  const guard = () => {
    if (refuse) throw new Error('SecurityError');
  };
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (guard(), map.get(k) ?? null),
    setItem: (k, v) => (guard(), void map.set(k, v)),
    removeItem: (k) => (guard(), void map.delete(k)),
  };
}

const sam = member(42, 77, 63, 6, 'Sam');
const ann = member(10, 20, 30, 7, 'Ann');
const ben = member(70, 80, 90);
const crewOf = (id: string, ...members: SharedReading[]): Crew => ({ id, members });

describe('remembering the visitor', () => {
  it('keeps each reading once, newest last, at most ten, and the name last given', () => {
    let m = rememberMe(EMPTY_MEMORY, sam);
    expect(m).toEqual({ me: [sam], name: 'Sam', crews: [] });
    m = rememberMe(m, ben);
    expect(m).toEqual({ me: [sam, ben], name: 'Sam', crews: [] });
    m = rememberMe(m, sam);
    expect(m.me).toEqual([ben, sam]);
    for (let i = 0; i < 12; i++) m = rememberMe(m, member(i, i, i, 5, `N${i}`));
    expect(m.me).toHaveLength(MAX_ME);
    expect(m.me[MAX_ME - 1]).toEqual(member(11, 11, 11, 5, 'N11'));
    expect(m.name).toBe('N11');
  });

  it('knows the visitor in a crew by a remembered reading, name included', () => {
    const m = rememberMe(rememberMe(EMPTY_MEMORY, sam), ben);
    expect(isMe(m, sam)).toBe(true);
    expect(isMe(m, { ...sam, name: 'Alex' })).toBe(false);
    expect(myPlace(m, crewOf('crew-1', ann, ben, sam))).toBe(1);
    expect(myPlace(m, crewOf('crew-1', ann))).toBe(-1);
    expect(myPlace(EMPTY_MEMORY, crewOf('crew-1', sam))).toBe(-1);
  });
});

describe('remembering crews', () => {
  const first = crewOf('crew-1', sam);
  const grown = crewOf('crew-1', sam, ann);
  const other = crewOf('crew-1', sam, ben);

  it('keeps the latest known link of each id, first in the list', () => {
    let m = rememberCrew(EMPTY_MEMORY, first);
    expect(knownCrew(m, 'crew-1')).toEqual(first);
    m = rememberCrew(m, grown);
    expect(knownCrew(m, 'crew-1')).toEqual(grown);
    // An older link opened again leaves the newer one: the page can say a newer link exists.
    expect(knownCrew(rememberCrew(m, first), 'crew-1')).toEqual(grown);
    // A branch apart leaves the stored one too: the page can offer to merge.
    expect(knownCrew(rememberCrew(m, other), 'crew-1')).toEqual(grown);
    // The same members (renamed) replace it.
    const renamed = { ...grown, name: 'Eis' };
    expect(knownCrew(rememberCrew(m, renamed), 'crew-1')).toEqual(renamed);
    expect(knownCrew(m, 'crew-2')).toBeUndefined();
    // A crew no link may carry is not kept.
    expect(rememberCrew(m, { id: 'crew-2', members: [] })).toBe(m);
  });

  it('holds one crew per id, newest first, at most twelve', () => {
    let m = EMPTY_MEMORY;
    for (let i = 0; i < 15; i++) m = rememberCrew(m, crewOf(`crew-${i.toString(36)}`, member(i, 0, 0)));
    m = rememberCrew(m, crewOf('crew-5', member(5, 0, 0), ann));
    expect(m.crews).toHaveLength(MAX_KNOWN_CREWS);
    expect(m.crews[0]).toEqual(crewOf('crew-5', member(5, 0, 0), ann));
    expect(m.crews[1]?.id).toBe('crew-e');
    expect(new Set(m.crews.map((c) => c.id)).size).toBe(MAX_KNOWN_CREWS);
    expect(knownCrew(m, 'crew-0')).toBeUndefined();
  });
});

describe('the stored memory', () => {
  const full: CrewMemory = {
    me: [sam, ben],
    name: 'Sam',
    crews: [{ ...crewOf('crew-1', sam, ann), name: 'Eis' }, crewOf('crew-2', ben)],
  };

  it('round-trips: readings as personal link tokens, crews as crew link tokens', () => {
    const text = serializeCrewMemory(full);
    expect(JSON.parse(text)).toEqual({
      me: [encodeReading(sam), encodeReading(ben)],
      name: 'Sam',
      crews: full.crews.map(encodeCrew),
    });
    expect(parseCrewMemory(text)).toEqual(full);
    expect(parseCrewMemory(serializeCrewMemory(EMPTY_MEMORY))).toEqual(EMPTY_MEMORY);
  });

  it('round-trips whatever the visitor did: 300 runs', () => {
    const crew = fc
      .tuple(
        fc.uniqueArray(reading, {
          minLength: 1,
          maxLength: 10,
          comparator: (a, b) => encodeReading(a) === encodeReading(b),
        }),
        fc.nat(99),
      )
      .map(([members, n]): Crew => ({ id: `crew${n.toString().padStart(2, '0')}`, members }));
    fc.assert(
      fc.property(
        fc.array(reading, { maxLength: 14 }),
        fc.array(crew, { maxLength: 15 }),
        (readings, crews) => {
          let m = EMPTY_MEMORY;
          for (const r of readings) m = rememberMe(m, r);
          for (const c of crews) m = rememberCrew(m, c);
          expect(parseCrewMemory(serializeCrewMemory(m))).toEqual(m);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('drops anything invalid and never throws', () => {
    for (const junk of [
      undefined,
      null,
      42,
      '',
      'not json',
      '[]',
      'null',
      '"x"',
      '{"me":5}',
      'x'.repeat(40_000),
    ])
      expect(parseCrewMemory(junk)).toEqual(EMPTY_MEMORY);
    const token = encodeCrew(crewOf('crew-1', sam)) ?? '';
    const mixed = JSON.stringify({
      me: [encodeReading(sam), 'v2-101-0-0-1-1-1-l', 7, null, encodeReading(sam)],
      name: '<b>',
      crews: [token, `${token.slice(0, -1)}A`, 'c2-junk', token, 5, encodeCrew(crewOf('crew-2', ben))],
    });
    expect(parseCrewMemory(mixed)).toEqual({
      me: [sam],
      name: undefined,
      crews: [crewOf('crew-1', sam), crewOf('crew-2', ben)],
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (value) => {
        const m = parseCrewMemory(value);
        expect(m.me.length).toBeLessThanOrEqual(MAX_ME);
        expect(m.crews.length).toBeLessThanOrEqual(MAX_KNOWN_CREWS);
      }),
      { numRuns: runs(1_000) },
    );
    // A valid name stays, one with a space too many is dropped.
    fc.assert(
      fc.property(validName, (name) => expect(parseCrewMemory(JSON.stringify({ name })).name).toBe(name)),
    );
    expect(parseCrewMemory(JSON.stringify({ name: 'Sam ' })).name).toBeUndefined();
  });

  it('caps what it reads: ten readings, twelve crews', () => {
    const text = JSON.stringify({
      me: Array.from({ length: 15 }, (_, i) => encodeReading(member(i, 0, 0))),
      crews: Array.from({ length: 15 }, (_, i) => encodeCrew(crewOf(`crew-${i.toString(36)}`, sam))),
    });
    const m = parseCrewMemory(text);
    expect(m.me).toHaveLength(MAX_ME);
    expect(m.me[0]).toEqual(member(5, 0, 0));
    expect(m.crews).toHaveLength(MAX_KNOWN_CREWS);
    expect(m.crews[0]?.id).toBe('crew-0');
  });
});

describe('the memory in localStorage', () => {
  const m = rememberCrew(rememberMe(EMPTY_MEMORY, sam), crewOf('crew-1', sam));

  it('is written and read back under its key; forgotten on request', () => {
    const s = store();
    writeCrewMemory(s, m, { venue: false });
    expect(s.map.get(CREW_MEMORY_KEY)).toBe(serializeCrewMemory(m));
    expect(readCrewMemory(s)).toEqual(m);
    forgetCrewMemory(s);
    expect(s.map.has(CREW_MEMORY_KEY)).toBe(false);
    expect(readCrewMemory(s)).toEqual(EMPTY_MEMORY);
  });

  it('is never written on a venue screen', () => {
    const s = store();
    writeCrewMemory(s, m, { venue: true });
    expect(s.map.size).toBe(0);
  });

  it('never throws on a store that refuses, or on none', () => {
    const refusing = store({ [CREW_MEMORY_KEY]: serializeCrewMemory(m) }, true);
    expect(readCrewMemory(refusing)).toEqual(EMPTY_MEMORY);
    expect(readCrewMemory(null)).toEqual(EMPTY_MEMORY);
    expect(() => writeCrewMemory(refusing, m, { venue: false })).not.toThrow();
    expect(() => writeCrewMemory(null, m, { venue: false })).not.toThrow();
    expect(() => forgetCrewMemory(refusing)).not.toThrow();
    expect(() => forgetCrewMemory(null)).not.toThrow();
  });

  it('goes with Next visitor, which keeps only the venue setting', () => {
    const local = store({
      [CREW_MEMORY_KEY]: serializeCrewMemory(m),
      [VENUE_STORAGE_KEY]: '{"on":true,"idleSeconds":90}',
    });
    clearVisitor(store({ 'flavor-result': '{}' }), local);
    expect([...local.map.keys()]).toEqual([VENUE_STORAGE_KEY]);
    expect(readCrewMemory(local)).toEqual(EMPTY_MEMORY);
  });

  it.each([false, true])('goes with "Reset this browser" (everything: %p)', async (everything) => {
    const local = store({ [CREW_MEMORY_KEY]: serializeCrewMemory(m) });
    await resetBrowser({ session: store(), local, writeCookie: () => undefined }, everything);
    expect(local.map.has(CREW_MEMORY_KEY)).toBe(false);
  });
});
