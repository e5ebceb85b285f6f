import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { sampleName, type SampleMarker } from '@/lib/sample-name';

/**
 * How a page names a sample listener whose result it shows: the result stores only the id, and the page says it
 * in its own words around the first name ("Luna, a sample listener", "Luna (Beispielperson)"); a marker with no
 * id this app knows reads as a sample listener without a name.
 */
export function useSampleName(): (sample: SampleMarker) => string {
  const t = useTranslations('Sample');
  return useCallback(
    (sample: SampleMarker) => (sample.id ? t('listener', { name: sampleName(sample.id) }) : t('unnamed')),
    [t],
  );
}
