import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readLanguageTable } from './build-hooks/languages.mjs';
import { layersPlugin } from './eslint/layers.mjs';
import { languageBranchPlugin } from './eslint/no-language-branch.mjs';
import { vacuousExpectPlugin } from './eslint/no-vacuous-expect.mjs';
import { visibleStringsPlugin } from './eslint/visible-strings.mjs';

/**
 * The layer table (docs/architecture.md draws it): for each folder, what it is for and the folders it may
 * import besides its own. Anything not listed is refused, and so is a file in a folder that has no row
 * (eslint/layers.mjs): a new folder is added here, on purpose, with its place in the layers.
 */
export const LAYERS = {
  app: {
    why: 'routes',
    may: [
      'components/words',
      'components/landing',
      'components/result',
      'components/friends',
      'components/crew',
      'components/screens',
      'components/widget',
      'components/ui',
      'components/venue',
      'components/offline',
      'components/states',
      'lib',
      'lib/i18n',
      'lib/flavor',
      'lib/lastfm',
      'lib/offline',
      'lib/prepaint',
      'lib/server',
      'lib/states',
      'messages',
    ],
  },
  'components/landing': {
    why: 'the landing page, the connect dialog and the page side of the widget frame',
    may: [
      'components/words',
      'components/browser',
      'components/ui',
      'components/offline',
      'lib',
      'lib/i18n',
      'lib/result-io',
      'lib/venue',
      'lib/widget',
    ],
  },
  'components/result': {
    why: "/flavor: the visitor's card and what sits around it",
    may: [
      'components/browser',
      'components/ui',
      'components/why',
      'components/share',
      'components/friends',
      'components/crew',
      'components/venue',
      'lib',
      'lib/i18n',
      'lib/flavor',
      'lib/prepaint',
      'lib/result-io',
    ],
  },
  'components/why': {
    why: 'why this flavour and how sure: the traits, their meters, the swirl line',
    may: ['components/ui', 'lib', 'lib/i18n', 'lib/flavor', 'lib/result-io'],
  },
  'components/share': {
    why: 'the share picture, the copy buttons and the personal link',
    may: [
      'components/browser',
      'components/ui',
      'lib',
      'lib/i18n',
      'lib/flavor',
      'lib/links',
      'lib/result-io',
      'lib/share',
    ],
  },
  'components/friends': {
    why: "a friend's link page, the pair beside the visitor and the duo picture",
    may: [
      'components/browser',
      'components/ui',
      'components/why',
      'components/share',
      'lib',
      'lib/i18n',
      'lib/flavor',
      'lib/links',
      'lib/prepaint',
      'lib/result-io',
      'lib/share',
    ],
  },
  'components/crew': {
    why: 'a crew of friends: its page (the sundae, its flavour and pairs, joining, the link, the crew picture) and Start a crew',
    may: [
      'components/words',
      'components/browser',
      'components/ui',
      'components/why',
      'components/share',
      'components/friends',
      'components/venue',
      'components/landing',
      'lib',
      'lib/i18n',
      'lib/flavor',
      'lib/links',
      'lib/crew',
      'lib/result-io',
      'lib/share',
    ],
  },
  'components/screens': { why: 'the 404 and error screens', may: ['components/ui', 'lib', 'lib/i18n'] },
  'components/widget': {
    why: 'the built-in upload widget: ways in, progress, the quiz',
    may: [
      'components/ui',
      'components/venue',
      'components/offline',
      'lib',
      'lib/i18n',
      'lib/export',
      'lib/flavor',
      'lib/import',
      'lib/lastfm',
      'lib/quiz',
      'lib/result-io',
      'lib/samples',
      'lib/widget',
    ],
  },
  'components/venue': {
    why: 'the pop-up: the QR code of the personal link, the venue screen (idle reset, Next visitor)',
    may: ['components/words', 'components/browser', 'components/ui', 'lib', 'lib/i18n', 'lib/venue'],
  },
  'components/offline': {
    why: 'the service worker registration and the offline notes',
    may: ['components/ui', 'lib', 'lib/i18n'],
  },
  'components/states': {
    why: "the states page of preview builds: its links, the seed step, Reset this browser, the widget's states",
    may: [
      'components/browser',
      'components/landing',
      'components/ui',
      'components/widget',
      'lib',
      'lib/i18n',
      'lib/states',
    ],
  },
  'components/browser': {
    why: "the browser's kit: the stores, the storage and hash hooks, media queries, the idle and paint schedulers",
    may: ['lib', 'lib/result-io'],
  },
  'components/words': {
    why: "the catalogue's wrappers: a page's words handed to its client components, at once or for a part loaded later",
    may: ['lib', 'lib/i18n'],
  },
  'components/ui': {
    why: 'pieces every screen uses: buttons, icons, images, toasts, the footer, the language switch',
    may: ['components/browser', 'lib', 'lib/i18n'],
  },
  'lib/states': {
    why: 'the states page of preview builds: each state, the result it needs, what it writes, the reset',
    may: [
      'lib',
      'lib/crew',
      'lib/flavor',
      'lib/i18n',
      'lib/import',
      'lib/lastfm',
      'lib/links',
      'lib/offline',
      'lib/quiz',
      'lib/result-io',
      'lib/samples',
      'lib/scoring',
      'lib/venue',
    ],
  },
  'lib/import': {
    why: 'the import workers: read, then score',
    may: ['lib', 'lib/export', 'lib/flavor', 'lib/i18n', 'lib/samples', 'lib/scoring'],
  },
  'lib/quiz': {
    why: 'the listening quiz: answers to the scorer',
    may: ['lib', 'lib/flavor', 'lib/i18n', 'lib/scoring'],
  },
  'lib/samples': {
    why: 'sample listeners, made as export files before anything is scored',
    may: ['lib', 'lib/export', 'lib/flavor'],
  },
  'lib/scoring': {
    why: 'plays to features, traits and a result',
    may: ['lib', 'lib/export', 'lib/flavor', 'lib/i18n'],
  },
  'lib/export': { why: 'export files to plays', may: ['lib', 'lib/i18n'] },
  'lib/lastfm': {
    why: "Last.fm's page plan and rows, shared by route and widget",
    may: ['lib', 'lib/i18n', 'lib/export'],
  },
  'lib/server': { why: 'server-only code of the Last.fm route', may: ['lib', 'lib/lastfm'] },
  'lib/flavor': {
    why: 'the eight rows and what a result says: card, why, how sure',
    may: ['lib', 'lib/i18n'],
  },
  'lib/result-io': {
    why: 'a result coming in and kept: the prompt, parsing, the check against the table, storage',
    may: ['lib', 'lib/flavor'],
  },
  'lib/links': {
    why: 'personal links, friends and pairs, the share text',
    may: ['lib', 'lib/flavor', 'lib/i18n', 'lib/result-io'],
  },
  'lib/crew': {
    why: 'a crew of up to ten friends: its link, its flavour, its pairs',
    may: ['lib', 'lib/flavor', 'lib/links'],
  },
  'lib/prepaint': {
    why: 'the inline scripts that paint a saved or linked result before React',
    may: ['lib', 'lib/flavor', 'lib/result-io', 'lib/links'],
  },
  'lib/widget': { why: 'the widget message contract and bridge', may: ['lib'] },
  'lib/share': { why: 'the share pictures', may: ['lib', 'lib/flavor', 'lib/i18n'] },
  'lib/venue': {
    why: 'venue mode: the query, the idle time, the stored setting, what a reset clears',
    may: ['lib', 'lib/i18n'],
  },
  'lib/offline': {
    why: 'the service worker: its source and its build-time list of files',
    may: ['lib', 'lib/flavor', 'lib/i18n'],
  },
  'lib/i18n': {
    why: 'the languages: routing, catalogue loading, hreflang alternates',
    may: ['lib', 'messages'],
  },
  messages: { why: 'the message catalogues, one per language', may: [] },
  lib: { why: 'config, brand, guards and toast copy: the base every layer uses', may: [] },
  'build-hooks': { why: 'what next.config.mjs runs in Node at build time', may: [] },
  scripts: {
    why: 'offline tools: calibration, docs tables, link-preview pictures',
    may: [
      'lib',
      'lib/export',
      'lib/flavor',
      'lib/i18n',
      'lib/lastfm',
      'lib/links',
      'lib/quiz',
      'lib/scoring',
      'lib/share',
      'messages',
    ],
  },
  '.ci': { why: 'what CI runs besides npm scripts', may: [] },
  e2e: { why: 'Playwright tests and their harnesses', may: ['*'] },
  fixtures: {
    why: 'what both suites feed the app: seeded exports, hostile inputs, stored and linked results',
    may: ['lib/export', 'lib/flavor', 'lib/result-io', 'lib/samples', 'scripts'],
  },
  __tests__: { why: 'Jest tests', may: ['*'] },
};

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
    ignores: ['lib/i18n/languages.ts'],
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
