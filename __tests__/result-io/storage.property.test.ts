/** @jest-environment node */
/**
 * Property tests for reading sessionStorage['spotify-flavor-data'] (docs/product-rules.md § States, § Errors):
 * whatever is stored there, readFlavorResult never throws and returns ok only for a value that passes
 * isFlavorResult (and is exactly the stored JSON), 'missing' only when nothing is stored.
 *
 * Generated inputs per property with PROPERTY_RUNS=deep (the suite runs a tenth: support/property-runs.ts), 14,600 in total:
 *   random strings 3,000 · fc.json 2,000 · JSON of any value 2,000 · one field of the wrong type 2,500
 *   one field missing 1,000 · extra keys (__proto__ & co.) 1,500 · characters mutated 1,000
 *   size near the cap and near 1 MB 300 · __proto__-wrapped results 1,300
 */
import { isDeepStrictEqual } from 'node:util';
import * as fc from 'fast-check';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { buildResult, isFlavorResult, type FlavorResult } from '@/lib/flavor/result';
import { readFlavorResult, saveFlavorResult, STORAGE_KEY, type StoredResult } from '@/lib/result-io/storage';
import { runs } from '../support/property-runs';
import type { KeyValueStore } from '@/lib/storage';

// Per-run checks are plain comparisons (Jest's `expect` costs ~0.4 ms a call); a throw fails the property.
function assertThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const PROTO_KEYS = Reflect.ownKeys(Object.prototype);

function expectNoPollution(): void {
  assertThat(({} as Record<string, unknown>).polluted === undefined, '({}).polluted is set');
  const keys = Reflect.ownKeys(Object.prototype);
  assertThat(
    keys.length === PROTO_KEYS.length && keys.every((k, i) => k === PROTO_KEYS[i]),
    'prototype changed',
  );
}

function storeWith(text: string | null): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  if (text !== null) data.set(STORAGE_KEY, text);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** What the read must be, computed independently of parseStoredText. */
function oracle(text: string | null): StoredResult['status'] {
  if (text === null) return 'missing';
  if (text.length > MAX_RESULT_CHARS) return 'corrupt';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'corrupt';
  }
  return isFlavorResult(value) ? 'ok' : 'corrupt';
}

/** Reads `text` back from a store; never throws, agrees with the oracle, ok only for a FlavorResult. */
function checkRead(text: string | null, expected?: StoredResult['status']): StoredResult {
  const read = readFlavorResult(storeWith(text));
  expectNoPollution();
  const want = oracle(text);
  assertThat(read.status === want, `read ${read.status}, oracle says ${want}`);
  if (expected) assertThat(read.status === expected, `read ${read.status}, expected ${expected}`);
  if (read.status === 'ok') {
    assertThat(isFlavorResult(read.result), 'ok for a value that fails isFlavorResult');
    assertThat(Object.getPrototypeOf(read.result) === Object.prototype, 'the result has a foreign prototype');
    assertThat(
      isDeepStrictEqual(read.result, JSON.parse(text ?? 'null')),
      'the result is not the stored JSON',
    );
  }
  return read;
}

// ---------------------------------------------------------------------------------------------------

const signal = fc.string({ unit: 'grapheme', maxLength: 30 });
const resultArb: fc.Arbitrary<FlavorResult> = fc
  .record({
    E: fc.integer({ min: 0, max: 100 }),
    C: fc.double({ min: 0, max: 100, noNaN: true }),
    O: fc.constantFrom(0, 59, 60, 100),
    evidence: fc.record({
      extraversion_signals: fc.array(signal, { maxLength: 8 }),
      conscientiousness_signals: fc.array(signal, { maxLength: 8 }),
      openness_signals: fc.array(signal, { maxLength: 8 }),
    }),
  })
  .map(({ E, C, O, evidence }) => buildResult({ E, C, O }, evidence));

type Path = readonly [string] | readonly [string, string];

