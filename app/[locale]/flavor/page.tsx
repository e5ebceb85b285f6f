import { setRequestLocale } from 'next-intl/server';
import { FlavorView } from '@/components/result/flavor-view';
import { ClientMessages } from '@/components/ui/client-messages';
import { localeOr } from '@/lib/i18n/routing';
import { prepaintScript } from '@/lib/prepaint/prepaint';
import { RESULT_NAMESPACES } from '@/lib/i18n/namespaces';

/**
 * The result screen. The pre-paint script is built here, at build time, and handed to the client view as
 * a string, so the prerendered HTML and the hydrating client hold the very same text. It is the same in both
 * languages: it reveals one of the prerendered cards by index, and on /de those cards are German
 * (lib/prepaint/prepaint.ts).
 */
export default async function FlavorPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={RESULT_NAMESPACES}>
      <FlavorView prepaintScript={prepaintScript()} />
    </ClientMessages>
  );
}
