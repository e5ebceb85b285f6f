/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { englishErrorText, EXPORT_ERROR_MESSAGES } from '@/scripts/english/english-errors';
import { ExportError } from '@/lib/export/export-error';
import { importExport } from '@/lib/import/run-import';
import { BAD_INPUT_CATEGORIES, BAD_INPUTS } from '@/fixtures/bad-inputs';
import { accountExportZip } from '@/fixtures/spotify-export';
import { zipEntryText } from '@/fixtures/widget-fixtures';

// Builds and reads synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(30_000);

/**
 * The widget's bad inputs, every one, through the worker's own read -> score (lib/import/run-import.ts): the
 * exact message the widget shows. e2e/widget-import.spec.ts walks the same table through the real widget.
 */
async function messageOf(files: Parameters<typeof importExport>[0]): Promise<string> {
  try {
    await importExport(files, { words: EN_WORDS, timeZone: 'UTC' });
  } catch (error) {
    if (error instanceof ExportError) return englishErrorText(error);
    throw error;
  }
  throw new Error('expected the import to be refused');
}

describe('bad inputs of the widget', () => {
  it.each(BAD_INPUTS.map((bad) => [`${bad.category}: ${bad.title}`, bad] as const))(
    '%s is refused with its message',
    async (_title, bad) => {
      const expected = bad.message();
      const shown = await messageOf(bad.files());
      if (typeof expected === 'string') expect(shown).toBe(expected);
      else expect(shown).toMatch(expected);
    },
  );

  it('every kind of bad input is tried', () => {
    expect([...new Set(BAD_INPUTS.map((bad) => bad.category))].sort()).toEqual(
      [...BAD_INPUT_CATEGORIES].sort(),
    );
    // Each kind's message is one of the widget's own texts (or the scorer's not-enough-music text).
    for (const bad of BAD_INPUTS) {
      const expected = bad.message();
      if (typeof expected === 'string' && bad.category !== 'too little music')
        expect(Object.values(EXPORT_ERROR_MESSAGES)).toContain(expected);
    }
  });

  it('a broken auxiliary file (non-JSON UserAddress.json) in a good account zip is skipped, not fatal', async () => {
    const zip = accountExportZip({ seed: 11 });
    const address = zipEntryText(zip, 'Spotify Account Data/UserAddress.json');
    expect(address).toMatch(/^List\(Map\(/);
    expect(() => JSON.parse(address ?? '')).toThrow();
    const { result } = await importExport([zip], { words: EN_WORDS, timeZone: 'UTC' });
    expect(result.row_key).toMatch(/^\S+ \S+ \S+$/);
  });
});
