/**
 * The languages table (lib/i18n/language-table.mjs) for the build's plain .mjs files: next.config.mjs, the
 * security headers and the lint rule read each entry's code and whether it is for previews only from it, so a
 * new language is one entry there and nothing here.
 */
import { LANGUAGE_TABLE } from '../lib/i18n/language-table.mjs';
import { withPreviewFeatures } from './preview.mjs';

/**
 * Each entry of the table, in order: `{ code, previewOnly }`.
 * @returns {{ code: string, previewOnly: boolean }[]}
 */
export function readLanguageTable() {
  return LANGUAGE_TABLE.map(({ code, previewOnly }) => ({ code, previewOnly }));
}

/**
 * Whether a build serves the preview-only languages (the pseudo-locale): they are one of the preview features
 * (build-hooks/preview.mjs), so every build but a production deployment on Vercel (`VERCEL_ENV=production`).
 * @param {Record<string, string | undefined>} env
 */
export function withPreviewLanguages(env) {
  return withPreviewFeatures(env);
}

/**
 * The codes of the languages a build serves.
 * @param {Record<string, string | undefined>} env
 */
export function servedLanguageCodes(env) {
  const preview = withPreviewLanguages(env);
  return readLanguageTable()
    .filter((language) => preview || !language.previewOnly)
    .map((language) => language.code);
}
