/** @jest-environment node */
import { generateMetadata as landingMetadata } from '@/app/[locale]/(site)/page';
import { generateMetadata as resultMetadata } from '@/app/[locale]/(site)/flavor/page';
import { generateMetadata as flavorMetadata } from '@/app/[locale]/(site)/flavor/[slug]/page';
import { generateMetadata as crewMetadata } from '@/app/[locale]/(site)/crew/page';
import { FLAVOR_SLUGS, ogImagePath } from '@/lib/flavor/slug';
import { alternatesFor } from '@/lib/i18n/alternates';
import { translatorFor } from '@/lib/i18n/translator';
import deMessages from '@/messages/de.json';
import enMessages from '@/messages/en.json';

// next-intl's server entry answers only in a React Server Component render; outside one, the same catalogue
// through a plain translator.
jest.mock('next-intl/server', () => {
  const { translatorFor } = jest.requireActual('@/lib/i18n/translator');
  const catalogues = {
    en: jest.requireActual('@/messages/en.json'),
    de: jest.requireActual('@/messages/de.json'),
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'de'; namespace: string }) =>
      translatorFor(locale, catalogues[locale], namespace as never),
    setRequestLocale: () => undefined,
  };
});

/** Every public page names itself in both languages, English also as x-default (lib/i18n/alternates.ts). */
const params = (locale: string, slug = '') => ({ params: Promise.resolve({ locale, slug }) });

describe('hreflang alternates', () => {
  it('of the landing: en /, de /de, x-default /', async () => {
    for (const [locale, canonical] of [
      ['en', '/'],
      ['de', '/de'],
    ] as const) {
      expect((await landingMetadata(params(locale))).alternates).toEqual({
        canonical,
        languages: { en: '/', de: '/de', 'x-default': '/' },
      });
    }
  });

  it('of /flavor: en /flavor, de /de/flavor, x-default /flavor', async () => {
    for (const [locale, canonical] of [
      ['en', '/flavor'],
      ['de', '/de/flavor'],
    ] as const) {
      expect((await resultMetadata(params(locale))).alternates).toEqual({
        canonical,
        languages: { en: '/flavor', de: '/de/flavor', 'x-default': '/flavor' },
      });
    }
  });

  it.each(FLAVOR_SLUGS)('of /flavor/%s in both languages', async (slug) => {
    for (const locale of ['en', 'de'] as const) {
      const alternates = (await flavorMetadata(params(locale, slug))).alternates;
      expect(alternates?.languages).toEqual({
        en: `/flavor/${slug}`,
        de: `/de/flavor/${slug}`,
        'x-default': `/flavor/${slug}`,
      });
      expect(alternates?.canonical).toBe(locale === 'en' ? `/flavor/${slug}` : `/de/flavor/${slug}`);
    }
  });

  it('hold en, de and x-default for any path', () => {
    expect(Object.keys(alternatesFor('de', '/x').languages).sort()).toEqual(['de', 'en', 'x-default']);
  });
});

describe('flavour page titles and descriptions in the page\u2019s language', () => {
  it('English keeps the customer\u2019s words; German has its own', async () => {
    const en = await flavorMetadata(params('en', 'caramel'));
    const de = await flavorMetadata(params('de', 'caramel'));
    expect(en.title).toBe('Caramel: the Thoughtful Innovator flavour');
    const meta = translatorFor('de', deMessages, 'Meta');
    const words = deMessages.Flavors.caramel;
    expect(de.title).toBe(meta('flavorPageTitle', { flavor: words.name, type: words.type }));
    expect(de.title).toContain(words.name);
    expect(de.title).toContain(words.type);
    expect(de.description).toBe(meta('flavorPageDescription', { description: words.ogDescription }));
    expect(de.description).toMatch(/Finde deine eigene Sorte/);
  });
});

describe('the site\u2019s title, description and preview (the layout)', () => {
  it('keeps the product title in both languages and describes it in the page\u2019s language', async () => {
    const { generateMetadata: layoutMetadata } = await import('@/app/[locale]/layout');
    const en = await layoutMetadata(params('en'));
    const de = await layoutMetadata(params('de'));
    expect(en.title).toBe("What's Your Flavor?");
    expect(de.title).toBe("What's Your Flavor?");
    expect(en.description).toBe(
      'Discover the ice-cream flavour that matches your personality, scooped straight from your music-listening habits.',
    );
    expect(de.description).toBe(deMessages.Landing.subtitle);
    expect(de.description).not.toBe(en.description);
    expect(JSON.stringify(en.openGraph)).toContain('"/og/site.png"');
    expect(JSON.stringify(de.openGraph)).toContain('"/og/de/site.png"');
    // Each page brings its own alternates: a layout's would make the 404 and the widget claim to be the landing.
    expect(en.alternates).toBeUndefined();
  });
});

/**
 * A crew link unfurls as the crew page's own invitation, in the page's language: its picture, the bare page as
 * its address. The crew travels after the #, which no server and no preview bot sees, so no # anywhere.
 */
describe.each([
  ['en', enMessages, '/crew', 'en_GB'],
  ['de', deMessages, '/de/crew', 'de_DE'],
] as const)('the crew page in %s', (locale, messages, path, ogLocale) => {
  const metadata = () => crewMetadata({ params: Promise.resolve({ locale }) });

  it('has its own title, description and card', async () => {
    const m = await metadata();
    expect(m.title).toBe(messages.Meta.crewPageTitle);
    expect(m.description).toBe(messages.Meta.crewPageDescription.replace('{venue}', 'The Scoop Lab'));
    const image = { url: ogImagePath('crew', locale), width: 1200, height: 630 };
    expect(m.openGraph).toMatchObject({
      title: m.title,
      description: m.description,
      url: path,
      type: 'website',
      siteName: "What's Your Flavor",
      images: [image],
      locale: ogLocale,
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: m.title, images: [image] });
    expect(m.alternates?.canonical).toBe(path);
  });

  it('points nowhere with a fragment', async () => {
    expect(JSON.stringify(await metadata())).not.toContain('#');
  });
});

it('the English and German cards differ', () => {
  expect(ogImagePath('crew', 'en')).toBe('/og/crew.png');
  expect(ogImagePath('crew', 'de')).toBe('/og/de/crew.png');
});
