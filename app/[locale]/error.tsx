'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorScreen } from '@/components/screens/error-screen';
import { lastResortLocale, lastResortWords, localePath } from '@/lib/i18n/last-resort';

/**
 * App-wide error boundary: any render error below the layout becomes a friendly page in the page's language.
 * Its words are the catalogues' error-screen words, made into a small file at build (lib/i18n/last-resort.ts),
 * so this boundary, part of every page's first load, brings no next-intl client code with it.
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = lastResortLocale(usePathname());
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  return <ErrorScreen words={lastResortWords(locale)} homeHref={localePath(locale, '/')} onRetry={reset} />;
}
