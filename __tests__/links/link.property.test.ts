/** @jest-environment node */
/**
 * Property tests for personal links (docs/sharing-links.md): the fragment token round-trips every valid
 * reading, is URL-safe, and every other shape is refused without a throw. A link is outside input: the
 * decoder may return a reading only when that reading is valid, and the flavour page shows it only when
 * its scores map to the page's own flavour.
 *
 * Generated inputs per property with PROPERTY_RUNS=deep (the suite runs a tenth: support/property-runs.ts), 33,300 in total:
 *   round trips 4,000 · personal link URLs 2,000 · bad scores 3,000 · bad names 3,000
 *   bad percent-encoding 1,000 · other versions and shapes 2,000 · random text 6,000
 *   mutated valid tokens 6,000 · any length 300 · other slugs 2,000 · result to reading 2,000
 *   friend storage 2,000
 */
import * as fc from 'fast-check';
import { isValidName, MAX_NAME_LENGTH } from '@/lib/links/friend-name';
import {
  FRIEND_STORAGE_KEY,
  parseFriendText,
  readFriendText,
  saveFriendReading,
} from '@/lib/links/friend-storage';
import {
  decodeReading,
  encodeReading,
  isSharedReading,
  linkScore,
  MAX_TOKEN_CHARS,
  personalLinkUrl,
  readingFromResult,
  readLinkFragment,
  rowForReading,
  type SharedReading,
} from '@/lib/links/link';
import { buildResult } from '@/lib/flavor/result';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { binFor } from '@/lib/flavor/table';
import { runs } from '../support/property-runs';
import type { KeyValueStore } from '@/lib/storage';

// Per-run checks are plain comparisons (Jest's `expect` costs ~0.4 ms a call); a throw fails the property.
function assertThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function sameReading(a: SharedReading | undefined, b: SharedReading): boolean {
  return (
    a !== undefined &&
    a.scores.E === b.scores.E &&
    a.scores.C === b.scores.C &&
    a.scores.O === b.scores.O &&
    a.name === b.name &&
    Object.keys(a).length === Object.keys(b).length
  );
}

/** Whatever the decoder returns is a valid reading that survives another round trip. */
function expectSafe(decoded: SharedReading | undefined): void {
  if (decoded === undefined) return;
  assertThat(isSharedReading(decoded), `decoded an invalid reading ${JSON.stringify(decoded)}`);
  assertThat(sameReading(decodeReading(encodeReading(decoded)), decoded), 'no second round trip');
}

/** Hand-built token (not encodeReading), so the tests can write shapes the encoder never would. */
const raw = (...fields: (string | number)[]) => ['v1', ...fields].join('-');

// ---------------------------------------------------------------------------------------------------

const score = fc.integer({ min: 0, max: 100 });
const nameChar = fc.oneof(
  fc.constantFrom(...'abcXYZ019 .,-_!?()\'"&@#%+*/:;~`$^[]{}|\\=ëçøßØñ'),
  fc.constantFrom('山', '田', 'ø', 'é', 'Ω', 'ж', 'ع', 'ह', '👍', '🍦', '👩‍🎤', '🇫🇷', '🏽', 'e\u0301'),
);
const validName = fc
  .array(nameChar, { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join('').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH).trim())
  .filter(isValidName);
const reading: fc.Arbitrary<SharedReading> = fc
  .record({ E: score, C: score, O: score, name: fc.option(validName, { nil: undefined }) })
  .map(({ E, C, O, name }) => (name === undefined ? { scores: { E, C, O } } : { scores: { E, C, O }, name }));

