/** @jest-environment node */
/** Adding a member to a crew (docs/crew.md § Adding a member). */
import * as fc from 'fast-check';
import { addMember, EMPTY_CREW, MAX_CREW, sameMember, type Crew } from '@/lib/crew/crew';
import { member, reading } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const person = { sample: false };
const ten: Crew = { members: Array.from({ length: MAX_CREW }, (_, i) => member(i * 10, 50, 50, 5)) };

describe('adding a member', () => {
  it('adds at the end, leaving the crew it was given as it was', () => {
    const one = addMember(EMPTY_CREW, member(1, 2, 3), person);
    expect(one).toEqual({ status: 'added', crew: { members: [member(1, 2, 3)] } });
    if (one.status !== 'added') return;
    const two = addMember(one.crew, member(4, 5, 6, 7, 'Sam'), person);
    expect(two).toEqual({ status: 'added', crew: { members: [member(1, 2, 3), member(4, 5, 6, 7, 'Sam')] } });
    expect(one.crew.members).toHaveLength(1);
    expect(EMPTY_CREW.members).toHaveLength(0);
  });

  it('the eleventh is "full", with a new crew of only them to start', () => {
    const newcomer = member(99, 99, 99, 3, 'Kim');
    expect(addMember(ten, newcomer, person)).toEqual({ status: 'full', fresh: { members: [newcomer] } });
  });

  it('the same reading again is "already in", even in a full crew; another name is another member', () => {
    expect(addMember(ten, member(0, 50, 50, 5), person)).toEqual({ status: 'already-in', crew: ten });
    const sam = { members: [member(4, 5, 6, 7, 'Sam')] };
    expect(addMember(sam, member(4, 5, 6, 7, 'Alex'), person).status).toBe('added');
    expect(addMember(sam, member(4, 5, 6, 7), person).status).toBe('added');
    expect(addMember(sam, member(4, 5, 6, 8, 'Sam'), person).status).toBe('added');
  });

  it('a sample listener is never added, even to an empty crew; nor a reading no link may carry', () => {
    expect(addMember(EMPTY_CREW, member(1, 2, 3), { sample: true })).toEqual({ status: 'sample' });
    expect(addMember(ten, member(1, 2, 3), { sample: true })).toEqual({ status: 'sample' });
    for (const bad of [
      member(101, 0, 0),
      member(1.5, 0, 0),
      member(1, 2, 3, 0),
      member(1, 2, 3, 51),
      member(1, 2, 3, 5, ' Sam'),
    ])
      expect(addMember(EMPTY_CREW, bad, person)).toEqual({ status: 'invalid' });
  });

  it('whatever is added, a crew holds at most ten distinct members: 500 runs', () => {
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 30 }), (readings) => {
        let crew = EMPTY_CREW;
        for (const r of readings) {
          const outcome = addMember(crew, r, person);
          if (outcome.status === 'added' || outcome.status === 'already-in') crew = outcome.crew;
        }
        expect(crew.members.length).toBeLessThanOrEqual(MAX_CREW);
        crew.members.forEach((m, i) =>
          expect(crew.members.slice(i + 1).some((o) => sameMember(m, o))).toBe(false),
        );
      }),
      { numRuns: runs(500) },
    );
  });
});
