import { notFound } from 'next/navigation';
import { StateShell, statesMetadata } from '@/components/states/state-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/words/client-messages';
import { StateFrame } from '@/components/states/state-frame';
import { localeOr } from '@/lib/i18n/routing';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/**
 * The states page's frame (preview builds only, docs/qa.md): the connect dialog's widget frame with the
 * built-in widget in it, as the landing's dialog holds them. `?state=<id>` goes on to the widget
 * (lib/states/widget-state.ts), whose answer the frame's own bridge turns into its toast.
 */
export default async function StateFramePage({ params }: Props) {
  if (!PREVIEW_FEATURES) notFound();
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  return (
    <StateShell locale={locale} title={t('frameTitle')} hint={t('frameHint')}>
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-gray-200">
        <ClientMessages namespaces={DIALOG_NAMESPACES}>
          <StateFrame />
        </ClientMessages>
      </div>
    </StateShell>
  );
}
