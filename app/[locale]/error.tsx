'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorScreen } from '@/components/screens/error-screen';
import { LAST_RESORT_WORDS, lastResortLocale, localePath } from '@/lib/i18n/last-resort';

/**
 * App-wide error boundary: any render error below the layout becomes a friendly page in the page's language.
 * Its words are the error screen's own copy (lib/i18n/last-resort.ts, held equal to the catalogues), so this
 * boundary, part of every page's first load, brings no next-intl client code with it.
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
  return <ErrorScreen words={LAST_RESORT_WORDS[locale]} homeHref={localePath(locale, '/')} onRetry={reset} />;
}
