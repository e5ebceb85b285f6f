import {
  cleanResultText,
  parseWidgetResult,
  PARSE_FAILURE_MESSAGE,
  stripCodeFences,
  stripSurroundingQuotes,
  unescapeText,
} from '@/lib/result-io/parse';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { expectOk } from '../support/narrow';

const FAILURE = 'Failed to parse Spotify data from Vana widget.';

/** Parses and returns the value, failing the test when the outcome is a failure. */
function parsedValue(raw: unknown): Record<string, unknown> {
  const outcome = parseWidgetResult(raw);
  if (!outcome.ok) throw new Error(`expected a parsed value, got failure: ${outcome.error}`);
  return outcome.value;
}

describe('parseWidgetResult: objects (docs/product-rules.md § Reading a widget result)', () => {
  it('uses an object as-is (same reference, unchanged)', () => {
    const obj = { E_score: '70', anything: { nested: true } };
    const outcome = parseWidgetResult(obj);
    expect(outcome).toEqual({ ok: true, value: obj });
    expectOk(outcome);
    expect(outcome.value).toBe(obj);
  });

  it('parses a plain JSON string', () => {
    expect(parsedValue('{"E_score":"70","C_score":"40"}')).toEqual({ E_score: '70', C_score: '40' });
  });

  it('keeps escaped quotes inside values of a well-formed JSON string', () => {
    expect(parsedValue('{"d":"say \\"hi\\""}')).toEqual({ d: 'say "hi"' });
  });
});

describe('parseWidgetResult: cleaning steps, each on its own (docs/product-rules.md § Reading a widget result)', () => {
  it('strips ``` code fences without a language tag', () => {
    expect(parsedValue('```\n{"E_score":"70"}\n```')).toEqual({ E_score: '70' });
  });

  it('strips ```json code fences', () => {
    expect(parsedValue('```json\n{"E_score":"70"}\n```')).toEqual({ E_score: '70' });
  });

  it('removes surrounding double quotes', () => {
    expect(parsedValue('"{"E_score":"70"}"')).toEqual({ E_score: '70' });
  });

  it('removes surrounding single quotes', () => {
    expect(parsedValue('\'{"E_score":"70"}\'')).toEqual({ E_score: '70' });
  });

  it('unescapes escaped quotes', () => {
    expect(parsedValue('{\\"E_score\\":\\"70\\"}')).toEqual({ E_score: '70' });
  });

  it('unescapes \\n newline escapes', () => {
    expect(parsedValue('{\\n  "E_score": "70",\\n  "C_score": "40"\\n}')).toEqual({
      E_score: '70',
      C_score: '40',
    });
  });

  it('unescapes \\uXXXX unicode escapes', () => {
    expect(parsedValue('{\\u0022E_score\\u0022: \\u002270\\u0022}')).toEqual({ E_score: '70' });
  });
});

describe('parseWidgetResult: cleaning steps combined (docs/product-rules.md § Reading a widget result)', () => {
  it('parses a fenced, quoted and escaped string', () => {
    const inner = JSON.stringify({ E_score: '70', celebrities: ['Beyoncé'] }, null, 2);
    // Stringified twice (quotes + \" + \n), with é written as a unicode escape, then fenced.
    const quoted = JSON.stringify(inner).replace('é', '\\u00e9');
    const raw = '```json\n' + quoted + '\n```';
    expect(parsedValue(raw)).toEqual({ E_score: '70', celebrities: ['Beyoncé'] });
  });
});

describe('parseWidgetResult: JSON5 forms (docs/product-rules.md § Reading a widget result)', () => {
  it('accepts single-quoted strings', () => {
    expect(parsedValue("{'E_score': '70'}")).toEqual({ E_score: '70' });
  });

  it('accepts unquoted keys', () => {
    expect(parsedValue('{E_score: "70", C_score: "40"}')).toEqual({ E_score: '70', C_score: '40' });
  });

  it('accepts trailing commas', () => {
    expect(parsedValue('{"E_score": "70", "celebrities": ["A", "B",],}')).toEqual({
      E_score: '70',
      celebrities: ['A', 'B'],
    });
  });

  it('accepts comments', () => {
    expect(parsedValue('{\n  // line comment\n  "E_score": "70" /* block comment */\n}')).toEqual({
      E_score: '70',
    });
  });
});

describe('parseWidgetResult: failures (docs/product-rules.md § Reading a widget result)', () => {
  it('uses the exact spec failure message', () => {
    expect(PARSE_FAILURE_MESSAGE).toBe(FAILURE);
  });

  const cyclic: Record<string, unknown> = { E_score: '70' };
  cyclic.self = cyclic;

  const cases: [string, unknown][] = [
    ['an empty string', ''],
    ['random text', 'I am not JSON at all, sorry'],
    ['a JSON array string', '[1, 2, 3]'],
    ['an array value', [{ E_score: '70' }]],
    ['a number', 42],
    ['a numeric string', '42'],
    ['null', null],
    ['undefined', undefined],
    ['a JSON string over the size cap', `{"a":"${'x'.repeat(MAX_RESULT_CHARS)}"}`],
    ['an object over the size cap', { a: 'x'.repeat(MAX_RESULT_CHARS + 1) }],
    ['a cyclic object', cyclic],
  ];

  it.each(cases)('fails for %s with the spec message', (_name, raw) => {
    expect(parseWidgetResult(raw)).toEqual({ ok: false, error: FAILURE });
  });

  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter');
      },
      ownKeys() {
        throw new Error('hostile keys');
      },
    },
  );

  it.each([...cases, ['a proxy whose getters throw', hostile] as [string, unknown]])(
    'never throws for %s',
    (_name, raw) => {
      expect(() => parseWidgetResult(raw)).not.toThrow();
    },
  );
});

describe('cleaning helpers', () => {
  it('stripCodeFences removes a ```json fence', () => {
    expect(stripCodeFences('```json\n{}\n```')).toBe('{}');
  });

  it('stripSurroundingQuotes removes one pair of double quotes', () => {
    expect(stripSurroundingQuotes('"{}"')).toBe('{}');
  });

  it('stripSurroundingQuotes removes one pair of single quotes', () => {
    expect(stripSurroundingQuotes("'{}'")).toBe('{}');
  });

  it('unescapeText turns \\" \\n and \\uXXXX into their characters', () => {
    expect(unescapeText('\\"a\\"\\nBeyonc\\u00e9')).toBe('"a"\nBeyoncé');
  });

  it('cleanResultText applies fences, quotes and escapes in order', () => {
    expect(cleanResultText('```json\n"{\\"a\\":1}"\n```')).toBe('{"a":1}');
  });
});
