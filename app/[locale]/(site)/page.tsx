import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { lazyWords } from '@/components/words/lazy-words';
import { alternatesFor } from '@/lib/i18n/alternates';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

/** The layout's title, description and preview; the landing adds where it lives in each language. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: alternatesFor(localeOr((await params).locale), '/') };
}

/**
 * The landing page: the title, the button that opens the connect dialog, the footer. Its own words are rendered
 * here on the server; the dialog's come along as data for when it loads.
 */
export default async function Landing({ params }: Props) {
  setRequestLocale(localeOr((await params).locale));
  return <LandingPage dialog={await lazyWords(DIALOG_NAMESPACES)} />;
}
