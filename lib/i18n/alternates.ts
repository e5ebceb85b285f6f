import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from './routing';

/**
 * A page's canonical URL in its language and its other languages as hreflang alternates (Next's metadata
 * `alternates`), so search engines and link previews reach both. English is also the `x-default`.
 */
export function alternatesFor(locale: Locale, path: string) {
  const languages: Record<string, string> = { 'x-default': localePath(DEFAULT_LOCALE, path) };
  for (const other of LOCALES) languages[other] = localePath(other, path);
  return { canonical: localePath(locale, path), languages };
}
