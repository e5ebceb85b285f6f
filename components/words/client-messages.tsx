import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import type { ClientNamespace } from '@/lib/i18n/namespaces';

type Namespace = ClientNamespace;

/**
 * The namespaces `namespaces` of the page language's catalogue, and no more; `Quiz.questions` names one
 * group of a namespace (its other messages stay on the server).
 */
async function pick(namespaces: readonly Namespace[]) {
  const all = (await getMessages()) as Messages;
  const picked: Record<string, unknown> = {};
  for (const name of namespaces) {
    const [top, group] = name.split('.') as [keyof Messages, string | undefined];
    if (group === undefined) picked[top] = all[top];
    else {
      const within = all[top] as unknown as Record<string, unknown>;
      picked[top] = { ...(picked[top] as Record<string, unknown> | undefined), [group]: within[group] };
    }
  }
  return picked;
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
