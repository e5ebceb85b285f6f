/**
 * `npm run bench:import`: the upload widget importing synthetic extended-history exports in headless Chromium
 * against the production build, beside a baseline, the browser's own single-threaded unzip + JSON.parse of the
 * same zip in the same page. Per size, baseline and import runs alternate (B I P B I P …) and medians are
 * compared, since timings on a shared 2-core machine move by tens of percent from one minute to the next. I is
 * the pool as shipped; P, from 100,000 plays on, the pool limited to one worker (`window.__importPoolSize = 1`),
 * from which Amdahl's law estimates the gain on more cores. Prints a table and a line per goal
 * (docs/performance.md), also written to bench-results/import.md and import.json; exits 1 on a missed goal
 * only with --strict. Options: --sizes 10k,300000,1m (or --plays), --runs N (3), --no-pool1 (skip P),
 * --profile (then one import per size with the V8 profiler on every worker), --build (build first),
 * --rss-detail (after each run, every process that moved at the memory peak: which one grew, which came or went).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { ensureBuild, freePort, startNext, stopAll } from '../engines/processes';
import { launchChromium, median } from './common';
import { benchFixture, type BenchFixture } from './import-fixtures';
import {
  HeapSampler,
  installProbe,
  probeReport,
  quietPage,
  runBaseline,
  setHoldTermination,
  startBaselineWorker,
  type ProbeReport,
} from './import-probe';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string' },
    plays: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-pool1': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'rss-detail': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const SIZES = (opts.sizes ?? opts.plays ?? '10000,100000,300000,1000000')
  .split(',')
  .map((s) => Number(s.trim().toLowerCase().replace(/_/g, '').replace(/k$/, '000').replace(/m$/, '000000')));
const RUNS = Number(opts.runs);
if (
  opts.help ||
  SIZES.some((n) => !Number.isInteger(n) || n < 1000) ||
  !(Number.isInteger(RUNS) && RUNS >= 1)
) {
  console.log(
    'usage: npm run bench:import -- [--sizes 10k,1m | --plays N] [--runs N] [--no-pool1] [--profile] [--rss-detail] [--build] [--strict]',
  );
  process.exit(opts.help ? 0 : 2);
}
const OUT_DIR = path.resolve('bench-results');
const DIST_DIR = path.resolve(process.env.NEXT_DIST_DIR || '.next');

const GOAL = {
  /** Every import run at ratioAt plays within maxRatio of the median baseline of the same set. */
  ratioAt: 300_000,
  maxRatio: 0.8,
  /** Import time at bigPlays plays, on the two-core development machine. */
  bigPlays: 1_000_000,
  maxBigImportMs: 10_000,
  /** Peak browser RSS over the page's own (all processes summed), MB, per size. */
  maxRssOverMB: new Map([
    [300_000, 250],
    [1_000_000, 400],
  ]),
  maxTaskMs: 50,
  maxProgressGapMs: 250,
  /** Extra worker heap per extra byte of JSON: keeping the export would cost ~0.5 to ~1, the play table ~0.15. */
  maxHeapSlope: 0.25,
};
/** Sizes from which the pool-of-one runs (below it, start-up noise swamps the difference). */
const POOL1_FROM = 100_000;
/** Readers the widget gives an 8-core phone (import-pool.ts caps the pool at 4). */
const EIGHT_CORE_READERS = 4;

interface WorkerHeap {
  readonly usedMB: number;
  readonly withBuffersMB: number;
}
interface Run {
  readonly ms: number;
  /** Peak browser RSS above its reading just before the file was chosen. */
  readonly rssOverMB: number;
  /** Peak heap of the timed worker(s). */
  readonly heapMB: number;
}
interface ImportRun extends ProbeReport, Run {
  /** Readers the page made (1: the lead reads alone). */
  readonly pool: number;
  /** Peak heap of each worker: the lead first, then the readers. */
  readonly workers: readonly WorkerHeap[];
  readonly longestTaskMs: number;
  readonly maxGapMs: number;
  /** What the largest gap followed, e.g. "parsing 3/20 at 14% -> parsing 4/20 at 19%". */
  readonly maxGapAfter: string;
}
interface SizeResult {
  readonly fixture: BenchFixture;
  readonly imports: ImportRun[];
  /** The same import with the pool limited to one worker. */
  readonly single: ImportRun[];
  readonly baselines: (Run & { records: number })[];
}

