import { chanceInWords, stayInWords, swirlFor, swirlOfResult, whoseFor } from '@/lib/flavor/swirl';
import { buildResult } from '@/lib/flavor/result';
import type { Certainty } from '@/lib/flavor/certainty';

/** "Sure, or a swirl" in words: the line under the card and its one-phrase reason. */
const spread = (E: number, C: number, O: number): Certainty => ({ basis: 'listening', spread: { E, C, O } });

describe('swirl text', () => {
  it('names the second scoop and the one trait on the line', () => {
    const swirl = swirlFor({ E: 80, C: 20, O: 62 }, spread(5, 5, 5));
    expect(swirl.main.funkyFlavorName).toBe('Strawberry');
    expect(swirl.line).toBe('Strawberry, with a swirl of Mint Chocolate Chip');
    expect(swirl.why).toBe('your Openness sits on the line');
  });

  it('with two traits near the line, names the one likelier to tip, for a friend by name', () => {
    const swirl = swirlFor({ E: 61, C: 20, O: 59 }, spread(5, 5, 5), "Sam's");
    expect(swirl.main.funkyFlavorName).toBe('Mint Chocolate Chip');
    expect(swirl.second?.funkyFlavorName).toBe('Strawberry');
    expect(swirl.why).toBe("Sam's Openness sits on the line");
  });

  it('says a sure scoop, and why, when no other flavour comes close', () => {
    const swirl = swirlFor({ E: 15, C: 8, O: 8 }, spread(5, 8, 5));
    expect(swirl.second).toBeNull();
    expect(swirl.line).toBe('Coffee: a sure scoop');
    expect(swirl.why).toBe(
      'even your Conscientiousness, the nearest to the line, stays Low nearly every time',
    );
  });

  it('puts chances in plain words, never 0 or 10 in 10', () => {
    expect([0.01, 0.06, 0.14, 0.5, 0.76, 0.94, 0.96].map(chanceInWords)).toEqual([
      'hardly ever',
      'about 1 time in 10',
      'about 1 time in 10',
      'about 5 times in 10',
      'about 8 times in 10',
      'about 9 times in 10',
      'nearly every time',
    ]);
    expect(stayInWords({ trait: 'O', score: 63, spread: 5, low: 58, high: 68, stay: 0.76 })).toBe(
      'stays High about 8 times in 10',
    );
  });

  it('a result without certainty, or with a malformed one, has no swirl (today’s view)', () => {
    expect(swirlOfResult(buildResult({ E: 80, C: 20, O: 62 }))).toBeUndefined();
    const bad = {
      ...buildResult({ E: 80, C: 20, O: 62 }),
      certainty: { basis: 'x' } as unknown as Certainty,
    };
    expect(swirlOfResult(bad)).toBeUndefined();
    const good = { ...buildResult({ E: 80, C: 20, O: 62 }), certainty: spread(5, 5, 5) };
    expect(swirlOfResult(good)?.second?.funkyFlavorName).toBe('Mint Chocolate Chip');
  });

  it("speaks of a sample listener by the name's first part", () => {
    expect(whoseFor(undefined)).toBe('your');
    expect(whoseFor('Luna, a sample listener')).toBe("Luna's");
  });
});
