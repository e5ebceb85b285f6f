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
    <div role="status" className="rounded-2xl border-2 border-green-600 bg-green-50 p-5 text-center">
      <p className="text-lg font-semibold">{t('done')}</p>
      <p className="mt-1 text-sm text-gray-700">{children}</p>
      {!embedded && (
        <p className="mt-2 text-sm text-gray-700">
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
