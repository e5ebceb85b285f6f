import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { benchFixture, type BenchFixture } from './import-fixtures';
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
 * Per size, baseline and import runs alternate in the same browser (B I B I …) and the medians are compared,
 * because timings on a shared 2-core machine move by tens of percent from one minute to the next.
 */
const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, 'bench-results');
const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,300000,500000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const RUNS = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
const STRICT = process.env.BENCH_STRICT === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const WIDGET_PATH = '/embed/upload';

const GOAL = {
  ratioAt: 300_000,
  maxRatio: 1.5,
  mustComplete: 500_000,
  maxTaskMs: 50,
  maxProgressGapMs: 250,
  /**
   * Extra worker heap per extra byte of JSON between sizes with equally large files. Keeping the export would
   * cost ~0.5 (parsed records) to ~1 (text); the compact play table the import keeps costs ~0.15.
   */
  maxHeapSlope: 0.25,
};

/** Runs of each kind per size (an odd count, so the median is a real run). */
function runsFor(): number {
  return RUNS ?? 3;
}

interface ImportRun extends ProbeReport {
  readonly ms: number;
  readonly longestTaskMs: number;
  readonly maxGapMs: number;
  /** What the largest gap followed, e.g. "parsing 3/20 at 14%". */
  readonly maxGapAfter: string;
  readonly heapMB: number;
  readonly heapWithBuffersMB: number;
  readonly heapSamples: number;
}

interface BaselineRun {
  readonly ms: number;
  readonly records: number;
  readonly heapMB: number;
  readonly heapWithBuffersMB: number;
}

interface SizeResult {
  readonly fixture: BenchFixture;
  readonly imports: ImportRun[];
  readonly baselines: BaselineRun[];
}

