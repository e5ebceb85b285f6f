import * as fc from 'fast-check';
import { MAX_SPREAD, MIN_SPREAD, type Certainty } from '@/lib/flavor/certainty';
import { isValidName, MAX_NAME_LENGTH } from '@/lib/links/friend-name';
import type { SharedReading } from '@/lib/links/link';

/** Readings as a crew's members hold them, for the crew's property tests (as the personal link's own draw them). */
export const score = fc.integer({ min: 0, max: 100 });
const spread = fc.integer({ min: MIN_SPREAD, max: MAX_SPREAD });
const nameChar = fc.oneof(
  fc.constantFrom(...'abcXYZ019 .,-_!?()\'"&@#%+*/:;~`$^[]{}|\\=ëçøßØñ'),
  fc.constantFrom('山', '田', 'ø', 'é', 'Ω', 'ж', 'ع', 'ह', '👍', '🍦', '👩‍🎤', '🇫🇷', '🏽', 'e\u0301'),
);
export const validName = fc
  .array(nameChar, { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join('').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH).trim())
  .filter(isValidName);
export const certainty: fc.Arbitrary<Certainty> = fc.record({
  basis: fc.constantFrom('listening' as const, 'answers' as const),
  spread: fc.record({ E: spread, C: spread, O: spread }),
});

/** A reading with or without a certainty and a name, in the shape decodeReading returns. */
export function readingWith(name: fc.Arbitrary<string | undefined>): fc.Arbitrary<SharedReading> {
  return fc
    .record({
      scores: fc.record({ E: score, C: score, O: score }),
      certainty: fc.option(certainty, { nil: undefined }),
      name,
    })
    .map(({ scores, certainty: c, name: n }) => ({
      scores,
      ...(c ? { certainty: c } : {}),
      ...(n === undefined ? {} : { name: n }),
    }));
}

export const reading = readingWith(fc.option(validName, { nil: undefined }));

/** A reading built by hand: scores, optional spreads (listening), optional name. */
export function member(E: number, C: number, O: number, spread?: number, name?: string): SharedReading {
  return {
    scores: { E, C, O },
    ...(spread === undefined
      ? {}
      : { certainty: { basis: 'listening', spread: { E: spread, C: spread, O: spread } } }),
    ...(name === undefined ? {} : { name }),
  };
}

/** A sure reading from listening (spreads of 6), named or not: the crew page tests' members. */
export function sureReading(E: number, C: number, O: number, name?: string): SharedReading {
  return {
    scores: { E, C, O },
    certainty: { basis: 'listening', spread: { E: 6, C: 6, O: 6 } },
    ...(name === undefined ? {} : { name }),
  };
}
