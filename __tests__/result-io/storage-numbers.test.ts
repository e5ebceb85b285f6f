import { acceptWidgetResult } from '@/lib/result-io/accept';
import { buildResult } from '@/lib/flavor/result';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { expectOk } from '../support/narrow';
import type { KeyValueStore } from '@/lib/storage';

/** The built-in widget's listening numbers are kept with the result under the one key. */

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

const numbers = {
  plays: 4210,
  hours: 230.4,
  days: 340,
  artists: 312,
  tracks: 1280,
  firstDate: '2023-01-05',
  lastDate: '2023-12-11',
};
const base = buildResult(
  { E: 72, C: 40, O: 88 },
  { extraversion_signals: ['a'], conscientiousness_signals: ['b'], openness_signals: ['c'] },
);

describe('listening numbers in storage', () => {
  it('a widget result with numbers is saved with them under spotify-flavor-data', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult(JSON.stringify({ ...base, listening_numbers: numbers }), store);
    expect(outcome.ok).toBe(true);
    expect(JSON.parse(store.map.get(STORAGE_KEY) ?? 'null').listening_numbers).toEqual(numbers);
    const read = parseStoredText(store.map.get(STORAGE_KEY) ?? null);
    expect(read).toEqual({ status: 'ok', result: { ...base, listening_numbers: numbers } });
  });

  it('a result without numbers (third-party widget) is saved without the field', () => {
    const store = memoryStore();
    expect(acceptWidgetResult(JSON.stringify(base), store).ok).toBe(true);
    expect(JSON.parse(store.map.get(STORAGE_KEY) ?? 'null')).not.toHaveProperty('listening_numbers');
  });

  it('malformed numbers from a widget are dropped, the result is kept', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult({ ...base, listening_numbers: { plays: 'lots' } }, store);
    expectOk(outcome);
    expect(outcome.result).toEqual(base);
  });

  it('an older stored value without numbers still reads', () => {
    expect(parseStoredText(JSON.stringify(base))).toEqual({ status: 'ok', result: base });
  });

  it.each([
    ['a string', 'many'],
    ['an array', [1, 2, 3]],
    ['null', null],
    ['a wrong-typed count', { ...numbers, plays: '4210' }],
    ['a bad date', { ...numbers, lastDate: '11/12/2023' }],
  ])('stored numbers that are %s are dropped; the rest still reads', (_, value) => {
    const read = parseStoredText(JSON.stringify({ ...base, listening_numbers: value }));
    expect(read).toEqual({ status: 'ok', result: base });
  });

  it('a wrong-shape result stays corrupt even with good numbers', () => {
    const noEvidence: Record<string, unknown> = { ...base };
    delete noEvidence.evidence;
    expect(parseStoredText(JSON.stringify({ ...noEvidence, listening_numbers: numbers }))).toEqual({
      status: 'corrupt',
    });
  });
});
