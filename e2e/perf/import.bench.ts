import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { BrowserRssSampler } from './browser-rss';
import { benchFixture, type BenchFixture } from './import-fixtures';
import { median } from './stats.mjs';
import {
  baselineWorkerSource,
  installProbe,
  probeReport,
  releaseHeldWorkers,
  runBaseline,
  startBaselineWorker,
  waitForQuietPage,
  WorkerHeapSampler,
  type ProbeReport,
} from './import-probe';

/**
 * `npm run bench:import` (e2e/perf/import-bench.mjs starts this): the real upload widget, production build,
 * headless Chromium, synthetic extended-history exports of several sizes. Not a test: it measures, prints a
 * table and a line per goal, and fails only with --strict (BENCH_STRICT=1) when a goal is missed.
 *
 * Per size, baseline and import runs alternate in the same browser (B I P B I P …) and the medians are
 * compared, because timings on a shared 2-core machine move by tens of percent from one minute to the
 * next. I is the widget as shipped (its pool sized from the core count); P, from 100,000 plays on, is the
 * same import with the pool limited to one worker (`window.__importPoolSize = 1`), from which the report
 * estimates the gain on more cores (Amdahl's law, below).
 */
const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, 'bench-results');
const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,300000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const RUNS = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
const STRICT = process.env.BENCH_STRICT === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const POOL1 = process.env.BENCH_POOL1 !== '0';
const WIDGET_PATH = '/embed/upload';

const GOAL = {
  ratioAt: 300_000,
  /** Every import run at ratioAt against the median baseline of the same set (docs/performance.md). */
  maxRatio: 0.8,
  mustComplete: 1_000_000,
  /** Import time at mustComplete plays, on the two-core development machine. */
  maxBigImportMs: 10_000,
  /** Peak browser RSS over the page's own (all processes summed), MB, per size. */
  maxRssOverMB: new Map<number, number>([
    [300_000, 250],
    [1_000_000, 400],
  ]),
  maxTaskMs: 50,
  maxProgressGapMs: 250,
  /**
   * Extra worker heap per extra byte of JSON between sizes with equally large files. Keeping the export would
   * cost ~0.5 (parsed records) to ~1 (text); the compact play table the import keeps costs ~0.15.
   */
  maxHeapSlope: 0.25,
};

/** Sizes from which the pool-of-one comparison runs (below it, start-up noise swamps the difference). */
const SWEEP_FROM = 100_000;
/** Readers the widget gives an 8-core phone (import-pool.ts caps the pool at 4). */
const EIGHT_CORE_READERS = 4;

/** Runs of each kind per size (an odd count, so the median is a real run). */
function runsFor(): number {
  return RUNS ?? 3;
}

interface WorkerHeap {
  readonly usedMB: number;
  readonly withBuffersMB: number;
}

interface ImportRun extends ProbeReport {
  /** Readers the page made (1: the lead read alone). */
  readonly pool: number;
  /** Peak heap of each worker: the lead first, then the readers. */
  readonly workers: readonly WorkerHeap[];
  readonly ms: number;
  readonly longestTaskMs: number;
  readonly maxGapMs: number;
  /** What the largest gap followed, e.g. "parsing 3/20 at 14%". */
  readonly maxGapAfter: string;
  readonly heapMB: number;
  readonly heapWithBuffersMB: number;
  readonly heapSamples: number;
  /** Peak resident memory of the whole browser above its reading just before the file was chosen. */
  readonly rssOverMB: number;
  readonly rssBaseMB: number;
}

interface BaselineRun {
  readonly ms: number;
  readonly records: number;
  readonly rssOverMB: number;
  readonly heapMB: number;
  readonly heapWithBuffersMB: number;
}

interface SizeResult {
  readonly fixture: BenchFixture;
  readonly imports: ImportRun[];
  /** The same import with the pool limited to one worker (sizes from SWEEP_FROM). */
  readonly single: ImportRun[];
  readonly baselines: BaselineRun[];
}

const MB = 1e6;
const mb = (bytes: number) => bytes / MB;
const max = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

test.describe.configure({ mode: 'serial' });

