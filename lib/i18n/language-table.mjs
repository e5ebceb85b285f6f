/**
 * The languages: one entry each, and one catalogue per entry, `messages/<code>.json`. Plain .mjs so that both
 * the TypeScript side (lib/i18n/languages.ts, which types and filters it) and the build's .mjs files
 * (build-hooks/languages.mjs: next.config.mjs, the security headers, the lint rule) import this one table.
 * language-table.d.mts says what each field means. The first entry is the default language.
 */
export const LANGUAGE_TABLE = [
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
];