const mb = (bytes: number) => bytes / 1e6;
const max = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);
const fmtInt = (n: number) => n.toLocaleString('en-US');
const fmtS = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');
const rssReadable = existsSync('/proc/self/status');
const fmtMB = (n: number) => (rssReadable && Number.isFinite(n) ? n.toFixed(0) : '–');
/** "(1.10–1.34)": the fastest and slowest of the runs, in seconds. */
const spread = (ms: readonly number[]) =>
  ms.length < 2 ? '' : `(${fmtS(Math.min(...ms))}–${fmtS(Math.max(...ms))})`;

async function main(): Promise<void> {
  ensureBuild('bench:import', opts.build);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/embed/upload`;
  console.log(`bench:import: ${SIZES.map(fmtInt).join(', ')} plays; build ${DIST_DIR}; server ${url}`);
  console.log('Fixtures (bench-results/fixtures/, generated once, not timed below):');
  const fixtures = SIZES.map((plays) => {
    const f = benchFixture(plays);
    console.log(
      `  ${fmtInt(plays)} plays: ${f.files} files, ${mb(f.zipBytes).toFixed(1)} MB zip, ${mb(f.jsonBytes).toFixed(1)} MB JSON, ` +
        (f.generatedMs > 0 ? `generated in ${(f.generatedMs / 1000).toFixed(1)} s` : 'from cache'),
    );
    return f;
  });
  await startNext(port);
  const browser = await launchChromium();
  try {
    const context = await browser.createBrowserContext();
    const load = os.loadavg()[0] ?? 0;
    // Warm-up (untimed): the first load compiles and caches the app's scripts in this browser.
    const smallest = fixtures.reduce((a, b) => (a.plays <= b.plays ? a : b));
    await importRun(browser, context, url, smallest);
    await baselineRun(browser, context, url, smallest);
    const results: SizeResult[] = [];
    for (const fixture of fixtures) {
      const r: SizeResult = { fixture, imports: [], single: [], baselines: [] };
      for (let i = 0; i < RUNS; i++) {
        r.baselines.push(await baselineRun(browser, context, url, fixture));
        r.imports.push(await importRun(browser, context, url, fixture));
        if (!opts['no-pool1'] && fixture.plays >= POOL1_FROM && r.imports[0]!.pool > 1)
          r.single.push(await importRun(browser, context, url, fixture, 1));
      }
      results.push(r);
      const last = r.imports.at(-1)!;
      const s = (runs: readonly Run[]) => runs.map((x) => fmtS(x.ms)).join(' / ');
      const m = (runs: readonly Run[]) => runs.map((x) => fmtMB(x.rssOverMB)).join(' / ');
      console.log(
        `  measured ${fmtInt(fixture.plays)} plays: import (pool ${last.pool}) ${s(r.imports)} s, ` +
          (r.single.length > 0 ? `pool 1 ${s(r.single)} s, ` : '') +
          `baseline ${s(r.baselines)} s, browser RSS over page ${m(r.imports)} MB (baseline ${m(r.baselines)} MB)` +
          (last.outcome !== 'done' ? ` (import ${last.outcome}: ${last.failure})` : ''),
      );
    }
    const report = renderReport(
      results,
      `${load.toFixed(1)} -> ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(`\n${report.text}`);
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, 'import.md'), `${report.text}\n`);
    const json = { date: new Date().toISOString(), goals: report.goals, results };
    writeFileSync(path.join(OUT_DIR, 'import.json'), JSON.stringify(json, null, 2));
    console.log('Written to bench-results/import.md and bench-results/import.json.');
    if (opts.profile) for (const fixture of fixtures) await profileRun(context, url, fixture);
    if (opts.strict && report.goals.some((g) => g.status === 'MISSED')) process.exitCode = 1;
  } finally {
    await browser.close();
    stopAll();
  }
}

