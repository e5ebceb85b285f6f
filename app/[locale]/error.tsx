'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/screens/error-screen';
import { localePath } from '@/lib/i18n/routing';

/** App-wide error boundary: any render error below the layout becomes a friendly page in the page's language. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Screens');
  const locale = useLocale();
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  const words = { title: t('errorTitle'), body: t('errorBody'), home: t('home'), retry: t('retry') };
  return <ErrorScreen words={words} homeHref={localePath(locale, '/')} onRetry={reset} />;
}
