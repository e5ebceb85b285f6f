/** @jest-environment node */
/**
 * Property tests for the widget-result parser (docs/product-rules.md § Reading a widget result, docs/widget-protocol.md: lenient, never throws,
 * returns a value or exactly the spec's failure) and for the `complete` path that saves what it parses.
 *
 * Generated inputs per property with PROPERTY_RUNS=deep (the suite runs a tenth: support/property-runs.ts), 114,100 in total:
 *   random text                     20,000   mutated valid results        20,000
 *   fc.json text                    15,000   plain objects / fc.anything  10,000
 *   full-unicode text               10,000   __proto__ / constructor keys 10,000
 *   single cleaning forms            5,000   JSON5 with numeric scores     1,000
 *   twice / half-way cleaning        5,000   deep nesting (to 50,000)        500
 *   size cap, texts                    300   size cap, padded objects        300
 *   acceptWidgetResult, mixed input 16,000   table repair                  1,000
 */
import { isDeepStrictEqual } from 'node:util';
import * as fc from 'fast-check';
import JSON5 from 'json5';
import { acceptWidgetResult } from '@/lib/result-io/accept';
import { MAX_NESTING_DEPTH, parseWidgetResult, type ParseOutcome } from '@/lib/result-io/parse';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { buildResult, isFlavorResult, readScore, type FlavorResult } from '@/lib/flavor/result';
import { readFlavorResult, STORAGE_KEY } from '@/lib/result-io/storage';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { runs } from '../support/property-runs';
import type { KeyValueStore } from '@/lib/storage';

const FAILURE = 'Failed to parse Spotify data from Vana widget.';

// json5 warns on console about raw U+2028/U+2029 in strings; random text hits that thousands of times.
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  jest.restoreAllMocks();
});
const LONG = 120_000;

// ---------------------------------------------------------------------------------------------------
// Checks applied after every single generated input
// ---------------------------------------------------------------------------------------------------

// Per-run checks are plain comparisons: Jest's `expect` costs about 0.4 ms a call, which over 100,000 runs
// would dominate the file's time. A failed check throws, and fast-check reports and shrinks the input.

function assertThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const PROTO_KEYS = Reflect.ownKeys(Object.prototype);
const ARRAY_PROTO_KEYS = Reflect.ownKeys(Array.prototype);

function sameKeys(actual: readonly PropertyKey[], expected: readonly PropertyKey[]): boolean {
  return actual.length === expected.length && actual.every((k, i) => k === expected[i]);
}

function expectNoPollution(): void {
  assertThat(({} as Record<string, unknown>).polluted === undefined, '({}).polluted is set');
  assertThat(([] as unknown as Record<string, unknown>).polluted === undefined, '[].polluted is set');
  assertThat(sameKeys(Reflect.ownKeys(Object.prototype), PROTO_KEYS), 'Object.prototype has a new own key');
  assertThat(
    sameKeys(Reflect.ownKeys(Array.prototype), ARRAY_PROTO_KEYS),
    'Array.prototype has a new own key',
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.prototype.toString.call(value) === '[object Object]'
  );
}

/** Either `{ok:true, value}` with a plain non-array object, or exactly the spec's failure. */
function expectOutcomeShape(outcome: ParseOutcome): void {
  const keys = Object.keys(outcome).sort().join(',');
  if (outcome.ok) {
    assertThat(keys === 'ok,value', `unexpected outcome keys ${keys}`);
    assertThat(isPlainObject(outcome.value), 'the value is not a plain object');
  } else {
    assertThat(keys === 'error,ok' && outcome.error === FAILURE, `not the spec failure: ${outcome.error}`);
  }
}

/** Parses (a throw fails the property), checks the outcome's shape and that no prototype was touched. */
function check(raw: unknown): ParseOutcome {
  const outcome = parseWidgetResult(raw);
  expectOutcomeShape(outcome);
  expectNoPollution();
  return outcome;
}

