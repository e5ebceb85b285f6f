import { LOCALE_COOKIE } from './routing';

/** A year, in seconds: how long the language cookie keeps a visitor's choice. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie line; self-contained, as the inline script carries it too (languageSwitchScript). */
function languageCookieLine(name: string, maxAge: number, locale: string): string {
  return `${name}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** The language cookie a tap on a language link writes (the proxy honours it on the next visit). */
export function languageCookie(locale: string): string {
  return languageCookieLine(LOCALE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, locale);
}

/**
 * What a tap on a language link does before React runs (components/ui/language-switch.tsx does the same once it
 * has): the link is plain, so without this a tap in that moment would load the other language without the
 * page's query and fragment (a friend's or a crew's link is all in its fragment) and forget the choice.
 * Self-contained, as it runs as an inline script (languageSwitchScript): only its arguments and the browser's
 * globals. Listens in the capture phase and stops once the page is interactive (components/ui/interactive-mark.tsx).
 */
function keepPageOnEarlySwitch(cookieFor: (locale: string) => string): void {
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.dataset.interactive === 'true') return;
      const target = event.target;
      const link = target instanceof Element ? target.closest('a[data-language-switch]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      document.cookie = cookieFor(link.hreflang);
      link.href = (link.getAttribute('href') ?? '').split(/[?#]/)[0] + location.search + location.hash;
    },
    true,
  );
}

/** The inline script the language switch renders before its links. */
export function languageSwitchScript(): string {
  const cookieFor = `(locale) => (${languageCookieLine.toString()})(${JSON.stringify(LOCALE_COOKIE)}, ${LANGUAGE_COOKIE_MAX_AGE}, locale)`;
  return `(${keepPageOnEarlySwitch.toString()})(${cookieFor})`;
}
