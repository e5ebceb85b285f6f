#!/usr/bin/env node
/**
 * `npm run perf:pages` — our speed as a phone meets it, against an already running production server, in
 * three tables:
 *
 * 1. Lighthouse (mobile preset, simulated throttling: its default and its performance score) on every page.
 * 2. Lighthouse with applied throttling (`throttlingMethod: 'devtools'`: the load itself on slow 4G with the
 *    CPU slowed 4×) on `/`, a flavour page and `/embed/upload`, beside a bare Next.js App Router page
 *    (e2e/perf/bare-app, built on demand with the same Next.js and served on its own port) in the same run:
 *    LCP and TBT as the throttled browser observed them. The pages take turns (bare, then ours, round after
 *    round), so machine load shifts them alike.
 * 3. The longest interaction (Event Timing, as INP counts it) of the taps that matter, at 4× CPU
 *    (interactions.mjs).
 *
 *   npm run build && npm start &   # or any production server
 *   npm run perf:pages -- --url http://localhost:3000
 *
 * `--runs` (default 5, or PERF_RUNS) runs per page in tables 1 and 2 and tries per tap in table 3, each in
 * a fresh browser context; every figure is the median of the runs (what Lighthouse's authors advise
 * reading), LCP and TBT with their spread. `--parts simulated,applied,interactions` runs only some tables.
 *
 * Before the first run it waits, up to `--settle` seconds (default 180, or PERF_SETTLE), until the CPU is
 * under 15% busy, and prints the reading: Lighthouse scales the task times it observes, so a machine still
 * busy with something else (in CI, the test run winding down) reads as a slow page. `--bare-port` (default
 * 3399) moves the bare page; `--no-bare` skips it.
 *
 * Chromium: see launchBrowser in lighthouse-run.mjs. Exit code 0 unless `--strict` is given and a budget is
 * missed: timings move with machine load, so CI prints the tables and enforces only what is deterministic
 * (JavaScript bytes and compile hints, e2e/budget.spec.ts). Budgets: docs/performance.md.
 */
import { ensureBareBuild, startBare } from './bare-app.mjs';
import { measureInteractions, printInteractions } from './interactions.mjs';
import { settleCpu } from './quiet-cpu.mjs';
import { PAGES, commandLine, launchBrowser, measure, median } from './lighthouse-run.mjs';

const { arg, has, base, runCount } = commandLine();
const strict = has('--strict');
const withBare = !has('--no-bare');
const barePort = Number(arg('--bare-port', '3399'));
const settleSeconds = Number(arg('--settle', process.env.PERF_SETTLE ?? '180'));
if (!(settleSeconds >= 0)) throw new Error('--settle takes a number of seconds, 0 or more');
const PARTS = ['simulated', 'applied', 'interactions'];
const parts = new Set(arg('--parts', PARTS.join(',')).split(','));
if (![...parts].every((p) => PARTS.includes(p))) throw new Error(`--parts takes some of ${PARTS.join(',')}`);

/** Simulated throttling: each page's medians score at least these. */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
};
/** Applied throttling: each page's median LCP within a factor, and TBT within a margin, of the bare page's. */
const APPLIED_BUDGET = { lcpTimesBare: 1.3, tbtOverBareMs: 50 };
/** The pages of table 2: the landing, one of the eight flavour pages (one template), the widget. */
const APPLIED_PATHS = ['/', '/flavor/mint-chocolate-chip', '/embed/upload'];
const BARE = { path: '/', seed: false };

/** The figures of one run that the tables show. */
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

/** Each figure is the median of the runs; LCP and TBT also show their spread. */
function summary(label, runs) {
  const r = { page: label };
  for (const key of Object.keys(runs[0])) r[key] = median(runs.map((x) => x[key]));
  r.lcpMs = Math.round(r.lcpMs);
  r.tbtMs = Math.round(r.tbtMs);
  r.lcpRange = `${Math.min(...runs.map((x) => x.lcpMs))}–${Math.max(...runs.map((x) => x.lcpMs))}`;
  r.tbtRange = `${Math.min(...runs.map((x) => x.tbtMs))}–${Math.max(...runs.map((x) => x.tbtMs))}`;
  return r;
}

async function row(browser, page) {
  const runs = [];
  for (let i = 0; i < runCount; i += 1) runs.push(figures(await measure(browser, base, page)));
  return summary(page.path, runs);
}

/** Table 2: the bare page and ours take turns, `runCount` rounds, with applied throttling. */
async function appliedRows(browser, bareOrigin) {
  const targets = [
    ...(bareOrigin ? [{ label: 'bare Next.js /', origin: bareOrigin, page: BARE }] : []),
    ...APPLIED_PATHS.map((path) => ({ label: path, origin: base, page: PAGES.find((p) => p.path === path) })),
  ];
  const runs = targets.map(() => []);
  for (let i = 0; i < runCount; i += 1)
    for (const [k, t] of targets.entries())
      runs[k].push(figures(await measure(browser, t.origin, t.page, { throttlingMethod: 'devtools' })));
  const rows = targets.map((t, k) => summary(t.label, runs[k]));
  return bareOrigin ? { bare: rows[0], rows: rows.slice(1) } : { bare: undefined, rows };
}

