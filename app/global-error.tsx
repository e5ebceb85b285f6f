'use client';

import { useEffect, useState } from 'react';
import { ErrorScreen } from '@/components/screens/error-screen';
import { lastResortLocale, lastResortWords, localePath } from '@/lib/i18n/last-resort';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/routing';
import { displayFont } from './display-font';
import './globals.css';

/** Catches errors in the root layout itself, which app/[locale]/error.tsx cannot: it replaces the whole document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => {
    console.error('Render error:', error);
    // The failed page's language is in its address; read once mounted, as the prerender has no address.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocale(lastResortLocale(location.pathname));
  }, [error]);
  return (
    <html lang={locale} className={displayFont.variable}>
      <body className="min-h-dvh font-sans antialiased">
        <ErrorScreen words={lastResortWords(locale)} homeHref={localePath(locale, '/')} />
      </body>
    </html>
  );
}
