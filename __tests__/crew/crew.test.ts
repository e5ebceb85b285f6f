/** @jest-environment node */
/** The crew, its identity and adding a member (docs/crew.md § The crew's identity, § Adding a member). */
import * as fc from 'fast-check';
import {
  addMember,
  emptyCrew,
  isCrewId,
  MAX_CREW,
  newCrewId,
  renameCrew,
  sameMember,
  type Crew,
} from '@/lib/crew/crew';
import { member, reading } from '../support/crew-readings';
import { runs } from '../support/property-runs';
import { expectStatus } from '../support/narrow';

const person = { sample: false };
const ID = 'crew-1';
const ten: Crew = { id: ID, members: Array.from({ length: MAX_CREW }, (_, i) => member(i * 10, 50, 50, 5)) };

describe("the crew's identity", () => {
  it('a new id is six base64url digits, one a byte from the random source', () => {
    const fixed = newCrewId((bytes) => bytes.set([0, 1, 63, 64, 255, 190]));
    expect(fixed).toBe('AB_A_-');
    const drawn = Array.from({ length: 50 }, () => newCrewId());
    for (const id of drawn) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{6}$/);
      expect(isCrewId(id)).toBe(true);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('only six base64url digits are an id', () => {
    for (const bad of ['', 'abcde', 'abcdefg', 'abc.ef', 'abc ef', 'abc%ef', 42, undefined])
      expect(isCrewId(bad)).toBe(false);
  });

  it('an empty crew has its id and its name, if given', () => {
    expect(emptyCrew(ID)).toEqual({ id: ID, members: [] });
    expect(emptyCrew(ID, 'Die Eisbande')).toEqual({ id: ID, name: 'Die Eisbande', members: [] });
  });

  it('renaming keeps the id and the members; a name that breaks the rules is refused', () => {
    const crew: Crew = { id: ID, members: [member(1, 2, 3)] };
    expect(renameCrew(crew, 'Eis 🍦')).toEqual({ ...crew, name: 'Eis 🍦' });
    expect(renameCrew({ ...crew, name: 'Old' }, undefined)).toEqual(crew);
    for (const bad of ['', ' Eis', '<b>', 'x'.repeat(25), 'a\u202eb'])
      expect(renameCrew(crew, bad)).toBeUndefined();
  });
});

describe('adding a member', () => {
  it('adds at the end, keeping id and name, leaving the crew it was given as it was', () => {
    const start = emptyCrew(ID, 'Crew');
    const one = addMember(start, member(1, 2, 3), person);
    expect(one).toEqual({ status: 'added', crew: { id: ID, name: 'Crew', members: [member(1, 2, 3)] } });
    if (one.status !== 'added') return;
    const two = addMember(one.crew, member(4, 5, 6, 7, 'Sam'), person);
    expect(two).toEqual({
      status: 'added',
      crew: { id: ID, name: 'Crew', members: [member(1, 2, 3), member(4, 5, 6, 7, 'Sam')] },
    });
    expect(one.crew.members).toHaveLength(1);
    expect(start.members).toHaveLength(0);
  });

  it('the eleventh is "full", with a new crew (a new id) of only them to start', () => {
    const newcomer = member(99, 99, 99, 3, 'Kim');
    expect(addMember(ten, newcomer, { ...person, freshId: 'fresh1' })).toEqual({
      status: 'full',
      fresh: { id: 'fresh1', members: [newcomer] },
    });
    const drawn = addMember(ten, newcomer, person);
    expectStatus(drawn, 'full');
    expect(isCrewId(drawn.fresh.id)).toBe(true);
    expect(drawn.fresh.id).not.toBe(ID);
  });

  it('the same reading again is "already in", even in a full crew; another name is another member', () => {
    expect(addMember(ten, member(0, 50, 50, 5), person)).toEqual({ status: 'already-in', crew: ten });
    const sam = { id: ID, members: [member(4, 5, 6, 7, 'Sam')] };
    expect(addMember(sam, member(4, 5, 6, 7, 'Alex'), person).status).toBe('added');
    expect(addMember(sam, member(4, 5, 6, 7), person).status).toBe('added');
    expect(addMember(sam, member(4, 5, 6, 8, 'Sam'), person).status).toBe('added');
  });

  it('a sample listener is never added, even to an empty crew; nor a reading no link may carry', () => {
    expect(addMember(emptyCrew(ID), member(1, 2, 3), { sample: true })).toEqual({ status: 'sample' });
    expect(addMember(ten, member(1, 2, 3), { sample: true })).toEqual({ status: 'sample' });
    for (const bad of [
      member(101, 0, 0),
      member(1.5, 0, 0),
      member(1, 2, 3, 0),
      member(1, 2, 3, 51),
      member(1, 2, 3, 5, ' Sam'),
    ])
      expect(addMember(emptyCrew(ID), bad, person)).toEqual({ status: 'invalid' });
  });

  it('whatever is added, a crew holds at most ten distinct members and keeps its id: 500 runs', () => {
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 30 }), (readings) => {
        let crew = emptyCrew(ID);
        for (const r of readings) {
          const outcome = addMember(crew, r, person);
          if (outcome.status === 'added' || outcome.status === 'already-in') crew = outcome.crew;
        }
        expect(crew.id).toBe(ID);
        expect(crew.members.length).toBeLessThanOrEqual(MAX_CREW);
        crew.members.forEach((m, i) =>
          expect(crew.members.slice(i + 1).some((o) => sameMember(m, o))).toBe(false),
        );
      }),
      { numRuns: runs(500) },
    );
  });
});