test('import benchmark', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  expect(SIZES.length, 'BENCH_SIZES lists no sizes').toBeGreaterThan(0);
  const url = `${baseURL}${WIDGET_PATH}`;
  const baselineSource = baselineWorkerSource();

  log(`Fixtures (bench-results/fixtures/, generated once, not timed below):`);
  const fixtures = SIZES.map((plays) => {
    const f = benchFixture(plays);
    log(
      `  ${fmtInt(plays)} plays: ${f.files} files, ${mb(f.zipBytes).toFixed(1)} MB zip, ` +
        `${mb(f.jsonBytes).toFixed(1)} MB JSON, ` +
        (f.generatedMs > 0 ? `generated in ${(f.generatedMs / 1000).toFixed(1)} s` : 'from cache'),
    );
    return f;
  });

  const loadAtStart = os.loadavg()[0] ?? 0;
  const context = await browser.newContext();
  try {
    // Warm-up (untimed): the first page load compiles and caches the app's scripts in this browser.
    const smallest = fixtures.reduce((a, b) => (a.plays <= b.plays ? a : b));
    await importRun(context, url, smallest);
    await baselineRun(context, url, smallest, baselineSource);

    const results: SizeResult[] = [];
    for (const fixture of fixtures) {
      const result: SizeResult = { fixture, imports: [], single: [], baselines: [] };
      for (let r = 0; r < runsFor(); r++) {
        result.baselines.push(await baselineRun(context, url, fixture, baselineSource));
        result.imports.push(await importRun(context, url, fixture));
        const shipped = result.imports[result.imports.length - 1]?.pool ?? 1;
        if (POOL1 && fixture.plays >= SWEEP_FROM && shipped > 1)
          result.single.push(await importRun(context, url, fixture, 1));
      }
      results.push(result);
      const last = result.imports[result.imports.length - 1];
      log(
        `  measured ${fmtInt(fixture.plays)} plays: import (pool ${last?.pool ?? '?'}) ` +
          `${result.imports.map((i) => fmtS(i.ms)).join(' / ')} s, ` +
          (result.single.length > 0 ? `pool 1 ${result.single.map((i) => fmtS(i.ms)).join(' / ')} s, ` : '') +
          `baseline ${result.baselines.map((b) => fmtS(b.ms)).join(' / ')} s, ` +
          `browser RSS over page ${result.imports.map((i) => fmtMB(i.rssOverMB)).join(' / ')} MB ` +
          `(baseline ${result.baselines.map((b) => fmtMB(b.rssOverMB)).join(' / ')} MB)` +
          (last && last.outcome !== 'done' ? ` (import ${last.outcome}: ${last.failure})` : ''),
      );
    }

    const load = `${loadAtStart.toFixed(1)} -> ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`;
    const report = renderReport(results, load);
    log(`\n${report.text}`);
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, 'import.md'), `${report.text}\n`);
    writeFileSync(
      path.join(OUT_DIR, 'import.json'),
      JSON.stringify({ date: new Date().toISOString(), goals: report.goals, results }, null, 2),
    );
    log(`Written to bench-results/import.md and bench-results/import.json.`);

    if (PROFILE) for (const fixture of fixtures) await profileRun(context, url, fixture);

    if (STRICT) expect(report.goals.filter((g) => g.status === 'MISSED').map((g) => g.label)).toEqual([]);
  } finally {
    await context.close();
  }
});

// ---- runs -------------------------------------------------------------------------------------------------

