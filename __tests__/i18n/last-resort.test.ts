import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { lastResortLocale, lastResortWords } from '@/lib/i18n/last-resort';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/routing';

const catalogue = (code: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'messages', `${code}.json`), 'utf8')) as {
    Screens: Record<string, string>;
  };

describe("the root error screen's words come from the catalogues", () => {
  it.each((LANGUAGES as readonly Language[]).filter((l) => !l.previewOnly).map((l) => l.code))(
    'are the %s catalogue\u2019s Screens words (else run `npm run i18n:generate`)',
    (code) => {
      const s = catalogue(code).Screens;
      expect(lastResortWords(code as Locale)).toEqual({
        title: s.errorTitle,
        body: s.errorBody,
        home: s.home,
        retry: s.retry,
      });
    },
  );

  it('show the default language\u2019s words in a preview-only language', () => {
    for (const { code } of (LANGUAGES as readonly Language[]).filter((l) => l.previewOnly))
      expect(lastResortWords(code as Locale)).toEqual(lastResortWords(DEFAULT_LOCALE));
  });

  it('reads the language from the path, English for anything else', () => {
    for (const { code } of LANGUAGES) {
      expect(lastResortLocale(localePath(code, '/flavor'))).toBe(code);
      expect(lastResortLocale(localePath(code, '/'))).toBe(code);
    }
    expect(lastResortLocale('/de/flavor')).toBe('de');
    expect(lastResortLocale('/flavor')).toBe('en');
    expect(lastResortLocale('/fr/flavor')).toBe('en');
    expect(lastResortLocale('/deutsch')).toBe('en');
    expect(lastResortLocale(null)).toBe('en');
  });
});
