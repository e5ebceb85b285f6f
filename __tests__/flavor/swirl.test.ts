import {
  chanceInWords,
  OWN,
  stayInWords,
  swirlFor,
  swirlLine,
  swirlOfResult,
  swirlWhy,
  whoseFor,
} from '@/lib/flavor/swirl';
import { buildResult } from '@/lib/flavor/result';
import type { Certainty } from '@/lib/flavor/certainty';
import { wordsFor } from '../support/flavor-words';

/** "Sure, or a swirl" in words: the line under the card and its one-phrase reason. */
const spread = (E: number, C: number, O: number): Certainty => ({ basis: 'listening', spread: { E, C, O } });
const en = wordsFor('en');
const de = wordsFor('de');

describe('swirl text', () => {
  it('names the second scoop and the one trait on the line', () => {
    const swirl = swirlFor({ E: 80, C: 20, O: 62 }, spread(5, 5, 5));
    expect(swirl.main.funkyFlavorName).toBe('Strawberry');
    expect(swirlLine(swirl, en)).toBe('Strawberry, with a swirl of Mint Chocolate Chip');
    expect(swirlWhy(swirl, OWN, en)).toBe('your Openness sits on the line');
  });

  it('with two traits near the line, names the one likelier to tip, for a friend by name', () => {
    const swirl = swirlFor({ E: 61, C: 20, O: 59 }, spread(5, 5, 5));
    expect(swirl.main.funkyFlavorName).toBe('Mint Chocolate Chip');
    expect(swirl.second?.funkyFlavorName).toBe('Strawberry');
    expect(swirlWhy(swirl, { kind: 'named', name: 'Sam' }, en)).toBe("Sam's Openness sits on the line");
  });

  it('names two traits on the line as a list, with a plural verb', () => {
    const swirl = swirlFor({ E: 61, C: 20, O: 59 }, spread(5, 5, 5));
    const both = { ...swirl, traits: ['E', 'O'] as const };
    expect(swirlWhy(both, { kind: 'friend' }, en)).toBe(
      "your friend's Extraversion and Openness sit on the line",
    );
    expect(swirlWhy(both, OWN, de)).toBe('deine Extraversion und Offenheit liegen auf der Linie');
  });

  it('says a sure scoop, and why, when no other flavour comes close', () => {
    const swirl = swirlFor({ E: 15, C: 8, O: 8 }, spread(5, 8, 5));
    expect(swirl.second).toBeNull();
    expect(swirlLine(swirl, en)).toBe('Coffee: a sure scoop');
    expect(swirlWhy(swirl, OWN, en)).toBe(
      'even your Conscientiousness, the nearest to the line, stays Low nearly every time',
    );
  });

  it('puts chances in plain words, never 0 or 10 in 10', () => {
    expect([0.01, 0.06, 0.14, 0.5, 0.76, 0.94, 0.96].map((p) => chanceInWords(p, en.why))).toEqual([
      'hardly ever',
      'about 1 time in 10',
      'about 1 time in 10',
      'about 5 times in 10',
      'about 8 times in 10',
      'about 9 times in 10',
      'nearly every time',
    ]);
    expect(stayInWords({ trait: 'O', score: 63, spread: 5, low: 58, high: 68, stay: 0.76 }, en.why)).toBe(
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

  it('speaks of a sample listener by the first name of their id, or without a name for an unknown one', () => {
    expect(whoseFor(undefined)).toEqual(OWN);
    expect(whoseFor({ id: 'luna' })).toEqual({ kind: 'named', name: 'Luna' });
    expect(whoseFor({})).toEqual({ kind: 'sample' });
    const swirl = swirlFor({ E: 80, C: 20, O: 62 }, spread(5, 5, 5));
    expect(swirlWhy(swirl, whoseFor({ id: 'luna' }), en)).toBe("Luna's Openness sits on the line");
    expect(swirlWhy(swirl, whoseFor({}), en)).toBe("the sample listener's Openness sits on the line");
    expect(swirlWhy(swirl, whoseFor({}), de)).toBe(
      'bei der Beispielperson liegt die Offenheit auf der Linie',
    );
  });
});

describe('swirl text in German', () => {
  it('names the flavours with their German words and says why', () => {
    const swirl = swirlFor({ E: 80, C: 20, O: 62 }, spread(5, 5, 5));
    expect(swirlLine(swirl, de)).toBe(
      de.why('swirlWith', {
        flavor: de.flavors('strawberry.name'),
        second: de.flavors('mint-chocolate-chip.name'),
      }),
    );
    expect(swirlWhy(swirl, OWN, de)).toBe('deine Offenheit liegt auf der Linie');
    expect(swirlWhy(swirl, { kind: 'named', name: 'Sam' }, de)).toBe(
      'bei Sam liegt die Offenheit auf der Linie',
    );
  });

  it('says a sure scoop and chances in German', () => {
    const swirl = swirlFor({ E: 15, C: 8, O: 8 }, spread(5, 8, 5));
    expect(swirlLine(swirl, de)).toBe(de.why('swirlSure', { flavor: de.flavors('coffee.name') }));
    expect(swirlWhy(swirl, OWN, de)).toBe(
      'selbst deine Gewissenhaftigkeit – der Wert am nächsten an der Linie – bleibt fast immer niedrig',
    );
    expect([0.01, 0.06, 0.5, 0.96].map((p) => chanceInWords(p, de.why))).toEqual([
      'so gut wie nie',
      'in etwa 1 von 10\u00a0Fällen',
      'in etwa 5 von 10\u00a0Fällen',
      'fast immer',
    ]);
  });
});
