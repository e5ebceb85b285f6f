import { notFound } from 'next/navigation';
import { StateShell, statesMetadata } from '@/components/states/state-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/words/client-messages';
import { StateToast } from '@/components/states/state-toast';
import { localeOr } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/**
 * The states page's toasts that need a real tap (preview builds only, docs/qa.md): `?state=<id>` raises the
 * toast with the product's own call (components/states/state-toast.tsx), over this page.
 */
export default async function StateToastPage({ params }: Props) {
  if (!PREVIEW_FEATURES) notFound();
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  return (
    <StateShell locale={locale} title={t('toastTitle')} hint={t('toastHint')}>
      <ClientMessages namespaces={['Toasts']}>
        <StateToast again={t('toastAgain')} />
      </ClientMessages>
    </StateShell>
  );
}
