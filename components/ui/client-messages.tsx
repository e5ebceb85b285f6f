import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';

/**
 * Hands the client components below it the parts of the page language's catalogue they read, and no more:
 * every message given here is written into the page's HTML, so a page lists only its own namespaces.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const all = (await getMessages()) as Messages;
  const picked = Object.fromEntries(namespaces.map((name) => [name, all[name]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
