import { PREVIEW_FEATURES, PREVIEW_PAGES } from '../preview';

/** The site's pages besides the flavour pages, unprefixed: every other path is a 404 (proxy.ts). */
const PAGES = new Set(['/', '/flavor', '/crew', '/embed/upload']);

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
  if (PAGES.has(path)) return true;
  if (preview && PREVIEW_PAGES.includes(path)) return true;
  const slug = path.startsWith('/flavor/') ? path.slice('/flavor/'.length) : undefined;
  return slug !== undefined && flavorSlugs.includes(slug);
}
