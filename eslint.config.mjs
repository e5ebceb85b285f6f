import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One-way layers (docs/architecture.md): app → components → lib/import or lib/quiz → lib/scoring → lib/export, and
 * lib/flavor, lib/widget, lib/share beside them, all over lib/*.ts. A module may import from its own layer and the
 * layers below, never above; each rule catches both the `@/` alias and relative paths, and says why.
 */
/** `@/lib/scoring/x`, `../scoring/x`, `./scoring`, `../../lib/scoring/x`: every way to reach a folder. */
function reaching(folder) {
  const last = folder.split('/').pop();
  const lib = folder.startsWith('lib/') ? '(lib/)?' : '';
  return `^(@/${folder}|(\\.{1,2}/)+${lib}${last})(/|$)`;
}

const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map(([folder, why]) => ({ regex: reaching(folder), message: why })) },
    ],
  },
});

const ABOVE_LIB = [
  ['components', 'lib/ holds logic without React or routes: pass what it needs in as arguments.'],
  ['app', 'lib/ holds logic without React or routes: pass what it needs in as arguments.'],
];
const IMPORT = [
  'lib/import',
  'The worker orchestration sits above the reader and scorer: call down, not up.',
];
const SCORING = [
  'lib/scoring',
  'The scorer sits above the reader: the reader hands over plays and knows nothing of scores.',
];
const EXPORT = [
  'lib/export',
  'The flavour and widget layers do not read exports: the scorer turns plays into results.',
];
const QUIZ = [
  'lib/quiz',
  'The listening quiz sits above the scorer, beside the import workers: the UI calls it, nothing below does.',
];

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
  layer(
    ['components/**/*.{ts,tsx}'],
    [
      ['app', 'Components are used by routes, not the other way round.'],
      ['lib/server', 'Server-only (it holds the Last.fm key): only route handlers under app/api use it.'],
    ],
  ),
  layer(['lib/import/**/*.ts'], [...ABOVE_LIB, QUIZ]),
  layer(
    ['lib/quiz/**/*.ts'],
    [
      ...ABOVE_LIB,
      IMPORT,
      EXPORT,
      ['lib/samples', 'The quiz asks the visitor; it never makes listening up.'],
    ],
  ),
  layer(
    ['lib/samples/**/*.ts'],
    [
      ...ABOVE_LIB,
      IMPORT,
      QUIZ,
      ['lib/scoring', 'A sample is listening data, made before anything is scored.'],
    ],
  ),
  layer(
    ['lib/scoring/**/*.ts'],
    [
      ...ABOVE_LIB,
      IMPORT,
      QUIZ,
      ['lib/samples', 'The scorer scores what the reader read; it never makes listening up.'],
      ['lib/lenses', 'Lenses serve the calibration: the scorer scores whatever the reader read.'],
    ],
  ),
  layer(
    ['lib/lenses/**/*.ts'],
    [
      ...ABOVE_LIB,
      IMPORT,
      ['lib/scoring', 'A lens rewrites plays as another service records them, before anything is scored.'],
      ['lib/samples', 'A lens reads real plays it is given.'],
      ['lib/flavor', 'A lens only writes export files.'],
    ],
  ),
  layer(
    ['lib/export/**/*.ts'],
    [...ABOVE_LIB, IMPORT, QUIZ, SCORING, ['lib/flavor', 'The reader only reads exports.']],
  ),
  layer(['lib/flavor/**/*.ts', 'lib/widget/**/*.ts'], [...ABOVE_LIB, IMPORT, QUIZ, SCORING, EXPORT]),
  layer(['lib/share/**/*.ts'], [...ABOVE_LIB, IMPORT, QUIZ, SCORING, EXPORT]),
  layer(
    ['lib/*.{ts,mjs}'],
    [
      ...ABOVE_LIB,
      ...[
        'lib/import',
        'lib/quiz',
        'lib/samples',
        'lib/lenses',
        'lib/scoring',
        'lib/export',
        'lib/flavor',
        'lib/widget',
        'lib/share',
      ].map((f) => [
        f,
        'lib/*.ts are the base every layer uses (config, brand, guards, toast copy): they import no layer.',
      ]),
    ],
  ),
];
export default config;
