import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { LAST_RESORT_WORDS, lastResortLocale } from '@/lib/i18n/last-resort';

describe("the root error screen's own copy of its words", () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)('matches the %s catalogue', (locale, catalogue) => {
    const s = catalogue.Screens;
    expect(LAST_RESORT_WORDS[locale]).toEqual({
      title: s.errorTitle,
      body: s.errorBody,
      home: s.home,
      retry: s.retry,
    });
  });

  it('reads the language from the path, English for anything else', () => {
    expect(lastResortLocale('/de/flavor')).toBe('de');
    expect(lastResortLocale('/de')).toBe('de');
    expect(lastResortLocale('/flavor')).toBe('en');
    expect(lastResortLocale('/fr/flavor')).toBe('en');
    expect(lastResortLocale('/deutsch')).toBe('en');
  });
});