/** A fresh page of the widget with the probe and a heap sampler (`poolSize`: the pool's size), settled. */
async function openWidget(context: BrowserContext, url: string, { poolSize = 0, heapEveryMs = 50 } = {}) {
  const page = await context.newPage();
  // tsx names functions with a `__name` helper that the page lacks; the probe's source calls it.
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  if (poolSize > 0)
    await page.evaluateOnNewDocument((n: number) => Object.assign(window, { __importPoolSize: n }), poolSize);
  await page.evaluateOnNewDocument(installProbe);
  const heap = new HeapSampler(page, heapEveryMs);
  await page.goto(url);
  const made = await quietPage(page);
  // Every worker attached, so the sampler sees it from the start of the import.
  while (heap.workers.length < made) await new Promise((resolve) => setTimeout(resolve, 20));
  return { page, heap, made };
}

async function chooseFile(page: Page, css: string, file: string): Promise<void> {
  await ((await page.$(css)) as ElementHandle<HTMLInputElement>).uploadFile(file);
}

/** The peak resident memory of every process of the browser, summed, over its reading at the start. */
function rssSampler(browser: Browser): () => number {
  const root = browser.process()?.pid;
  const read = () => new Map((root && rssReadable ? treeOf(root) : []).map((pid) => [pid, rssOf(pid)]));
  const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const first = read();
  const base = total(first);
  let peak = base;
  let atPeak = first;
  const sample = () => {
    const now = read();
    const sum = total(now);
    if (sum > peak) [peak, atPeak] = [sum, now];
  };
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    if (opts['rss-detail'])
      console.log(`    RSS at the peak, MB (change since the start): ${byKind(first, atPeak)}`);
    return mb(peak - base);
  };
}

/**
 * "renderer#812 433 (+250), renderer#907 165 (+32)": each process whose memory moved by 1 MB or more between
 * the start and the peak (a process that started meanwhile counts whole, one that ended is not listed).
 */
function byKind(first: Map<number, number>, atPeak: Map<number, number>): string {
  return [...atPeak]
    .map(([pid, bytes]) => ({ pid, bytes, kind: kindOf(pid), over: bytes - (first.get(pid) ?? 0) }))
    .filter((p) => Math.abs(p.over) >= 1e6)
    .map((p) => `${p.kind}#${p.pid} ${fmtMB(mb(p.bytes))} (${p.over >= 0 ? '+' : ''}${fmtMB(mb(p.over))})`)
    .join(', ');
}

function kindOf(pid: number): string {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser';
  } catch {
    return '?';
  }
}

/** One import in a fresh page; `poolSize` limits the pool, else as shipped. */
async function importRun(
  browser: Browser,
  context: BrowserContext,
  url: string,
  fixture: BenchFixture,
  poolSize?: number,
): Promise<ImportRun> {
  const { page, heap, made } = await openWidget(context, url, { poolSize });
  try {
    const rss = rssSampler(browser);
    await chooseFile(page, '#upload-widget input[type=file]', fixture.zipPath);
    const probe = await probeReport(page);
    const rssOverMB = rss();
    const workers = heap
      .of(probe.workerUrl)
      .map((w) => ({ usedMB: mb(w.used), withBuffersMB: mb(w.withBuffers) }));
    const windowEnd = probe.end + 250; // includes rendering the result
    return {
      ...probe,
      ...largestGap(probe),
      pool: made > 1 ? made - 1 : 1,
      workers,
      ms: probe.end - probe.start,
      longestTaskMs: max(
        probe.longTasks
          .filter((t) => t.start + t.duration > probe.start && t.start < windowEnd)
          .map((t) => t.duration),
      ),
      heapMB: max(workers.map((w) => w.usedMB)),
      rssOverMB,
    };
  } finally {
    heap.stop();
    await page.close();
  }
}

