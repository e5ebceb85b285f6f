import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PreviewTools } from '@/components/states/preview-tools';
import { Toaster } from '@/components/ui/toaster';
import { localeOr } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The pages a visitor reads (the landing, /flavor, the flavour pages, the 404), with the toaster that their
 * copies, shares and imports report to. The built-in widget (app/[locale]/embed) raises no toast of its own
 * (its page shows them), so sonner stays out of its first load (docs/performance.md § Figures behind the code). Under a preview host they also
 * show the build label (docs/qa.md), which the browser loads there only: the build line is not in the markup.
 */
export default async function SiteLayout({ children, params }: Props) {
  // The root layout has already refused any other language; this only narrows the type.
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const ui = await getTranslations({ locale, namespace: 'Ui' });
  return (
    <>
      {children}
      <Toaster label={ui('notifications')} />
      {/* A state's taps and typing and the build label (docs/qa.md): preview builds, preview hosts only. */}
      {PREVIEW_FEATURES && <PreviewTools />}
    </>
  );
}
