import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // lib/ is pure logic: it must not reach up into React components or routes.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/components/*', '@/app/*'] }],
    },
  },
];
export default config;
