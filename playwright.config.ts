import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS, testChromiumExecutable } from './e2e/support/chromium-path.mjs';
import { FAKE_LASTFM_KEY, fakeLastfmPort } from './e2e/support/fake-lastfm';

/**
 * Playwright runs against the production build (`next build` first, see package.json) in Chromium:
 * CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell) or full Chromium when present,
 * else Playwright's own (chromium-path.mjs).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_ARGS = [
  ...QUIET_CHROMIUM_FLAGS,
  // Production-like and development host names for origin-selection tests, all served by our server.
  '--host-resolver-rules=MAP flavor.example.test 127.0.0.1, MAP dev.flavor.example.test 127.0.0.1, MAP preview-abc.vercel.app 127.0.0.1',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  outputDir: 'test-results',
  fullyParallel: true,
  // Both cores locally as in CI (Playwright's default is half of them: one worker on a 2-core machine);
  // tests share no state. No retries anywhere: a flaky test is a bug to find, not to rerun.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // An English browser unless a suite says otherwise (e2e/german.spec.ts is de-DE): the proxy picks the page's
    // language from Accept-Language, so the suite must not depend on the machine's.
    locale: 'en-US',
    // The service worker (docs/offline.md) precaches the site's files in the background of every first visit:
    // a fresh context per test would download them all again, on the same two cores as the test. Only the
    // specs about it let it run (`test.use({ serviceWorkers: 'allow' })`: e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // A trace costs a fifth of the suite's time (the same 22 tests: 50 s without, 61 s with), so it is
    // recorded on demand: PW_TRACE=on keeps one for each failed test. A failure always leaves a screenshot
    // and the page's accessibility snapshot (error-context.md).
    trace: process.env.PW_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // The Last.fm route talks to the fake API that e2e/sources.spec.ts starts on loopback (never Last.fm).
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      LASTFM_API_KEY: FAKE_LASTFM_KEY,
      LASTFM_API_URL: `http://127.0.0.1:${fakeLastfmPort()}/2.0/`,
      // Every test is the same client address here (no proxy header): the hourly allowance must outlast
      // the suite, re-runs against a reused server included (the route's own tests cover the limit).
      LASTFM_IMPORTS_PER_HOUR: '1000',
    },
  },
});