function simulatedMisses(r) {
  return [
    r.performance < BUDGET.performance && 'performance',
    r.accessibility < BUDGET.accessibility && 'accessibility',
    r['best-practices'] < BUDGET['best-practices'] && 'best practices',
    r.seo < BUDGET.seo && 'SEO',
    r.cls > BUDGET.cls && 'CLS',
  ].filter(Boolean);
}

function appliedMisses(r, bare) {
  if (!bare) return [];
  return [
    r.lcpMs > APPLIED_BUDGET.lcpTimesBare * bare.lcpMs && 'LCP',
    r.tbtMs > bare.tbtMs + APPLIED_BUDGET.tbtOverBareMs && 'TBT',
  ].filter(Boolean);
}

/** Prints one table; returns how many of its pages missed a budget. */
function printTable(title, header, bare, rows, cells, misses) {
  console.log(`\n${title}`);
  console.log(`| ${header.join(' | ')} | budget |\n|${header.map(() => '---').join('|')}|---|`);
  if (bare) console.log(`| ${cells(bare).join(' | ')} | floor |`);
  let missed = 0;
  const notes = [];
  for (const r of rows) {
    const m = misses(r);
    if (m.length > 0) {
      missed += 1;
      notes.push(`${r.page}: median over budget: ${m.join(', ')}`);
    }
    console.log(`| ${cells(r).join(' | ')} | ${m.length > 0 ? 'MISSED' : 'ok'} |`);
  }
  for (const n of notes) console.log(n);
  return missed;
}

const versusBare = (bare) => (r) => [
  r.lcpMs,
  r.lcpRange,
  bare ? (r.lcpMs / bare.lcpMs).toFixed(2) : '–',
  r.tbtMs,
  r.tbtRange,
  bare ? r.tbtMs - bare.tbtMs : '–',
];

const lighthouseParts = parts.has('simulated') || parts.has('applied');
const bareParts = withBare && parts.has('applied');
if (bareParts) ensureBareBuild();
const cpuNote = await settleCpu(settleSeconds * 1000);
let missed = 0;

if (lighthouseParts) {
  const browser = await launchBrowser();
  const stopBare = bareParts ? await startBare(barePort) : () => {};
  const bareOrigin = bareParts ? `http://localhost:${barePort}` : null;
  let simulated;
  let applied;
  try {
    if (parts.has('simulated')) {
      // No bare row here: the budgets of this table are absolute, and the bare page's runs are spent in table 2.
      const rows = [];
      for (const page of PAGES) rows.push(await row(browser, page));
      simulated = { rows };
    }
    if (parts.has('applied')) applied = await appliedRows(browser, bareOrigin);
  } finally {
    stopBare();
    await browser.close();
  }

  const all = [
    ...(simulated?.rows ?? []),
    ...(applied?.rows ?? []),
    ...(applied?.bare ? [applied.bare] : []),
  ];
  console.log(
    `Lighthouse 12, mobile preset, against ${base}: median of ${runCount} runs per page; ${cpuNote}; Lighthouse CPU benchmark index ${median(all.map((r) => r.cpuIndex))}`,
  );
  if (simulated) {
    const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'LCP range', 'TBT ms', 'TBT range'];
    header.push('CLS', 'JS KB gzip');
    const cells = (r) => [
      r.page,
      r.performance,
      r.accessibility,
      r['best-practices'],
      r.seo,
      r.lcpMs,
      r.lcpRange,
      r.tbtMs,
      r.tbtRange,
      r.cls,
      r.jsKB,
    ];
    missed += printTable(
      'Simulated throttling (Lighthouse default: a fast load, then a slow 4G phone modelled from its trace)',
      header,
      undefined,
      simulated.rows,
      cells,
      simulatedMisses,
    );
    console.log(
      `Budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, CLS ${BUDGET.cls}.`,
    );
  }
  if (applied) {
    const header = ['page', 'LCP ms', 'LCP range', 'LCP × bare', 'TBT ms', 'TBT range', 'TBT − bare', 'CLS'];
    missed += printTable(
      'Applied throttling (the load itself on slow 4G: 562.5 ms latency, 1.4 Mbps down; CPU 4× slower), pages taking turns',
      header,
      applied.bare,
      applied.rows,
      (r) => [r.page, ...versusBare(applied.bare)(r), r.cls],
      (r) => appliedMisses(r, applied.bare),
    );
    console.log(
      `Budgets: LCP <= ${APPLIED_BUDGET.lcpTimesBare} × the bare page's, TBT <= the bare page's + ${APPLIED_BUDGET.tbtOverBareMs} ms.`,
    );
  }
}

if (parts.has('interactions')) {
  if (!lighthouseParts) console.log(cpuNote);
  missed += printInteractions(await measureInteractions(base, runCount), runCount);
}

if (strict && missed > 0) process.exit(1);