const SCORE_WRONG = [70, null, true, [], {}, '101', '-1', 'abc', '', ' ', 'NaN', 'Infinity', '1e3'];
const BIN_WRONG = ['high', 'HIGH', 'Medium', '', 1, null, true, [], {}];
const STRING_WRONG = [null, 1, true, [], {}, ['x']];
const LIST_WRONG = [null, 'Beyoncé', {}, [1], ['a', 2], [null], true];

/** Every field isFlavorResult requires, with values of the wrong type or shape for it. */
const WRONG: readonly [Path, readonly unknown[]][] = [
  [['E_score'], SCORE_WRONG],
  [['C_score'], SCORE_WRONG],
  [['O_score'], SCORE_WRONG],
  [['E_bin'], BIN_WRONG],
  [['C_bin'], BIN_WRONG],
  [['O_bin'], BIN_WRONG],
  [['row_key'], STRING_WRONG],
  [['personality_type'], STRING_WRONG],
  [['funky_flavour_name'], STRING_WRONG],
  [['og_flavour_name'], STRING_WRONG],
  [['og_flavour_description'], STRING_WRONG],
  [['personality_description'], STRING_WRONG],
  [['celebrities'], LIST_WRONG],
  [['primary_color'], [null, '#fff', [], {}, { name: 'x' }, { hex: '#fff' }, ['x', '#fff']]],
  [['primary_color', 'name'], STRING_WRONG],
  [['primary_color', 'hex'], STRING_WRONG],
  [['evidence'], [null, [], {}, 'x', { extraversion_signals: [] }]],
  [['evidence', 'extraversion_signals'], LIST_WRONG],
  [['evidence', 'conscientiousness_signals'], LIST_WRONG],
  [['evidence', 'openness_signals'], LIST_WRONG],
];

/** A JSON copy of the result as a plain, mutable tree. */
function copy(result: FlavorResult): Record<string, Record<string, unknown>> {
  return JSON.parse(JSON.stringify(result)) as Record<string, Record<string, unknown>>;
}

