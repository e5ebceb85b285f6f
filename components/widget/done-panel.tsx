'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/routing';

/**
 * "Done! Scooping your flavour…": the widget has answered `complete` and the app takes over. Opened on its
 * own (not framed), the widget has nobody to answer, and says where to go instead.
 */
export function DonePanel({ embedded, children }: { embedded: boolean; children: ReactNode }) {
  const t = useTranslations('Widget');
  const locale = useLocale();
  return (
    <div role="status" className="rounded-card bg-berry-tint p-6 text-center">
      <p className="font-display text-xl font-bold text-berry-dark">{t('done')}</p>
      <p className="mt-2 text-sm text-ink">{children}</p>
      {!embedded && (
        <p className="mt-3 text-sm text-ink">
          {t.rich('standalone', {
            link: (chunks) => (
              <Link className="font-semibold text-berry-dark underline" href={localePath(locale, '/')}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
