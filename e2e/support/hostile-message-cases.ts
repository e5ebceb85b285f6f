import { aiResult, specRow } from './results';

/**
 * Hostile widget-message values (docs/widget-protocol.md, docs/security.md), shared by the Jest table at the
 * bridge that decides them (__tests__/widget/hostile-messages.test.ts) and by e2e/hostile-messages.spec.ts,
 * which sends a few of each kind through the real iframe. Plain data: no Playwright or Jest import.
 */

export const MIN_HEIGHT = 550;
export const MAX_HEIGHT = 2400;

export const HOSTILE_RESULT = aiResult(specRow('Coffee'));

/** Data that is not an object with a string `type`: dropped silently, before any handling. */
export const NOT_MESSAGES: ReadonlyArray<{ label: string; data: unknown }> = [
  { label: 'null', data: null },
  { label: 'undefined', data: undefined },
  { label: '0', data: 0 },
  { label: '42', data: 42 },
  { label: 'NaN', data: NaN },
  { label: '-Infinity', data: -Infinity },
  { label: "''", data: '' },
  { label: "'complete'", data: 'complete' },
  {
    label: 'a complete message as JSON text',
    data: JSON.stringify({ type: 'complete', result: HOSTILE_RESULT }),
  },
  { label: '[]', data: [] },
  { label: 'an array holding a complete message', data: [{ type: 'complete', result: HOSTILE_RESULT }] },
  { label: "['complete', result]", data: ['complete', HOSTILE_RESULT] },
  { label: 'true', data: true },
  { label: 'false', data: false },
  { label: '{}', data: {} },
  { label: '{ type: 42 }', data: { type: 42 } },
  { label: '{ type: null }', data: { type: null } },
  { label: "{ type: ['complete'] }", data: { type: ['complete'] } },
  { label: "{ type: { name: 'complete' } }", data: { type: { name: 'complete' } } },
  { label: '{ result } without a type', data: { result: HOSTILE_RESULT } },
  { label: "{ Type: 'complete' }", data: { Type: 'complete', result: HOSTILE_RESULT } },
];

/** A resize's body and its outcome: the height in px, or 'unchanged' (malformed: ignored with a warning). */
export const RESIZE_CASES: ReadonlyArray<{
  label: string;
  message: Record<string, unknown>;
  expected: number | 'unchanged';
}> = [
  { label: '-100', message: { height: -100 }, expected: MIN_HEIGHT },
  { label: '0', message: { height: 0 }, expected: MIN_HEIGHT },
  { label: '-1e9', message: { height: -1e9 }, expected: MIN_HEIGHT },
  { label: '549.4', message: { height: 549.4 }, expected: MIN_HEIGHT },
  { label: '2400.4', message: { height: 2400.4 }, expected: MAX_HEIGHT },
  { label: '1e9', message: { height: 1e9 }, expected: MAX_HEIGHT },
  { label: 'Number.MAX_VALUE', message: { height: Number.MAX_VALUE }, expected: MAX_HEIGHT },
  { label: "'600'", message: { height: '600' }, expected: 600 },
  { label: "'-5'", message: { height: '-5' }, expected: MIN_HEIGHT },
  { label: "'99999'", message: { height: '99999' }, expected: MAX_HEIGHT },
  { label: 'NaN', message: { height: NaN }, expected: 'unchanged' },
  { label: 'Infinity', message: { height: Infinity }, expected: 'unchanged' },
  { label: '-Infinity', message: { height: -Infinity }, expected: 'unchanged' },
  { label: "'abc'", message: { height: 'abc' }, expected: 'unchanged' },
  { label: "''", message: { height: '' }, expected: 'unchanged' },
  { label: "'   '", message: { height: '   ' }, expected: 'unchanged' },
  { label: "'600px'", message: { height: '600px' }, expected: 'unchanged' },
  { label: "'Infinity'", message: { height: 'Infinity' }, expected: 'unchanged' },
  { label: "'NaN'", message: { height: 'NaN' }, expected: 'unchanged' },
  { label: 'null', message: { height: null }, expected: 'unchanged' },
  { label: 'undefined', message: { height: undefined }, expected: 'unchanged' },
  { label: 'missing', message: {}, expected: 'unchanged' },
  { label: 'true', message: { height: true }, expected: 'unchanged' },
  { label: '{}', message: { height: {} }, expected: 'unchanged' },
  { label: '[700]', message: { height: [700] }, expected: 'unchanged' },
];

/** A relay's body and exactly what goes back to the frame. */
export const RELAY_CASES: ReadonlyArray<{ label: string; message: Record<string, unknown>; echo: unknown }> =
  [
    { label: 'null', message: { data: null }, echo: null },
    { label: '42', message: { data: 42 }, echo: 42 },
    { label: '0', message: { data: 0 }, echo: 0 },
    { label: 'NaN', message: { data: NaN }, echo: NaN },
    { label: "'text'", message: { data: 'text' }, echo: 'text' },
    { label: "''", message: { data: '' }, echo: '' },
    { label: '[1,2]', message: { data: [1, 2] }, echo: [1, 2] },
    { label: '[]', message: { data: [] }, echo: [] },
    { label: 'true', message: { data: true }, echo: true },
    { label: 'false', message: { data: false }, echo: false },
    { label: 'undefined', message: { data: undefined }, echo: undefined },
    { label: 'missing', message: {}, echo: undefined },
    // Data that looks like a message is still only data: echoed, never acted on.
    {
      label: 'a complete message',
      message: { data: { type: 'complete', result: HOSTILE_RESULT } },
      echo: { type: 'complete', result: HOSTILE_RESULT },
    },
    {
      label: 'an error message',
      message: { data: { type: 'error', message: 'x' } },
      echo: { type: 'error', message: 'x' },
    },
  ];

/** Picks cases by label, so the e2e spec names the few it sends through the real iframe. */
export function pick<T extends { label: string }>(cases: readonly T[], labels: readonly string[]): T[] {
  return labels.map((label) => {
    const found = cases.find((c) => c.label === label);
    if (!found) throw new Error(`No case labelled ${label}`);
    return found;
  });
}
