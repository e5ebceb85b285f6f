import { FLAVOR_SLUGS } from '../flavor/slug';
import { LOCALES, type Locale } from './routing';

/** The site's pages, unprefixed: every other path is a 404 (proxy.ts). */
const PAGES = new Set(['/', '/flavor', '/embed/upload', ...FLAVOR_SLUGS.map((slug) => `/flavor/${slug}`)]);

/** The path of each language's prerendered 404 page (app/[locale]/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';

/** The language a path is in (`/de/…` German) and its unprefixed path, or English for any other path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: 'en', path: pathname };
}

/** Whether an unprefixed path is one of the site's pages (a trailing slash is not). */
export function isSitePage(path: string): boolean {
  return PAGES.has(path);
}
