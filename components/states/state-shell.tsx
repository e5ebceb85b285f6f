import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localeOr, localePath, type Locale } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

/** The title of every page of the states page's family (preview builds only), never indexed. */
export async function statesMetadata({ params }: Props): Promise<Metadata> {
  if (!PREVIEW_FEATURES) return {};
  const t = await getTranslations({ locale: localeOr((await params).locale), namespace: 'States' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** A page that shows one state over a plain page of its own (the frame, the toasts): its title, hint and way back. */
export async function StateShell({
  locale,
  title,
  hint,
  children,
}: {
  locale: Locale;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'States' });
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-14 pb-16 text-ink">
      <h1 className="text-lg font-bold">{title}</h1>
      <p className="text-sm text-gray-700">{hint}</p>
      {children}
      <a href={localePath(locale, '/states')} className="font-semibold text-berry-dark underline">
        {t('back')}
      </a>
    </main>
  );
}
