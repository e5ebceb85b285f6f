import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/ui/client-messages';
import { StateFrame } from '@/components/states/state-frame';
import { localeOr, localePath } from '@/lib/i18n/routing';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!PREVIEW_FEATURES) return {};
  const t = await getTranslations({ locale: localeOr((await params).locale), namespace: 'States' });
  return { title: t('metaTitle'), robots: { index: false } };
}

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
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-14 pb-16 text-ink">
      <h1 className="text-xl font-bold">{t('frameTitle')}</h1>
      <p className="text-sm text-gray-700">{t('frameHint')}</p>
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-gray-200">
        <ClientMessages namespaces={DIALOG_NAMESPACES}>
          <StateFrame />
        </ClientMessages>
      </div>
      <a href={localePath(locale, '/states')} className="font-semibold text-berry-dark underline">
        {t('back')}
      </a>
    </main>
  );
}