/** One import in a fresh page; `poolSize` limits the pool (`window.__importPoolSize`), else as shipped. */
async function importRun(
  context: BrowserContext,
  url: string,
  fixture: BenchFixture,
  poolSize?: number,
): Promise<ImportRun> {
  const page = await context.newPage();
  if (poolSize !== undefined)
    await page.addInitScript((n: number) => {
      (window as unknown as { __importPoolSize: number }).__importPoolSize = n;
    }, poolSize);
  await page.addInitScript(installProbe);
  const sampler = await WorkerHeapSampler.attach(page);
  try {
    await page.goto(url);
    // The widget creates its workers in an effect, i.e. once hydrated; then let the page load settle.
    await waitForQuietPage(page);
    // Every worker of the pool listening (so the readers are joined to the lead) and sampled.
    const made = await page.evaluate(async () => {
      const probe = (window as unknown as { __benchProbe: { workersCreated: number; workersReady: number } })
        .__benchProbe;
      while (probe.workersReady < probe.workersCreated) await new Promise((r) => setTimeout(r, 20));
      return probe.workersCreated;
    });
    await expect.poll(() => sampler.workerCount()).toBeGreaterThanOrEqual(made);
    const rss = new BrowserRssSampler();
    rss.start();
    await page.locator('#upload-widget input[type=file]').setInputFiles(fixture.zipPath);
    const probe = await probeReport(page);
    const memory = rss.stop();
    const heap = sampler.peak(probe.workerUrl);
    const workers = sampler
      .peaks(probe.workerUrl)
      .map((w) => ({ usedMB: mb(w.used), withBuffersMB: mb(w.withBuffers) }));
    const windowEnd = probe.end + 250; // includes rendering the result
    const gap = largestGap(probe);
    return {
      ...probe,
      pool: made > 1 ? made - 1 : 1,
      workers,
      ms: probe.end - probe.start,
      longestTaskMs: max(
        probe.longTasks
          .filter((t) => t.start + t.duration > probe.start && t.start < windowEnd)
          .map((t) => t.duration),
      ),
      maxGapMs: gap.ms,
      maxGapAfter: gap.after,
      heapMB: mb(heap.used),
      heapWithBuffersMB: mb(heap.withBuffers),
      heapSamples: heap.samples,
      rssOverMB: mb(memory.overBytes),
      rssBaseMB: mb(memory.baseBytes),
    };
  } finally {
    await sampler.stop();
    await page.close();
  }
}

async function baselineRun(
  context: BrowserContext,
  url: string,
  fixture: BenchFixture,
  source: string,
): Promise<BaselineRun> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const sampler = await WorkerHeapSampler.attach(page);
  try {
    // The same page as the import (same origin, CSP and idle import worker), so only the work differs.
    await page.goto(url);
    await waitForQuietPage(page);
    const workerUrl = await startBaselineWorker(page, source);
    await expect.poll(() => sampler.sessionsFor(workerUrl).length).toBeGreaterThan(0);
    const rss = new BrowserRssSampler();
    rss.start();
    await page.locator('#bench-baseline-file').setInputFiles(fixture.zipPath);
    const result = await runBaseline(page);
    const memory = rss.stop();
    await new Promise((resolve) => setTimeout(resolve, 100)); // a last heap sample after the reply
    const heap = sampler.peak(workerUrl);
    return {
      ms: result.ms,
      records: result.records,
      rssOverMB: mb(memory.overBytes),
      heapMB: mb(heap.used),
      heapWithBuffersMB: mb(heap.withBuffers),
    };
  } finally {
    await sampler.stop();
    await page.close();
  }
}

