import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { publicPages } from '@/lib/i18n/public-pages';

/** The sitemap's pages (lib/i18n/public-pages.ts): the landing and the flavour pages, both languages, alternates. */
describe('publicPages', () => {
  const pages = publicPages(new URL('https://flavor.example'), FLAVOR_SLUGS);

  it('lists the landing and each flavour page in each public language: 18 pages', () => {
    expect(pages).toHaveLength(18);
    expect(pages.map((p) => p.url)).toEqual(
      expect.arrayContaining([
        'https://flavor.example/',
        'https://flavor.example/de',
        'https://flavor.example/flavor/caramel',
        'https://flavor.example/de/flavor/caramel',
      ]),
    );
  });

  it('gives each its alternates in both languages and English as x-default, never a preview language', () => {
    const caramel = pages.find((p) => p.url === 'https://flavor.example/de/flavor/caramel');
    expect(caramel?.languages).toEqual({
      'x-default': 'https://flavor.example/flavor/caramel',
      en: 'https://flavor.example/flavor/caramel',
      de: 'https://flavor.example/de/flavor/caramel',
    });
    for (const page of pages) expect(Object.keys(page.languages)).not.toContain('en-XA');
  });
});
