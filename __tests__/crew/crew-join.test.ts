/** @jest-environment node */
/** Starting and joining a crew from the page (lib/crew/crew-join.ts). */
import { MAX_CREW, type Crew } from '@/lib/crew/crew';
import { joinCrew, ownPlace, startCrew } from '@/lib/crew/crew-join';
import { readCrewLink } from '@/lib/crew/crew-link';
import { member } from '../support/crew-readings';
import { expectStatus } from '../support/narrow';

const ten: Crew = {
  id: 'joined',
  members: Array.from({ length: MAX_CREW }, (_, i) => member(i * 10, 50, 50, 5)),
};

describe('starting a crew', () => {
  it('makes a crew of one whose token reads back as that one member', () => {
    const sam = member(42, 77, 63, 6, 'Sam');
    const outcome = startCrew(sam, false, 'start1');
    expect(outcome.status).toBe('added');
    if (outcome.status !== 'added') return;
    expect(outcome.crew).toEqual({ id: 'start1', members: [sam] });
    expect(readCrewLink(`#${outcome.token}`)).toEqual({
      status: 'ok',
      crew: { id: 'start1', members: [sam] },
      leftOut: { unreadable: 0, edited: 0, cut: 0, overflow: 0 },
      repeats: 0,
    });
  });

  it("carries the crew's name, if given, in the token", () => {
    const outcome = startCrew(member(1, 2, 3), false, 'start1', 'Eis am Kanal');
    if (outcome.status !== 'added') throw new Error(outcome.status);
    const read = readCrewLink(outcome.token);
    expectStatus(read, 'ok');
    expect(read.crew).toEqual({
      id: 'start1',
      name: 'Eis am Kanal',
      members: [member(1, 2, 3)],
    });
  });

  it('refuses a sample listener and a reading no link may carry', () => {
    expect(startCrew(member(1, 2, 3), true, 'start1')).toEqual({ status: 'sample' });
    expect(startCrew(member(1, 2, 3, 5, '<b>'), false, 'start1')).toEqual({ status: 'invalid' });
  });
});

describe('joining a crew', () => {
  it("adds at the end and hands back the new token, with the crew's id and name", () => {
    const start = { id: 'joined', name: 'Crew', members: [member(1, 2, 3)] };
    const outcome = joinCrew(start, member(70, 80, 90, 4, 'Alex'), false);
    expect(outcome.status).toBe('added');
    if (outcome.status !== 'added') return;
    const read = readCrewLink(outcome.token);
    expectStatus(read, 'ok');
    expect(read.crew).toEqual({
      id: 'joined',
      name: 'Crew',
      members: [member(1, 2, 3), member(70, 80, 90, 4, 'Alex')],
    });
  });

  it('the same reading again changes nothing', () => {
    expect(joinCrew(ten, member(10, 50, 50, 5), false)).toEqual({ status: 'already-in' });
  });

  it('the eleventh gets a fresh crew of their own', () => {
    const kim = member(99, 1, 99, 3, 'Kim');
    const outcome = joinCrew(ten, kim, false, 'fresh1');
    expect(outcome.status).toBe('full');
    if (outcome.status !== 'full') return;
    const read = readCrewLink(outcome.freshToken);
    expectStatus(read, 'ok');
    expect(read.crew).toEqual({ id: 'fresh1', members: [kim] });
  });

  it('a sample listener is shown, never added, even to a full crew', () => {
    expect(joinCrew(ten, member(99, 1, 99), true)).toEqual({ status: 'sample' });
  });
});

describe("the visitor's place in a crew", () => {
  const crew = {
    id: 'joined',
    members: [member(1, 2, 3, 5, 'Sam'), member(40, 50, 60, 7, 'Alex'), member(40, 50, 60)],
  };

  it('is the first member with their scores and certainty, whatever name they gave', () => {
    expect(ownPlace(crew, member(40, 50, 60, 7))).toBe(1);
    expect(ownPlace(crew, member(1, 2, 3, 5))).toBe(0);
    expect(ownPlace(crew, member(40, 50, 60))).toBe(2);
  });

  it('is -1 for another certainty, other scores, or no result', () => {
    expect(ownPlace(crew, member(1, 2, 3, 6))).toBe(-1);
    expect(ownPlace(crew, member(1, 2, 4, 5))).toBe(-1);
    expect(ownPlace(crew, undefined)).toBe(-1);
  });
});
