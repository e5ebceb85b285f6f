import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';

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
