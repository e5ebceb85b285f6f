/** @jest-environment node */
/**
 * The languages table is plain .mjs (lib/i18n/language-table.mjs), which the type checker does not read: its
 * .d.mts promises every entry's shape, and this holds the table to that promise.
 */
import { LANGUAGE_TABLE } from '@/lib/i18n/language-table.mjs';

const TEXT_FIELDS = ['code', 'intl', 'og', 'label', 'name'] as const;

describe('the languages table', () => {
  it.each(LANGUAGE_TABLE.map((entry) => [entry.code, entry]))(
    '%s has every field, of its type',
    (_, entry) => {
      const fields: unknown = entry;
      expect(fields).toEqual(expect.any(Object));
      for (const field of TEXT_FIELDS) {
        expect(typeof entry[field]).toBe('string');
        expect(entry[field]).not.toBe('');
      }
      expect(typeof entry.previewOnly).toBe('boolean');
      const known = [...TEXT_FIELDS, 'previewOnly', 'pseudoOf'];
      expect(Object.keys(entry).filter((key) => !known.includes(key))).toEqual([]);
    },
  );

  it('names each code once, starts with a language the public sees, and generates only from such a one', () => {
    const codes = LANGUAGE_TABLE.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(LANGUAGE_TABLE[0].previewOnly).toBe(false);
    const publicCodes = LANGUAGE_TABLE.filter((entry) => !entry.previewOnly).map((entry) => entry.code);
    for (const entry of LANGUAGE_TABLE)
      if (entry.pseudoOf !== undefined) expect(publicCodes).toContain(entry.pseudoOf);
  });
});
