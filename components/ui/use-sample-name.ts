import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { sampleListenerName } from '@/lib/sample-name';

/**
 * How a page names a sample listener whose result it shows. The widget stores the marker in English, like the
 * rest of the result's JSON ("Maya, a sample listener"): an English page shows it as stored, another language
 * says it in its own words around the listener's name ("Maya (Beispielperson)": a form that fits every case).
 */
export function useSampleName(): (stored: string) => string {
  const t = useTranslations('Sample');
  const locale = useLocale();
  return useCallback(
    (stored: string) =>
      locale === DEFAULT_LOCALE ? stored : t('listener', { name: sampleListenerName(stored) }),
    [t, locale],
  );
}
