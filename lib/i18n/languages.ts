import { PREVIEW_FEATURES } from '../preview';

/**
 * The languages: one entry each, and one catalogue per entry, `messages/<code>.json`. This is the only place that
 * names a language: routing (lib/i18n/routing.ts), the catalogue loader, the Intl and link-preview locales, the
 * switch, the error screens' words and the widget's security headers all read it, and `npm run lint`
 * (`i18n/no-language-branch`, eslint/no-language-branch.mjs) refuses a comparison with a language code anywhere
 * else. The first entry is the default language, whose pages keep the specification's unprefixed routes.
 * docs/languages.md says how to add one.
 */
export interface Language {
  /** The URL prefix (`/de/…`) and the catalogue's file name (`messages/de.json`). */
  readonly code: string;
  /** The `Intl` locale of its numbers, dates and lists. */
  readonly intl: string;
  /** Its link-preview (Open Graph) locale. */
  readonly og: string;
  /** Its link in the corner switch (`DE | EN`). */
  readonly label: string;
  /** The switch link's accessible name: the language's own name for itself. */
  readonly name: string;
  /**
   * Only on development and preview builds (a pseudo-locale): never on a production deployment, never in the
   * switch, the hreflang alternates or the link-preview pictures.
   */
  readonly previewOnly: boolean;
  /**
   * A pseudo-locale's source: its catalogue is not written by hand but generated from this language's at
   * install and build time (`npm run i18n:generate`, scripts/i18n-generate.ts), and not committed.
   */
  readonly pseudoOf?: string;
}

export const LANGUAGES = [
  // English keeps the British forms it always showed ("5 Jan 2023", "A, B and C" without a serial comma).
  { code: 'en', intl: 'en-GB', og: 'en_GB', label: 'EN', name: 'English', previewOnly: false },
  // German is Germany's ("5. Jan. 2023", "5.158").
  { code: 'de', intl: 'de-DE', og: 'de_DE', label: 'DE', name: 'Deutsch', previewOnly: false },
  // The pseudo-locale (docs/languages.md): English accented, 40% longer and in ⟦…⟧, generated from en.json, so a
  // word that escaped the catalogues, a cut-off one or a layout that cannot grow shows at a glance. At /en-XA on
  // development and preview builds only; numbers as English.
  {
    code: 'en-XA',
    intl: 'en-GB',
    og: 'en_GB',
    label: 'XA',
    name: 'Pseudo-English',
    previewOnly: true,
    pseudoOf: 'en',
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

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
