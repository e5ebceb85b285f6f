/**
 * The page's reader of session storage (parseStoredText, readFlavorResult) on every hostile value of
 * fixtures/corrupt-storage.ts, the table e2e/hostile-storage.spec.ts used to try one browser test at a
 * time. The spec now walks one value per browser path; this is where each value's verdict is decided.
 */
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { parseStoredText, readFlavorResult, STORAGE_KEY } from '@/lib/result-io/storage';
import {
  CORRUPT_STORED,
  editedStored,
  HOSTILE_HEXES,
  MARKUP_NAME,
  MARKUP_STORED_TEXT,
  paddedTo,
  PROTO_KEY_STORED_TEXT,
  VALID_STORED,
  VALID_STORED_TEXT,
} from '@/fixtures/corrupt-storage';
import type { KeyValueStore } from '@/lib/storage';

function memoryStore(
  text: string,
): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> & { map: Map<string, string> } {
  const map = new Map([[STORAGE_KEY, text]]);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('hostile session storage, as the page reads it', () => {
  it('every kind of corrupt value is tried', () => {
    const kinds = new Set(CORRUPT_STORED.map((c) => c.category));
    expect([...kinds].sort()).toEqual(['empty', 'garbage', 'hand-edited', 'oversized', 'wrong shape']);
    // The labels name the test of each value, so they must tell them apart.
    expect(new Set(CORRUPT_STORED.map((c) => `${c.category}: ${c.label}`)).size).toBe(CORRUPT_STORED.length);
  });

  it.each(CORRUPT_STORED.map((c) => [`${c.category}: ${c.label}`, c.value] as const))(
    '%s reads corrupt',
    (_name, value) => {
      expect(parseStoredText(value)).toEqual({ status: 'corrupt' });
      expect(readFlavorResult(memoryStore(value))).toEqual({ status: 'corrupt' });
    },
  );

  it('a valid value reads ok, as saved', () => {
    expect(parseStoredText(VALID_STORED_TEXT)).toEqual({
      status: 'ok',
      result: JSON.parse(VALID_STORED_TEXT),
    });
  });

  it(`a valid value of exactly ${MAX_RESULT_CHARS} chars still reads ok`, () => {
    const text = paddedTo(MAX_RESULT_CHARS);
    expect(text).toHaveLength(MAX_RESULT_CHARS);
    expect(parseStoredText(text)).toMatchObject({ status: 'ok', result: { funky_flavour_name: 'Caramel' } });
  });

  it('an extra __proto__ key on a valid shape reads ok, and pollutes nothing', () => {
    const read = parseStoredText(PROTO_KEY_STORED_TEXT);
    expect(read).toMatchObject({
      status: 'ok',
      result: { funky_flavour_name: 'Caramel', E_score: VALID_STORED.E_score },
    });
    expect([({} as { polluted?: unknown }).polluted, ({} as { E_score?: unknown }).E_score]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('markup in a well-shaped value reads ok, unchanged (the card shows it as text)', () => {
    expect(parseStoredText(MARKUP_STORED_TEXT)).toMatchObject({
      status: 'ok',
      result: {
        funky_flavour_name: MARKUP_NAME,
        personality_description: '<script>window.__pwned=2</script>',
      },
    });
  });

  it.each(HOSTILE_HEXES.map((hex) => [JSON.stringify(hex), hex] as const))(
    'a hand-edited primary_color.hex %s reads ok (the card then paints the colour or the fallback)',
    (_name, hex) => {
      const text = editedStored((r) => (r.primary_color = { name: 'Caramel Brown', hex }));
      expect(parseStoredText(text)).toMatchObject({ status: 'ok', result: { primary_color: { hex } } });
    },
  );
});
