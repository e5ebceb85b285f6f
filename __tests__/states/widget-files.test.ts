/** @jest-environment node */
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { importExport } from '@/lib/import/run-import';
import { sourceFromBlob } from '@/lib/export/files/export-source';
import { exportErrorText, toExportError, type ExportErrorWords } from '@/lib/export/export-error';
import { rootTranslatorFor, translatorFor } from '@/lib/i18n/translator';
import type { Messages } from '@/lib/i18n/messages';
import { stateById, WIDGET_STATES } from '@/lib/states/states';
import { widgetFiles, WIDGET_FILES, type WidgetStateId } from '@/lib/states/widget-files';

const words = rootTranslatorFor('en', { Evidence: en.Evidence });
const refusals = translatorFor('en', { ExportErrors: en.ExportErrors } as Messages, 'ExportErrors');

/** What the widget's import makes of a state's files: the refusal's code and words, as the worker has them. */
async function refusal(id: WidgetStateId): Promise<{ code: string; text: string }> {
  const files = WIDGET_FILES[id]().map((f) => new File([f.bytes as BlobPart], f.name));
  try {
    await importExport(
      files.map((file) => sourceFromBlob(file)),
      { timeZone: 'UTC', words },
    );
  } catch (error) {
    const failure = toExportError(error);
    return { code: failure.code, text: exportErrorText(refusals as ExportErrorWords, failure) };
  }
  throw new Error(`${id} was read`);
}

const EXPECTED: Record<WidgetStateId, { code: string; text: RegExp }> = {
  'widget-not-export': { code: 'NOT_AN_EXPORT', text: /^This does not look like a Spotify data export/ },
  'widget-corrupt-zip': { code: 'ZIP_DAMAGED', text: /^This zip file looks damaged/ },
  'widget-technical-log': { code: 'TECHNICAL_LOG', text: /Technical log information/ },
  'widget-no-history': { code: 'NO_HISTORY', text: /^This export has no streaming history/ },
  'widget-podcasts': { code: 'ONLY_PODCASTS', text: /^These files only contain podcasts/ },
  'widget-empty': { code: 'EMPTY_OR_TRUNCATED', text: /empty or cut off/ },
  'widget-too-few': { code: 'NOT_ENOUGH_MUSIC', text: /we found 120 songs/ },
  'widget-too-large': { code: 'FILE_TOO_LARGE', text: /^This file is much larger than any file/ },
  'widget-apple': { code: 'NOT_AN_EXPORT', text: /^Apple Music files, but no play history/ },
  'widget-youtube': { code: 'ONLY_PODCASTS', text: /^YouTube Music files, but they hold only videos/ },
  'widget-youtube-html': { code: 'YOUTUBE_HTML', text: /watch-history\.html/ },
  'widget-too-many-files': {
    code: 'TOO_MANY_FILES',
    text: /^That is more files than a Spotify export contains/,
  },
  'widget-zip-locked': { code: 'ZIP_UNSUPPORTED', text: /^This zip is password-protected/ },
  'widget-zip-unsafe': { code: 'ZIP_UNSAFE', text: /^This zip holds far more files or data/ },
};

describe("the widget states' files", () => {
  it('are one per widget state of the states page, each opening the built-in widget with its id', () => {
    expect(Object.keys(WIDGET_FILES).sort()).toEqual([...WIDGET_STATES].sort());
    for (const id of WIDGET_STATES) {
      expect(stateById(id)?.path).toBe(`/embed/upload?state=${id}`);
      expect(en.States.states[id]).toBeTruthy();
      expect(de.States.states[id]).toBeTruthy();
    }
    expect(widgetFiles('toString')).toBeUndefined();
    expect(widgetFiles(null)).toBeUndefined();
  });

  it.each(WIDGET_STATES)('%s: the import refuses it with its own words', async (id) => {
    const { code, text } = await refusal(id);
    expect(code).toBe(EXPECTED[id].code);
    expect(text).toMatch(EXPECTED[id].text);
  });
});
