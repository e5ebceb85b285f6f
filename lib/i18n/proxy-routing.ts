import { defineRouting } from 'next-intl/routing';
import { PUBLIC_LANGUAGES } from './languages';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from './routing';

/**
 * next-intl's routing, for the proxy alone (proxy.ts): kept out of lib/i18n/routing.ts, which pages and client
 * components import, so that no page's JavaScript carries it. English keeps the specification's unprefixed
 * routes; a first visit without a choice goes where the browser's languages point; the switch's choice is
 * remembered a year in the cookie and wins from then on.
 */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: YEAR_SECONDS, sameSite: 'lax' },
  // The proxy adds `Link: …; rel="alternate"; hreflang=…` headers; the pages carry the same alternates in
  // their <head> (lib/i18n/alternates.ts), which link previews and crawlers read either way.
  alternateLinks: false,
});

/**
 * The same routing among the public languages only: outside a preview-only language's own paths, the browser's
 * languages and the cookie choose among these (`Accept-Language: en-GB` would otherwise match en-XA).
 */
export const publicRouting = { ...routing, locales: PUBLIC_LANGUAGES.map(({ code }) => code as Locale) };