function expectFailure(raw: unknown): void {
  assertThat(!check(raw).ok, 'expected the spec failure, got a value');
}

function expectValue(raw: unknown): Record<string, unknown> {
  const outcome = check(raw);
  if (!outcome.ok) throw new Error(`expected a value, got: ${outcome.error}`);
  return outcome.value;
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(
      `${what}: ${JSON.stringify(actual)?.slice(0, 400)} !== ${JSON.stringify(expected)?.slice(0, 400)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Characters and fragments that the cleaning steps and the JSON5 grammar care about. */
const nastyUnit = fc.oneof(
  fc.constantFrom(
    '"',
    "'",
    '\\',
    '\\"',
    '\\\\',
    '\\n',
    '\\u0022',
    '\\u00e9',
    '\n',
    '\r',
    '\t',
    '\u0000',
    '\u2028',
    '\u2029',
    '`',
    '```',
    '```json',
    '{',
    '}',
    '[',
    ']',
    ':',
    ',',
    '//',
    '/*',
    '*/',
    ' ',
    'a',
    'é',
    '😀',
    '0',
    '-',
    'Infinity',
    'NaN',
  ),
  loneSurrogate,
);

const signalText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: nastyUnit, maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const evidenceArb = fc.record({
  extraversion_signals: fc.array(signalText, { maxLength: 8 }),
  conscientiousness_signals: fc.array(signalText, { maxLength: 8 }),
  openness_signals: fc.array(signalText, { maxLength: 8 }),
});

const scoreArb = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.constantFrom(0, 59, 60, 100, 59.999, 60.5),
  fc.double({ min: 0, max: 100, noNaN: true }),
);

/** A complete, canonical result as our own scorer (or a careful AI) produces it. */
const resultArb: fc.Arbitrary<FlavorResult> = fc
  .record({ E: scoreArb, C: scoreArb, O: scoreArb, evidence: evidenceArb })
  .map(({ E, C, O, evidence }) => buildResult({ E, C, O }, evidence));

/** JSON texts of a valid result, compact or indented. */
const resultJsonArb = fc
  .tuple(resultArb, fc.constantFrom(undefined, 2, '\t'))
  .map(([r, space]) => JSON.stringify(r, null, space));

type Mutation = { kind: 'delete' | 'insert' | 'replace'; at: number; length: number; text: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 12 }),
  text: fc.oneof(
    fc.string({ unit: nastyUnit, minLength: 1, maxLength: 4 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }),
  ),
});

function mutate(text: string, mutations: readonly Mutation[]): string {
  let s = text;
  for (const m of mutations) {
    const at = m.at % (s.length + 1);
    if (m.kind === 'delete') s = s.slice(0, at) + s.slice(at + m.length);
    else if (m.kind === 'insert') s = s.slice(0, at) + m.text + s.slice(at);
    else s = s.slice(0, at) + m.text + s.slice(at + m.length);
  }
  return s;
}

const mutatedResultArb = fc
  .tuple(
    resultJsonArb,
    fc.constantFrom<(s: string) => string>(
      (s) => s,
      (s) => '```json\n' + s + '\n```',
      (s) => JSON.stringify(s),
    ),
    fc.array(mutationArb, { minLength: 1, maxLength: 5 }),
  )
  .map(([json, wrap, mutations]) => mutate(wrap(json), mutations));

// JSON5 writer: unquoted keys, single-quoted strings, trailing commas and comments.
function json5String(s: string): string {
  let out = "'";
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    const code = s.charCodeAt(i);
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (code < 0x20 || code === 0x2028 || code === 0x2029)
      out += '\\u' + code.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + "'";
}

function toJson5(value: unknown, numericScores = false): string {
  if (typeof value === 'string') return json5String(value);
  if (Array.isArray(value)) return '[' + value.map((v) => toJson5(v) + ',').join(' ') + ']';
  if (isPlainObject(value)) {
    const body = Object.entries(value).map(([k, v]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : json5String(k);
      const text = numericScores && /^[ECO]_score$/.test(k) ? String(Number(v)) : toJson5(v);
      return `  ${key}: ${text},`;
    });
    return '{ /* written by a chatty model */\n' + body.join('\n') + '\n  // end\n}';
  }
  return String(value);
}

