'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ShareIcon } from '../ui/icons';

/**
 * A result's one next step (docs/design.md § One next step): the share picture with its primary button,
 * the spec's four copy buttons beside it, starting a crew with the friends around, and the personal link,
 * under one heading. The parts are passed in, so the page decides what it holds (a venue tablet holds none).
 */
export function ShareStep({
  picture,
  crew,
  link,
}: {
  picture: ReactNode;
  crew?: ReactNode;
  link: ReactNode;
}) {
  const t = useTranslations('Share');
  return (
    <section
      aria-labelledby="share-heading"
      data-testid="share-step"
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <h2 id="share-heading" className="flex items-center gap-2 text-lg font-bold text-balance">
        <ShareIcon />
        {t('heading')}
      </h2>
      {picture}
      {crew && <div className="border-t border-line pt-5">{crew}</div>}
      <div className="border-t border-line pt-5">{link}</div>
    </section>
  );
}
