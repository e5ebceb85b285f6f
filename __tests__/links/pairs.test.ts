import { MATCH_EXPLANATION, matchScore } from '@/lib/links/match';
import { pairLine } from '@/lib/links/pairs';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { pairWordsFor } from '../support/flavor-words';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import * as fc from 'fast-check';
import { runs } from '../support/property-runs';

describe('the pair lines (one table of 36 unordered pairs)', () => {
  const pairs = FLAVOR_ROWS.flatMap((a, i) => FLAVOR_ROWS.slice(i).map((b) => [a, b] as const));

  it.each([
    ['en', en.Pairs],
    ['de', de.Pairs],
  ] as const)(
    '%s: one line for each of the 36 pairs, earlier row first, the same flavour twice included',
    (_language, lines) => {
      expect(pairs).toHaveLength(36);
      const written = Object.entries(lines).flatMap(([a, seconds]) =>
        Object.keys(seconds).map((b) => `${a}.${b}`),
      );
      expect(written).toEqual(pairs.map(([a, b]) => `${a.slug}.${b.slug}`));
    },
  );

  it.each(['en', 'de'] as const)(
    'reads the same line in either order, and every line is its own, short, plain text (%s)',
    (language) => {
      const t = pairWordsFor(language);
      const lines = pairs.map(([a, b]) => pairLine(a, b, t));
      expect(new Set(lines).size).toBe(36);
      for (const [a, b] of pairs) expect(pairLine(b, a, t)).toBe(pairLine(a, b, t));
      for (const line of lines) {
        expect(line.trim()).toBe(line);
        expect(line.length).toBeGreaterThan(20);
        // The duo picture wraps it on at most three lines.
        expect(line.length).toBeLessThanOrEqual(90);
        expect(line).toMatch(/[.!]$/);
        expect(line).not.toMatch(/\p{Extended_Pictographic}|[<>]/u);
      }
    },
  );
});

describe('matchScore: 100 minus the average gap of the three scores', () => {
  it('examples', () => {
    expect(matchScore({ E: 72, C: 35, O: 88 }, { E: 72, C: 35, O: 88 })).toBe(100);
    expect(matchScore({ E: 0, C: 0, O: 0 }, { E: 100, C: 100, O: 100 })).toBe(0);
    // Gaps 32, 25 and 2: 100 - 59/3 = 80.3.
    expect(matchScore({ E: 72, C: 35, O: 88 }, { E: 40, C: 60, O: 90 })).toBe(80);
    // One point apart on one trait is not a perfect match.
    expect(matchScore({ E: 50, C: 50, O: 50 }, { E: 51, C: 50, O: 50 })).toBe(99);
    expect(MATCH_EXPLANATION).toMatch(/^Match: 100 minus the average gap/);
  });

  it('is a whole number 0–100, symmetric, 100 exactly for equal scores, and falls as a gap grows', () => {
    const score = fc.integer({ min: 0, max: 100 });
    const scores = fc.record({ E: score, C: score, O: score });
    fc.assert(
      fc.property(scores, scores, (a, b) => {
        const m = matchScore(a, b);
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual(100);
        expect(matchScore(b, a)).toBe(m);
        expect(m === 100).toBe(a.E === b.E && a.C === b.C && a.O === b.O);
        const further = { ...b, E: b.E >= a.E ? Math.min(100, b.E + 10) : Math.max(0, b.E - 10) };
        expect(matchScore(a, further)).toBeLessThanOrEqual(m);
      }),
      { numRuns: runs(2_000) },
    );
  });
});
