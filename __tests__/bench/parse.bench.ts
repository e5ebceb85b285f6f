/** @jest-environment node */
/**
 * Benchmark of parseWidgetResult, not a test: it asserts nothing about time and only prints a table.
 * Skipped unless BENCH=1, and outside the normal `jest` run (which matches only *.test files), so it
 * spends no time there. Run it with:
 *
 *   npm run bench:parse
 *
 * Goal: under 50 ms for any input up to MAX_RESULT_CHARS (100,000 characters).
 *
 * Two timings per input. "sandbox": as Jest runs it, inside a vm context, where every global lookup goes
 * through an interceptor; json5's lexer makes several per character and runs 6-20x slower there than in a
 * browser or plain Node. "native json5": the same parser with json5 loaded by Node's own require, outside
 * the sandbox, which is what a browser's engine sees (Jest's createRequire is sandboxed too, hence the vm
 * detour; where it is unavailable that column reads n/a).
 */
import vm from 'node:vm';
import JSON5 from 'json5';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { parseWidgetResult } from '@/lib/result-io/parse';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';

const RUNS = 200;
const WARMUP = 20;

/** json5 loaded by Node's own module loader, outside Jest's vm sandbox; undefined where that is impossible. */
function loadNativeJson5(): typeof JSON5 | undefined {
  try {
    const outer: unknown = vm.runInThisContext(
      'process.mainModule ? process.mainModule.require.bind(process.mainModule) : undefined',
    );
    return typeof outer === 'function' ? (outer(require.resolve('json5')) as typeof JSON5) : undefined;
  } catch {
    return undefined;
  }
}

/** parseWidgetResult from a fresh module registry in which `json5` is Node's own, unsandboxed module. */
function parserWithNativeJson5(nativeJson5: typeof JSON5): typeof parseWidgetResult {
  let parse: typeof parseWidgetResult | undefined;
  jest.isolateModules(() => {
    jest.doMock('json5', () => nativeJson5);
    parse =
      jest.requireActual<typeof import('@/lib/result-io/parse')>('@/lib/result-io/parse').parseWidgetResult;
  });
  jest.dontMock('json5');
  if (!parse) throw new Error('could not load the parser');
  return parse;
}

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same inputs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A realistic result with `n` evidence sentences (quotes, an accent and an emoji in each). */
function resultWith(n: number): FlavorResult {
  const signals = Array.from(
    { length: n },
    (_, i) => `You played "Song ${i}" ${i % 97} times at 2 a.m. — café vibes 😀, 'quoted' & \\ slashed`,
  );
  const third = Math.ceil(n / 3);
  return buildResult(
    { E: 72, C: 41, O: 88 },
    {
      extraversion_signals: signals.slice(0, third),
      conscientiousness_signals: signals.slice(third, 2 * third),
      openness_signals: signals.slice(2 * third),
    },
  );
}

/** The largest result whose `form` is at most `limit` characters (binary search on the signal count). */
function largest(form: (r: FlavorResult) => string, limit = MAX_RESULT_CHARS): FlavorResult {
  let lo = 0;
  let hi = 4000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (form(resultWith(mid)).length <= limit) lo = mid;
    else hi = mid - 1;
  }
  return resultWith(lo);
}