const fence = (s: string, tag = 'json') => '```' + tag + '\n' + s + '\n```';

/** The spec's cleaning forms, each on its own; every one must give back the exact result. */
const SINGLE_FORMS: Record<string, (r: FlavorResult) => unknown> = {
  // Not structuredClone: under Jest it returns objects of another realm's Object.prototype.
  object: (r) => JSON.parse(JSON.stringify(r)),
  'JSON string': (r) => JSON.stringify(r),
  'indented JSON': (r) => JSON.stringify(r, null, 2),
  'fenced ```json': (r) => fence(JSON.stringify(r, null, 2)),
  'fenced ```': (r) => fence(JSON.stringify(r), ''),
  'quoted + escaped': (r) => JSON.stringify(JSON.stringify(r)),
  'quoted + escaped, indented': (r) => JSON.stringify(JSON.stringify(r, null, 2)),
  'single-quoted + escaped': (r) =>
    "'" + JSON.stringify(JSON.stringify(r)).slice(1, -1).replace(/'/g, "\\'") + "'",
  'JSON5 (unquoted keys, single quotes, trailing commas, comments)': (r) => toJson5(r),
  'JSON5 from the json5 package': (r) => JSON5.stringify(r, null, 2),
};

/** Cleaning steps applied twice or half-way, with what the parser is expected to make of them. */
const TWICE_OR_HALF: Record<string, { make: (json: string) => string; expect: 'value' | 'failure' | 'any' }> =
  {
    'stringified three times (double-escaped)': {
      make: (j) => JSON.stringify(JSON.stringify(j)),
      expect: 'value',
    },
    'fence at the start only': { make: (j) => '```json\n' + j, expect: 'value' },
    'fence at the end only': { make: (j) => j + '\n```', expect: 'value' },
    'fenced, then quoted + escaped': { make: (j) => JSON.stringify(fence(j)), expect: 'value' },
    'quoted + escaped, then fenced': { make: (j) => fence(JSON.stringify(j)), expect: 'value' },
    'double fences': { make: (j) => fence(fence(j)), expect: 'failure' },
    'double quotes': { make: (j) => '""' + j + '""', expect: 'failure' },
    'opening quote only': { make: (j) => '"' + j, expect: 'failure' },
    'closing quote only': { make: (j) => j + '"', expect: 'any' },
    'escaped, no surrounding quotes': { make: (j) => JSON.stringify(j).slice(1, -1), expect: 'any' },
    'quoted, not escaped': { make: (j) => '"' + j + '"', expect: 'any' },
    'half escaped': {
      make: (j) => {
        const q = JSON.stringify(j);
        const mid = Math.floor(q.length / 2);
        return q.slice(0, mid).replace(/\\"/g, '"') + q.slice(mid);
      },
      expect: 'any',
    },
    'escaped, then backslashes halved': {
      make: (j) => JSON.stringify(j).slice(1, -1).replace(/\\\\/g, '\\'),
      expect: 'any',
    },
  };

// ---------------------------------------------------------------------------------------------------
// The `complete` path with an in-memory store
// ---------------------------------------------------------------------------------------------------

function memoryStore() {
  const data = new Map<string, string>();
  let writes = 0;
  const store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      writes += 1;
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return { store, data, writes: () => writes };
}

/** Table values must be those of the canonical row for the scores (bins: High at >= 60). */
function expectCanonical(stored: FlavorResult): void {
  const bin = (score: string) => (Number(score) >= 60 ? 'High' : 'Low');
  const rowKey = `${bin(stored.E_score)} ${bin(stored.C_score)} ${bin(stored.O_score)}`;
  const row = FLAVOR_ROWS.find((r) => r.rowKey === rowKey);
  if (!row) throw new Error(`no canonical row ${rowKey}`);
  const notTable = new Set(['E_score', 'C_score', 'O_score', 'evidence']);
  const table = Object.fromEntries(Object.entries(stored).filter(([key]) => !notTable.has(key)));
  expectEqual(
    table,
    {
      E_bin: bin(stored.E_score),
      C_bin: bin(stored.C_score),
      O_bin: bin(stored.O_score),
      row_key: row.rowKey,
      personality_type: row.personalityType,
      funky_flavour_name: row.funkyFlavorName,
      og_flavour_name: row.ogFlavorName,
      og_flavour_description: row.ogFlavorDescription,
      personality_description: row.personalityDescription,
      celebrities: [...row.celebrities],
      primary_color: { name: row.color.name, hex: row.color.hex },
    },
    'saved table values are not the canonical row for the scores',
  );
}

/** Never throws; either saves a canonical result that reads back as saved, or saves nothing. */
function checkAccept(raw: unknown): FlavorResult | undefined {
  const { store, data, writes } = memoryStore();
  const outcome = acceptWidgetResult(raw, store);
  expectNoPollution();
  if (!outcome.ok) {
    assertThat(typeof outcome.reason === 'string', 'a failure without a reason');
    assertThat(writes() === 0 && data.size === 0, 'a failed accept wrote to the store');
    return undefined;
  }
  assertThat(writes() === 1, `accept wrote ${writes()} times`);
  const text = data.get(STORAGE_KEY);
  if (text === undefined) throw new Error('accepted but nothing saved under the key');
  const stored: unknown = JSON.parse(text);
  assertThat(isFlavorResult(stored), 'the saved value does not pass isFlavorResult');
  expectCanonical(stored);
  expectEqual(stored, outcome.result, 'saved value differs from the returned result');
  expectEqual(
    readFlavorResult(store),
    { status: 'ok', result: outcome.result },
    'the saved result does not read back',
  );
  return outcome.result;
}

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

describe('parseWidgetResult never throws and returns a value or exactly the spec failure', () => {
  it('random text (fc.string, ascii and grapheme units, cleaning-relevant fragments): 20,000 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: nastyUnit, maxLength: 60 }),
          fc.string({ unit: 'binary-ascii', maxLength: 200 }),
        ),
        (text) => {
          check(text);
        },
      ),
      { numRuns: runs(20_000) },
    );
  });

  it('full-unicode text, lone surrogates included: 10,000 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: fc.oneof(loneSurrogate, fc.string({ unit: 'binary', maxLength: 1 })) }),
        ),
        (text) => {
          check(text);
        },
      ),
      { numRuns: runs(10_000) },
    );
  });

  it('fc.json text: a JSON object text gives exactly JSON.parse (and JSON5.parse) of it: 15,000 runs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.json({ stringUnit: 'binary', maxDepth: 4 })), (text) => {
        const outcome = check(text);
        const expected: unknown = JSON.parse(text);
        if (isPlainObject(expected) && text.length <= MAX_RESULT_CHARS) {
          expectEqual(outcome, { ok: true, value: expected }, 'not JSON.parse of the text');
          expectEqual(expected, JSON5.parse(text), 'JSON.parse and JSON5.parse disagree');
        }
      }),
      { numRuns: runs(15_000) },
    );
  });

  it('objects of every structured-clone kind: only a plain object is used, as-is: 10,000 runs', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (raw) => {
        const outcome = check(raw);
        // A string (withObjectString) is parsed; any other input is used as-is or refused.
        if (typeof raw !== 'string') {
          if (outcome.ok) assertThat(outcome.value === raw, 'an object was not used as-is');
          if (!isPlainObject(raw)) assertThat(!outcome.ok, 'a non-plain object was accepted');
        }
      }),
      { numRuns: runs(10_000) },
    );
  });

  it('mutated valid results (deleted, inserted, replaced characters): 20,000 runs', () => {
    fc.assert(
      fc.property(mutatedResultArb, (text) => {
        check(text);
      }),
      { numRuns: runs(20_000) },
    );
  });
});

