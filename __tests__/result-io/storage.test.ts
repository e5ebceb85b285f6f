import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { buildResult } from '@/lib/flavor/result';
import { readFlavorResult, saveFlavorResult, STORAGE_KEY } from '@/lib/result-io/storage';
import type { KeyValueStore } from '@/lib/storage';

function memoryStore(
  initial: Record<string, string> = {},
): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const result = buildResult(
  { E: 72, C: 40, O: 88 },
  { extraversion_signals: ['a'], conscientiousness_signals: ['b'], openness_signals: ['c'] },
);

describe('flavour storage', () => {
  beforeEach(() => sessionStorage.clear());

  it("uses the key 'spotify-flavor-data'", () => {
    expect(STORAGE_KEY).toBe('spotify-flavor-data');
  });

  it('saves under that key as JSON', () => {
    const store = memoryStore();
    saveFlavorResult(store, result);
    expect(JSON.parse(store.getItem('spotify-flavor-data') ?? 'null')).toEqual(result);
  });

  it('reads missing when nothing is saved', () => {
    expect(readFlavorResult(memoryStore())).toEqual({ status: 'missing' });
  });

  it('reads corrupt for non-JSON text', () => {
    expect(readFlavorResult(memoryStore({ [STORAGE_KEY]: '{not json' }))).toEqual({ status: 'corrupt' });
  });

  it('reads corrupt for an empty string', () => {
    expect(readFlavorResult(memoryStore({ [STORAGE_KEY]: '' }))).toEqual({ status: 'corrupt' });
  });

  it.each([
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['an object without the fields', '{"hello":"world"}'],
    ['a result with a bad bin', JSON.stringify({ ...result, E_bin: 'Medium' })],
    ['a result with a numeric score', JSON.stringify({ ...result, E_score: 72 })],
    ['a result with non-string celebrities', JSON.stringify({ ...result, celebrities: [1, 2] })],
    ['a result without evidence', JSON.stringify({ ...result, evidence: undefined })],
  ])('reads corrupt for the wrong shape: %s', (_name, text) => {
    expect(readFlavorResult(memoryStore({ [STORAGE_KEY]: text }))).toEqual({ status: 'corrupt' });
  });

  it('reads corrupt for an oversized value', () => {
    const big = JSON.stringify({ ...result, personality_description: 'x'.repeat(MAX_RESULT_CHARS) });
    expect(readFlavorResult(memoryStore({ [STORAGE_KEY]: big }))).toEqual({ status: 'corrupt' });
  });

  it('reads corrupt when getItem throws', () => {
    const store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readFlavorResult(store)).toEqual({ status: 'corrupt' });
  });

  it('round-trips a valid result through sessionStorage', () => {
    expect(saveFlavorResult(sessionStorage, result)).toBe(true);
    expect(readFlavorResult(sessionStorage)).toEqual({ status: 'ok', result });
  });

  it('returns false from save when setItem throws', () => {
    const store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveFlavorResult(store, result)).toBe(false);
  });
});
