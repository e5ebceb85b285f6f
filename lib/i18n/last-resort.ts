import { localePath, splitLocale, type Locale } from './routing';

/**
 * The error screens' words (app/[locale]/error.tsx, and app/global-error.tsx, which replaces the whole document
 * when the layout itself fails). Both boundaries are part of every page's first load: reading a catalogue
 * there would put next-intl's client code (or a whole language) into every page. They are the catalogue's
 * `Screens` words, copied; __tests__/i18n/last-resort.test.ts keeps the copies equal to the catalogues.
 */
export const LAST_RESORT_WORDS = {
  en: {
    title: 'Brain freeze!',
    body: 'Something went wrong on this page. Your data stays on your device; head home and try again.',
    home: 'Return to Home',
    retry: 'Try again',
  },
  de: {
    title: 'Hirnfrost!',
    body: 'Auf dieser Seite ist etwas schiefgelaufen. Deine Daten bleiben auf deinem Gerät – geh zurück zur Startseite und versuch es noch einmal.',
    home: 'Zurück zur Startseite',
    retry: 'Nochmal versuchen',
  },
} as const satisfies Record<Locale, Record<'title' | 'body' | 'home' | 'retry', string>>;

/** The language of the page that failed, read from its path (`/de/…`); English otherwise. */
export function lastResortLocale(pathname: string | null): Locale {
  return splitLocale(pathname ?? '/').locale;
}

export { localePath };
