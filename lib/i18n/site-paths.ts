import { PREVIEW_FEATURES, PREVIEW_PAGES } from '../preview';

/**
 * The site's pages besides the flavour pages, unprefixed: every other path is a 404 (proxy.ts). The proxy
 * cannot read the app/ tree, so the pages are listed; __tests__/i18n/site-paths.test.ts derives them from the
 * tree and compares (as it does lib/preview.ts's PREVIEW_PAGES).
 */
export const SITE_PAGES: readonly string[] = ['/', '/embed/upload', '/flavor', '/crew'];

/** The path of each language's prerendered 404 page (app/[locale]/(site)/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * Whether an unprefixed path is one of the site's pages (a trailing slash is not), given the flavour pages'
 * slugs (lib/flavor/slug.ts; the proxy passes them, so this folder does not reach into the flavour table).
 * The states page and its seed step (lib/preview.ts) are pages on a preview build only: a production build's
 * proxy answers them with the 404 page.
 */
export function isSitePage(
  path: string,
  flavorSlugs: readonly string[],
  preview: boolean = PREVIEW_FEATURES,
): boolean {
  if (SITE_PAGES.includes(path)) return true;
  if (preview && PREVIEW_PAGES.includes(path)) return true;
  const slug = path.startsWith('/flavor/') ? path.slice('/flavor/'.length) : undefined;
  return slug !== undefined && flavorSlugs.includes(slug);
}