const MB = 1e6;
const mb = (bytes: number) => bytes / MB;
const median = (values: readonly number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const max = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

test.describe.configure({ mode: 'serial' });

test('import benchmark', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  expect(SIZES.length, 'BENCH_SIZES lists no sizes').toBeGreaterThan(0);
  const url = `${baseURL}${WIDGET_PATH}`;
  const baselineSource = baselineWorkerSource(
    readFileSync(path.join(ROOT, 'node_modules/fflate/esm/browser.js'), 'utf8'),
  );

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
      const result: SizeResult = { fixture, imports: [], baselines: [] };
      for (let r = 0; r < runsFor(); r++) {
        result.baselines.push(await baselineRun(context, url, fixture, baselineSource));
        result.imports.push(await importRun(context, url, fixture));
      }
      results.push(result);
      const last = result.imports[result.imports.length - 1];
      log(
        `  measured ${fmtInt(fixture.plays)} plays: import ${result.imports.map((i) => fmtS(i.ms)).join(' / ')} s, ` +
          `baseline ${result.baselines.map((b) => fmtS(b.ms)).join(' / ')} s` +
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

async function importRun(context: BrowserContext, url: string, fixture: BenchFixture): Promise<ImportRun> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const sampler = await WorkerHeapSampler.attach(page);
  try {
    await page.goto(url);
    // The widget creates its worker in an effect, i.e. once hydrated; then let the page load settle.
    await waitForQuietPage(page);
    await expect.poll(() => sampler.workerCount()).toBeGreaterThan(0);
    await page.locator('#upload-widget input[type=file]').setInputFiles(fixture.zipPath);
    const probe = await probeReport(page);
    const heap = sampler.peak(probe.workerUrl);
    const windowEnd = probe.end + 250; // includes rendering the result
    const gap = largestGap(probe);
    return {
      ...probe,
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
    await page.locator('#bench-baseline-file').setInputFiles(fixture.zipPath);
    const result = await runBaseline(page);
    await new Promise((resolve) => setTimeout(resolve, 100)); // a last heap sample after the reply
    const heap = sampler.peak(workerUrl);
    return {
      ms: result.ms,
      records: result.records,
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

/** One extra, untimed import with the V8 sampling profiler on the import worker; prints self time. */
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
    await expect.poll(() => sampler.workerCount()).toBeGreaterThan(0);
    // Before `start` the page holds exactly one worker: the import worker it made ready at load.
    const session = sampler.sessionIds()[0];
    if (!session) throw new Error('no worker to profile');
    await sampler.send(session, 'Profiler.enable');
    await sampler.send(session, 'Profiler.setSamplingInterval', { interval: 200 });
    await sampler.send(session, 'Profiler.start');
    await page.locator('#upload-widget input[type=file]').setInputFiles(fixture.zipPath);
    const probe = await probeReport(page);
    const { profile } = await sampler.send<{
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    }>(session, 'Profiler.stop');
    await releaseHeldWorkers(page);
    const file = path.join(OUT_DIR, `import-${fixture.plays}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    log(
      `\nWorker CPU profile, ${fmtInt(fixture.plays)} plays (import ${fmtS(probe.end - probe.start)} s): ${path.relative(ROOT, file)}`,
    );
    log(topSelfTime(profile));
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

function renderReport(results: readonly SizeResult[], load: string): { text: string; goals: Goal[] } {
  const rows = results.map((r) => {
    const done = r.imports.filter((i) => i.outcome === 'done');
    const importMs = median(done.map((i) => i.ms));
    const baselineMs = median(r.baselines.map((b) => b.ms));
    return {
      r,
      complete: done.length === r.imports.length,
      importMs,
      baselineMs,
      ratio: importMs / baselineMs,
      longestTaskMs: max(r.imports.map((i) => i.longestTaskMs)),
      maxGapMs: max(r.imports.map((i) => i.maxGapMs)),
      gapAfter: [...r.imports].sort((a, b) => b.maxGapMs - a.maxGapMs)[0]?.maxGapAfter ?? '',
      heapMB: max(r.imports.map((i) => i.heapMB)),
      heapBuffersMB: max(r.imports.map((i) => i.heapWithBuffersMB)),
      baselineHeapMB: max(r.baselines.map((b) => b.heapMB)),
      musicRows: r.imports[0]?.musicRows ?? 0,
    };
  });

  const table = [
    '| plays | files | zip MB | JSON MB | largest file MB | import s | baseline s | ratio | longest main task ms | max progress gap ms | worker peak heap MB | (+ArrayBuffers) | baseline peak heap MB | music rows read |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((x) => {
      const f = x.r.fixture;
      return `| ${fmtInt(f.plays)} | ${f.files} | ${mb(f.zipBytes).toFixed(1)} | ${mb(f.jsonBytes).toFixed(1)} | ${mb(f.largestFileBytes).toFixed(1)} | ${
        x.complete ? fmtS(x.importMs) : `FAILED (${x.r.imports.find((i) => i.outcome !== 'done')?.failure})`
      } | ${fmtS(x.baselineMs)} | ${x.complete ? x.ratio.toFixed(2) : '–'} | ${x.longestTaskMs.toFixed(0)} | ${x.maxGapMs.toFixed(0)} | ${x.heapMB.toFixed(0)} | ${x.heapBuffersMB.toFixed(0)} | ${x.baselineHeapMB.toFixed(0)} | ${fmtInt(x.musicRows)} |`;
    }),
  ].join('\n');

  const goals: Goal[] = [];
  const at300 = rows.find((x) => x.r.fixture.plays === GOAL.ratioAt);
  goals.push(
    at300
      ? {
          label: `ratio <= ${GOAL.maxRatio} at ${fmtInt(GOAL.ratioAt)} plays`,
          status: at300.complete && at300.ratio <= GOAL.maxRatio ? 'PASS' : 'MISSED',
          detail: at300.complete ? `ratio ${at300.ratio.toFixed(2)}` : 'import failed',
        }
      : {
          label: `ratio <= ${GOAL.maxRatio} at ${fmtInt(GOAL.ratioAt)} plays`,
          status: 'n/a',
          detail: 'size not run',
        },
  );
  const at500 = rows.find((x) => x.r.fixture.plays === GOAL.mustComplete);
  goals.push({
    label: `${fmtInt(GOAL.mustComplete)} plays complete`,
    status: at500 ? (at500.complete ? 'PASS' : 'MISSED') : 'n/a',
    detail: at500
      ? `${at500.r.imports.filter((i) => i.outcome === 'done').length} of ${at500.r.imports.length} runs done`
      : 'size not run',
  });
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
        `heap ${first.heapMB.toFixed(0)} -> ${last.heapMB.toFixed(0)} MB, ${slope.toFixed(2)} MB per extra MB of JSON ` +
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
      'import = page posts `start` -> `done` reply reaches the page; baseline = same File, fflate unzipSync + ' +
      'TextDecoder + JSON.parse per entry in a worker. Longest task and progress gap: worst run ' +
      '(the gap counts start -> first progress and last progress -> done). Heap: CDP Runtime.getHeapUsage of ' +
      'the worker every 50 ms, usedSize (JS heap); "+ArrayBuffers" adds backingStorageSize. ' +
      `Machine load (1-minute average) ${load}: above the core count, expect stretched tasks and gaps.`,
    '',
    ...goals.map(
      (g) =>
        `- ${g.status === 'PASS' ? 'PASS  ' : g.status === 'n/a' ? 'n/a   ' : 'MISSED'} ${g.label}: ${g.detail}`,
    ),
  ].join('\n');
  return { text, goals };
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