describe('personal link tokens', () => {
  it('examples: scores only, a name, a name with characters that need escaping', () => {
    expect(encodeReading({ scores: { E: 72, C: 35, O: 88 } })).toBe('v1-72-35-88');
    expect(encodeReading({ scores: { E: 0, C: 100, O: 60 }, name: 'Sam' })).toBe('v1-0-100-60-Sam');
    expect(encodeReading({ scores: { E: 1, C: 2, O: 3 }, name: "Zoë (J.R.)'s" })).toBe(
      'v1-1-2-3-Zo%C3%AB%20%28J%2ER%2E%29%27s',
    );
    expect(decodeReading('v1-72-35-88-Sam')).toEqual({ scores: { E: 72, C: 35, O: 88 }, name: 'Sam' });
    // Leniently read percent-encoding, strictly checked name: a re-encoded or raw name still reads.
    expect(decodeReading('v1-72-35-88-Zo%c3%ab')).toEqual({ scores: { E: 72, C: 35, O: 88 }, name: 'Zoë' });
    expect(decodeReading('v1-72-35-88-Mary-Jane')?.name).toBe('Mary-Jane');
  });

  it('round trip: every valid reading decodes to itself, in a URL-safe token: 4,000 runs', () => {
    fc.assert(
      fc.property(reading, (r) => {
        const token = encodeReading(r);
        assertThat(token !== undefined, 'a valid reading was not encoded');
        assertThat(/^v1(-[0-9]{1,3}){3}(-[A-Za-z0-9_%-]+)?$/.test(token), `not URL-safe: ${token}`);
        assertThat(token.length <= MAX_TOKEN_CHARS, `too long: ${token.length}`);
        // The URL parser keeps it as it is: nothing to escape, nothing lost.
        assertThat(new URL(`https://x.test/flavor/a#${token}`).hash === `#${token}`, 'changed by URL');
        assertThat(sameReading(decodeReading(token), r), `round trip of ${token}`);
        // A name as typed (not escaped) reads too, unless it holds a '%' that then looks like an escape.
        if (!r.name?.includes('%'))
          assertThat(sameReading(decodeReading(decodeURIComponent(token)), r), 'raw name did not read');
      }),
      { numRuns: runs(4_000) },
    );
  });

  it('the personal link names the flavour of its scores and carries the token: 2,000 runs', () => {
    fc.assert(
      fc.property(
        reading,
        fc.constantFrom('https://flavor.example.com', 'http://localhost:3000/'),
        (r, site) => {
          const url = new URL(personalLinkUrl(site, r));
          const slug = rowForReading(r).slug;
          assertThat(url.pathname === `/flavor/${slug}`, `path ${url.pathname}`);
          const outcome = readLinkFragment(url.hash, slug);
          assertThat(outcome.status === 'ok' && sameReading(outcome.reading, r), 'the page does not read it');
        },
      ),
      { numRuns: runs(2_000) },
    );
  });

  it('scores outside 0–100, not whole, signed, padded or not decimal are refused: 3,000 runs', () => {
    const bad = fc.oneof(
      fc.integer({ min: 101, max: 100_000 }).map(String),
      fc.integer({ min: -1000, max: -1 }).map(String),
      fc.double({ min: 0, max: 100, noNaN: true, noInteger: true }).map(String),
      score.map((n) => `0${n}`),
      score.map((n) => `+${n}`),
      score.map((n) => ` ${n}`),
      score.map((n) => `${n}.0`),
      score.map((n) => n.toString(16) + 'x'),
      fc.constantFrom('', 'NaN', 'Infinity', '1e2', '0x10', '١٢', '７２', 'null', '100.', '.5'),
    );
    fc.assert(
      fc.property(bad, score, score, fc.nat({ max: 2 }), fc.option(validName), (b, s1, s2, at, name) => {
        const fields: (string | number)[] = [s1, s2];
        fields.splice(at, 0, b);
        const token = raw(...fields, ...(name === null ? [] : [encodeURIComponent(name)]));
        assertThat(decodeReading(token) === undefined, `accepted ${token}`);
      }),
      { numRuns: runs(3_000) },
    );
  });

  it('names that are too long, hold markup, control or invisible characters, or are untidy are refused: 3,000 runs', () => {
    // Bad as a whole name.
    const whole = fc.oneof(
      validName.map((n) => n.padEnd(MAX_NAME_LENGTH + 1, 'x')),
      fc.string({ minLength: MAX_NAME_LENGTH + 1, maxLength: 200 }),
      fc.constantFrom(' Sam', 'Sam ', 'Sa  m', ' ', '\u3000x'),
    );
    // Bad wherever they stand in a name, alone too.
    const part = fc.constantFrom(
      ...['<b>Sam</b>', '<script>', '>', '<', '<img src=x onerror=alert(1)>'],
      ...['\u0000', '\n', '\r', '\t', '\u007f', '\u0085', '\u200b', '\u202e', '\u2066', '\ufeff'],
      ...['\ud800', '\udfff', '\ue000', '\u{10ffff}', '\u2028'],
    );
    const badName = fc.oneof(
      whole,
      part,
      fc.tuple(validName, part, fc.nat()).map(([n, p, at]) => {
        const i = at % (n.length + 1);
        return n.slice(0, i) + p + n.slice(i);
      }),
    );
    fc.assert(
      fc.property(reading, badName, (r, name) => {
        let encoded: string;
        try {
          encoded = encodeURIComponent(name);
        } catch {
          encoded = name; // lone surrogates cannot be percent-encoded; put them in as they are
        }
        const { E, C, O } = r.scores;
        assertThat(
          decodeReading(raw(E, C, O, encoded)) === undefined,
          `accepted name ${JSON.stringify(name)}`,
        );
        assertThat(encodeReading({ scores: r.scores, name }) === undefined, 'encoded a bad name');
      }),
      { numRuns: runs(3_000) },
    );
  });

  it('broken percent-encoding and invalid UTF-8 are refused: 1,000 runs', () => {
    const bad = fc.constantFrom(
      '%',
      '%Z1',
      '%1',
      'Sam%',
      '%E2%82',
      '%C3',
      '%FF',
      '%C0%AF',
      '%ED%A0%80',
      '%00',
    );
    fc.assert(
      fc.property(reading, bad, (r, b) => {
        const { E, C, O } = r.scores;
        assertThat(decodeReading(raw(E, C, O, `Sam${b}`)) === undefined, `accepted ${b}`);
      }),
      { numRuns: runs(1_000) },
    );
  });

  it('other versions, missing or empty fields, other separators are refused: 2,000 runs', () => {
    fc.assert(
      fc.property(reading, fc.nat({ max: 9 }), (r, form) => {
        const { E, C, O } = r.scores;
        const token = [
          `v2-${E}-${C}-${O}`,
          `V1-${E}-${C}-${O}`,
          `v0-${E}-${C}-${O}`,
          `${E}-${C}-${O}`,
          `v1-${E}-${C}`,
          `v1-${E}-${C}-${O}-`,
          `v1-${E}--${O}`,
          `v1.${E}.${C}.${O}`,
          `v1-${E}-${C}-${O}\n`,
          ` v1-${E}-${C}-${O}`,
        ][form];
        assertThat(decodeReading(token) === undefined, `accepted ${JSON.stringify(token)}`);
      }),
      { numRuns: runs(2_000) },
    );
  });

  it('random text, of any alphabet, never throws and reads only valid readings: 6,000 runs', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({
        unit: fc.constantFrom('v', '1', '-', '0', '9', '%', 'C', '3', 'A', '<', '.'),
        maxLength: 40,
      }),
    );
    fc.assert(
      fc.property(text, (t) => {
        expectSafe(decodeReading(t));
        const outcome = readLinkFragment(t, 'caramel');
        if (outcome.status === 'ok') assertThat(rowForReading(outcome.reading).slug === 'caramel', 'slug');
      }),
      { numRuns: runs(6_000) },
    );
  });

  it('valid tokens with characters deleted, inserted or replaced read nothing or something valid: 6,000 runs', () => {
    fc.assert(
      fc.property(
        reading,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 4 }), fc.string({ maxLength: 3 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (r, mutations) => {
          let token = encodeReading(r) ?? '';
          for (const [at, length, insert] of mutations) {
            const i = at % (token.length + 1);
            token = token.slice(0, i) + insert + token.slice(i + length);
          }
          expectSafe(decodeReading(token));
        },
      ),
      { numRuns: runs(6_000) },
    );
  });

  it('a fragment of any length is refused unread above the cap: 300 runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_TOKEN_CHARS + 1, max: 200_000 }), (length) => {
        const token = `v1-1-2-3-${'a'.repeat(length - 9)}`;
        assertThat(token.length === length, 'length');
        assertThat(decodeReading(token) === undefined, 'accepted a long token');
        assertThat(readLinkFragment(`#${token}`, 'coffee').status === 'unreadable', 'not unreadable');
      }),
      { numRuns: runs(300) },
    );
  });

  it('a valid token on another flavour page is "other-flavour", never shown: 2,000 runs', () => {
    fc.assert(
      fc.property(reading, fc.constantFrom(...FLAVOR_SLUGS), (r, slug) => {
        const own = rowForReading(r).slug;
        const outcome = readLinkFragment(`#${encodeReading(r) ?? ''}`, slug);
        assertThat(
          outcome.status === (slug === own ? 'ok' : 'other-flavour'),
          `${outcome.status} on ${slug}`,
        );
      }),
      { numRuns: runs(2_000) },
    );
    expect(readLinkFragment('', 'coffee')).toEqual({ status: 'none' });
    expect(readLinkFragment('#', 'coffee')).toEqual({ status: 'none' });
  });

  it("a result's reading keeps its flavour: scores rounded, 59.5–59.99 stay 59: 2,000 runs", () => {
    expect([59.4, 59.5, 59.99, 60, 60.4, 99.6, 0.4].map(linkScore)).toEqual([59, 59, 59, 60, 60, 100, 0]);
    fc.assert(
      fc.property(
        fc.record({
          E: fc.double({ min: 0, max: 100, noNaN: true }),
          C: fc.integer({ min: 0, max: 100 }),
          O: fc.constantFrom(0, 59.5, 59.999, 60, 100),
        }),
        (scores) => {
          const result = buildResult(scores);
          const r = readingFromResult(result);
          assertThat(isSharedReading(r), 'invalid reading');
          assertThat(rowForReading(r).rowKey === result.row_key, `row of ${JSON.stringify(r.scores)}`);
          for (const key of ['E', 'C', 'O'] as const) {
            assertThat(Math.abs(r.scores[key] - scores[key]) <= 1, 'moved more than 1');
            assertThat(binFor(r.scores[key]) === binFor(scores[key]), 'changed bin');
          }
        },
      ),
      { numRuns: runs(2_000) },
    );
  });
});

