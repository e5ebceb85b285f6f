#!/usr/bin/env node
/**
 * `npm run perf:pages` — Lighthouse (mobile preset) on every page of ours against an already running
 * production server, and in the same run on a bare Next.js App Router page (e2e/perf/bare-app, built on
 * demand with the same Next.js and served on its own port): the table shows each page beside that floor.
 *
 *   npm run build && npm start &   # or any production server
 *   npm run perf:pages -- --url http://localhost:3000
 *
 * Each page is measured `--runs` times (default 5, or PERF_RUNS), each run in a fresh browser context, and
 * the table shows the median of every figure with the spread of LCP and TBT: Lighthouse's simulated timings
 * move from run to run, and the median is what its authors advise reading. The bare page is measured first,
 * then ours, so both meet the same machine.
 *
 * Before the first run it waits, up to `--settle` seconds (default 180, or PERF_SETTLE), until the CPU is
 * under 15% busy, and prints the reading: Lighthouse scales the task times it observes, so a machine still
 * busy with something else (in CI, the test run winding down) reads as a slow page. `--bare-port` (default
 * 3399) moves the bare page; `--no-bare` skips it.
 *
 * Chromium: see launchBrowser in lighthouse-run.mjs. Exit code 0 unless `--strict` is given and a budget is
 * missed: Lighthouse timings move with machine load, so CI prints the table and enforces only what is
 * deterministic (JavaScript bytes and compile hints, e2e/budget.spec.ts). Budgets: docs/performance.md.
 */
import { ensureBareBuild, startBare } from './bare-app.mjs';
import { settleCpu } from './quiet-cpu.mjs';
import { PAGES, commandLine, launchBrowser, measure, median } from './lighthouse-run.mjs';

const { arg, has, base, runCount } = commandLine();
const strict = has('--strict');
const withBare = !has('--no-bare');
const barePort = Number(arg('--bare-port', '3399'));
const settleSeconds = Number(arg('--settle', process.env.PERF_SETTLE ?? '180'));
if (!(settleSeconds >= 0)) throw new Error('--settle takes a number of seconds, 0 or more');

/** Each page's medians: scores at least these, LCP within a factor and TBT within a margin of the bare page. */
const BUDGET = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  lcpTimesBare: 1.5,
  tbtOverBareMs: 30,
};

/** The figures of one run that the table shows. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: Number((jsBytes / 1024).toFixed(1)),
    // Lighthouse's own CPU benchmark of this machine during the run (higher is faster): context for TBT.
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

async function row(browser, origin, page, label = page.path) {
  const runs = [];
  for (let i = 0; i < runCount; i += 1) runs.push(figures(await measure(browser, origin, page)));
  // Each figure is the median of the runs (Lighthouse's advice for variable metrics); LCP and TBT also
  // show their spread.
  const r = { page: label };
  for (const key of Object.keys(runs[0])) r[key] = median(runs.map((x) => x[key]));
  r.lcpMs = Math.round(r.lcpMs);
  r.tbtMs = Math.round(r.tbtMs);
  r.lcpRange = `${Math.min(...runs.map((x) => x.lcpMs))}–${Math.max(...runs.map((x) => x.lcpMs))}`;
  r.tbtRange = `${Math.min(...runs.map((x) => x.tbtMs))}–${Math.max(...runs.map((x) => x.tbtMs))}`;
  return r;
}

function misses(r, bare) {
  return [
    r.performance < BUDGET.performance && 'performance',
    r.accessibility < BUDGET.accessibility && 'accessibility',
    r['best-practices'] < BUDGET['best-practices'] && 'best practices',
    r.seo < BUDGET.seo && 'SEO',
    r.cls > BUDGET.cls && 'CLS',
    bare && r.lcpMs > BUDGET.lcpTimesBare * bare.lcpMs && 'LCP',
    bare && r.tbtMs > bare.tbtMs + BUDGET.tbtOverBareMs && 'TBT',
  ].filter(Boolean);
}

if (withBare) ensureBareBuild();
const cpuNote = await settleCpu(settleSeconds * 1000);
const browser = await launchBrowser();
const rows = [];
let bare;
try {
  if (withBare) {
    const stop = await startBare(barePort);
    try {
      bare = await row(browser, `http://localhost:${barePort}`, { path: '/', seed: false }, 'bare Next.js /');
    } finally {
      stop();
    }
  }
  for (const page of PAGES) rows.push(await row(browser, base, page));
} finally {
  await browser.close();
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'LCP range', 'LCP × bare', 'TBT ms'];
header.push('TBT range', 'TBT − bare', 'CLS', 'JS KB gzip', 'budget');
const line = (r, note) => [
  r.page,
  r.performance,
  r.accessibility,
  r['best-practices'],
  r.seo,
  r.lcpMs,
  r.lcpRange,
  bare ? (r.lcpMs / bare.lcpMs).toFixed(2) : '–',
  r.tbtMs,
  r.tbtRange,
  bare ? r.tbtMs - bare.tbtMs : '–',
  r.cls,
  r.jsKB,
  note,
];
let missed = 0;
const notes = [];
const lines = rows.map((r) => {
  const m = misses(r, bare);
  if (m.length > 0) {
    missed += 1;
    notes.push(`${r.page}: median over budget: ${m.join(', ')}`);
  }
  return line(r, m.length > 0 ? 'MISSED' : 'ok');
});
const cpuIndex = median([...rows, ...(bare ? [bare] : [])].map((r) => r.cpuIndex));
console.log(
  `Lighthouse 12, mobile preset, against ${base}: median of ${runCount} runs per page; ${cpuNote}; Lighthouse CPU benchmark index ${cpuIndex}`,
);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
if (bare) console.log(`| ${line(bare, 'floor').join(' | ')} |`);
for (const l of lines) console.log(`| ${l.join(' | ')} |`);
for (const n of notes) console.log(n);
console.log(
  `Budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}, LCP <= ${BUDGET.lcpTimesBare} × the bare page, TBT <= the bare page + ${BUDGET.tbtOverBareMs} ms.`,
);
if (strict && missed > 0) process.exit(1);
