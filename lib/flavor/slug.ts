import { languageOf } from '../i18n/languages';
import { DEFAULT_LOCALE } from '../i18n/routing';
import { FLAVOR_ROWS, findRowByFunkyFlavor, type FlavorRow } from './table';

/**
 * The public flavour pages' slugs (`/flavor/<slug>`), derived from the table's funky flavour names:
 * "Mint Chocolate Chip" -> "mint-chocolate-chip", "Matcha / Pistachio" -> "matcha-pistachio".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugForRow(row: FlavorRow): string {
  return slugify(row.funkyFlavorName);
}

export const FLAVOR_SLUGS: readonly string[] = FLAVOR_ROWS.map(slugForRow);

export function rowForSlug(slug: string): FlavorRow | undefined {
  return FLAVOR_ROWS.find((row) => slugForRow(row) === slug);
}

/** The slug of a result's flavour; undefined for a flavour outside the table (it has no public page). */
export function slugForFlavor(funkyFlavorName: string): string | undefined {
  const row = findRowByFunkyFlavor(funkyFlavorName);
  return row ? slugForRow(row) : undefined;
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
