import words from './generated/last-resort.json';
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from './routing';

/**
 * The error screens' words (app/[locale]/error.tsx, and app/global-error.tsx, which replaces the whole document
 * when the layout itself fails). Both boundaries are part of every page's first load: reading a catalogue
 * there would put next-intl's client code (or a whole language) into every page. So they read the catalogues'
 * `Screens` words through a small file made from the catalogues at install and build time
 * (lib/i18n/generated/last-resort.json, `npm run i18n:generate`), one entry per public language; a preview-only
 * language (lib/i18n/languages.ts) shows the default language's.
 */
export interface LastResortWords {
  readonly title: string;
  readonly body: string;
  readonly home: string;
  readonly retry: string;
}

const WORDS: Partial<Record<string, LastResortWords>> = words;

export function lastResortWords(locale: Locale): LastResortWords {
  return WORDS[locale] ?? (WORDS[DEFAULT_LOCALE] as LastResortWords);
}

/** The language of the page that failed, read from its path (`/de/…`); English otherwise. */
export function lastResortLocale(pathname: string | null): Locale {
  return splitLocale(pathname ?? '/').locale;
}

export { localePath };
