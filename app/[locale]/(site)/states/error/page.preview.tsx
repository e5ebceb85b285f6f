import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StateShell, statesMetadata } from '@/components/states/state-shell';
import { StateError } from '@/components/states/state-error';
import { localeOr } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/**
 * The error screen of the states page (preview builds only, docs/qa.md): this page throws as soon as it runs
 * in the browser (components/states/state-error.tsx), and the site's error boundary shows its screen in its
 * place. Before the scripts run, the page says what is about to happen.
 */
export default async function StateErrorPage({ params }: Props) {
  if (!PREVIEW_FEATURES) notFound();
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  return (
    <StateShell locale={locale} title={t('errorTitle')} hint={t('errorHint')}>
      <StateError />
    </StateShell>
  );
}
