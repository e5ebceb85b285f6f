/**
 * The languages table (lib/i18n/languages.ts) as seen from plain .mjs, which cannot import TypeScript:
 * next.config.mjs, the security headers and the lint rule read each entry's code and whether it is for previews
 * only from the table's own source, so a new language is one entry there and nothing here.
 * __tests__/build/languages-table.test.ts holds this reading equal to the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPreviewFeatures } from './preview.mjs';

/**
 * Each entry of the table, in order: `{ code, previewOnly }`.
 * @param {string} [root] the project folder
 * @returns {{ code: string, previewOnly: boolean }[]}
 */
export function readLanguageTable(root = process.cwd()) {
  const source = readFileSync(join(root, 'lib/i18n/languages.ts'), 'utf8');
  const body = source.slice(source.indexOf('export const LANGUAGES'));
  return [...body.matchAll(/\{\s*code:\s*'([^']+)'[^}]*?previewOnly:\s*(true|false)[^}]*\}/g)].map((m) => ({
    code: m[1],
    previewOnly: m[2] === 'true',
  }));
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
 * @param {string} [root]
 */
export function servedLanguageCodes(env, root) {
  const preview = withPreviewLanguages(env);
  return readLanguageTable(root)
    .filter((language) => preview || !language.previewOnly)
    .map((language) => language.code);
}
