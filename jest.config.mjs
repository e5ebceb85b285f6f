/** Jest runs unit and component tests; Playwright (e2e/) runs against the production build. */
const config = {
  testEnvironment: 'jsdom',
  // Every core: Jest's default leaves one to its main process, which waits, so a 2-core machine ran one
  // worker (the scoring and export suites: 115 s with one worker, 63 s with two, same machine, same hour).
  maxWorkers: '100%',
  // Tests live in __tests__; the other roots let --findRelatedTests (npm run test:changed) follow imports into them.
  roots: [
    '<rootDir>/__tests__',
    '<rootDir>/lib',
    '<rootDir>/components',
    '<rootDir>/app',
    '<rootDir>/scripts',
    '<rootDir>/eslint',
    '<rootDir>/build-hooks',
    '<rootDir>/fixtures',
  ],
  // Only *.test files: setup, support stubs and benchmarks (*.bench.ts) live under __tests__ too.
  testMatch: ['**/*.test.ts?(x)'],
  moduleNameMapper: {
    // Next.js resolves 'server-only' itself (it fails a client build that imports it); Jest runs server code.
    '^server-only$': '<rootDir>/__tests__/support/server-only-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/__tests__/support/style-stub.ts',
    '^next/font/local$': '<rootDir>/__tests__/support/next-font-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  transform: {
    '^.+\\.([tj]sx?|mjs)$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(fflate|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs)/)',
  ],
};
export default config;
