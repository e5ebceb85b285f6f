import { PUBLIC_LANGUAGES } from './languages';
import { DEFAULT_LOCALE, localePath, type Locale } from './routing';

/**
 * A page's canonical URL in its language and the public languages (lib/i18n/languages.ts) as hreflang alternates
 * (Next's metadata `alternates`), so search engines and link previews reach each. English is also the
 * `x-default`. A preview-only language is never listed, not even on its own pages.
 */
export function alternatesFor(locale: Locale, path: string) {
  const languages: Record<string, string> = { 'x-default': localePath(DEFAULT_LOCALE, path) };
  for (const { code } of PUBLIC_LANGUAGES) languages[code] = localePath(code as Locale, path);
  return { canonical: localePath(locale, path), languages };
}
