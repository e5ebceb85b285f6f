import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { alternatesFor } from '@/lib/i18n/alternates';
import { localeOr, localePath, splitLocale, unprefixedPath } from '@/lib/i18n/routing';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { isSitePage, NOT_FOUND_PAGE, SITE_PAGES } from '@/lib/i18n/site-paths';
import { PREVIEW_PAGES } from '@/lib/preview';

/**
 * The pages the app/[locale] tree holds, unprefixed: a folder with a `page` file is a page, a `route` file (not
 * a page's) a route; route groups `(…)` add nothing to the path. `.preview` files are the preview builds' only.
 */
function pagesOfTree(): { pages: string[]; preview: string[] } {
  const root = join(process.cwd(), 'app', '[locale]');
  const pages: string[] = [];
  const preview: string[] = [];
  const walk = (folder: string, path: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(join(folder, entry.name), group ? path : [...path, entry.name]);
        continue;
      }
      const kind = /^(page|route)(\.preview)?\.tsx?$/.exec(entry.name);
      if (!kind) continue;
      (kind[2] ? preview : pages).push(`/${path.join('/')}`);
    }
  };
  walk(root, []);
  return { pages: pages.sort(), preview: preview.sort() };
}

describe("the site's pages, as the app/ tree holds them", () => {
  const tree = pagesOfTree();

  it('lists every page of the tree: the fixed ones, the flavour pages by slug and the 404', () => {
    const fixed = tree.pages.filter((path) => !path.includes('[') && path !== NOT_FOUND_PAGE);
    expect(fixed).toEqual([...SITE_PAGES].sort());
    expect(tree.pages).toContain('/flavor/[slug]');
    expect(tree.pages).toContain(NOT_FOUND_PAGE);
    expect(tree.pages).toHaveLength(fixed.length + 2);
  });

  it("lists every preview build's page and route of the tree", () => {
    expect(tree.preview).toEqual([...PREVIEW_PAGES].sort());
  });
});

describe('language paths', () => {
  it('splits a path into its language and the unprefixed path; anything unknown is English', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/de/flavor/chocolate')).toEqual({ locale: 'de', path: '/flavor/chocolate' });
    expect(splitLocale('/en/flavor')).toEqual({ locale: 'en', path: '/flavor' });
    expect(splitLocale('/fr/flavor')).toEqual({ locale: 'en', path: '/fr/flavor' });
    expect(splitLocale('/deutsch')).toEqual({ locale: 'en', path: '/deutsch' });
  });

  it('knows the site pages; every other path is the 404', () => {
    for (const page of ['/', '/flavor', '/embed/upload', '/flavor/chocolate', '/flavor/matcha-pistachio'])
      expect(isSitePage(page, FLAVOR_SLUGS)).toBe(true);
    for (const other of ['/flavor/nope', '/fr/flavor', '/flavor/', '/page-not-found', '/embed'])
      expect(isSitePage(other, FLAVOR_SLUGS)).toBe(false);
  });

  it('keeps English unprefixed and puts German under /de', () => {
    expect(localePath('en', '/flavor')).toBe('/flavor');
    expect(localePath('de', '/')).toBe('/de');
    expect(localePath('de', '/flavor')).toBe('/de/flavor');
    expect(unprefixedPath('/de/flavor')).toBe('/flavor');
    expect(unprefixedPath('/de')).toBe('/');
    expect(unprefixedPath('/flavor')).toBe('/flavor');
  });

  it('reads a tampered or unknown language as English', () => {
    for (const junk of ['fr', 'DE', '', 'de-DE', '<script>', undefined, 42])
      expect(localeOr(junk)).toBe('en');
    expect(localeOr('de')).toBe('de');
  });

  it('lists both languages and x-default as alternates, canonical in the page language', () => {
    expect(alternatesFor('de', '/flavor/chocolate')).toEqual({
      canonical: '/de/flavor/chocolate',
      languages: { 'x-default': '/flavor/chocolate', en: '/flavor/chocolate', de: '/de/flavor/chocolate' },
    });
  });
});
