/** @jest-environment node */
/** The crew's closest and most different pairs (docs/crew.md § Pairs). */
import * as fc from 'fast-check';
import type { Crew } from '@/lib/crew/crew';
import { bestMatches, crewPairLine, crewPairs } from '@/lib/crew/crew-pairs';
import { rowForReading, type SharedReading } from '@/lib/links/link';
import { matchScore } from '@/lib/links/match';
import { pairLine } from '@/lib/links/pairs';
import { pairWordsFor } from '../support/flavor-words';
import { member, reading } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const crewOf = (...members: SharedReading[]): Crew => ({ id: 'paired', members });
const places = (pair: { first: number; second: number } | undefined) => pair && [pair.first, pair.second];

describe("the crew's pairs", () => {
  it('the closest and the most different pair, with their match scores', () => {
    const crew = crewOf(member(10, 10, 10), member(90, 90, 90), member(12, 11, 10), member(50, 50, 50));
    const pairs = crewPairs(crew);
    expect(places(pairs?.closest)).toEqual([0, 2]);
    expect(pairs?.closest).toMatchObject({ gap: 3, match: 99, a: crew.members[0], b: crew.members[2] });
    expect(places(pairs?.mostDifferent)).toEqual([0, 1]);
    expect(pairs?.mostDifferent).toMatchObject({ gap: 240, match: 20 });
  });

  it('ties go to the pair first in member order', () => {
    // (0,1) and (0,2) are both 30 apart, (1,2) 40.
    const even = crewOf(member(0, 0, 0), member(10, 10, 10), member(0, 30, 0));
    expect(places(crewPairs(even)?.closest)).toEqual([0, 1]);
    // (0,1) and (1,2) are both 100 apart; Ann and Cy have the same scores.
    const far = crewOf(member(0, 0, 0, 5, 'Ann'), member(100, 0, 0), member(0, 0, 0, 5, 'Cy'));
    expect(places(crewPairs(far)?.mostDifferent)).toEqual([0, 1]);
    expect(places(crewPairs(far)?.closest)).toEqual([0, 2]);
    const same = crewOf(member(50, 50, 50, 5, 'A'), member(50, 50, 50, 5, 'B'), member(50, 50, 50, 5, 'C'));
    expect(places(crewPairs(same)?.closest)).toEqual([0, 1]);
    expect(places(crewPairs(same)?.mostDifferent)).toEqual([0, 1]);
  });

  it('a crew of two is one pair, both closest and most different; fewer has none', () => {
    const two = crewOf(member(1, 2, 3), member(4, 5, 6));
    expect(crewPairs(two)?.closest).toEqual(crewPairs(two)?.mostDifferent);
    expect(crewPairs(crewOf(member(1, 2, 3)))).toBeUndefined();
    expect(crewPairs(crewOf())).toBeUndefined();
  });

  it('no pair is closer or further than the ones named, and the first of equals is named: 500 runs', () => {
    fc.assert(
      fc.property(fc.array(reading, { minLength: 2, maxLength: 10 }), (members) => {
        const pairs = crewPairs(crewOf(...members));
        if (!pairs) throw new Error('no pairs');
        const all = members.flatMap((a, i) =>
          members
            .slice(i + 1)
            .map((b, k) => ({ first: i, second: i + 1 + k, match: matchScore(a.scores, b.scores) })),
        );
        const gaps = members.flatMap((a, i) =>
          members
            .slice(i + 1)
            .map(
              (b) =>
                Math.abs(a.scores.E - b.scores.E) +
                Math.abs(a.scores.C - b.scores.C) +
                Math.abs(a.scores.O - b.scores.O),
            ),
        );
        const least = Math.min(...gaps);
        const most = Math.max(...gaps);
        expect(places(pairs.closest)).toEqual(places(all[gaps.indexOf(least)]));
        expect(places(pairs.mostDifferent)).toEqual(places(all[gaps.indexOf(most)]));
        expect(pairs.closest.match).toBe(Math.max(...all.map((p) => p.match)));
      }),
      { numRuns: runs(500) },
    );
  });

  it("each pair's line is the pair table's, for the two members' flavours (plain text)", () => {
    const crew = crewOf(member(80, 80, 80, 5, 'Sam'), member(20, 20, 20), member(81, 80, 80));
    const pairs = crewPairs(crew);
    if (!pairs) throw new Error('no pairs');
    for (const language of ['en', 'de'] as const) {
      const t = pairWordsFor(language);
      expect(crewPairLine(pairs.closest, t)).toBe(
        pairLine(rowForReading(crew.members[0]!), rowForReading(crew.members[2]!), t),
      );
      expect(crewPairLine(pairs.mostDifferent, t)).toBe(
        pairLine(rowForReading(crew.members[0]!), rowForReading(crew.members[1]!), t),
      );
      expect(crewPairLine(pairs.mostDifferent, t)).not.toMatch(/[<>]/);
    }
  });
});

describe("each member's best match", () => {
  it('is the member they match best, by place, with the match score', () => {
    const crew = crewOf(member(10, 10, 10), member(90, 90, 90), member(12, 11, 10), member(60, 60, 60));
    expect(bestMatches(crew)).toEqual([
      { place: 2, match: 99 },
      { place: 3, match: 70 },
      { place: 0, match: 99 },
      { place: 1, match: 70 },
    ]);
  });

  it('ties go to the earlier place; a crew of one has none, an empty crew nothing', () => {
    const crew = crewOf(member(50, 50, 50), member(40, 50, 50), member(60, 50, 50));
    expect(bestMatches(crew)).toEqual([
      { place: 1, match: 96 },
      { place: 0, match: 96 },
      { place: 0, match: 96 },
    ]);
    expect(bestMatches(crewOf(member(1, 2, 3)))).toEqual([undefined]);
    expect(bestMatches(crewOf())).toEqual([]);
  });

  it('no other member matches better, and none before it as well: 300 runs', () => {
    fc.assert(
      fc.property(fc.array(reading, { minLength: 2, maxLength: 10 }), (members) => {
        bestMatches(crewOf(...members)).forEach((best, i) => {
          if (!best) throw new Error('no match');
          const scores = members.map((m, j) => (j === i ? -1 : matchScore(members[i]!.scores, m.scores)));
          expect(best.match).toBe(Math.max(...scores));
          expect(best.place).toBe(scores.indexOf(best.match));
        });
      }),
      { numRuns: runs(300) },
    );
  });
});
