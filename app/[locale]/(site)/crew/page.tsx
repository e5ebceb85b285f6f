import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CrewPage } from '@/components/crew/crew-page';
import { ClientMessages } from '@/components/words/client-messages';
import { lazyWords } from '@/components/words/lazy-words';
import { brand } from '@/lib/brand';
import { ogImagePath } from '@/lib/flavor/slug';
import { alternatesFor } from '@/lib/i18n/alternates';
import { languageOf } from '@/lib/i18n/languages';
import { CREW_NAMESPACES, DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr, localePath } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

/**
 * A crew link unfurls as the crew page's own card: an invitation to add a scoop. The crew itself lives in the
 * fragment, which never reaches a server (nor a chat app's preview bot), so nothing here names the crew or its
 * members, and the preview's address is the bare page. The page's own openGraph replaces the layout's whole,
 * hence siteName and locale again.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOr((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const og = await getTranslations({ locale, namespace: 'Og' });
  const title = t('crewPageTitle');
  // The venue's name without its city: "at The Scoop Lab".
  const description = t('crewPageDescription', { venue: brand.event.venue.split(', ')[0] ?? '' });
  // Its own 1200×630 picture in the page's language (public/og, made by `npm run og:images` before every build).
  const image = {
    url: ogImagePath('crew', locale),
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: t('crewPageImageAlt', { title: og('crewTitle') }),
  };
  return {
    title,
    description,
    alternates: alternatesFor(locale, '/crew'),
    openGraph: {
      title,
      description,
      siteName: brand.productName,
      type: 'website',
      url: localePath(locale, '/crew'),
      images: [image],
      locale: languageOf(locale).og,
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/**
 * The crew page (docs/crew.md): prerendered as "Opening the crew…"; the crew is read on the device. Its own
 * route, so the crew's code loads only where a crew shows. The connect dialog's words come as data, for
 * "Add my scoop" by a visitor who has no flavour yet.
 */
export default async function Crew({ params }: Props) {
  setRequestLocale(localeOr((await params).locale));
  return (
    <ClientMessages namespaces={CREW_NAMESPACES}>
      <CrewPage dialogWords={await lazyWords(DIALOG_NAMESPACES)} />
    </ClientMessages>
  );
}
