import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CrewPage } from '@/components/crew/crew-page';
import { ClientMessages } from '@/components/ui/client-messages';
import { lazyWords } from '@/components/ui/lazy-words';
import { alternatesFor } from '@/lib/i18n/alternates';
import { CREW_NAMESPACES, DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

/**
 * A crew is personal and lives in the fragment, which never reaches a server: the title, description and
 * link preview are the site's, from the layout; the page adds its hreflang alternates, as /flavor does.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: alternatesFor(localeOr((await params).locale), '/crew') };
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
