/**
 * `npm run perf:pages -- --url http://localhost:3000`: our speed as a phone meets it, against a running
 * production server, in three tables (the budgets and how each is measured: docs/performance.md):
 *
 * 1. simulated: Lighthouse's mobile preset as it ships (simulated throttling) on every page;
 * 2. applied: Lighthouse with applied throttling (the load itself on slow 4G, CPU 4× slower) on three pages,
 *    taking turns, round after round, with a bare Next.js page (e2e/perf/bare-app, built on demand with our
 *    Next.js and served on a port of its own), so that machine load shifts both alike;
 * 3. interactions: the longest interaction of each tap at 4× CPU (interactions.mjs).
 *
 * Every figure is the median of --runs fresh-context runs. Before the first, it waits up to --settle seconds
 * for the CPU to go quiet, since Lighthouse scales the task times it observes. Exit code 0 unless --strict is
 * given and a budget is missed: timings move with machine load, so CI only prints the tables.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { freePort, startNext, stopGroup } from '../engines/processes';
import { launchChromium, median } from './common';
import { measureInteractions, printInteractions } from './interactions.mjs';

const PARTS = ['simulated', 'applied', 'interactions'];
const USAGE = `usage: npm run perf:pages -- [--url http://localhost:3000] [--runs 5] [--settle 180] [--parts ${PARTS}] [--strict] [--explain]`;
const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '5' },
    settle: { type: 'string', default: '180' },
    parts: { type: 'string', default: PARTS.join(',') },
    strict: { type: 'boolean', default: false },
    // Interactions: print the long frames of each tap and their scripts (what to make faster).
    explain: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const base = opts.url.replace(/\/$/, '');
const runCount = Number(opts.runs);
const settleSeconds = Number(opts.settle);
const parts = new Set(opts.parts.split(','));
const valid =
  Number.isInteger(runCount) &&
  runCount >= 1 &&
  settleSeconds >= 0 &&
  [...parts].every((p) => PARTS.includes(p));
if (opts.help || !valid) {
  console.log(USAGE);
  process.exit(opts.help ? 0 : 2);
}

/** Simulated throttling: each page's medians score at least these. */
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
/** Applied throttling: each page's median LCP within a factor, and TBT within a margin, of the bare page's. */
const APPLIED_BUDGET = { lcpTimesBare: 1.3, tbtOverBareMs: 50 };
/** `seed`: the page shows a saved result, so the run starts with one in session storage. */
const PAGES = [
  { path: '/', seed: false },
  { path: '/flavor', seed: true },
  { path: '/embed/upload', seed: false },
  { path: '/no-such-page', seed: false },
  // One of the eight flavour pages (one template), and the same page opened from a personal link
  // (docs/sharing-links.md): the friend's scores appear once the page is interactive.
  { path: '/flavor/mint-chocolate-chip', seed: false },
  { path: '/flavor/mint-chocolate-chip#v1-84-27-27-Sam', seed: false },
  // The same pages in German (docs/languages.md): each language ships only its own words.
  { path: '/de', seed: false },
  { path: '/de/flavor', seed: true },
  { path: '/de/flavor/mint-chocolate-chip', seed: false },
];
/** Table 2's pages: the landing, a flavour page, the widget; the landing and the flavour page in German too. */
const APPLIED_PATHS = [
  '/',
  '/flavor/mint-chocolate-chip',
  '/embed/upload',
  '/de',
  '/de/flavor/mint-chocolate-chip',
];
const BARE_APP = 'e2e/perf/bare-app';
/** A result as the app saves it, canonical, so /flavor's pre-paint reveals its card (perf-saved-result.test.ts). */
const SAVED_RESULT = JSON.stringify(
  JSON.parse(readFileSync(new URL('../../fixtures/saved-result.json', import.meta.url), 'utf8')),
);
/** Below this share of all cores busy, the machine counts as quiet. */
const QUIET_SHARE = 0.15;

/** The share of all cores busy over the next 3 s. */
async function busyShare() {
  const times = () =>
    os.cpus().reduce(
      (sum, { times: t }) => {
        const all = t.user + t.nice + t.sys + t.idle + t.irq;
        return { busy: sum.busy + all - t.idle, all: sum.all + all };
      },
      { busy: 0, all: 0 },
    );
  const start = times();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const end = times();
  return (end.busy - start.busy) / Math.max(1, end.all - start.all);
}