describe('cleaning forms (docs/product-rules.md § Reading a widget result)', () => {
  it('a valid result survives each single cleaning form exactly and keeps its scores: 5,000 runs', () => {
    const forms = Object.entries(SINGLE_FORMS);
    fc.assert(
      fc.property(resultArb, fc.constantFrom(...forms), (result, [, make]) => {
        const value = expectValue(make(result));
        expectEqual(value, result, 'the result did not survive');
        assertThat(readScore(value.E_score) === readScore(result.E_score), 'E score changed');
        expectEqual(checkAccept(make(result)), result, 'the saved result is not the original');
      }),
      { numRuns: runs(5_000) },
    );
  });

  it('JSON5 with numeric scores round-trips to the same scores and the same saved result', () => {
    fc.assert(
      fc.property(resultArb, (result) => {
        const value = expectValue(toJson5(result, true));
        for (const key of ['E_score', 'C_score', 'O_score'] as const) {
          assertThat(readScore(value[key]) === readScore(result[key]), `${key} changed`);
        }
        expectEqual(checkAccept(toJson5(result, true)), result, 'the saved result is not the original');
      }),
      { numRuns: runs(1_000) },
    );
  });

  it('cleaning steps applied twice or half-way: 5,000 runs', () => {
    const forms = Object.entries(TWICE_OR_HALF);
    fc.assert(
      fc.property(resultJsonArb, fc.constantFrom(...forms), (json, [, form]) => {
        const outcome = check(form.make(json));
        if (form.expect === 'value')
          expectEqual(outcome, { ok: true, value: JSON.parse(json) }, 'not recovered');
        if (form.expect === 'failure') assertThat(!outcome.ok, 'expected the spec failure');
      }),
      { numRuns: runs(5_000) },
    );
  });
});

