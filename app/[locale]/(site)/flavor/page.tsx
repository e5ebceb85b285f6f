import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FlavorView } from '@/components/result/flavor-view';
import { ClientMessages } from '@/components/words/client-messages';
import { localeOr } from '@/lib/i18n/routing';
import { prepaintScript } from '@/lib/prepaint/prepaint';
import { RESULT_NAMESPACES } from '@/lib/i18n/namespaces';
import { alternatesFor } from '@/lib/i18n/alternates';

type Props = { params: Promise<{ locale: string }> };

/**
 * The result screen is personal (its result is in session storage, never in the URL), so its title,
 * description and link preview are the site's, from the layout, in the page's language; it adds its own
 * hreflang alternates.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: alternatesFor(localeOr((await params).locale), '/flavor') };
}

/**
 * The result screen. The pre-paint script is built here, at build time, and handed to the client view as
 * a string, so the prerendered HTML and the hydrating client hold the very same text. It is the same in both
 * languages: it reveals one of the prerendered cards by index, and on /de those cards are German
 * (lib/prepaint/prepaint.ts).
 */
export default async function FlavorPage({ params }: Props) {
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={RESULT_NAMESPACES}>
      <FlavorView prepaintScript={prepaintScript()} />
    </ClientMessages>
  );
}
