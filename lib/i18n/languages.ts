import { PREVIEW_FEATURES } from '../preview';
import { LANGUAGE_TABLE, type Language } from './language-table.mjs';

export type { Language };

/**
 * The languages: one entry each, and one catalogue per entry, `messages/<code>.json`. This is the only place that
 * names a language: the table itself is lib/i18n/language-table.mjs, plain data that the build's .mjs files read
 * too (build-hooks/languages.mjs); routing (lib/i18n/routing.ts), the catalogue loader, the Intl and link-preview
 * locales, the switch, the error screens' words and the widget's security headers all read it, and `npm run lint`
 * (`i18n/no-language-branch`, eslint/no-language-branch.mjs) refuses a comparison with a language code anywhere
 * else. The first entry is the default language, whose pages keep the specification's unprefixed routes.
 * docs/languages.md says how to add one.
 */
export const LANGUAGES = LANGUAGE_TABLE;

/** A language's code: a string, since the table is plain data; isLocale (lib/i18n/routing.ts) guards one. */
export type LanguageCode = Language['code'];

/**
 * Whether this build serves the preview-only languages: one of the preview features (lib/preview.ts), which
 * next.config.mjs decides at build time (every build but a production deployment on Vercel); tests and scripts,
 * which run outside a build, serve them.
 */
export const WITH_PREVIEW_LANGUAGES = PREVIEW_FEATURES;

/** The languages this build serves. */
export const SERVED_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language: Language) => WITH_PREVIEW_LANGUAGES || !language.previewOnly,
);

/** The languages the public sees: the switch, hreflang alternates, link-preview pictures. */
export const PUBLIC_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language: Language) => !language.previewOnly,
);

const DEFAULT = LANGUAGES[0];

/** The entry of a code; the default language's for a code outside the table. */
export function languageOf(code: string): Language {
  return LANGUAGES.find((language: Language) => language.code === code) ?? DEFAULT;
}
