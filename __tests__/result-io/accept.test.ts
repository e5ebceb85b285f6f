import { acceptWidgetResult } from '@/lib/result-io/accept';
import { readFlavorResult, STORAGE_KEY } from '@/lib/result-io/storage';
import { expectOk, expectStatus } from '../support/narrow';
import type { KeyValueStore } from '@/lib/storage';

function memoryStore(): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const raw = {
  E_score: '72',
  C_score: '35',
  O_score: '61',
  E_bin: 'High',
  C_bin: 'Low',
  O_bin: 'High',
  row_key: 'High Low High',
  personality_type: 'Creative Explorer',
  funky_flavour_name: 'Strawberry',
  evidence: {
    extraversion_signals: ['Many shared playlists.'],
    conscientiousness_signals: ['Few repeats.'],
    openness_signals: ['Forty genres.'],
  },
};

describe('acceptWidgetResult (the complete path)', () => {
  it('accepts an object result, saves it and returns it', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult(raw, store);
    expectOk(outcome);
    expect(outcome.result).toMatchObject({
      row_key: 'High Low High',
      funky_flavour_name: 'Strawberry',
      og_flavour_name: 'HoneySpice Explorer',
      evidence: raw.evidence,
    });
    expect(readFlavorResult(store)).toEqual({ status: 'ok', result: outcome.ok && outcome.result });
  });

  it('accepts a fenced JSON string result', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult('```json\n' + JSON.stringify(raw) + '\n```', store);
    expectOk(outcome);
    expect(outcome.result.funky_flavour_name).toBe('Strawberry');
    expect(store.data.has(STORAGE_KEY)).toBe(true);
  });

  it('repairs a result whose bins disagree with its scores before saving', () => {
    const store = memoryStore();
    const outcome = acceptWidgetResult({ ...raw, C_score: '60', C_bin: 'Low' }, store);
    expectOk(outcome);
    expect(outcome.result.row_key).toBe('High High High');
    const saved = readFlavorResult(store);
    expectStatus(saved, 'ok');
    expect(saved.result.funky_flavour_name).toBe('Chocolate');
  });

  it('fails with the spec parse message for unparseable text and saves nothing', () => {
    const store = memoryStore();
    expect(acceptWidgetResult('nonsense', store)).toEqual({
      ok: false,
      reason: 'Failed to parse Spotify data from Vana widget.',
    });
    expect(store.data.size).toBe(0);
  });

  it('fails for a result without valid scores and saves nothing', () => {
    const store = memoryStore();
    expect(acceptWidgetResult({ ...raw, E_score: 'lots' }, store).ok).toBe(false);
    expect(store.data.size).toBe(0);
  });

  it('fails when the store refuses to save', () => {
    const store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(acceptWidgetResult(raw, store).ok).toBe(false);
  });
});
