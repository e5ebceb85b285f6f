/** @jest-environment node */
/**
 * Personal links of version 2 (docs/sharing-links.md § The token): the scores, each trait's spread in
 * whole points and the basis travel in the fragment, so a friend's page can show the second scoop and say
 * whether the reading came from listening or from answers. Version 1 links read exactly as before.
 */
import * as fc from 'fast-check';
import { MAX_SPREAD, MIN_SPREAD, type Certainty } from '@/lib/flavor/certainty';
import { parseFriendText } from '@/lib/links/friend-storage';
import {
  decodeReading,
  encodeReading,
  isSharedReading,
  linkSpread,
  personalLinkUrl,
  readingFromResult,
  readLinkFragment,
  type SharedReading,
} from '@/lib/links/link';
import { buildResult } from '@/lib/flavor/result';
import { runs } from '../support/property-runs';

const listening = (E: number, C: number, O: number): Certainty => ({
  basis: 'listening',
  spread: { E, C, O },
});

describe('v2 personal links', () => {
  it('examples: listening, answers, a name', () => {
    expect(encodeReading({ scores: { E: 42, C: 77, O: 63 }, certainty: listening(6, 9, 8) })).toBe(
      'v2-42-77-63-6-9-8-l',
    );
    expect(
      encodeReading({
        scores: { E: 42, C: 77, O: 63 },
        certainty: { basis: 'answers', spread: { E: 12, C: 50, O: 1 } },
        name: 'Mary-Jane',
      }),
    ).toBe('v2-42-77-63-12-50-1-a-Mary-Jane');
    expect(decodeReading('v2-42-77-63-6-9-8-l-Sam')).toEqual({
      scores: { E: 42, C: 77, O: 63 },
      certainty: listening(6, 9, 8),
      name: 'Sam',
    });
    expect(decodeReading('v2-0-100-60-1-1-1-a')).toEqual({
      scores: { E: 0, C: 100, O: 60 },
      certainty: { basis: 'answers', spread: { E: 1, C: 1, O: 1 } },
    });
  });

  it('v1 links read exactly as before, without certainty', () => {
    expect(decodeReading('v1-42-77-91-Sam')).toEqual({ scores: { E: 42, C: 77, O: 91 }, name: 'Sam' });
    expect(decodeReading('v1-42-77-91')).toEqual({ scores: { E: 42, C: 77, O: 91 } });
    expect(readLinkFragment('#v1-42-77-91-Sam', 'caramel')).toEqual({
      status: 'ok',
      reading: { scores: { E: 42, C: 77, O: 91 }, name: 'Sam' },
      token: 'v1-42-77-91-Sam',
    });
    // v1 has no spreads: after its scores comes the name, whatever it looks like.
    expect(decodeReading('v1-42-77-63-6-9-8-l')).toEqual({
      scores: { E: 42, C: 77, O: 63 },
      name: '6-9-8-l',
    });
    // A reading without certainty is still written as v1.
    expect(encodeReading({ scores: { E: 42, C: 77, O: 91 }, name: 'Sam' })).toBe('v1-42-77-91-Sam');
  });

  it('the pattern allows exactly the spreads the contract allows', () => {
    for (let s = -5; s <= 120; s++) {
      const token = `v2-42-77-63-${s}-9-8-l`;
      expect(decodeReading(token) !== undefined).toBe(s >= MIN_SPREAD && s <= MAX_SPREAD);
    }
  });

  it.each([
    ['no basis', 'v2-42-77-63-6-9-8'],
    ['an unknown basis', 'v2-42-77-63-6-9-8-x'],
    ['a capital basis', 'v2-42-77-63-6-9-8-L'],
    ['two spreads', 'v2-42-77-63-6-9-l'],
    ['no spreads', 'v2-42-77-63-l'],
    ['a spread of 0', 'v2-42-77-63-0-9-8-l'],
    ['a spread over 50', 'v2-42-77-63-51-9-8-l'],
    ['a spread with a leading zero', 'v2-42-77-63-06-9-8-l'],
    ['a spread with decimals', 'v2-42-77-63-6.5-9-8-l'],
    ['a negative spread', 'v2-42-77-63--6-9-8-l'],
    ['a score over 100', 'v2-42-177-63-6-9-8-l'],
    ['a name with markup', 'v2-42-77-63-6-9-8-l-%3Cb%3E'],
    ['a broken escape', 'v2-42-77-63-6-9-8-l-%E0%A4%A'],
    ['another version', 'v3-42-77-63-6-9-8-l'],
    ['spaces', 'v2-42-77-63-6-9-8-l '],
  ])('a tampered token (%s) is refused: the page shows its one-line note', (_label, token) => {
    expect(decodeReading(token)).toBeUndefined();
    expect(readLinkFragment(`#${token}`, 'caramel').status).toBe('unreadable');
    expect(parseFriendText(token)).toBeUndefined();
  });

  it('a v2 token of another flavour is other-flavour', () => {
    expect(readLinkFragment('#v2-42-77-63-6-9-8-l', 'coffee').status).toBe('other-flavour');
  });

  it("a result's reading carries its certainty, spreads rounded to whole points", () => {
    const result = { ...buildResult({ E: 42.4, C: 77, O: 63 }), certainty: listening(6.4, 8.5, 0.4) };
    const reading = readingFromResult(result, 'Sam');
    expect(reading).toEqual({
      scores: { E: 42, C: 77, O: 63 },
      certainty: listening(6, 9, 1),
      name: 'Sam',
    });
    expect(personalLinkUrl('https://x.test', reading)).toBe(
      'https://x.test/flavor/caramel#v2-42-77-63-6-9-1-l-Sam',
    );
    expect(readingFromResult(buildResult({ E: 42, C: 77, O: 91 }))).toEqual({
      scores: { E: 42, C: 77, O: 91 },
    });
    expect([0, 0.49, 1.5, 49.6, 80].map(linkSpread)).toEqual([1, 1, 2, 50, 50]);
  });

  it('round trip: every valid v2 reading decodes to itself in a URL-safe token: 3,000 runs', () => {
    const score = fc.integer({ min: 0, max: 100 });
    const spread = fc.integer({ min: MIN_SPREAD, max: MAX_SPREAD });
    const reading: fc.Arbitrary<SharedReading> = fc
      .record({
        E: score,
        C: score,
        O: score,
        sE: spread,
        sC: spread,
        sO: spread,
        basis: fc.constantFrom('listening' as const, 'answers' as const),
        name: fc.option(fc.constantFrom('Sam', 'Zoë (J.R.)', '1-2-3', 'l', 'a-9'), { nil: undefined }),
      })
      .map(({ E, C, O, sE, sC, sO, basis, name }) => ({
        scores: { E, C, O },
        certainty: { basis, spread: { E: sE, C: sC, O: sO } },
        ...(name === undefined ? {} : { name }),
      }));
    fc.assert(
      fc.property(reading, (r) => {
        const token = encodeReading(r);
        if (token === undefined || !/^v2(-[0-9]{1,3}){6}-[la](-[A-Za-z0-9_%-]+)?$/.test(token))
          throw new Error(`not encoded or not URL-safe: ${token}`);
        expect(isSharedReading(r)).toBe(true);
        expect(decodeReading(token)).toEqual(r);
      }),
      { numRuns: runs(3_000) },
    );
  });

  it('mutated v2 tokens read nothing or a valid reading: 3,000 runs', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 }), (at, length, insert) => {
        const token = 'v2-42-77-63-6-9-8-l-Sam';
        const i = at % (token.length + 1);
        const decoded = decodeReading(token.slice(0, i) + insert + token.slice(i + length));
        if (decoded !== undefined && !isSharedReading(decoded)) throw new Error('invalid reading');
      }),
      { numRuns: runs(3_000) },
    );
  });
});
