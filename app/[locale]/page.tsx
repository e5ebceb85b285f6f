import { setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { ClientMessages } from '@/components/ui/client-messages';
import { LANDING_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr } from '@/lib/i18n/routing';

/** The landing page: the title, the button that opens the connect dialog, the footer. */
export default async function Landing({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(localeOr((await params).locale));
  return (
    <ClientMessages namespaces={LANDING_NAMESPACES}>
      <LandingPage />
    </ClientMessages>
  );
}