describe('deep nesting (refused beyond MAX_NESTING_DEPTH levels; a real result has 3)', () => {
  /** Text with exactly `levels` levels of brackets, as strict JSON or with JSON5 keys and commas. */
  function nested(kind: 'array' | 'object', levels: number, json5: boolean): string {
    if (kind === 'array') return '['.repeat(levels) + '1' + (json5 ? ',]' : ']').repeat(levels);
    const open = json5 ? '{a:' : '{"a":';
    return open.repeat(levels - 1) + '{}' + (json5 ? ',}' : '}').repeat(levels - 1);
  }

  const result = JSON.stringify(buildResult({ E: 70, C: 20, O: 90 }));
  /** The result with `deep` as an extra field: one level more than `deep` itself. */
  const inResult = (deep: string) => result.slice(0, -1) + ',"deep":' + deep + '}';

  it('10,000 nested arrays and objects, as JSON and JSON5, bare, inside a result and quoted', () => {
    for (const kind of ['array', 'object'] as const) {
      for (const json5 of [false, true]) {
        const deep = nested(kind, 10_000, json5);
        for (const text of [deep, inResult(deep), JSON.stringify(inResult(deep)), fence(inResult(deep))]) {
          expectFailure(text);
          expect(checkAccept(text)).toBeUndefined();
        }
      }
    }
  });

  it('exactly MAX_NESTING_DEPTH levels parse; one more is refused', () => {
    for (const json5 of [false, true]) {
      expectValue(nested('object', MAX_NESTING_DEPTH, json5));
      expectFailure(nested('object', MAX_NESTING_DEPTH + 1, json5));
      const atLimit = inResult(nested('array', MAX_NESTING_DEPTH - 1, json5));
      expect(expectValue(atLimit)).toHaveProperty('deep');
      expect(checkAccept(atLimit)).toEqual(JSON.parse(result));
      expectFailure(inResult(nested('array', MAX_NESTING_DEPTH, json5)));
    }
  });

  it('brackets inside strings and comments do not count as nesting', () => {
    const brackets = '[{'.repeat(10_000);
    const withBrackets = buildResult(
      { E: 10, C: 90, O: 60 },
      {
        extraversion_signals: [brackets],
        conscientiousness_signals: ['"[[[', "'{{{"],
        openness_signals: ['\\[[', '// [[[', '/* {{{ */'],
      },
    );
    for (const text of [
      JSON.stringify(withBrackets),
      JSON.stringify(JSON.stringify(withBrackets)),
      toJson5(withBrackets),
      '// ' + brackets + '\n' + JSON.stringify(withBrackets),
      '/* ' + brackets + ' */' + toJson5(withBrackets),
    ]) {
      expect(expectValue(text)).toEqual(withBrackets);
      expect(checkAccept(text)).toEqual(withBrackets);
    }
  });

  it('as a nested object (not text), up to 50,000 levels: never throws', () => {
    for (const depth of [10_000, 50_000]) {
      let deep: Record<string, unknown> = {};
      for (let i = 0; i < depth; i++) deep = { a: deep };
      check(deep);
      checkAccept({ ...buildResult({ E: 1, C: 2, O: 3 }), evidence: deep });
    }
  });

  it('random depths up to 50,000, kinds, truncation, JSON5 commas, inside a result: 500 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 2 * MAX_NESTING_DEPTH }), fc.integer({ min: 1, max: 50_000 })),
        fc.constantFrom('array', 'object'),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.nat(), { nil: undefined }),
        (levels, kind, json5, embed, cut) => {
          const full = embed ? inResult(nested(kind, levels, json5)) : nested(kind, levels, json5);
          const text = cut === undefined ? full : full.slice(0, cut % full.length);
          const outcome = check(text);
          const depth = levels + (embed ? 1 : 0);
          const parsable =
            (kind === 'object' || embed) &&
            cut === undefined &&
            depth <= MAX_NESTING_DEPTH &&
            text.length <= MAX_RESULT_CHARS;
          assertThat(
            outcome.ok === parsable,
            `ok=${outcome.ok} for ${kind} ${levels} levels (embed ${embed})`,
          );
          const saved = checkAccept(text);
          assertThat((saved !== undefined) === (parsable && embed), 'accept disagrees with parse');
        },
      ),
      { numRuns: runs(500) },
    );
  });
});

