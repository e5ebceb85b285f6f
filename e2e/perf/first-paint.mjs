#!/usr/bin/env node
/**
 * `npm run perf:first-paint` — why Lighthouse counts the framework's scripts in our LCP and not in a bare
 * Next.js page's. Lighthouse records the page on loopback, where the scripts arrive within tens of
 * milliseconds, and its simulated LCP includes every script that finished loading before the recorded
 * paint. So what decides the LCP figure is a race: does the first paint come before the scripts arrive?
 * This measures that race directly, in a real headless Chromium, without Lighthouse's simulation on top.
 *
 *   npm run build && npm start            # then, in another terminal:
 *   npm run perf:first-paint -- --url http://localhost:3000 [--loads 10] [--bare-port 3399]
 *
 * For each page (ours, then the bare page of e2e/perf/bare-app, built on demand) it makes `--loads` cold
 * loads in fresh contexts, alternating a normal load with one where every `/_next/static/chunks/*.js`
 * request is refused, and prints medians of:
 *   - first paint: first-contentful-paint minus the document's responseEnd (the page's own work);
 *   - without scripts: the same with the scripts refused (what the scripts add is the difference);
 *   - scripts before paint: how many chunks finished loading before the first paint, of how many.
 * Timings move with machine load; compare pages within one run, never across runs. Since our pages fetch
 * their scripts after the first frame (docs/decisions/paint-first.md), the last column reads 0 for them.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '../support/chromium-path.mjs';
import { ensureBareBuild, startBare } from './bare-app.mjs';
import { chromiumPath, commandLine, median } from './lighthouse-run.mjs';

const { arg, base } = commandLine();
const loads = Number(arg('--loads', '10'));
const barePort = Number(arg('--bare-port', '3399'));
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads takes a whole number, 1 or more');

const SAVED_RESULT = readFileSync(new URL('./saved-result.json', import.meta.url), 'utf8');
const OUR_PAGES = [
  { path: '/', seed: false },
  { path: '/flavor', seed: true },
  { path: '/embed/upload', seed: false },
  { path: '/flavor/mint-chocolate-chip', seed: false },
  { path: '/no-such-page', seed: false },
];
const CHUNK = /\/_next\/static\/chunks\/.*\.js$/;

async function load(browser, url, { seed, blockScripts }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (blockScripts) await context.route(CHUNK, (route) => route.abort());
    // /flavor shows a saved result; the app reads it from session storage before its first paint.
    if (seed)
      await context.addInitScript(
        (value) => sessionStorage.setItem('spotify-flavor-data', value),
        SAVED_RESULT,
      );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(200);
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const chunks = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'));
      return {
        paint: paint - nav.responseEnd,
        before: chunks.filter((e) => e.responseEnd < paint).length,
        chunks: chunks.length,
      };
    });
  } finally {
    await context.close();
  }
}

async function measurePage(browser, origin, page, label) {
  const url = `${origin}${page.path}`;
  await load(browser, url, { seed: page.seed, blockScripts: false }); // warm the server, not measured
  const normal = [];
  const blocked = [];
  for (let i = 0; i < loads; i += 1) {
    normal.push(await load(browser, url, { seed: page.seed, blockScripts: false }));
    blocked.push(await load(browser, url, { seed: page.seed, blockScripts: true }));
  }
  const ms = (runs) => Math.round(median(runs.map((r) => r.paint).filter(Number.isFinite)));
  return {
    label,
    paint: ms(normal),
    bare: ms(blocked),
    before: median(normal.map((r) => r.before)),
    chunks: median(normal.map((r) => r.chunks)),
  };
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...QUIET_CHROMIUM_FLAGS],
});
const rows = [];
try {
  ensureBareBuild();
  const stopBare = await startBare(barePort);
  try {
    rows.push(
      await measurePage(browser, `http://localhost:${barePort}`, { path: '/', seed: false }, 'bare Next.js'),
    );
  } finally {
    stopBare();
  }
  for (const page of OUR_PAGES) rows.push(await measurePage(browser, base, page, page.path));
} finally {
  await browser.close();
}

console.log(`\nFirst paint after the HTML response, medians of ${loads} cold loads each (${base}):\n`);
console.log('| page | first paint ms | without scripts ms | scripts add ms | chunks loaded before paint |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.label} | ${r.paint} | ${r.bare} | ${r.paint - r.bare} | ${r.before} of ${r.chunks} |`);
