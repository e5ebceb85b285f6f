import { notFound } from 'next/navigation';
import { statesMetadata } from '@/components/states/state-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/ui/client-messages';
import { StateSeed } from '@/components/states/state-seed';
import { localeOr } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/**
 * The states page's seed step (preview builds only, docs/qa.md): `?state=<id>` is read in the browser, which
 * writes what that state needs and opens its real route (components/states/state-seed.tsx). The `Evidence`
 * and `Quiz` messages let a made result speak the page's language, as the widget's would.
 */
export default async function StateOpenPage({ params }: Props) {
  if (!PREVIEW_FEATURES) notFound();
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  return (
    <ClientMessages namespaces={['Evidence', 'Quiz']}>
      <StateSeed
        words={{ opening: t('opening'), failed: t('failed'), unknown: t('unknown'), back: t('back') }}
      />
    </ClientMessages>
  );
}