describe('size cap', () => {
  const valid = JSON.stringify(buildResult({ E: 61, C: 59, O: 60 }));

  /** Pads a valid result with whitespace to exactly `length` characters. */
  function padded(length: number, where: 'start' | 'end' | 'inside'): string {
    const pad = ' '.repeat(Math.max(0, length - valid.length));
    if (where === 'start') return pad + valid;
    if (where === 'end') return valid + pad;
    return '{' + pad + valid.slice(1);
  }

  it('texts just under, at and over the 100,000 cap, and near 1 MB: 300 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: MAX_RESULT_CHARS - 64, max: MAX_RESULT_CHARS + 64 }),
          fc.integer({ min: 1_000_000 - 64, max: 1_000_000 + 64 }),
          fc.integer({ min: MAX_RESULT_CHARS + 1, max: 2_000_000 }),
        ),
        fc.constantFrom('start', 'end', 'inside'),
        fc.constantFrom(
          (s: string) => s,
          (s: string) => fence(s),
        ),
        (length, where, wrap) => {
          const text = wrap(padded(length, where));
          if (text.length > MAX_RESULT_CHARS) expectFailure(text);
          else expectEqual(expectValue(text), JSON.parse(valid), 'the padded result changed');
          checkAccept(text);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('objects and texts padded in a field or in the evidence, near the cap and near 1 MB: 300 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: MAX_RESULT_CHARS - 2_000, max: MAX_RESULT_CHARS + 64 }),
          fc.integer({ min: 1_000_000 - 64, max: 1_000_000 + 64 }),
        ),
        fc.constantFrom('extra field', 'evidence', 'scores only + evidence'),
        fc.boolean(),
        (length, where, asText) => {
          const base: Record<string, unknown> =
            where === 'scores only + evidence'
              ? { E_score: '70', C_score: '10', O_score: '90', evidence: { openness_signals: [''] } }
              : { ...JSON.parse(valid), pad: '' };
          const pad = (text: string) => {
            if (where === 'extra field') base.pad = text;
            else base.evidence = { ...(base.evidence as object), openness_signals: [text] };
          };
          pad('');
          pad('x'.repeat(Math.max(0, length - JSON.stringify(base).length)));
          const size = JSON.stringify(base).length;
          const raw = asText ? JSON.stringify(base) : base;
          const outcome = check(raw);
          assertThat(outcome.ok === size <= MAX_RESULT_CHARS, `ok=${outcome.ok} at ${size} chars`);
          // Canonicalisation adds the table values: near the cap, it saves what reads back, or nothing.
          checkAccept(raw);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('one string of every length kind: 1 MB of garbage, escapes and nesting is refused', () => {
    expectFailure('x'.repeat(1_000_000));
    expectFailure('\\"'.repeat(500_000));
    expectFailure('['.repeat(LONG));
    expectFailure(valid + ' '.repeat(MAX_RESULT_CHARS));
  });
});

describe('__proto__, constructor and prototype keys', () => {
  const dangerousKey = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'polluted',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'E_score',
    'evidence',
  );

  type Tree = string | number | null | { entries: [string, Tree][] } | Tree[];
  const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom<Tree>('yes', 1, null, '70'),
      fc.record({ entries: fc.array(fc.tuple(dangerousKey, tie('tree')), { maxLength: 4 }) }),
      fc.array(tie('tree'), { maxLength: 3 }),
    ),
  })).tree;
  const rootArb = fc.record({ entries: fc.array(fc.tuple(dangerousKey, treeArb), { maxLength: 6 }) });

  function toText(tree: Tree, json5: boolean): string {
    if (Array.isArray(tree)) return '[' + tree.map((t) => toText(t, json5)).join(',') + ']';
    if (tree !== null && typeof tree === 'object') {
      const key = (k: string) => (json5 ? k : JSON.stringify(k));
      return '{' + tree.entries.map(([k, v]) => `${key(k)}:${toText(v, json5)}`).join(',') + '}';
    }
    return JSON.stringify(tree);
  }

  /** Builds the object the way a hostile caller would: own keys only, on a null or normal prototype. */
  function toObject(tree: Tree, nullProto: boolean): unknown {
    if (Array.isArray(tree)) return tree.map((t) => toObject(t, nullProto));
    if (tree !== null && typeof tree === 'object') {
      const obj: Record<string, unknown> = nullProto ? Object.create(null) : {};
      for (const [k, v] of tree.entries) {
        Object.defineProperty(obj, k, {
          value: toObject(v, nullProto),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return obj;
    }
    return tree;
  }

  it('the classic payloads do not pollute and stay own keys', () => {
    const payloads = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      "{__proto__: {polluted: 'yes'}, constructor: {prototype: {polluted: 'yes'},},}",
      JSON.stringify('{"__proto__":{"polluted":"yes"}}'),
      fence('{"__proto__":{"polluted":"yes"},"E_score":"70","C_score":"70","O_score":"70"}'),
    ];
    for (const text of payloads) {
      const value = expectValue(text);
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(value.polluted).toBeUndefined();
      checkAccept(text);
    }
  });

  it('generated trees as JSON text, JSON5 text, JSON.parse objects and null-prototype objects: 10,000 runs', () => {
    fc.assert(
      fc.property(rootArb, fc.constantFrom('json', 'json5', 'parsed', 'null-proto'), (tree, form) => {
        const raw =
          form === 'json'
            ? toText(tree, false)
            : form === 'json5'
              ? toText(tree, true)
              : form === 'parsed'
                ? JSON.parse(toText(tree, false))
                : toObject(tree, true);
        const value = expectValue(raw);
        if (typeof raw === 'string') {
          assertThat(Object.getPrototypeOf(value) === Object.prototype, 'the prototype was replaced');
          // Every key is an own data property (last one wins), none became a prototype.
          for (const [k] of tree.entries) {
            assertThat(Object.prototype.hasOwnProperty.call(value, k), `${k} is not an own key`);
          }
          expectEqual(value, JSON.parse(toText(tree, false)), 'not JSON.parse of the JSON text');
        }
        checkAccept(raw);
      }),
      { numRuns: runs(10_000) },
    );
  });
});

