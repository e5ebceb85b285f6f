import { getLocale, getMessages } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import { localeOr } from '@/lib/i18n/routing';
import type { LazyWords } from './lazy-messages';

/**
 * A page's words for a part that loads on demand and provides them itself (components/words/lazy-messages.tsx),
 * as plain data. A module of its own, apart from client-messages.tsx: a server module that imports the client
 * provider brings its code into the page even where it is never rendered.
 */
export async function lazyWords(namespaces: readonly (keyof Messages)[]): Promise<LazyWords> {
  const locale = await getLocale();
  const all = (await getMessages()) as Messages;
  const messages = Object.fromEntries(namespaces.map((name) => [name, all[name]]));
  return { locale: localeOr(locale), messages };
}