function json5Text(value: unknown): string {
  if (typeof value === 'string') return "'" + value.replace(/\\/g, '\\\\').replace(/'/g, "\\'") + "'";
  if (Array.isArray(value)) return '[' + value.map((v) => json5Text(v) + ',').join(' ') + ']';
  if (typeof value === 'object' && value !== null) {
    const body = Object.entries(value).map(([k, v]) => `  ${k}: ${json5Text(v)}, // note`);
    return '{\n' + body.join('\n') + '\n}';
  }
  return String(value);
}

const fence = (s: string) => '```json\n' + s + '\n```';
const quoted = (r: unknown) => JSON.stringify(JSON.stringify(r, null, 2));

function fill(unit: string, length: number): string {
  return unit.repeat(Math.floor(length / unit.length));
}

function garbage(length: number, seed: number, alphabet: string): string {
  const next = prng(seed);
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet.charAt(Math.floor(next() * alphabet.length));
  return s;
}

function buildInputs(): [string, unknown][] {
  const half = MAX_RESULT_CHARS / 2;
  const validJson = JSON.stringify(largest((r) => JSON.stringify(r)));
  const resultShell = JSON.stringify(buildResult({ E: 72, C: 41, O: 88 }));
  const deepInResult = (deep: string) => resultShell.slice(0, -1) + ',"deep":' + deep + '}';
  const inputs: [string, unknown][] = [
    ['valid result as object', largest((r) => JSON.stringify(r))],
    ['valid result as JSON string', validJson],
    [
      'valid result, indented JSON',
      JSON.stringify(
        largest((r) => JSON.stringify(r, null, 2)),
        null,
        2,
      ),
    ],
    [
      'fenced ```json',
      fence(
        JSON.stringify(
          largest((r) => fence(JSON.stringify(r, null, 2))),
          null,
          2,
        ),
      ),
    ],
    ['quoted + escaped', quoted(largest(quoted))],
    ['quoted + escaped, fenced', fence(quoted(largest((r) => fence(quoted(r)))))],
    ['JSON5 (unquoted, single quotes, commas)', json5Text(largest(json5Text))],
    ['escaped, no quotes (text cleaning)', quoted(largest(quoted)).slice(1, -1)],
    [
      'random garbage (printable ASCII)',
      garbage(MAX_RESULT_CHARS, 1, ' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~'),
    ],
    ['random garbage (JSON punctuation)', garbage(MAX_RESULT_CHARS, 2, '{}[]:,"\'\\ \n`tu0')],
    ['"{" + 100 KB of spaces + "}"', '{' + ' '.repeat(MAX_RESULT_CHARS - 2) + '}'],
    ['deep arrays [[[…]]] (50,000)', '['.repeat(half) + ']'.repeat(half)],
    [
      'deep arrays, JSON5 commas [[…,],]',
      '['.repeat(MAX_RESULT_CHARS / 3) + ',]'.repeat(MAX_RESULT_CHARS / 3),
    ],
    [
      'deep objects {"a":{"a":…}}',
      fill('{"a":', MAX_RESULT_CHARS * (5 / 6) - 2) + '{}' + fill('}', MAX_RESULT_CHARS / 6),
    ],
    [
      'deep objects, JSON5 {a:{a:…,},}',
      fill('{a:', MAX_RESULT_CHARS * 0.6) + '1' + fill(',}', MAX_RESULT_CHARS * 0.4 - 2),
    ],
    ['deep arrays, unclosed', '['.repeat(MAX_RESULT_CHARS)],
    ['deep arrays inside a result', deepInResult('['.repeat(48_000) + ']'.repeat(48_000))],
    ['100 KB of \\" escapes', '"' + fill('\\"', MAX_RESULT_CHARS - 2) + '"'],
    ['100 KB of \\u0041 escapes in a value', '{"a":"' + fill('\\u0041', MAX_RESULT_CHARS - 8) + '"}'],
    ['100 KB of \\\\ backslashes', '"' + fill('\\', MAX_RESULT_CHARS - 2) + '"'],
    ['100 KB of \\n escapes (text cleaning)', '{' + fill('\\n', MAX_RESULT_CHARS - 2) + '}'],
    ['100 KB of ``` fences', fill('```', MAX_RESULT_CHARS)],
    ['just over the cap (string)', validJson + ' '.repeat(MAX_RESULT_CHARS + 1 - validJson.length)],
    ['just over the cap (object)', { ...JSON.parse(validJson), pad: 'x'.repeat(MAX_RESULT_CHARS) }],
    ['1 MB string', 'x'.repeat(1_000_000)],
  ];
  return inputs;
}

function sizeOf(input: unknown): number {
  return typeof input === 'string' ? input.length : JSON.stringify(input).length;
}

function measure(fn: () => unknown): { median: number; max: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)] ?? NaN, max: times[RUNS - 1] ?? NaN };
}

const runBench = process.env.BENCH === '1' ? it : it.skip;

describe('parseWidgetResult benchmark', () => {
  runBench(
    'prints the table',
    () => {
      // json5 warns on raw U+2028 in strings; none of these inputs has one, but keep the table clean.
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const inputs = buildInputs();
      const validJson = inputs.find(([name]) => name === 'valid result as JSON string')?.[1] as string;
      const nativeJson5 = loadNativeJson5();
      const parseNative = nativeJson5 ? parserWithNativeJson5(nativeJson5) : undefined;
      const timeNative = (fn: (() => unknown) | undefined) => (fn ? ms(measure(fn)) : ['n/a', 'n/a']);
      const rows: string[][] = [];
      const ms = (t: { median: number; max: number }) => [t.median.toFixed(3), t.max.toFixed(3)];
      const baselines: [string, (text: string) => unknown, ((text: string) => unknown) | undefined][] = [
        ['baseline: JSON.parse of the valid JSON', (t) => JSON.parse(t), undefined],
        [
          'baseline: JSON5.parse of the valid JSON',
          (t) => JSON5.parse(t),
          nativeJson5 && ((t) => nativeJson5.parse(t)),
        ],
      ];
      for (const [name, sandboxed, native] of baselines) {
        const a = measure(() => sandboxed(validJson));
        const b = native ? ms(measure(() => native(validJson))) : ['-', '-'];
        rows.push([name, String(validJson.length), ...ms(a), ...b, '-']);
      }
      for (const [name, input] of inputs) {
        const outcome = parseWidgetResult(input);
        if (parseNative && parseNative(input).ok !== outcome.ok)
          throw new Error(`parsers disagree on ${name}`);
        const a = measure(() => parseWidgetResult(input));
        const b = timeNative(parseNative && (() => parseNative(input)));
        rows.push([name, String(sizeOf(input)), ...ms(a), ...b, outcome.ok ? 'value' : 'failure']);
      }
      warn.mockRestore();
      const header = [
        'input',
        'chars',
        'sandbox median ms',
        'sandbox max ms',
        'native json5 median ms',
        'native json5 max ms',
        'outcome',
      ];
      const left = (i: number) => i === 0 || i === header.length - 1;
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
      const line = (cells: string[]) =>
        '| ' +
        cells.map((c, i) => (left(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ') +
        ' |';
      const table = [
        `parseWidgetResult, ${RUNS} runs each after ${WARMUP} warm-up runs (Node ${process.version})`,
        line(header),
        '|' +
          widths.map((w, i) => (left(i) ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') +
          '|',
        ...rows.map(line),
      ].join('\n');
      process.stdout.write('\n' + table + '\n\n');
    },
    600_000,
  );
});
