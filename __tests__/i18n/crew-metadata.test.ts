/** @jest-environment node */
import { generateMetadata } from '@/app/[locale]/(site)/crew/page';
import { ogImagePath } from '@/lib/flavor/slug';
import deMessages from '@/messages/de.json';
import enMessages from '@/messages/en.json';

// next-intl's server entry answers only in a React Server Component render; outside one, the same catalogue
// through a plain translator (as __tests__/i18n/metadata.test.ts does).
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

/**
 * A crew link unfurls as the crew page's own invitation, in the page's language: its picture, the bare page as
 * its address. The crew travels after the #, which no server and no preview bot sees, so no # anywhere.
 */
describe.each([
  ['en', enMessages, '/crew', 'en_GB'],
  ['de', deMessages, '/de/crew', 'de_DE'],
] as const)('the crew page in %s', (locale, messages, path, ogLocale) => {
  const metadata = () => generateMetadata({ params: Promise.resolve({ locale }) });

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
