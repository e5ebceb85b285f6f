import { languageOf } from '../i18n/languages';
import { DEFAULT_LOCALE } from '../i18n/routing';
import { FLAVOR_ROWS, FLAVOR_SLUGS, type FlavorRow } from './table';

export { FLAVOR_SLUGS };

/**
 * A name as a slug: "Mint Chocolate Chip" -> "mint-chocolate-chip", "Matcha / Pistachio" -> "matcha-pistachio".
 * Each row's slug is written in the table; __tests__/flavor/table.test.ts holds it equal to this of its
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
 * the default language's at `/og/<name>.png`, another public language's at `/og/<language>/<name>.png`. A
 * preview-only language (lib/i18n/languages.ts) has none of its own and shows the default's.
 */
export function ogImagePath(name: string, language: string = DEFAULT_LOCALE): string {
  const { code, previewOnly } = languageOf(language);
  return code === DEFAULT_LOCALE || previewOnly ? `/og/${name}.png` : `/og/${code}/${name}.png`;
}
