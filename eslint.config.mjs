import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readLanguageTable } from './build-hooks/languages.mjs';
import { LAYERS } from './eslint/layer-table.mjs';
import { layersPlugin } from './eslint/layers.mjs';
import { languageBranchPlugin } from './eslint/no-language-branch.mjs';
import { vacuousExpectPlugin } from './eslint/no-vacuous-expect.mjs';
import { visibleStringsPlugin } from './eslint/visible-strings.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'e2e/perf/bare-app/.next/**',
      '.next-*/**',
      '*.tmp.mjs',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e-artifacts/**',
      'next-env.d.ts',
    ],
  },
  {
    // No import cycle anywhere: a cycle means two modules are one module, or a layer runs both ways.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['*.{ts,mjs}', 'eslint/**'],
    plugins: { local: layersPlugin(LAYERS) },
    rules: { 'local/layers': 'error' },
  },
  {
    // Every word a visitor reads comes from the catalogues (docs/languages.md).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    plugins: { words: visibleStringsPlugin },
    rules: { 'words/visible-strings': 'error' },
  },
  {
    // An assertion that cannot fail reads as a check: no `expect(a && b)`, no `toBeDefined()` on a boolean.
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { tests: vacuousExpectPlugin },
    rules: { 'tests/no-vacuous-expect': 'error' },
  },
  {
    // Only the languages table names a language (docs/languages.md): no comparison with a language code, no
    // `case` on one, no regular expression on a language's path prefix anywhere else. Tests and e2e may.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx,mjs}',
      'proxy.ts',
      'scripts/**/*.{ts,tsx,mjs}',
    ],
    ignores: ['lib/i18n/language-table.mjs'],
    plugins: { i18n: languageBranchPlugin(readLanguageTable().map((language) => language.code)) },
    rules: { 'i18n/no-language-branch': 'error' },
  },
  {
    // Only the visitor's language is shipped: a catalogue reaches the browser through the page's
    // NextIntlClientProvider, and the import worker through its start message, never by an import in code
    // that client components or workers load. The English copies (scripts/english/) are for tests and scripts.
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx,mjs}'],
    ignores: ['lib/i18n/**', 'lib/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)messages/[^/]+\\.json$|(^|/)english/english[^/]*$',
              message:
                "A catalogue reaches the browser only through the page (lib/i18n/namespaces.ts) or the worker's start message; English copies (scripts/english/) are for tests and scripts (docs/languages.md).",
            },
          ],
        },
      ],
    },
  },
];
export default config;
