#!/usr/bin/env node
/**
 * `npm run perf:tasks` — where a page's Total Blocking Time comes from. Against an already running production
 * server, it runs Lighthouse (as perf:pages does) `--runs` times on each page (or only `--page`), and prints
 * the long tasks of Lighthouse's simulated timeline with the blocking time each adds, summed by source:
 *
 * - script: evaluating our JavaScript chunks (the framework's start-up, hydration);
 * - document: the page's own HTML work before and around the first paint (parsing, inline scripts, style,
 *   layout, paint);
 * - browser: work no script or document owns, mostly committing the navigation.
 *
 * Lighthouse multiplies every observed task by 4 (its CPU slowdown) and counts, for each task, the part
 * between its simulated FCP and TTI beyond the first 50 ms. TBT itself averages two simulations and the task
 * list comes from one, so the sums are a guide, not an exact split.
 *
 *   npm run perf:tasks -- --url http://localhost:3000 --page /flavor --runs 6
 */
import { settleCpu } from './quiet-cpu.mjs';
import { PAGES, commandLine, launchBrowser, measure, median } from './lighthouse-run.mjs';

const { arg, base, runCount } = commandLine();
const only = arg('--page', null);
const pages = only ? PAGES.filter((p) => p.path === only) : PAGES;
if (pages.length === 0) throw new Error(`--page takes one of ${PAGES.map((p) => p.path).join(', ')}`);

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks input. */
const BLOCKING_THRESHOLD_MS = 50;
const SOURCES = ['script', 'document', 'browser'];

function sourceOf(url, pageUrl) {
  if (url === pageUrl) return 'document';
  if (/\.m?js(\?|$)/.test(url)) return 'script';
  return 'browser';
}

/** The blocking time a simulated task adds to TBT: its part inside [FCP, TTI], beyond the threshold. */
function blockingMs(task, fcpMs, ttiMs) {
  const start = Math.max(task.startTime, fcpMs);
  const end = Math.min(task.startTime + task.duration, ttiMs);
  return Math.max(0, end - start - BLOCKING_THRESHOLD_MS);
}

await settleCpu(60_000);

const browser = await launchBrowser();
try {
  for (const page of pages) {
    const pageUrl = `${base}${page.path}`;
    const sums = [];
    for (let i = 1; i <= runCount; i += 1) {
      const lhr = await measure(browser, base, page);
      const value = (id) => Math.round(lhr.audits[id].numericValue);
      const fcp = value('first-contentful-paint');
      const tti = value('interactive');
      console.log(
        `${page.path} run ${i}: FCP ${fcp} ms, TTI ${tti} ms, TBT ${value('total-blocking-time')} ms`,
      );
      const sum = Object.fromEntries(SOURCES.map((s) => [s, 0]));
      const tasks = [...(lhr.audits['long-tasks']?.details?.items ?? [])].sort(
        (a, b) => a.startTime - b.startTime,
      );
      for (const task of tasks) {
        const source = sourceOf(task.url, pageUrl);
        const blocking = blockingMs(task, fcp, tti);
        sum[source] += blocking;
        const where = source === 'script' ? ` ${task.url.split('/').pop()}` : '';
        console.log(
          `  ${String(Math.round(task.startTime)).padStart(5)} ms +${String(Math.round(task.duration)).padStart(4)} ms  blocks ${String(Math.round(blocking)).padStart(4)} ms  ${source}${where}`,
        );
      }
      sums.push(sum);
    }
    const medians = SOURCES.map((s) => `${s} ${Math.round(median(sums.map((sum) => sum[s])))} ms`);
    console.log(`${page.path}: median blocking by source over ${runCount} runs: ${medians.join(', ')}\n`);
  }
} finally {
  await browser.close();
}
