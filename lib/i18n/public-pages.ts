import { PUBLIC_LANGUAGES } from './languages';
import { localePath, type Locale } from './routing';
import { alternatesFor } from './alternates';

/** One public page of the sitemap: its address in a public language, and its alternates in each. */
export interface PublicPage {
  readonly url: string;
  readonly languages: Readonly<Record<string, string>>;
}

/**
 * The pages made to be found (app/sitemap.ts): the landing and the public flavour pages, in each public language,
 * each with the others as hreflang alternates, as their heads already say (lib/i18n/alternates.ts). Nothing
 * personal (/flavor, /crew keep a visitor's own reading), nothing of a preview (/states, /en-XA). `slugs` come
 * from the caller, so this folder does not reach into the flavour table.
 */
export function publicPages(origin: URL, slugs: readonly string[]): PublicPage[] {
  const absolute = (path: string) => new URL(path, origin).href;
  return ['/', ...slugs.map((slug) => `/flavor/${slug}`)].flatMap((path) =>
    PUBLIC_LANGUAGES.map(({ code }) => {
      const { languages } = alternatesFor(code as Locale, path);
      return {
        url: absolute(localePath(code as Locale, path)),
        languages: Object.fromEntries(
          Object.entries(languages).map(([lang, href]) => [lang, absolute(href)]),
        ),
      };
    }),
  );
}
