/** @jest-environment node */
/** Two links of one crew, told apart and put together (docs/crew.md § Merging). */
import * as fc from 'fast-check';
import { addMember, emptyCrew, MAX_CREW, sameMember, type Crew } from '@/lib/crew/crew';
import { mergeCrews, relateCrews } from '@/lib/crew/crew-merge';
import type { SharedReading } from '@/lib/links/link';
import { member, reading } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const crewOf = (id: string, ...members: SharedReading[]): Crew => ({ id, members });
const starter = member(50, 50, 50, 5, 'Sam');
const ann = member(10, 20, 30, 6, 'Ann');
const ben = member(70, 80, 90);

describe('how two crews stand', () => {
  it('other ids are other crews, whatever they hold', () => {
    expect(relateCrews(crewOf('crew-1', starter), crewOf('crew-2', starter))).toBe('other');
  });

  it('same members in any order are the same crew; a renamed crew too', () => {
    expect(relateCrews(crewOf('crew-1', starter, ann), crewOf('crew-1', ann, starter))).toBe('same');
    expect(relateCrews({ ...crewOf('crew-1', starter), name: 'Eis' }, crewOf('crew-1', starter))).toBe(
      'same',
    );
  });

  it('a link that grew past another is newer; the other is older', () => {
    const first = crewOf('crew-1', starter);
    const grown = crewOf('crew-1', starter, ann);
    expect(relateCrews(first, grown)).toBe('older');
    expect(relateCrews(grown, first)).toBe('newer');
  });

  it('two friends who joined from the same first link are apart', () => {
    expect(relateCrews(crewOf('crew-1', starter, ann), crewOf('crew-1', starter, ben))).toBe('apart');
    // The same scores under another name are another member.
    expect(relateCrews(crewOf('crew-1', starter), crewOf('crew-1', { ...starter, name: 'Alex' }))).toBe(
      'apart',
    );
  });
});

describe('merging two links of one crew', () => {
  it("two branches become one crew: a's members in order, then b's that a lacks, no duplicate", () => {
    const a = { ...crewOf('crew-1', starter, ann), name: 'Eis' };
    const b = crewOf('crew-1', starter, ben);
    expect(mergeCrews(a, b)).toEqual({
      crew: { id: 'crew-1', name: 'Eis', members: [starter, ann, ben] },
      dropped: 0,
    });
    expect(mergeCrews(b, a)).toEqual({
      crew: { id: 'crew-1', name: 'Eis', members: [starter, ben, ann] },
      dropped: 0,
    });
    expect(relateCrews(mergeCrews(a, b).crew, a)).toBe('newer');
  });

  it("keeps a's id and name, else b's name", () => {
    const named = { ...crewOf('crew-2', ben), name: 'Bande' };
    expect(mergeCrews(crewOf('crew-1', starter), named).crew).toMatchObject({ id: 'crew-1', name: 'Bande' });
    expect(mergeCrews({ ...named, name: 'Eis' }, crewOf('crew-1', starter)).crew.name).toBe('Eis');
    expect(mergeCrews(crewOf('crew-1', starter), crewOf('crew-1', ann)).crew).not.toHaveProperty('name');
  });

  it('caps at ten and says how many of b did not fit', () => {
    const a = crewOf('crew-1', ...Array.from({ length: 8 }, (_, i) => member(i, 0, 0)));
    const b = crewOf('crew-1', member(0, 0, 0), ...Array.from({ length: 5 }, (_, i) => member(0, i + 1, 0)));
    const { crew, dropped } = mergeCrews(a, b);
    expect(crew.members).toHaveLength(MAX_CREW);
    expect(crew.members.slice(0, 8)).toEqual(a.members);
    expect(dropped).toBe(3);
  });

  it('whatever two branches of one crew hold, the merge holds each member once, at most ten: 300 runs', () => {
    const branch = fc.array(reading, { maxLength: 12 }).map((readings) => {
      let crew = emptyCrew('crew-1');
      for (const r of readings) {
        const outcome = addMember(crew, r, { sample: false, freshId: 'fresh1' });
        if (outcome.status === 'added') crew = outcome.crew;
      }
      return crew;
    });
    fc.assert(
      fc.property(branch, branch, (a, b) => {
        const { crew, dropped } = mergeCrews(a, b);
        const distinct = [...a.members, ...b.members].filter(
          (m, i, all) => all.findIndex((o) => sameMember(o, m)) === i,
        );
        expect(crew.members.length + dropped).toBe(distinct.length);
        expect(crew.members.length).toBeLessThanOrEqual(MAX_CREW);
        crew.members.forEach((m, i) =>
          expect(crew.members.slice(i + 1).some((o) => sameMember(m, o))).toBe(false),
        );
        expect(['same', 'newer']).toContain(relateCrews(crew, a));
      }),
      { numRuns: runs(300) },
    );
  });
});
