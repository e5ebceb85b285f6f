'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { CHIP_LOOK, ChevronGlyph, SUMMARY_CLASS } from './widget-look';

interface SampleProps {
  onPick: (id: string) => void;
  disabled: boolean;
}

/**
 * The eight made-up listeners as answer chips (the widget's one "pick one of these" look): a name and the
 * listener in a few words. The note says plainly that their flavour is a sample, not the visitor's.
 */
export function SampleList({
  onPick,
  disabled,
  firstRef,
}: SampleProps & { firstRef?: Ref<HTMLButtonElement> }) {
  const t = useTranslations('Widget');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('samplesNote')}</p>
      <ul className="grid gap-2 min-[30rem]:grid-cols-2">
        {SAMPLE_LISTENERS.map((s, i) => (
          <li key={s.id} className="flex">
            <button
              ref={i === 0 ? firstRef : undefined}
              type="button"
              disabled={disabled}
              onClick={() => onPick(s.id)}
              className={`flex flex-col items-start gap-0.5 ${CHIP_LOOK}`}
            >
              {s.name}
              <span className="text-sm font-normal text-muted">{t(`samples.${s.id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "No export yet? Try a sample listener", behind a disclosure: scored on this device like a real export. */
export function SamplePicker({ onPick, disabled }: SampleProps) {
  const t = useTranslations('Widget');
  return (
    <details className="group open:w-full" data-testid="samples">
      <summary className={SUMMARY_CLASS}>
        {t('samplesTitle')}
        <ChevronGlyph />
      </summary>
      <div className="mx-3 mt-2">
        <SampleList onPick={onPick} disabled={disabled} />
      </div>
    </details>
  );
}
