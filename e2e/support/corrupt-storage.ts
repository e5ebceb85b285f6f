import { MAX_RESULT_CHARS } from '../../lib/result-io/limits';
import { aiResult, specRow } from './results';

/**
 * Hostile values of sessionStorage['spotify-flavor-data'] (docs/security.md), shared by the Jest tables that
 * decide them (__tests__/result-io/hostile-storage.test.ts: the page's reader; __tests__/prepaint/
 * hostile-storage.test.ts: the pre-paint script; __tests__/components/result/flavor-view.test.tsx: the toast, the
 * removal and the redirect) and by e2e/hostile-storage.spec.ts, which walks one value of each browser path
 * end to end. Plain data: no Playwright or Jest import, so both runners can load it.
 */

export const VALID_STORED = aiResult(specRow('Caramel'));
export const VALID_STORED_TEXT = JSON.stringify(VALID_STORED);

/** The valid result, changed by `change`, as JSON. */
export function editedStored(change: (r: Record<string, unknown>) => void): string {
  // A JSON round trip, not structuredClone: jsdom (Jest) has none, and the value is plain JSON.
  const copy = JSON.parse(VALID_STORED_TEXT) as Record<string, unknown>;
  change(copy);
  return JSON.stringify(copy);
}

/** The valid result with a `padding` key that makes its JSON exactly `length` characters long. */
export function paddedTo(length: number): string {
  const base = JSON.stringify({ ...VALID_STORED, padding: '' });
  const text = JSON.stringify({ ...VALID_STORED, padding: 'p'.repeat(length - base.length) });
  if (text.length !== length) throw new Error(`padded to ${text.length}, not ${length}`);
  return text;
}

export type CorruptCategory = 'oversized' | 'wrong shape' | 'hand-edited' | 'garbage' | 'empty';

export interface CorruptValue {
  category: CorruptCategory;
  label: string;
  value: string;
}

/** Every one reads as corrupt: the 'An Error Occurred' toast, the value removed, a redirect to '/'. */
export const CORRUPT_STORED: readonly CorruptValue[] = [
  // Oversized: a valid result just over the cap, and a large one.
  {
    category: 'oversized',
    label: `valid result padded to ${MAX_RESULT_CHARS + 1} chars`,
    value: paddedTo(MAX_RESULT_CHARS + 1),
  },
  { category: 'oversized', label: 'valid result padded to 2 MB', value: paddedTo(2 * 1024 * 1024) },
  // Valid JSON of another shape.
  { category: 'wrong shape', label: 'another object', value: '{"hello":"world"}' },
  // The two values result.spec.ts once walked on their own: a cut-off result and one with two fields.
  {
    category: 'wrong shape',
    label: 'a result with only a flavour and celebrities',
    value: JSON.stringify({ funky_flavour_name: 'Chocolate', celebrities: 'nobody' }),
  },
  { category: 'garbage', label: 'a cut-off result', value: '{"funky_flavour_name": "Chocolate", oops' },
  { category: 'wrong shape', label: 'empty object', value: '{}' },
  { category: 'wrong shape', label: 'empty array', value: '[]' },
  { category: 'wrong shape', label: 'array holding a valid result', value: `[${VALID_STORED_TEXT}]` },
  { category: 'wrong shape', label: 'number', value: '42' },
  { category: 'wrong shape', label: "'null'", value: 'null' },
  { category: 'wrong shape', label: "'true'", value: 'true' },
  {
    category: 'wrong shape',
    label: 'JSON string of a valid result',
    value: JSON.stringify(VALID_STORED_TEXT),
  },
  { category: 'wrong shape', label: 'only a __proto__ key', value: '{"__proto__":{"E_score":"84"}}' },
  // Hand-edited results.
  { category: 'hand-edited', label: 'score as a number', value: editedStored((r) => (r.E_score = 84)) },
  {
    category: 'hand-edited',
    label: 'score out of range',
    value: editedStored((r) => (r.C_score = '150')),
  },
  {
    category: 'hand-edited',
    label: 'score not numeric',
    value: editedStored((r) => (r.O_score = 'high')),
  },
  { category: 'hand-edited', label: "bin 'Medium'", value: editedStored((r) => (r.E_bin = 'Medium')) },
  {
    category: 'hand-edited',
    label: 'celebrities not an array',
    value: editedStored((r) => (r.celebrities = 'Ada, Bo')),
  },
  {
    category: 'hand-edited',
    label: 'celebrities with a number',
    value: editedStored((r) => (r.celebrities = ['Ada', 7])),
  },
  {
    category: 'hand-edited',
    label: 'primary_color missing',
    value: editedStored((r) => delete r.primary_color),
  },
  {
    category: 'hand-edited',
    label: 'primary_color.hex missing',
    value: editedStored((r) => (r.primary_color = { name: 'Caramel Brown' })),
  },
  { category: 'hand-edited', label: 'evidence missing', value: editedStored((r) => delete r.evidence) },
  {
    category: 'hand-edited',
    label: 'evidence list not an array',
    value: editedStored((r) => ((r.evidence as Record<string, unknown>).openness_signals = 'many')),
  },
  {
    category: 'hand-edited',
    label: 'funky_flavour_name missing',
    value: editedStored((r) => delete r.funky_flavour_name),
  },
  {
    category: 'hand-edited',
    label: 'personality_type an object',
    value: editedStored((r) => (r.personality_type = { x: 1 })),
  },
  // Not JSON at all.
  { category: 'garbage', label: 'plain text', value: 'not json at all' },
  {
    category: 'garbage',
    label: 'truncated JSON',
    value: VALID_STORED_TEXT.slice(0, VALID_STORED_TEXT.length / 2),
  },
  { category: 'garbage', label: 'JSON5 (not JSON)', value: "{E_score: '84',}" },
  { category: 'garbage', label: "'undefined'", value: 'undefined' },
  { category: 'garbage', label: "'NaN'", value: 'NaN' },
  { category: 'garbage', label: 'control characters', value: '\u0000\u0001\uFFFF\uD800' },
  { category: 'garbage', label: 'HTML', value: '<script>window.__pwned = 1</script>' },
  // Empty.
  { category: 'empty', label: 'empty string', value: '' },
  { category: 'empty', label: 'whitespace', value: '   \n' },
];

/** One corrupt value by its label (the e2e spec picks one per browser path). */
export function corruptStored(label: string): CorruptValue {
  const found = CORRUPT_STORED.find((c) => c.label === label);
  if (!found) throw new Error(`No corrupt value labelled ${label}`);
  return found;
}

/** A valid shape with an extra own `__proto__` key: it renders, and pollutes nothing. */
export const PROTO_KEY_STORED_TEXT = VALID_STORED_TEXT.replace(
  /^\{/,
  '{"__proto__":{"polluted":"yes","E_score":"1"},',
);

/** Markup in a well-shaped value: shown as text, never run. */
export const MARKUP_NAME = '<img src=x onerror="window.__pwned=1">';
export const MARKUP_STORED_TEXT = editedStored((r) => {
  r.funky_flavour_name = MARKUP_NAME;
  r.personality_description = '<script>window.__pwned=2</script>';
  r.primary_color = { name: 'x', hex: 'url(javascript:window.__pwned=3)' };
});

/** Hand-edited primary_color.hex values: the card still paints its accent (the colour or the fallback). */
export const HOSTILE_HEXES: readonly string[] = [
  'url(javascript:void 0)',
  ' #A0522D ',
  'A0522D',
  '#GGGGGG',
  '',
  'red; background: blue',
];