/** The baseline in the same page as the import (same origin, CSP and idle import workers): only the work differs. */
async function baselineRun(browser: Browser, context: BrowserContext, url: string, fixture: BenchFixture) {
  const { page, heap } = await openWidget(context, url);
  try {
    const workerUrl = await startBaselineWorker(page);
    while (heap.of(workerUrl).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const rss = rssSampler(browser);
    await chooseFile(page, '#bench-file', fixture.zipPath);
    const { ms, records } = await runBaseline(page);
    const rssOverMB = rss();
    await new Promise((resolve) => setTimeout(resolve, 100)); // a last heap sample after the reply
    return { ms, records, rssOverMB, heapMB: mb(max(heap.of(workerUrl).map((w) => w.used))) };
  } finally {
    heap.stop();
    await page.close();
  }
}

/** Largest time without news: start -> first progress, between progress replies, last one -> done. */
function largestGap(probe: ProbeReport): { maxGapMs: number; maxGapAfter: string } {
  const marks = [
    { t: probe.start, label: 'start' },
    ...probe.progress.map((p) => ({
      t: p.t,
      label: `${p.stage}${p.fileIndex ? ` ${p.fileIndex}/${p.fileCount}` : ''} at ${p.percent}%`,
    })),
    { t: probe.end, label: probe.outcome },
  ];
  let best = { maxGapMs: 0, maxGapAfter: '' };
  for (let i = 1; i < marks.length; i++) {
    const [a, b] = [marks[i - 1]!, marks[i]!];
    if (b.t - a.t > best.maxGapMs) best = { maxGapMs: b.t - a.t, maxGapAfter: `${a.label} -> ${b.label}` };
  }
  return best;
}

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * One more, untimed import with the V8 sampling profiler on every worker of the pool (lead and readers): writes
 * one profile per worker and prints their self time together.
 */
async function profileRun(context: BrowserContext, url: string, fixture: BenchFixture): Promise<void> {
  const { page, heap } = await openWidget(context, url, { heapEveryMs: 60_000 });
  try {
    await setHoldTermination(page, true);
    // Before `start` the page holds only the pool it made ready at load.
    const clients = heap.workers.map((w) => w.client);
    for (const client of clients) {
      await client.send('Profiler.enable');
      await client.send('Profiler.setSamplingInterval', { interval: 200 });
      await client.send('Profiler.start');
    }
    await chooseFile(page, '#upload-widget input[type=file]', fixture.zipPath);
    const probe = await probeReport(page);
    const self = new Map<string, number>();
    const files: string[] = [];
    for (const [k, client] of clients.entries()) {
      const { profile } = (await client.send('Profiler.stop')) as unknown as { profile: Profile };
      const file = path.join(OUT_DIR, `import-${fixture.plays}-worker${k}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      files.push(path.relative(process.cwd(), file));
      const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      profile.samples.forEach((id, i) => {
        const frame = byId.get(id);
        if (!frame) return;
        const { functionName, url: at, lineNumber, columnNumber } = frame;
        const where = `@ ${path.basename(at.split('?')[0] ?? at)}:${lineNumber + 1}:${columnNumber + 1}`;
        const key = at ? `${functionName || '(anonymous)'} ${where}` : functionName;
        self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
    }
    await setHoldTermination(page, false);
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nWorker CPU profiles, ${fmtInt(fixture.plays)} plays (import ${fmtS(probe.end - probe.start)} s, ` +
        `${clients.length} workers, worker0 = the lead): ${files.join(', ')}\n` +
        '| self ms | share | function (minified name @ chunk:line:col) | code there |\n|---:|---:|---|---|',
    );
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`| ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)}% | ${key} | ${codeAt(key)} |`);
  } finally {
    heap.stop();
    await page.close();
  }
}

/** A few characters of the minified chunk where a function starts, to tell `t` from `t`. */
function codeAt(key: string): string {
  const m = /@ (\S+\.js):(\d+):(\d+)$/.exec(key);
  const file = path.join(DIST_DIR, 'static/chunks', m?.[1] ?? '');
  if (!m || !existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(m[2]) - 1] ?? '';
  const col = Number(m[3]) - 1;
  return `\`${line.slice(Math.max(0, col - 20), col + 70).replace(/[|`]/g, ' ')}\``;
}

/** This process and its descendants, from /proc. */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

