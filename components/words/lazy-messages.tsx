'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';

/** The words a lazily loaded part of a page reads, handed to it by the page's server component as plain data. */
export interface LazyWords {
  readonly locale: Locale;
  readonly messages: AbstractIntlMessages;
}

/**
 * Provides a page's words to a part that loads on demand (the connect dialog, a venue screen's countdown):
 * rendered inside that part's own chunk, so next-intl's client code is fetched with it and never in a page's
 * first load. Times are the visitor's own: no message formats a date in another zone.
 */
export function LazyMessages({ words, children }: { words: LazyWords; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={words.locale}
      messages={words.messages}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}
