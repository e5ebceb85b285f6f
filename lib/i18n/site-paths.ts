/** The site's pages besides the flavour pages, unprefixed: every other path is a 404 (proxy.ts). */
const PAGES = new Set(['/', '/flavor', '/embed/upload']);

/** The path of each language's prerendered 404 page (app/[locale]/(site)/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';

/**
 * Whether an unprefixed path is one of the site's pages (a trailing slash is not), given the flavour pages'
 * slugs (lib/flavor/slug.ts; the proxy passes them, so this folder does not reach into the flavour table).
 */
export function isSitePage(path: string, flavorSlugs: readonly string[]): boolean {
  if (PAGES.has(path)) return true;
  const slug = path.startsWith('/flavor/') ? path.slice('/flavor/'.length) : undefined;
  return slug !== undefined && flavorSlugs.includes(slug);
}
