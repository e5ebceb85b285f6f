import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { chromiumExecutable } from '../support/chromium-path.mjs';

/**
 * Playwright config of `npm run bench:import` only (e2e/perf/import-bench.mjs passes BENCH_PORT and the
 * build's NEXT_DIST_DIR). One worker, one long test, against `next start` of an existing production build.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3170);
const ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  outputDir: '../../test-results/bench',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30 * 60_000,
  use: {
    baseURL: ORIGIN,
    headless: true,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx next start -p ${PORT} -H 127.0.0.1`,
    cwd: '../..',
    url: `${ORIGIN}/embed/upload`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
