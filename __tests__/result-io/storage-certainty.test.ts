import { acceptWidgetResult } from '@/lib/result-io/accept';
import { buildResult } from '@/lib/flavor/result';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { expectOk, expectStatus } from '../support/narrow';
import type { KeyValueStore } from '@/lib/storage';

/** How sure a result is travels with it under the one key; a malformed one is dropped, not the result. */

function memoryStore(): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> & {
  map: Map<string, string>;
} {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const certainty = { basis: 'listening', spread: { E: 6.5, C: 11, O: 8 } } as const;
const base = buildResult({ E: 72, C: 40, O: 63 });

describe('certainty in storage', () => {
  it('a widget result with certainty is saved and read back with it', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult(JSON.stringify({ ...base, certainty }), store);
    expect(outcome.ok).toBe(true);
    expect(JSON.parse(store.map.get(STORAGE_KEY) ?? 'null').certainty).toEqual(certainty);
    expect(parseStoredText(store.map.get(STORAGE_KEY) ?? null)).toEqual({
      status: 'ok',
      result: { ...base, certainty },
    });
  });

  it('a result without certainty (third-party widget, saved before) reads without the field', () => {
    const read = parseStoredText(JSON.stringify(base));
    expect(read).toEqual({ status: 'ok', result: base });
    expectStatus(read, 'ok');
    expect(read.result).not.toHaveProperty('certainty');
  });

  it('keeps the listening numbers beside the certainty', () => {
    const numbers = {
      plays: 10,
      hours: 1,
      days: 2,
      artists: 3,
      tracks: 4,
      firstDate: '2024-01-01',
      lastDate: '2024-02-01',
    };
    const read = parseStoredText(JSON.stringify({ ...base, listening_numbers: numbers, certainty }));
    expect(read).toEqual({ status: 'ok', result: { ...base, listening_numbers: numbers, certainty } });
  });

  it.each([
    ['a string', 'sure'],
    ['null', null],
    ['an unknown basis', { basis: 'vibes', spread: { E: 5, C: 5, O: 5 } }],
    ['a missing spread', { basis: 'listening' }],
    ['a spread of 0', { basis: 'listening', spread: { E: 0, C: 5, O: 5 } }],
    ['a text spread', { basis: 'answers', spread: { E: '5', C: 5, O: 5 } }],
    ['a spread over the cap', { basis: 'answers', spread: { E: 5, C: 500, O: 5 } }],
  ])('a malformed certainty (%s) is dropped, the result is kept', (_label, bad) => {
    const read = parseStoredText(JSON.stringify({ ...base, certainty: bad }));
    expect(read).toEqual({ status: 'ok', result: base });
    const store = memoryStore();
    const outcome = acceptWidgetResult({ ...base, certainty: bad }, store);
    expectOk(outcome);
    expect(outcome.result).toEqual(base);
  });
});
