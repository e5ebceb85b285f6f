import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/config';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { publicPages } from '@/lib/i18n/public-pages';

/**
 * `/sitemap.xml`: the landing and the eight flavour pages in both languages, each with its hreflang alternates
 * (lib/i18n/public-pages.ts). The same on every host: robots.txt decides who may crawl (app/robots.ts).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages(siteOrigin(), FLAVOR_SLUGS).map(({ url, languages }) => ({
    url,
    alternates: { languages },
  }));
}