describe('the friend reading in session storage', () => {
  function store(text: string | null): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> {
    const data = new Map<string, string>(text === null ? [] : [[FRIEND_STORAGE_KEY, text]]);
    return {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
  }

  it('saves under its own key, reads back, and reads any other stored text as nothing valid: 2,000 runs', () => {
    const s = store(null);
    expect(saveFriendReading(s, { scores: { E: 1, C: 2, O: 3 }, name: 'Sam' })).toBe(true);
    expect(s.getItem(FRIEND_STORAGE_KEY)).toBe('v1-1-2-3-Sam');
    expect(s.getItem('spotify-flavor-data')).toBeNull();
    expect(parseFriendText(readFriendText(s))).toEqual({ scores: { E: 1, C: 2, O: 3 }, name: 'Sam' });
    expect(saveFriendReading(s, { scores: { E: 1.5, C: 2, O: 3 } })).toBe(false);
    const throwing: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readFriendText(throwing)).toBeNull();
    expect(saveFriendReading(throwing, { scores: { E: 1, C: 2, O: 3 } })).toBe(false);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          reading.map((r) => encodeReading(r) ?? ''),
        ),
        (text) => {
          expectSafe(parseFriendText(readFriendText(store(text))));
        },
      ),
      { numRuns: runs(2_000) },
    );
  });
});