describe('acceptWidgetResult with an in-memory store', () => {
  const wrongScore = fc.constantFrom<unknown>(
    -1,
    101,
    '101',
    '-0.5',
    'abc',
    '',
    ' ',
    null,
    true,
    [],
    {},
    'NaN',
  );
  const edits = fc.array(
    fc.oneof(
      fc.record({ field: fc.constantFrom('E_score', 'C_score', 'O_score'), value: wrongScore }),
      fc.record({
        field: fc.constantFrom('E_score', 'C_score', 'O_score'),
        value: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        field: fc.constantFrom(
          'E_bin',
          'C_bin',
          'O_bin',
          'row_key',
          'personality_type',
          'funky_flavour_name',
          'og_flavour_name',
          'og_flavour_description',
          'personality_description',
          'celebrities',
          'primary_color',
          'evidence',
        ),
        value: fc.oneof(
          fc.constantFrom<unknown>('High', 'Low', 'High High High', 'Chocolate', null, 42, [], {}),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      }),
      fc.record({
        field: fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra'),
        value: fc.jsonValue(),
      }),
    ),
    { maxLength: 4 },
  );

  const perturbedArb = fc
    .tuple(resultArb, edits, fc.constantFrom('object', 'json', 'fenced', 'quoted', 'json5'))
    .map(([result, list, form]) => {
      const obj: Record<string, unknown> = JSON.parse(JSON.stringify(result));
      for (const { field, value } of list) {
        Object.defineProperty(obj, field, { value, enumerable: true, writable: true, configurable: true });
      }
      if (form === 'object') return obj;
      if (form === 'json') return JSON.stringify(obj);
      if (form === 'fenced') return fence(JSON.stringify(obj, null, 2));
      if (form === 'quoted') return JSON.stringify(JSON.stringify(obj));
      return toJson5(obj);
    });

  it('never throws; saves a canonical result that reads back, or saves nothing: 16,000 runs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          { arbitrary: perturbedArb, weight: 4 },
          { arbitrary: mutatedResultArb, weight: 3 },
          { arbitrary: fc.string({ unit: nastyUnit, maxLength: 40 }), weight: 1 },
          { arbitrary: fc.json(), weight: 1 },
          { arbitrary: fc.anything({ withNullPrototype: true, withDate: true, withMap: true }), weight: 1 },
        ),
        (raw) => {
          checkAccept(raw);
        },
      ),
      { numRuns: runs(16_000) },
    );
  });

  it('repairs table values from the scores: the saved result is buildResult of the scores', () => {
    fc.assert(
      fc.property(perturbedArb, (raw) => {
        const saved = checkAccept(raw);
        if (saved) {
          const scores = { E: Number(saved.E_score), C: Number(saved.C_score), O: Number(saved.O_score) };
          expectEqual(saved, buildResult(scores, saved.evidence), 'not repaired from the table');
        }
      }),
      { numRuns: runs(1_000) },
    );
  });

  it('a result just under the cap whose canonical form is over it is not saved (it would read back corrupt)', () => {
    const raw = JSON.stringify({
      E_score: '70',
      C_score: '70',
      O_score: '70',
      evidence: { openness_signals: ['x'.repeat(MAX_RESULT_CHARS - 200)] },
    });
    expect(raw.length).toBeLessThanOrEqual(MAX_RESULT_CHARS);
    expect(parseWidgetResult(raw).ok).toBe(true);
    expect(checkAccept(raw)).toBeUndefined();
  });
});
