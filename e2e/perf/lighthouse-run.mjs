/**
 * The Lighthouse side of `npm run perf:pages`: Debian's Chromium through puppeteer, the three
 * measured pages, and one Lighthouse run (mobile preset) of a page in a fresh browser context.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { QUIET_CHROMIUM_FLAGS, chromiumExecutable } from '../support/chromium-path.mjs';

export { median } from './common';

/**
 * The options both commands take: `--url` (or PERF_URL; default http://localhost:3000) and `--runs` per page
 * (or PERF_RUNS; default 5). `arg` and `has` read the others.
 */
export function commandLine(argv = process.argv.slice(2)) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const base = arg('--url', process.env.PERF_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const runCount = Number(arg('--runs', process.env.PERF_RUNS ?? '5'));
  if (!Number.isInteger(runCount) || runCount < 1)
    throw new Error('--runs takes a whole number of runs, 1 or more');
  return { arg, has: (name) => argv.includes(name), base, runCount };
}

/** `seed`: the page shows a saved result, so the run starts with one in session storage. */
export const PAGES = [
  { path: '/', seed: false },
  { path: '/flavor', seed: true },
  { path: '/embed/upload', seed: false },
  { path: '/no-such-page', seed: false },
  // One of the eight public flavour pages: they share one template.
  { path: '/flavor/mint-chocolate-chip', seed: false },
  // The same page opened from a personal link (docs/sharing-links.md): the friend's scores appear once
  // the page is interactive.
  { path: '/flavor/mint-chocolate-chip#v1-84-27-27-Sam', seed: false },
];

/**
 * A result as the app saves it (every field, canonical), for the /flavor run: canonical, so /flavor's pre-paint reveals its
 * card (__tests__/flavor/perf-saved-result.test.ts keeps it so).
 */
const SAVED_RESULT = JSON.parse(readFileSync(new URL('./saved-result.json', import.meta.url), 'utf8'));

/**
 * Chromium: CHROME_PATH, else CHROMIUM_PATH (as .ci/run and the Playwright config read it), else Debian's
 * /usr/bin/chromium when it exists, else Playwright's own Chromium (`npx playwright install chromium`).
 */
export function chromiumPath(env = process.env) {
  return env.CHROME_PATH || chromiumExecutable(env) || chromium.executablePath();
}

export function launchBrowser() {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', ...QUIET_CHROMIUM_FLAGS],
  });
}

/**
 * One Lighthouse run of `base + path` in a fresh browser context; up to two retries when the trace fails.
 * `throttlingMethod`: 'simulate' (Lighthouse's default: loads at full speed, then models a slow 4G phone
 * from the trace) or 'devtools' (applied: the load itself runs on the preset's slow 4G link, 562.5 ms
 * request latency and 1.4 Mbps down, with the CPU slowed 4×, and the timings are the observed ones).
 */
export async function measure(browser, base, { path, seed }, { throttlingMethod = 'simulate' } = {}) {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): up to two more tries, fresh tabs.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (seed) {
        // sessionStorage lives in the tab: write it on the origin first, then drop the HTTP cache so the
        // measured load of /flavor is still cold. The page fetches its scripts after its first frame, so
        // `load` can come before they do: wait for the network to settle, or they land in the cache after
        // it was cleared and the measured load reads them from there.
        await page.goto(`${base}/robots-probe-404`, { waitUntil: 'networkidle0' });
        await page.evaluate(
          (value) => sessionStorage.setItem('spotify-flavor-data', value),
          JSON.stringify(SAVED_RESULT),
        );
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
      }
      const run = await lighthouse(
        `${base}${path}`,
        // ignoreStatusCode: the 404 page is measured too, and Lighthouse otherwise refuses a 404 document.
        {
          output: 'json',
          logLevel: 'error',
          disableStorageReset: seed,
          ignoreStatusCode: true,
          throttlingMethod,
        },
        undefined,
        page,
      );
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (!run.lhr.runtimeError) return run.lhr;
      console.warn(`${path}: Lighthouse run failed (${run.lhr.runtimeError.code}), retrying`);
    } finally {
      await context.close();
    }
  }
  throw new Error(`${path}: three Lighthouse runs in a row failed`);
}
