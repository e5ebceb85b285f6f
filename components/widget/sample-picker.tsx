'use client';

import { useTranslations } from 'next-intl';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';

/**
 * "No export yet? Try a sample listener": eight made-up listeners, one per flavour, generated on
 * this device and scored like a real export. Their results say plainly that they are samples.
 */
export function SamplePicker({ onPick, disabled }: { onPick: (id: string) => void; disabled: boolean }) {
  const t = useTranslations('Widget');
  return (
    <details
      className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700 open:pb-4"
      data-testid="samples"
    >
      <summary className="cursor-pointer font-semibold text-ink marker:text-berry focus-visible:outline-2 focus-visible:outline-berry">
        {t('samplesTitle')}
      </summary>
      <p className="mt-2">{t('samplesNote')}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {SAMPLE_LISTENERS.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(s.id)}
              className="w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-left hover:border-berry focus-visible:outline-2 focus-visible:outline-berry disabled:cursor-wait disabled:opacity-60"
            >
              <span className="block font-semibold text-ink">{s.name}</span>
              <span className="block text-xs text-gray-600">{t(`samples.${s.id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