function rssOf(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface Goal {
  readonly label: string;
  readonly status: 'PASS' | 'MISSED' | 'n/a';
  readonly detail: string;
}

function renderReport(results: readonly SizeResult[], load: string): { text: string; goals: Goal[] } {
  const rows = results.map((r) => {
    const done = r.imports.filter((i) => i.outcome === 'done');
    const importMs = median(done.map((i) => i.ms));
    const baselineMs = median(r.baselines.map((b) => b.ms));
    const pool = r.imports[0]?.pool ?? 1;
    // Amdahl's law, 1/S = (1 - p) + p/n, solved for p from pool 1 against the shipped pool; clamped, since
    // noise can put the speed-up S outside [1, n].
    const singleMs = median(r.single.filter((i) => i.outcome === 'done').map((i) => i.ms));
    const speedup = singleMs / importMs;
    const parallel = Math.min(1, Math.max(0, (1 - 1 / speedup) / (1 - 1 / pool)));
    const scaled = Number.isFinite(speedup) && pool > 1;
    /** "120 / 80 / 78" (MB): the largest peak each worker reached over the runs, the lead first. */
    const peaks = (pick: (w: WorkerHeap) => number) => {
      const n = max(r.imports.map((i) => i.workers.length));
      const each = Array.from({ length: n }, (_, k) =>
        max(r.imports.map((i) => (i.workers[k] ? pick(i.workers[k]) : 0))),
      );
      return each.length === 0 ? '–' : each.map((p) => p.toFixed(0)).join(' / ');
    };
    return {
      r,
      complete: done.length === r.imports.length,
      pool,
      importMs,
      baselineMs,
      ratio: importMs / baselineMs,
      worstRatio: max(done.map((i) => i.ms)) / baselineMs,
      scaling: scaled
        ? { singleMs, speedup, parallel, eight: 1 / (1 - parallel + parallel / EIGHT_CORE_READERS) }
        : undefined,
      longestTaskMs: max([...r.imports, ...r.single].map((i) => i.longestTaskMs)),
      maxGapMs: max(r.imports.map((i) => i.maxGapMs)),
      gapAfter: [...r.imports].sort((a, b) => b.maxGapMs - a.maxGapMs)[0]?.maxGapAfter ?? '',
      heapMB: max(r.imports.map((i) => i.heapMB)),
      workersMB: peaks((w) => w.usedMB),
      workersBuffersMB: peaks((w) => w.withBuffersMB),
      rssOverMB: max(r.imports.map((i) => i.rssOverMB)),
      rssOverMedianMB: median(r.imports.map((i) => i.rssOverMB)),
      importSpread: spread(done.map((i) => i.ms)),
    };
  });

  const table = [
    '| plays | files | zip MB | JSON MB | largest file MB | pool | import s | baseline s | ratio | worst run ratio | browser RSS over page, peak MB (worst / median) | baseline RSS over page MB | pool 1 s | longest main task ms | max progress gap ms | peak heap per worker MB (lead / readers) | (+ArrayBuffers) | pool 1 heap MB | baseline heap MB | music rows read |',
    `|${'---:|'.repeat(20)}`,
    ...rows.map((x) => {
      const { fixture: f, single, baselines, imports } = x.r;
      const failed = imports.find((i) => i.outcome !== 'done')?.failure;
      return `| ${[
        fmtInt(f.plays),
        f.files,
        mb(f.zipBytes).toFixed(1),
        mb(f.jsonBytes).toFixed(1),
        mb(f.largestFileBytes).toFixed(1),
        x.pool,
        `${x.complete ? fmtS(x.importMs) : `FAILED (${failed})`} ${x.importSpread}`,
        `${fmtS(x.baselineMs)} ${spread(baselines.map((b) => b.ms))}`,
        x.complete ? x.ratio.toFixed(2) : '–',
        x.complete ? x.worstRatio.toFixed(2) : '–',
        `${fmtMB(x.rssOverMB)} / ${fmtMB(x.rssOverMedianMB)}`,
        fmtMB(median(baselines.map((b) => b.rssOverMB))),
        x.scaling ? fmtS(x.scaling.singleMs) : '–',
        x.longestTaskMs.toFixed(0),
        x.maxGapMs.toFixed(0),
        x.workersMB,
        x.workersBuffersMB,
        single.length > 0 ? max(single.map((i) => i.heapMB)).toFixed(0) : '–',
        max(baselines.map((b) => b.heapMB)).toFixed(0),
        fmtInt(imports[0]?.musicRows ?? 0),
      ].join(' | ')} |`;
    }),
  ].join('\n');

  const scaled = rows.filter((x) => x.scaling);
  const scalingText =
    scaled.length === 0
      ? 'Pool scaling: not measured (sizes under 100,000 plays only, or a one-core machine).'
      : [
          `Pool scaling (Amdahl's law: the speed-up of pool n over pool 1 is 1 / ((1 - p) + p / n); p, the ` +
            `share the pool parallelises, is solved from the measured speed-up, and the 8-core figure is that law ` +
            `at ${EIGHT_CORE_READERS} readers, the pool's cap. Readers, the lead and the page share this machine's ` +
            `cores, so p is if anything understated):`,
          ...scaled.map(({ r, pool, importMs, scaling: s }) =>
            s
              ? `- ${fmtInt(r.fixture.plays)} plays: pool 1 ${fmtS(s.singleMs)} s, pool ${pool} ${fmtS(importMs)} s, ` +
                `speed-up ${s.speedup.toFixed(2)}x, p = ${s.parallel.toFixed(2)}; expected on 8 cores ` +
                `(${EIGHT_CORE_READERS} readers) ${s.eight.toFixed(2)}x over pool 1, ` +
                `${(s.eight / s.speedup).toFixed(2)}x over pool ${pool} here ` +
                `(~${fmtS(s.singleMs / s.eight)} s at this machine's per-core speed)`
              : '',
          ),
        ].join('\n');

  const goals: Goal[] = [];
  const goal = (label: string, pass: boolean | undefined, detail: string) =>
    goals.push({ label, status: pass === undefined ? 'n/a' : pass ? 'PASS' : 'MISSED', detail });
  const at300 = rows.find((x) => x.r.fixture.plays === GOAL.ratioAt);
  goal(
    `every run's ratio <= ${GOAL.maxRatio.toFixed(1)} at ${fmtInt(GOAL.ratioAt)} plays`,
    at300 && at300.complete && at300.worstRatio <= GOAL.maxRatio,
    !at300
      ? 'size not run'
      : at300.complete
        ? `median ratio ${at300.ratio.toFixed(2)}, slowest run ${at300.worstRatio.toFixed(2)} (pool ${at300.pool}; ` +
          `runs ${at300.r.imports.map((i) => (i.ms / at300.baselineMs).toFixed(2)).join(', ')})`
        : 'import failed',
  );
  const big = rows.find((x) => x.r.fixture.plays === GOAL.bigPlays);
  goal(
    `${fmtInt(GOAL.bigPlays)} plays complete`,
    big?.complete,
    big
      ? `${big.r.imports.filter((i) => i.outcome === 'done').length} of ${big.r.imports.length} runs done; ` +
          `peak heap per worker ${big.workersMB} MB (+ArrayBuffers ${big.workersBuffersMB})`
      : 'size not run',
  );
  if (big)
    goal(
      `${fmtInt(GOAL.bigPlays)} plays imported in <= ${fmtS(GOAL.maxBigImportMs)} s`,
      big.complete && big.importMs <= GOAL.maxBigImportMs,
      `median ${fmtS(big.importMs)} s ${big.importSpread}`,
    );
  for (const x of rows) {
    const limit = GOAL.maxRssOverMB.get(x.r.fixture.plays);
    if (limit !== undefined)
      goal(
        `browser memory over the page's own <= ${limit} MB at ${fmtInt(x.r.fixture.plays)} plays`,
        rssReadable ? x.rssOverMB <= limit : undefined,
        rssReadable
          ? `worst run ${fmtMB(x.rssOverMB)} MB, median ${fmtMB(x.rssOverMedianMB)} MB`
          : 'no /proc on this system',
      );
  }
  const worstTask = max(rows.map((x) => x.longestTaskMs));
  goal(
    `no main-thread task over ${GOAL.maxTaskMs} ms while importing`,
    worstTask <= GOAL.maxTaskMs,
    worstTask === 0
      ? 'no long task reported'
      : `longest per size: ${rows.map((x) => `${fmtInt(x.r.fixture.plays)}: ${x.longestTaskMs.toFixed(0)} ms`).join('; ')}`,
  );
  goal(
    `progress at least every ${GOAL.maxProgressGapMs} ms`,
    max(rows.map((x) => x.maxGapMs)) <= GOAL.maxProgressGapMs,
    `largest gap per size: ${rows.map((x) => `${fmtInt(x.r.fixture.plays)}: ${x.maxGapMs.toFixed(0)} ms (${x.gapAfter})`).join('; ')}`,
  );
  // From the smallest size that already has a full-size file, so a growing largest file is not counted. The
  // lead's heap follows the plays it merges, each reader's its largest file; the slope is the largest worker's.
  const largest = max(rows.map((x) => x.r.fixture.largestFileBytes));
  const first = rows.find((x) => x.r.fixture.largestFileBytes >= 0.95 * largest);
  const last = rows.at(-1);
  const heapLabel = 'peak worker heap follows the largest file, not the whole export';
  if (first && last && last.r.fixture.jsonBytes > first.r.fixture.jsonBytes) {
    const [f, l] = [first.r.fixture, last.r.fixture];
    const slope = (last.heapMB - first.heapMB) / (mb(l.jsonBytes) - mb(f.jsonBytes));
    goal(
      heapLabel,
      slope <= GOAL.maxHeapSlope,
      `${fmtInt(f.plays)} -> ${fmtInt(l.plays)} plays (largest file ${mb(f.largestFileBytes).toFixed(1)} -> ` +
        `${mb(l.largestFileBytes).toFixed(1)} MB, JSON ${mb(f.jsonBytes).toFixed(0)} -> ${mb(l.jsonBytes).toFixed(0)} MB): ` +
        `largest worker heap ${first.heapMB.toFixed(0)} -> ${last.heapMB.toFixed(0)} MB, ${slope.toFixed(2)} MB per extra MB of JSON ` +
        `(limit ${GOAL.maxHeapSlope}; holding the export would cost >= 0.5), ` +
        `~${(((last.heapMB - first.heapMB) * 1e6) / (l.plays - f.plays)).toFixed(0)} B per extra play`,
    );
  } else goal(heapLabel, undefined, 'needs two sizes with full-size files (>= 16,000 plays)');

  const text = [
    `## Import benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    table,
    '',
    `Medians of alternating baseline/import runs in one headless Chromium (runs per size: ${results.map((r) => `${fmtInt(r.fixture.plays)}: ${r.imports.length}`).join(', ')}); ` +
      'import = page posts `start` -> `done` reply reaches the page, with the pool as shipped (pool = readers; ' +
      '1 = the lead reads alone); "pool 1 s" = the same import limited to one worker. Baseline = same File, ' +
      "the browser's DecompressionStream('deflate-raw') + TextDecoder + JSON.parse of every entry, one after " +
      'another in one worker. Longest task (over every import run, pool 1 included) and progress gap: worst ' +
      'run (the gap counts start -> first progress and last progress -> done). Heap: CDP ' +
      'Runtime.getHeapUsage of each worker every 50 ms, usedSize (JS heap); "+ArrayBuffers" adds ' +
      'backingStorageSize; workers in the order the page made them, the lead first. Browser RSS: VmRSS ' +
      '(/proc/<pid>/status) of every process of this Chromium summed, every 50 ms from just before the file ' +
      "is chosen until the reply; the peak minus that first reading (the page's own). Spreads in brackets: " +
      `fastest-slowest run. Machine load (1-minute average) ${load}: above the core count, expect stretched tasks and gaps.`,
    '',
    scalingText,
    '',
    ...goals.map((g) => `- ${g.status.padEnd(6)} ${g.label}: ${g.detail}`),
  ].join('\n');
  return { text, goals };
}

main().catch((error: unknown) => {
  console.error('bench:import:', error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
