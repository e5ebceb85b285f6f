/** @jest-environment node */
/** The crew's flavour (docs/crew.md § The crew's flavour): the scorer's own result for the mean scores. */
import * as fc from 'fast-check';
import { sameMember, type Crew } from '@/lib/crew/crew';
import { crewCertainty, crewFlavor } from '@/lib/crew/crew-flavor';
import { flavorChances } from '@/lib/flavor/certainty';
import { buildResult } from '@/lib/flavor/result';
import type { SharedReading } from '@/lib/links/link';
import { certainty, member, reading } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const crewOf = (...members: SharedReading[]): Crew => ({ id: 'flavor', members });

function flavorOf(crew: Crew) {
  const flavor = crewFlavor(crew);
  if (!flavor) throw new Error('no flavour');
  return flavor;
}

describe("the crew's flavour", () => {
  it("is the scorer's own result for the members' mean scores, rounded as the scorer rounds: 1,000 runs", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(reading, { minLength: 1, maxLength: 10, comparator: sameMember }),
        (members) => {
          const { result, row, means } = flavorOf(crewOf(...members));
          const mean = (t: 'E' | 'C' | 'O') => members.reduce((s, m) => s + m.scores[t], 0) / members.length;
          expect(means).toEqual({ E: mean('E'), C: mean('C'), O: mean('O') });
          // toEqual reads a key set to undefined as absent: the certainty is the only field added.
          expect({ ...result, certainty: undefined }).toEqual(
            buildResult({ E: Math.round(means.E), C: Math.round(means.C), O: Math.round(means.O) }),
          );
          // It carries its row, so no view looks it up again.
          expect(row.rowKey).toBe(result.row_key);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it('a mean of 59.5 is 60: High, as the scorer rounds (a link would keep 59; the crew is not a link)', () => {
    const { result } = flavorOf(crewOf(member(59, 10, 90), member(60, 11, 91)));
    expect([result.E_score, result.C_score, result.O_score]).toEqual(['60', '11', '91']);
    expect(result.row_key).toBe('High Low High');
  });

  it("a crew of one is its member's own reading, how sure included: 500 runs", () => {
    fc.assert(
      fc.property(reading, (r) => {
        const flavor = flavorOf(crewOf(r));
        const own = buildResult(r.scores);
        if (r.certainty) own.certainty = r.certainty;
        expect(flavor.result).toEqual(own);
        expect(flavor.chances).toEqual(r.certainty ? flavorChances(r.scores, r.certainty) : null);
      }),
      { numRuns: runs(500) },
    );
  });

  it('says how sure only when every member does; from answers only when every member is', () => {
    expect(flavorOf(crewOf(member(70, 70, 70, 5), member(70, 70, 70))).chances).toBeNull();
    expect(flavorOf(crewOf(member(70, 70, 70, 5), member(70, 70, 70))).result.certainty).toBeUndefined();
    const answers = (r: SharedReading): SharedReading => ({
      ...r,
      certainty: { basis: 'answers', spread: r.certainty!.spread },
    });
    expect(crewCertainty([answers(member(1, 2, 3, 4)), answers(member(5, 6, 7, 8))])?.basis).toBe('answers');
    expect(crewCertainty([answers(member(1, 2, 3, 4)), member(5, 6, 7, 8)])?.basis).toBe('listening');
    expect(crewFlavor(crewOf())).toBeUndefined();
  });

  it('a crew that agrees is surer than each member: the spread of a mean of independent readings', () => {
    const four = crewOf(...['A', 'B', 'C', 'D'].map((name) => member(70, 30, 64, 8, name)));
    expect(crewCertainty(four.members)?.spread).toEqual({ E: 4, C: 4, O: 4 });
    // Members 2 points apart with spreads of 5: no more apart than their noise explains.
    expect(crewCertainty([member(58, 50, 50, 5), member(60, 50, 50, 5)])?.spread.E).toBe(3.5);
  });

  it('a crew split on a trait is unsure of it (a swirl), however sure each member is', () => {
    const split = flavorOf(crewOf(member(20, 90, 90, 2), member(98, 90, 90, 2)));
    // Scores 20 and 98, spreads 2: noise 8 / 2² + disagreement (3042 − 8 / 2) / 2 = 1521 = 39².
    expect(split.result.certainty?.spread.E).toBe(39);
    expect(split.chances?.traits.E.stay).toBeLessThan(0.55);
    expect(split.chances?.second?.traits).toEqual(['E']);
    const agreed = flavorOf(crewOf(member(70, 90, 90, 2), member(72, 90, 90, 2)));
    expect(agreed.chances?.second).toBeNull();
  });

  it('every crew certainty is one a result may state: spreads within 1–50, to a tenth: 500 runs', () => {
    const withSpread = fc
      .tuple(reading, certainty)
      .map(([r, c]) => ({ ...r, certainty: c }) as SharedReading);
    fc.assert(
      fc.property(fc.array(withSpread, { minLength: 1, maxLength: 10 }), (members) => {
        const c = crewCertainty(members);
        for (const s of Object.values(c?.spread ?? {})) {
          expect(s).toBeGreaterThanOrEqual(1);
          expect(s).toBeLessThanOrEqual(50);
          expect(Math.round(s * 10) / 10).toBe(s);
        }
      }),
      { numRuns: runs(500) },
    );
  });
});
