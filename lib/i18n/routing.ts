import { LANGUAGES, SERVED_LANGUAGES, type LanguageCode } from './languages';

/**
 * The languages (lib/i18n/languages.ts) and how they show in URLs. English, the customer's language, keeps the
 * routes of the specification unprefixed (`/`, `/flavor`, `/flavor/<slug>`); German lives under `/de`. A first visit without a
 * choice is sent where the browser's languages point (Accept-Language); the switch's choice is remembered in
 * the cookie below and wins from then on. Anything else (`/fr/…`, a junk header, a tampered cookie) is English.
 */
export type Locale = LanguageCode;
/** The languages this build serves (lib/i18n/languages.ts; a production deployment leaves out the preview-only). */
export const LOCALES: readonly Locale[] = SERVED_LANGUAGES.map((language) => language.code as Locale);
/** The first entry of the table. */
export const DEFAULT_LOCALE: Locale = LANGUAGES[0].code;

/** The cookie that remembers the switch's choice (set by the switch and the proxy: lib/i18n/proxy-routing.ts). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A route's `[locale]` segment, or English for anything else. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The path of `path` (which starts with `/`, unprefixed) in `locale`: English keeps the spec's own routes. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path is in (`/de/…` German) and its unprefixed path, or English for any other path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The unprefixed path of a localized one: `/de/flavor` → `/flavor`, `/de` → `/`. */
export function unprefixedPath(pathname: string): string {
  return splitLocale(pathname).path;
}