/** Largest time without news: start -> first progress, between progress replies, last one -> done. */
function largestGap(probe: ProbeReport): { ms: number; after: string } {
  const marks = [
    { t: probe.start, label: 'start' },
    ...probe.progress.map((p) => ({
      t: p.t,
      label: `${p.stage}${p.fileIndex ? ` ${p.fileIndex}/${p.fileCount}` : ''} at ${p.percent}%`,
    })),
    { t: probe.end, label: probe.outcome },
  ];
  let best = { ms: 0, after: '' };
  for (let i = 1; i < marks.length; i++) {
    const [a, b] = [marks[i - 1], marks[i]];
    if (a && b && b.t - a.t > best.ms) best = { ms: b.t - a.t, after: `${a.label} -> ${b.label}` };
  }
  return best;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * One extra, untimed import with the V8 sampling profiler on every worker of the pool (lead and readers);
 * prints their self time together and writes one profile per worker.
 */
async function profileRun(context: BrowserContext, url: string, fixture: BenchFixture): Promise<void> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const sampler = await WorkerHeapSampler.attach(page, 1000);
  try {
    await page.goto(url);
    await waitForQuietPage(page);
    await page.evaluate(() => {
      (window as unknown as { __benchProbe: { holdTermination: boolean } }).__benchProbe.holdTermination =
        true;
    });
    const made = await page.evaluate(
      () => (window as unknown as { __benchProbe: { workersCreated: number } }).__benchProbe.workersCreated,
    );
    await expect.poll(() => sampler.workerCount()).toBeGreaterThanOrEqual(made);
    // Before `start` the page holds only the pool it made ready at load.
    const sessions = sampler.sessionIds();
    for (const session of sessions) {
      await sampler.send(session, 'Profiler.enable');
      await sampler.send(session, 'Profiler.setSamplingInterval', { interval: 200 });
      await sampler.send(session, 'Profiler.start');
    }
    await page.locator('#upload-widget input[type=file]').setInputFiles(fixture.zipPath);
    const probe = await probeReport(page);
    const merged: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } = {
      nodes: [],
      samples: [],
      timeDeltas: [],
    };
    const files: string[] = [];
    for (const [k, session] of sessions.entries()) {
      const { profile } = await sampler.send<{
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
      }>(session, 'Profiler.stop');
      const file = path.join(OUT_DIR, `import-${fixture.plays}-worker${k}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      files.push(path.relative(ROOT, file));
      // Node ids are per profile: offset them so the merged table keeps them apart.
      const offset = k * 1_000_000;
      merged.nodes.push(...profile.nodes.map((n) => ({ ...n, id: n.id + offset })));
      merged.samples.push(...profile.samples.map((id) => id + offset));
      merged.timeDeltas.push(...profile.timeDeltas);
    }
    await releaseHeldWorkers(page);
    log(
      `\nWorker CPU profiles, ${fmtInt(fixture.plays)} plays (import ${fmtS(probe.end - probe.start)} s, ` +
        `${sessions.length} workers, worker0 = the lead): ${files.join(', ')}`,
    );
    log(topSelfTime(merged));
  } finally {
    await sampler.stop();
    await page.close();
  }
}

function topSelfTime(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = url
      ? `${functionName || '(anonymous)'} @ ${path.basename(url.split('?')[0] ?? url)}:${lineNumber + 1}:${columnNumber + 1}`
      : functionName;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 20);
  return [
    '| self ms | share | function (minified name @ chunk:line:col) | code there |',
    '|---:|---:|---|---|',
    ...rows.map(
      ([k, ms]) => `| ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)}% | ${k} | ${codeAt(k)} |`,
    ),
  ].join('\n');
}

/** A few characters of the minified chunk where a function starts, to tell `t` from `t`. */
function codeAt(key: string): string {
  const m = /@ (\S+\.js):(\d+):(\d+)$/.exec(key);
  if (!m) return '';
  const file = path.join(DIST_DIR, 'static/chunks', m[1] ?? '');
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(m[2]) - 1] ?? '';
  const col = Number(m[3]) - 1;
  return `\`${line.slice(Math.max(0, col - 20), col + 70).replace(/[|`]/g, ' ')}\``;
}

// ---- report -----------------------------------------------------------------------------------------------

interface Goal {
  readonly label: string;
  readonly status: 'PASS' | 'MISSED' | 'n/a';
  readonly detail: string;
}

/** What pool 1 vs the shipped pool says about more cores: Amdahl's law from the measured speed-up. */
interface Scaling {
  readonly plays: number;
  readonly pool: number;
  readonly singleMs: number;
  readonly pooledMs: number;
  readonly speedup: number;
  /** Share of the single-worker time that the pool parallelises. */
  readonly parallel: number;
  readonly eightCoreSpeedup: number;
}

function scalingOf(r: SizeResult): Scaling | undefined {
  const single = r.single.filter((i) => i.outcome === 'done');
  const pooled = r.imports.filter((i) => i.outcome === 'done');
  const pool = pooled[0]?.pool ?? 1;
  if (single.length === 0 || pooled.length === 0 || pool < 2) return undefined;
  const singleMs = median(single.map((i) => i.ms));
  const pooledMs = median(pooled.map((i) => i.ms));
  const speedup = singleMs / pooledMs;
  // 1/S = (1 - p) + p/n  =>  p = (1 - 1/S) / (1 - 1/n); clamped, since noise can put S outside [1, n].
  const parallel = Math.min(1, Math.max(0, (1 - 1 / speedup) / (1 - 1 / pool)));
  const eightCoreSpeedup = 1 / (1 - parallel + parallel / EIGHT_CORE_READERS);
  return { plays: r.fixture.plays, pool, singleMs, pooledMs, speedup, parallel, eightCoreSpeedup };
}

/** "lead 120 / 80 / 78" (MB): the largest peak each worker reached over the runs. */
function workerPeaks(runs: readonly ImportRun[], pick: (w: WorkerHeap) => number): string {
  const n = max(runs.map((r) => r.workers.length));
  const peaks = Array.from({ length: n }, (_, k) => max(runs.map((r) => pick(r.workers[k] ?? EMPTY_HEAP))));
  return peaks.length === 0 ? '–' : peaks.map((p) => p.toFixed(0)).join(' / ');
}
const EMPTY_HEAP: WorkerHeap = { usedMB: 0, withBuffersMB: 0 };

