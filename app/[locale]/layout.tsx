import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { InteractiveMark } from '@/components/ui/interactive-mark';
import { lazyWords } from '@/components/words/lazy-words';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { ServiceWorker } from '@/components/offline/service-worker';
import { VenueMount } from '@/components/venue/venue-mount';
import { brand, landingTitle } from '@/lib/brand';
import { FAVICON_HREF } from '@/lib/favicon';
import { siteOrigin } from '@/lib/config';
import { ogImagePath } from '@/lib/flavor/slug';
import { VENUE_NAMESPACES } from '@/lib/i18n/namespaces';
import { languageOf } from '@/lib/i18n/languages';
import { isLocale, LOCALES } from '@/lib/i18n/routing';
import { displayFont } from '../display-font';
import '../globals.css';

/** Every language of the build is prerendered: every page stays static. Any other first segment is the 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Link previews: Open Graph and a large Twitter card on every page, with the site's 1200×630 picture in the
 * page's language (public/og, made by `npm run og:images`; the flavour pages bring their own). Relative URLs
 * resolve against metadataBase. Title and description are the landing's, in the page's language; each page
 * adds its own hreflang alternates (lib/i18n/alternates.ts), which a layout cannot know: set here, the 404
 * page and the widget would claim to be the landing.
 */
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const siteImage = {
    url: ogImagePath('site', locale),
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: t('siteImageAlt', { title: landingTitle }),
  };
  const description = (await getTranslations({ locale, namespace: 'Landing' }))('subtitle');
  return {
    metadataBase: siteOrigin(),
    title: landingTitle,
    description,
    icons: { icon: { url: FAVICON_HREF, type: 'image/svg+xml' } },
    openGraph: {
      title: landingTitle,
      description,
      siteName: brand.productName,
      type: 'website',
      locale: languageOf(locale).og,
      images: [siteImage],
    },
    twitter: { card: 'summary_large_image', title: landingTitle, description, images: [siteImage] },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#fff7ed',
};

/** An empty element after every page's markup: the first paint waits until the parser reaches it. */
const MARKUP_END_ID = 'markup-end';

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Language' });
  return (
    <html lang={locale} data-interactive="false" className={displayFont.variable}>
      <head>
        {/* Hold the first paint until the page's markup is parsed. The parser yields part-way through a
            document and Chrome would paint what it has: the landing's centred hero then jumped up when the
            footer arrived (a layout shift of 0.07 in about one cold load in six). Chrome lifts the block when
            the target element is inserted, so the target comes last. Browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${MARKUP_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        <LanguageSwitch locale={locale} label={t('label')} />
        {children}
        <InteractiveMark />
        <VenueMount words={await lazyWords(VENUE_NAMESPACES)} />
        <ServiceWorker />
        <div id={MARKUP_END_ID} hidden />
      </body>
    </html>
  );
}
