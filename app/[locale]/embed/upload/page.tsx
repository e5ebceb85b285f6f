import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UploadWidget } from '@/components/widget/upload-widget';
import { ClientMessages } from '@/components/words/client-messages';
import { PreviewTools } from '@/components/states/preview-tools';
import { WidgetStates } from '@/components/states/widget-states';
import { PREVIEW_FEATURES } from '@/lib/preview';
import { WIDGET_NAMESPACES } from '@/lib/i18n/namespaces';
import { localeOr } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOr((await params).locale), namespace: 'Meta' });
  return { title: t('widgetTitle'), description: t('widgetDescription') };
}

/**
 * The built-in connect widget, framed by the app at `{widget origin}/embed/upload` (`/de/embed/upload` for a
 * German page); it speaks the same message protocol as the third-party widget (docs/widget-protocol.md).
 */
export default async function UploadWidgetPage({ params }: Props) {
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <ClientMessages namespaces={WIDGET_NAMESPACES}>
        {/* The states page drives the widget through this seam (`?state=<id>`); a production build has none. */}
        {PREVIEW_FEATURES ? (
          <WidgetStates>
            <UploadWidget />
          </WidgetStates>
        ) : (
          <UploadWidget />
        )}
      </ClientMessages>
      {/* Opened on its own (its states on /states), the widget names its build too; framed, its page does. */}
      {PREVIEW_FEATURES && <PreviewTools />}
    </>
  );
}