/** Samples until the CPU is quiet or `maxWaitMs` has passed; returns the reading in words for the report. */
async function settleCpu(maxWaitMs) {
  const started = Date.now();
  let share;
  do share = await busyShare();
  while (share >= QUIET_SHARE && Date.now() - started < maxWaitMs);
  const note = `CPU ${Math.round(share * 100)}% busy before the first run (waited ${Math.round((Date.now() - started) / 1000)} s for under ${QUIET_SHARE * 100}%)`;
  if (share >= QUIET_SHARE)
    console.warn(`${note}: the machine is still busy, so the timings below will read high.`);
  return note;
}

/** Builds the bare app unless a build made with the installed Next.js is already there. */
function ensureBareBuild() {
  const id = `${BARE_APP}/.next/BUILD_ID`;
  if (existsSync(id) && statSync(id).mtimeMs > statSync('node_modules/next/package.json').mtimeMs) return;
  console.log(`Building the bare Next.js page (${BARE_APP})…`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync('node_modules/.bin/next', ['build', BARE_APP], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the bare Next.js page did not build');
}

/**
 * One Lighthouse run of `origin + path` in a fresh browser context, up to two retries when the trace fails
 * (NO_NAVSTART, now and then). `throttlingMethod`: 'simulate' (a load at full speed, then a slow 4G phone
 * modelled from its trace) or 'devtools' (the load itself on the preset's slow 4G, 562.5 ms request latency
 * and 1.4 Mbps down, with the CPU slowed 4×; the timings are the observed ones).
 */
async function measure(browser, origin, { path, seed }, throttlingMethod = 'simulate') {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (seed) {
        // sessionStorage lives in the tab: write it on the origin first, then drop the HTTP cache so the measured
        // load stays cold. The page fetches its scripts after its first frame, so wait for the network to settle,
        // or they land in the cache after it was cleared.
        await page.goto(`${origin}/robots-probe-404`, { waitUntil: 'networkidle0' });
        await page.evaluate((value) => sessionStorage.setItem('spotify-flavor-data', value), SAVED_RESULT);
        await (await page.createCDPSession()).send('Network.clearBrowserCache');
      }
      // ignoreStatusCode: the 404 page is measured too, and Lighthouse otherwise refuses a 404 document.
      const flags = {
        output: 'json',
        logLevel: 'error',
        disableStorageReset: seed,
        ignoreStatusCode: true,
        throttlingMethod,
      };
      const run = await lighthouse(`${origin}${path}`, flags, undefined, page);
      if (run && !run.lhr.runtimeError) return figures(run.lhr);
      console.warn(`${path}: Lighthouse run failed (${run?.lhr.runtimeError?.code}), retrying`);
    } finally {
      await context.close();
    }
  }
  throw new Error(`${path}: three Lighthouse runs in a row failed`);
}

/** The figures of one run that the tables show. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    // Lighthouse's own CPU benchmark of this machine during the run (higher is faster): context for TBT.
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** Each figure is the median of the runs; LCP and TBT also show their spread. */
function summary(page, runs) {
  const r = { page };
  for (const key of Object.keys(runs[0])) r[key] = median(runs.map((x) => x[key]));
  const range = (key) => `${Math.min(...runs.map((x) => x[key]))}–${Math.max(...runs.map((x) => x[key]))}`;
  return {
    ...r,
    lcpMs: Math.round(r.lcpMs),
    tbtMs: Math.round(r.tbtMs),
    lcpRange: range('lcpMs'),
    tbtRange: range('tbtMs'),
  };
}

/** Prints one table; returns how many of its pages missed a budget. */
function printTable(title, header, bare, rows, cells, misses) {
  console.log(`\n${title}\n| ${header.join(' | ')} | budget |\n|${header.map(() => '---').join('|')}|---|`);
  if (bare) console.log(`| ${cells(bare).join(' | ')} | floor |`);
  const notes = [];
  for (const r of rows) {
    const m = misses(r).filter(Boolean);
    if (m.length > 0) notes.push(`${r.page}: median over budget: ${m.join(', ')}`);
    console.log(`| ${cells(r).join(' | ')} | ${m.length > 0 ? 'MISSED' : 'ok'} |`);
  }
  for (const n of notes) console.log(n);
  return notes.length;
}