function renderReport(results: readonly SizeResult[], load: string): { text: string; goals: Goal[] } {
  const rows = results.map((r) => {
    const done = r.imports.filter((i) => i.outcome === 'done');
    const importMs = median(done.map((i) => i.ms));
    const baselineMs = median(r.baselines.map((b) => b.ms));
    const all = [...r.imports, ...r.single];
    return {
      r,
      complete: done.length === r.imports.length,
      pool: r.imports[0]?.pool ?? 1,
      importMs,
      baselineMs,
      ratio: importMs / baselineMs,
      scaling: scalingOf(r),
      longestTaskMs: max(all.map((i) => i.longestTaskMs)),
      maxGapMs: max(r.imports.map((i) => i.maxGapMs)),
      gapAfter: [...r.imports].sort((a, b) => b.maxGapMs - a.maxGapMs)[0]?.maxGapAfter ?? '',
      heapMB: max(r.imports.map((i) => i.heapMB)),
      workersMB: workerPeaks(r.imports, (w) => w.usedMB),
      workersBuffersMB: workerPeaks(r.imports, (w) => w.withBuffersMB),
      singleHeapMB: max(r.single.map((i) => i.heapMB)),
      baselineHeapMB: max(r.baselines.map((b) => b.heapMB)),
      musicRows: r.imports[0]?.musicRows ?? 0,
      rssOverMB: max(r.imports.map((i) => i.rssOverMB)),
      rssOverMedianMB: median(r.imports.map((i) => i.rssOverMB)),
      baselineRssOverMB: median(r.baselines.map((b) => b.rssOverMB)),
      importSpread: spread(done.map((i) => i.ms)),
      baselineSpread: spread(r.baselines.map((b) => b.ms)),
      worstRatio: max(done.map((i) => i.ms)) / baselineMs,
    };
  });

  const table = [
    '| plays | files | zip MB | JSON MB | largest file MB | pool | import s | baseline s | ratio | worst run ratio | browser RSS over page, peak MB (worst / median) | baseline RSS over page MB | pool 1 s | longest main task ms | max progress gap ms | peak heap per worker MB (lead / readers) | (+ArrayBuffers) | pool 1 heap MB | baseline heap MB | music rows read |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((x) => {
      const f = x.r.fixture;
      return `| ${fmtInt(f.plays)} | ${f.files} | ${mb(f.zipBytes).toFixed(1)} | ${mb(f.jsonBytes).toFixed(1)} | ${mb(f.largestFileBytes).toFixed(1)} | ${x.pool} | ${
        x.complete ? fmtS(x.importMs) : `FAILED (${x.r.imports.find((i) => i.outcome !== 'done')?.failure})`
      } ${x.importSpread} | ${fmtS(x.baselineMs)} ${x.baselineSpread} | ${x.complete ? x.ratio.toFixed(2) : '–'} | ${x.complete ? x.worstRatio.toFixed(2) : '–'} | ${fmtMB(x.rssOverMB)} / ${fmtMB(x.rssOverMedianMB)} | ${fmtMB(x.baselineRssOverMB)} | ${x.scaling ? fmtS(x.scaling.singleMs) : '–'} | ${x.longestTaskMs.toFixed(0)} | ${x.maxGapMs.toFixed(0)} | ${x.workersMB} | ${x.workersBuffersMB} | ${x.r.single.length > 0 ? x.singleHeapMB.toFixed(0) : '–'} | ${x.baselineHeapMB.toFixed(0)} | ${fmtInt(x.musicRows)} |`;
    }),
  ].join('\n');

  const scaling = rows.flatMap((x) => (x.scaling ? [x.scaling] : []));
  const scalingText =
    scaling.length === 0
      ? 'Pool scaling: not measured (sizes under 100,000 plays only, or a one-core machine).'
      : [
          `Pool scaling (Amdahl's law: the speed-up of pool n over pool 1 is 1 / ((1 - p) + p / n); p, the ` +
            `share the pool parallelises, is solved from the measured speed-up, and the 8-core figure is that law ` +
            `at ${EIGHT_CORE_READERS} readers, the pool's cap. Readers, the lead and the page share this machine's ` +
            `cores, so p is if anything understated):`,
          ...scaling.map(
            (s) =>
              `- ${fmtInt(s.plays)} plays: pool 1 ${fmtS(s.singleMs)} s, pool ${s.pool} ${fmtS(s.pooledMs)} s, ` +
              `speed-up ${s.speedup.toFixed(2)}x, p = ${s.parallel.toFixed(2)}; expected on 8 cores ` +
              `(${EIGHT_CORE_READERS} readers) ${s.eightCoreSpeedup.toFixed(2)}x over pool 1, ` +
              `${(s.eightCoreSpeedup / s.speedup).toFixed(2)}x over pool ${s.pool} here ` +
              `(~${fmtS(s.singleMs / s.eightCoreSpeedup)} s at this machine's per-core speed)`,
          ),
        ].join('\n');

  const goals: Goal[] = [];
  const at300 = rows.find((x) => x.r.fixture.plays === GOAL.ratioAt);
  goals.push(
    at300
      ? {
          label: `every run's ratio <= ${GOAL.maxRatio.toFixed(1)} at ${fmtInt(GOAL.ratioAt)} plays`,
          status: at300.complete && at300.worstRatio <= GOAL.maxRatio ? 'PASS' : 'MISSED',
          detail: at300.complete
            ? `median ratio ${at300.ratio.toFixed(2)}, slowest run ${at300.worstRatio.toFixed(2)} (pool ${at300.pool}; ` +
              `runs ${at300.r.imports.map((i) => (i.ms / at300.baselineMs).toFixed(2)).join(', ')})`
            : 'import failed',
        }
      : {
          label: `ratio <= ${GOAL.maxRatio.toFixed(1)} at ${fmtInt(GOAL.ratioAt)} plays`,
          status: 'n/a',
          detail: 'size not run',
        },
  );
  const atBig = rows.find((x) => x.r.fixture.plays === GOAL.mustComplete);
  goals.push({
    label: `${fmtInt(GOAL.mustComplete)} plays complete`,
    status: atBig ? (atBig.complete ? 'PASS' : 'MISSED') : 'n/a',
    detail: atBig
      ? `${atBig.r.imports.filter((i) => i.outcome === 'done').length} of ${atBig.r.imports.length} runs done; ` +
        `peak heap per worker ${atBig.workersMB} MB (+ArrayBuffers ${atBig.workersBuffersMB})`
      : 'size not run',
  });
  if (atBig)
    goals.push({
      label: `${fmtInt(GOAL.mustComplete)} plays imported in <= ${fmtS(GOAL.maxBigImportMs)} s`,
      status: atBig.complete && atBig.importMs <= GOAL.maxBigImportMs ? 'PASS' : 'MISSED',
      detail: `median ${fmtS(atBig.importMs)} s ${atBig.importSpread}`,
    });
  for (const x of rows) {
    const limit = GOAL.maxRssOverMB.get(x.r.fixture.plays);
    if (limit === undefined) continue;
    goals.push({
      label: `browser memory over the page's own <= ${limit} MB at ${fmtInt(x.r.fixture.plays)} plays`,
      status: !BrowserRssSampler.available() ? 'n/a' : x.rssOverMB <= limit ? 'PASS' : 'MISSED',
      detail: BrowserRssSampler.available()
        ? `worst run ${fmtMB(x.rssOverMB)} MB, median ${fmtMB(x.rssOverMedianMB)} MB`
        : 'no /proc on this system',
    });
  }
  const worstTask = max(rows.map((x) => x.longestTaskMs));
  goals.push({
    label: `no main-thread task over ${GOAL.maxTaskMs} ms while importing`,
    status: worstTask <= GOAL.maxTaskMs ? 'PASS' : 'MISSED',
    detail:
      worstTask === 0
        ? 'no long task reported'
        : `longest per size: ${rows.map((x) => `${fmtInt(x.r.fixture.plays)}: ${x.longestTaskMs.toFixed(0)} ms`).join('; ')}`,
  });
  const worstGap = max(rows.map((x) => x.maxGapMs));
  goals.push({
    label: `progress at least every ${GOAL.maxProgressGapMs} ms`,
    status: worstGap <= GOAL.maxProgressGapMs ? 'PASS' : 'MISSED',
    detail: `largest gap per size: ${rows
      .map((x) => `${fmtInt(x.r.fixture.plays)}: ${x.maxGapMs.toFixed(0)} ms (${x.gapAfter})`)
      .join('; ')}`,
  });
  // From the smallest size that already has a full-size file, so a growing largest file is not counted.
  // The lead's heap follows the plays it merges; each reader's, its largest file. The slope is the largest
  // worker's (the lead's, at these sizes).
  const largest = max(rows.map((x) => x.r.fixture.largestFileBytes));
  const first = rows.find((x) => x.r.fixture.largestFileBytes >= 0.95 * largest);
  const last = rows[rows.length - 1];
  if (first && last && last.r.fixture.jsonBytes > first.r.fixture.jsonBytes) {
    const [f, l] = [first.r.fixture, last.r.fixture];
    const slope = (last.heapMB - first.heapMB) / (mb(l.jsonBytes) - mb(f.jsonBytes));
    goals.push({
      label: 'peak worker heap follows the largest file, not the whole export',
      status: slope <= GOAL.maxHeapSlope ? 'PASS' : 'MISSED',
      detail:
        `${fmtInt(f.plays)} -> ${fmtInt(l.plays)} plays (largest file ${mb(f.largestFileBytes).toFixed(1)} -> ` +
        `${mb(l.largestFileBytes).toFixed(1)} MB, JSON ${mb(f.jsonBytes).toFixed(0)} -> ${mb(l.jsonBytes).toFixed(0)} MB): ` +
        `largest worker heap ${first.heapMB.toFixed(0)} -> ${last.heapMB.toFixed(0)} MB, ${slope.toFixed(2)} MB per extra MB of JSON ` +
        `(limit ${GOAL.maxHeapSlope}; holding the export would cost >= 0.5), ` +
        `~${(((last.heapMB - first.heapMB) * MB) / (l.plays - f.plays)).toFixed(0)} B per extra play`,
    });
  } else {
    goals.push({
      label: 'peak worker heap follows the largest file, not the whole export',
      status: 'n/a',
      detail: 'needs two sizes with full-size files (>= 16,000 plays)',
    });
  }

  const runs = results.map((r) => `${fmtInt(r.fixture.plays)}: ${r.imports.length}`).join(', ');
  const text = [
    `## Import benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    table,
    '',
    `Medians of alternating baseline/import runs in one headless Chromium (runs per size: ${runs}); ` +
      'import = page posts `start` -> `done` reply reaches the page, with the pool as shipped (pool = readers; ' +
      '1 = the lead reads alone); "pool 1 s" = the same import limited to one worker. Baseline = same File, ' +
      "the browser's DecompressionStream('deflate-raw') + TextDecoder + JSON.parse of every entry, one after " +
      'another in one worker. Longest task (over every import run, pool 1 included) and progress gap: worst ' +
      'run (the gap counts start -> first progress and last progress -> done). Heap: CDP ' +
      'Runtime.getHeapUsage of each worker every 50 ms, usedSize (JS heap); "+ArrayBuffers" adds ' +
      'backingStorageSize; workers in the order the page made them, the lead first. Browser RSS: VmRSS ' +
      '(/proc/<pid>/status) of every process of this Chromium summed, every 50 ms from just before the file ' +
      "is chosen until the reply; the peak minus that first reading (the page's own). Spreads in brackets: " +
      'fastest-slowest run. ' +
      `Machine load (1-minute average) ${load}: above the core count, expect stretched tasks and gaps.`,
    '',
    scalingText,
    '',
    ...goals.map(
      (g) =>
        `- ${g.status === 'PASS' ? 'PASS  ' : g.status === 'n/a' ? 'n/a   ' : 'MISSED'} ${g.label}: ${g.detail}`,
    ),
  ].join('\n');
  return { text, goals };
}

function fmtMB(n: number): string {
  return BrowserRssSampler.available() && Number.isFinite(n) ? n.toFixed(0) : '–';
}

/** "(1.10–1.34)": the fastest and slowest of the runs, in seconds. */
function spread(ms: readonly number[]): string {
  if (ms.length < 2) return '';
  return `(${fmtS(Math.min(...ms))}–${fmtS(Math.max(...ms))})`;
}

function fmtInt(n: number): string {
  return n.toLocaleString('en-US');
}

function fmtS(ms: number): string {
  return Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–';
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}