/** Sets an own data property, so that `__proto__` becomes a key and not the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const REMOVE = Symbol('remove');

function edit(result: FlavorResult, path: Path, value: unknown | typeof REMOVE): string {
  const tree = copy(result);
  const [first, second] = path;
  const parent: Record<string, unknown> | undefined = second === undefined ? tree : tree[first];
  const key = second ?? first;
  if (!parent) throw new Error(`no ${first}`);
  if (value === REMOVE) delete parent[key];
  else setOwn(parent, key, value);
  return JSON.stringify(tree);
}

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.string({
    unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\\', 'E_score', '"70"', ' ', 'null'),
  }),
);

// ---------------------------------------------------------------------------------------------------

describe('readFlavorResult on hostile stored values', () => {
  it('nothing stored reads missing; a store that throws reads corrupt; a saved result reads ok', () => {
    expect(readFlavorResult(storeWith(null))).toEqual({ status: 'missing' });
    const throwing: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readFlavorResult(throwing)).toEqual({ status: 'corrupt' });
    const store = storeWith(null);
    const result = buildResult({ E: 60, C: 59.5, O: 0 });
    expect(saveFlavorResult(store, result)).toBe(true);
    expect(readFlavorResult(store)).toEqual({ status: 'ok', result });
  });

  it('random strings: 3,000 runs', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        checkRead(text);
      }),
      { numRuns: runs(3_000) },
    );
  });

  it('random JSON (fc.json): 2,000 runs', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        checkRead(text);
      }),
      { numRuns: runs(2_000) },
    );
  });

  it('the JSON of any value, null-prototype objects and boxed values included: 2,000 runs', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true, withDate: true }),
        (value) => {
          const text = JSON.stringify(value) ?? 'undefined';
          checkRead(text, 'corrupt');
        },
      ),
      { numRuns: runs(2_000) },
    );
  });

  it('a saved result with one field of the wrong type or shape reads corrupt: 2,500 runs', () => {
    fc.assert(
      fc.property(resultArb, fc.constantFrom(...WRONG), fc.nat(), (result, [path, wrongs], pick) => {
        checkRead(edit(result, path, wrongs[pick % wrongs.length]), 'corrupt');
      }),
      { numRuns: runs(2_500) },
    );
  });

  it('a saved result with one field missing reads corrupt: 1,000 runs', () => {
    fc.assert(
      fc.property(resultArb, fc.constantFrom(...WRONG.map(([path]) => path)), (result, path) => {
        checkRead(edit(result, path, REMOVE), 'corrupt');
      }),
      { numRuns: runs(1_000) },
    );
  });

  it('extra keys, __proto__, constructor and prototype included, still read ok and pollute nothing: 1,500 runs', () => {
    const extraKey = fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'hasOwnProperty'),
      fc.string({ maxLength: 10 }),
    );
    const extraValue = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant({ polluted: 'yes' }),
      fc.constant({ prototype: { polluted: 'yes' } }),
    );
    fc.assert(
      fc.property(
        resultArb,
        fc.array(fc.tuple(fc.constantFrom('', 'primary_color', 'evidence'), extraKey, extraValue), {
          minLength: 1,
          maxLength: 4,
        }),
        (result, extras) => {
          const tree = copy(result);
          const required = new Set(WRONG.map(([path]) => path.join('.')));
          const added = extras.filter(([where, key]) => !required.has(where ? `${where}.${key}` : key));
          for (const [where, key, value] of added)
            setOwn(where ? (tree[where] as Record<string, unknown>) : tree, key, value);
          const read = checkRead(JSON.stringify(tree), 'ok');
          if (read.status === 'ok') {
            for (const [where, key] of added) {
              const owner = (where ? read.result[where as keyof FlavorResult] : read.result) as object;
              assertThat(Object.prototype.hasOwnProperty.call(owner, key), `${key} is not an own key`);
            }
          }
        },
      ),
      { numRuns: runs(1_500) },
    );
  });

  it('characters deleted, inserted or replaced in a saved result: 1,000 runs', () => {
    fc.assert(
      fc.property(
        resultArb,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 4 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (result, mutations) => {
          let text = JSON.stringify(result);
          for (const [at, length, insert] of mutations) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + length);
          }
          checkRead(text);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it('oversized: just under, at and over the 100,000 cap, and near 1 MB: 300 runs', () => {
    const base = JSON.stringify(buildResult({ E: 70, C: 70, O: 70 }));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: MAX_RESULT_CHARS - 50, max: MAX_RESULT_CHARS + 50 }),
          fc.integer({ min: 1_000_000 - 50, max: 1_000_000 + 50 }),
        ),
        fc.constantFrom('whitespace', 'evidence'),
        (length, how) => {
          let text: string;
          if (how === 'whitespace') {
            text = base + ' '.repeat(length - base.length);
          } else {
            const tree = copy(buildResult({ E: 70, C: 70, O: 70 }));
            const evidence = tree.evidence as Record<string, unknown>;
            evidence.openness_signals = [''];
            const pad = length - JSON.stringify(tree).length;
            evidence.openness_signals = ['x'.repeat(pad)];
            text = JSON.stringify(tree);
          }
          assertThat(text.length === length, `built ${text.length} chars, wanted ${length}`);
          checkRead(text, length <= MAX_RESULT_CHARS ? 'ok' : 'corrupt');
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('a result hidden under an own __proto__ key is not read through the prototype: 1,300 runs', () => {
    fc.assert(
      fc.property(resultArb, fc.constantFrom('only', 'beside-a-valid-result'), (result, form) => {
        const json = JSON.stringify(result);
        if (form === 'only') {
          // JSON.parse makes __proto__ an own key; the fields are not inherited, so this is no result.
          checkRead(`{"__proto__":${json}}`, 'corrupt');
          checkRead(`{"constructor":{"prototype":${json}}}`, 'corrupt');
        } else {
          checkRead(`{"__proto__":{"polluted":"yes"},${json.slice(1)}`, 'ok');
        }
      }),
      { numRuns: runs(1_300) },
    );
  });
});
