import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/ui/client-messages';
import { StateToast } from '@/components/states/state-toast';
import { localeOr, localePath } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!PREVIEW_FEATURES) return {};
  const t = await getTranslations({ locale: localeOr((await params).locale), namespace: 'States' });
  return { title: t('metaTitle'), robots: { index: false } };
}

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
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-14 pb-16 text-ink">
      <h1 className="text-xl font-bold">{t('toastTitle')}</h1>
      <p className="text-sm text-gray-700">{t('toastHint')}</p>
      <ClientMessages namespaces={['Toasts']}>
        <StateToast again={t('toastAgain')} />
      </ClientMessages>
      <a href={localePath(locale, '/states')} className="font-semibold text-berry-dark underline">
        {t('back')}
      </a>
    </main>
  );
}