const lighthouseParts = parts.has('simulated') || parts.has('applied');
if (parts.has('applied')) ensureBareBuild();
const cpuNote = await settleCpu(settleSeconds * 1000);
let missed = 0;

if (lighthouseParts) {
  const browser = await launchChromium();
  const barePort = parts.has('applied') ? await freePort() : 0;
  const bare = barePort ? await startNext(barePort, { app: BARE_APP }) : undefined;
  const simulated = [];
  const applied = [];
  try {
    if (parts.has('simulated'))
      for (const page of PAGES) {
        const runs = [];
        for (let i = 0; i < runCount; i += 1) runs.push(await measure(browser, base, page));
        simulated.push(summary(page.path, runs));
      }
    if (parts.has('applied')) {
      const targets = [
        { label: 'bare Next.js /', origin: `http://localhost:${barePort}`, page: PAGES[0] },
        ...APPLIED_PATHS.map((path) => ({
          label: path,
          origin: base,
          page: PAGES.find((p) => p.path === path),
        })),
      ];
      const runs = targets.map(() => []);
      for (let i = 0; i < runCount; i += 1)
        for (const [k, t] of targets.entries())
          runs[k].push(await measure(browser, t.origin, t.page, 'devtools'));
      applied.push(...targets.map((t, k) => summary(t.label, runs[k])));
    }
  } finally {
    if (bare) stopGroup(bare);
    await browser.close();
  }

  const index = median([...simulated, ...applied].map((r) => r.cpuIndex));
  console.log(
    `Lighthouse 12, mobile preset, against ${base}: median of ${runCount} runs per page; ${cpuNote}; Lighthouse CPU benchmark index ${index}`,
  );
  if (parts.has('simulated')) {
    const header = [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms',
      'LCP range',
      'TBT ms',
      'TBT range',
      'CLS',
      'JS KB gzip',
    ];
    const keys = [
      'page',
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'lcpMs',
      'lcpRange',
      'tbtMs',
      'tbtRange',
      'cls',
      'jsKB',
    ];
    missed += printTable(
      'Simulated throttling (Lighthouse default: a fast load, then a slow 4G phone modelled from its trace)',
      header,
      undefined,
      simulated,
      (r) => keys.map((k) => r[k]),
      (r) => [
        r.performance < BUDGET.performance && 'performance',
        r.accessibility < BUDGET.accessibility && 'accessibility',
        r['best-practices'] < BUDGET['best-practices'] && 'best practices',
        r.seo < BUDGET.seo && 'SEO',
        r.cls > BUDGET.cls && 'CLS',
      ],
    );
    console.log(
      `Budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}.`,
    );
  }
  if (parts.has('applied')) {
    const [bareRow, ...rows] = applied;
    missed += printTable(
      'Applied throttling (the load itself on slow 4G: 562.5 ms latency, 1.4 Mbps down; CPU 4× slower), pages taking turns',
      ['page', 'LCP ms', 'LCP range', 'LCP × bare', 'TBT ms', 'TBT range', 'TBT − bare', 'CLS'],
      bareRow,
      rows,
      (r) => [
        r.page,
        r.lcpMs,
        r.lcpRange,
        (r.lcpMs / bareRow.lcpMs).toFixed(2),
        r.tbtMs,
        r.tbtRange,
        r.tbtMs - bareRow.tbtMs,
        r.cls,
      ],
      (r) => [
        r.lcpMs > APPLIED_BUDGET.lcpTimesBare * bareRow.lcpMs && 'LCP',
        r.tbtMs > bareRow.tbtMs + APPLIED_BUDGET.tbtOverBareMs && 'TBT',
      ],
    );
    console.log(
      `Budgets: LCP <= ${APPLIED_BUDGET.lcpTimesBare} × the bare page's, TBT <= the bare page's + ${APPLIED_BUDGET.tbtOverBareMs} ms.`,
    );
  }
}

if (parts.has('interactions')) {
  if (!lighthouseParts) console.log(cpuNote);
  missed += printInteractions(await measureInteractions(base, runCount, { explain: opts.explain }), runCount);
}

if (opts.strict && missed > 0) process.exit(1);
