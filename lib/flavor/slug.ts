import { FLAVOR_ROWS, FLAVOR_SLUGS, type FlavorRow } from './table';

export { FLAVOR_SLUGS };

/**
 * A name as a slug: "Mint Chocolate Chip" -> "mint-chocolate-chip", "Matcha / Pistachio" -> "matcha-pistachio".
 * Each row's slug is written in the table; __tests__/share/share-picture.test.ts holds it equal to this of its
 * funky flavour's name, so links stay the ones they always were.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function rowForSlug(slug: string): FlavorRow | undefined {
  return FLAVOR_ROWS.find((row) => row.slug === slug);
}

/** The public page of a flavour under a site origin, e.g. https://example.com/flavor/caramel. */
export function flavorPageUrl(site: string, slug: string): string {
  return `${site.replace(/\/+$/, '')}/flavor/${slug}`;
}

/**
 * The committed link-preview picture of a flavour page (or 'site') in a language, made by `npm run og:images`:
 * English at `/og/<name>.png`, another language at `/og/<language>/<name>.png`.
 */
export function ogImagePath(name: string, language = 'en'): string {
  return language === 'en' ? `/og/${name}.png` : `/og/${language}/${name}.png`;
}
