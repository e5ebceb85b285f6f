import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import { isLocale } from '@/lib/i18n/routing';
import type { LazyWords } from './lazy-messages';

type Namespace = keyof Messages;

/** The namespaces `namespaces` of the page language's catalogue, and no more. */
async function pick(namespaces: readonly Namespace[]) {
  const all = (await getMessages()) as Messages;
  return Object.fromEntries(namespaces.map((name) => [name, all[name]]));
}

/**
 * Hands the client components below it the parts of the page language's catalogue they read, and no more:
 * every message given here is written into the page's HTML, so a page lists only its own namespaces.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return <NextIntlClientProvider messages={await pick(namespaces)}>{children}</NextIntlClientProvider>;
}

/**
 * The same, as plain data for a part that loads on demand and provides its words itself
 * (components/ui/lazy-messages.tsx): the page's first load then carries no next-intl client code.
 */
export async function lazyWords(namespaces: readonly Namespace[]): Promise<LazyWords> {
  const locale = await getLocale();
  return { locale: isLocale(locale) ? locale : 'en', messages: await pick(namespaces) };
}
