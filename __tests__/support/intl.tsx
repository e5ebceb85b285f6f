import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** The catalogue of a language, as the pages hand it to their client components. */
export const CATALOGUES = { en, de } as const;
export type TestLocale = keyof typeof CATALOGUES;

/** A provider with a whole language's catalogue, for components that read messages. */
export function IntlWrapper({ locale = 'en', children }: { locale?: TestLocale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} timeZone="Europe/Berlin">
      {children}
    </NextIntlClientProvider>
  );
}

/** Testing Library's render inside IntlWrapper (English unless `locale` says otherwise). */
export function renderIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: TestLocale } = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
  });
}

/** A page's words for a part that loads on demand (components/words/lazy-messages.tsx), as the page hands them over. */
export function lazyWordsFor(locale: TestLocale, namespaces: readonly (keyof typeof en)[]) {
  const catalogue = CATALOGUES[locale] as typeof en;
  return { locale, messages: Object.fromEntries(namespaces.map((n) => [n, catalogue[n]])) };
}
