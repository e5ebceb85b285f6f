/**
 * `npm run bench:import-ab` — two or more production builds of the app compared on one import, by the CPU
 * time the browser spends on it as well as by the clock. On a shared machine the clock of one run moves by
 * tens of percent; the CPU time each thread spent moves far less, so builds are compared by both, in runs
 * that alternate in one headless Chromium (baseline, build A, build B, baseline, …).
 *
 *   NEXT_DIST_DIR=.next-main npm run build    # the other build, e.g. in a worktree of main
 *   npm run build
 *   npm run bench:import-ab -- --dists .next-main,.next --size 300k --rounds 7
 *
 * Options: --dists a,b,… (build folders of this checkout, each served by its own `next start`), --size
 * (plays of the cached bench fixture: run `npm run bench:import` once for that size first), --rounds N,
 * --pool N (sets `window.__importPoolSize`), --threads (each build's median CPU time per browser thread name),
 * --slow-reader (one reader of each import runs at idle priority, `chrt --idle`, so it gets only the CPU time
 * nothing else wants: a stand-in for a phone's slower cores; the baseline is left alone). Linux only: CPU time is read from /proc/<pid>/task/<tid>/schedstat
 * for every thread of the browser's processes, from `start` to the `done` reply. The baseline is the
 * benchmark's native unzip + JSON.parse worker (import-probe.ts). Prints one line per round and the medians.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { chromiumExecutable } from '../support/chromium-path.mjs';
import { benchFixture } from './import-fixtures';
import { median } from './stats.mjs';
import {
  baselineWorkerSource,
  installProbe,
  probeReport,
  runBaseline,
  startBaselineWorker,
  waitForQuietPage,
} from './import-probe';

const ROOT = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? (args[i + 1] ?? fallback) : fallback;
};
const dists = option('--dists', '.next').split(',');
const sizeArg = option('--size', '300k').toLowerCase();
const plays = Number(sizeArg.replace(/k$/, '000').replace(/m$/, '000000'));
const rounds = Number(option('--rounds', '5'));
const pool = args.includes('--pool') ? Number(option('--pool', '2')) : undefined;
const showThreads = args.includes('--threads');
const slowReader = args.includes('--slow-reader');
const FIRST_PORT = 3290;

type Measured = (fn: () => Promise<{ ms: number; gapMs: number }>) => () => Promise<Run>;

interface Run {
  readonly ms: number;
  readonly cpuMs: number;
  readonly workerCpuMs: number;
  /** CPU ms by thread name (several threads share a name: they are added up). */
  readonly byThread: ReadonlyMap<string, number>;
  readonly gapMs: number;
}

/** This process's descendants, minus the servers' trees: the browser and its helpers. */
function browserPids(servers: readonly ChildProcess[]): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = (root: number) => {
    const out = [root];
    for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i] ?? -1) ?? []));
    return out;
  };
  const skip = new Set(servers.flatMap((s) => (s.pid ? tree(s.pid) : [])));
  skip.add(process.pid);
  return tree(process.pid).filter((pid) => !skip.has(pid));
}

/**
 * Puts the second-made worker thread of the browser (the first reader; the lead is made first) at idle
 * priority. Worker threads of closed pages are gone by now, so the newest page's are the ones alive.
 */
function slowDownOneReader(pids: readonly number[]): void {
  const workers: number[] = [];
  for (const pid of pids)
    for (const tid of readdirSync(`/proc/${pid}/task`).map(Number)) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker'))
          workers.push(tid);
      } catch {
        // The thread ended while we looked.
      }
    }
  workers.sort((a, b) => a - b);
  const reader = workers[1];
  if (workers.length < 3 || reader === undefined)
    throw new Error(`--slow-reader: ${workers.length} workers, not a pool`);
  execFileSync('chrt', ['--idle', '-p', '0', String(reader)]);
}

/** Nanoseconds on CPU so far, per thread ("pid/tid name"). */
function threadTimes(pids: readonly number[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        times.set(`${pid}/${tid} ${name}`, ns);
      } catch {
        // The thread ended while we looked.
      }
    }
  }
  return times;
}

function cpuBetween(before: Map<string, number>, after: Map<string, number>) {
  let cpuMs = 0;
  let workerCpuMs = 0;
  const byThread = new Map<string, number>();
  for (const [thread, ns] of after) {
    const ms = (ns - (before.get(thread) ?? 0)) / 1e6;
    cpuMs += ms;
    if (thread.includes(' DedicatedWorker')) workerCpuMs += ms;
    const name = thread.slice(thread.indexOf(' ') + 1);
    byThread.set(name, (byThread.get(name) ?? 0) + ms);
  }
  return { cpuMs, workerCpuMs, byThread };
}

async function serve(dist: string, port: number): Promise<ChildProcess> {
  const env = { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' };
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/embed/upload`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`next start of ${dist} did not answer`);
}

async function main(): Promise<void> {
  if (!existsSync('/proc/self/task')) throw new Error('bench:import-ab reads /proc: Linux only');
  for (const dist of dists)
    if (!existsSync(path.join(ROOT, dist, 'BUILD_ID'))) throw new Error(`no build in ${dist}`);
  if (!(rounds >= 1) || !(plays >= 1000)) throw new Error('--rounds takes N >= 1, --size e.g. 300k');
  const fixture = benchFixture(plays);
  const servers: ChildProcess[] = [];
  const stop = () => {
    for (const server of servers.splice(0))
      try {
        if (server.pid) process.kill(-server.pid);
      } catch {
        // Already gone.
      }
  };
  process.once('exit', stop);
  for (const [k, dist] of dists.entries()) servers.push(await serve(dist, FIRST_PORT + k));
  const urls = dists.map((_, k) => `http://127.0.0.1:${FIRST_PORT + k}/embed/upload`);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  // Run through tsx, functions handed to the page may call esbuild's __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  if (pool !== undefined) await context.addInitScript(`window.__importPoolSize = ${pool};`);
  await context.addInitScript(installProbe);
  const measured: Measured = (fn) => async () => {
    const pids = browserPids(servers);
    const before = threadTimes(pids);
    const { ms, gapMs } = await fn();
    return { ms, gapMs, ...cpuBetween(before, threadTimes(browserPids(servers))) };
  };
  const results = new Map<string, Run[]>([['baseline', []], ...dists.map((d): [string, Run[]] => [d, []])]);
  try {
    const prepare = slowReader ? () => slowDownOneReader(browserPids(servers)) : () => {};
    await importOnce(context, urls[0] ?? '', fixture.zipPath, measured, prepare); // warm-up: compiles and caches the scripts
    for (let r = 0; r < rounds; r++) {
      const line: string[] = [];
      const runs: [string, Run][] = [
        ['baseline', await baselineOnce(context, urls[0] ?? '', fixture.zipPath, measured)],
      ];
      for (const [k, dist] of dists.entries())
        runs.push([dist, await importOnce(context, urls[k] ?? '', fixture.zipPath, measured, prepare)]);
      for (const [name, run] of runs) {
        results.get(name)?.push(run);
        line.push(
          `${name} ${run.ms.toFixed(0)} ms, CPU ${run.cpuMs.toFixed(0)} ms (workers ${run.workerCpuMs.toFixed(0)})`,
        );
      }
      process.stdout.write(`round ${r + 1}: ${line.join(' | ')}\n`);
    }
  } finally {
    await browser.close();
    stop();
  }
  const base = median(results.get('baseline')?.map((r) => r.ms) ?? []);
  process.stdout.write(`\nMedians over ${rounds} rounds, ${plays.toLocaleString('en-US')} plays:\n`);
  for (const [name, runs] of results) {
    const ms = median(runs.map((r) => r.ms));
    process.stdout.write(
      `  ${name.padEnd(14)} ${ms.toFixed(0)} ms (ratio ${(ms / base).toFixed(2)}), CPU ${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms, ` +
        `workers ${median(runs.map((r) => r.workerCpuMs)).toFixed(0)} ms` +
        (name === 'baseline'
          ? '\n'
          : `, largest progress gap ${Math.max(...runs.map((r) => r.gapMs)).toFixed(0)} ms\n`),
    );
    if (showThreads) process.stdout.write(threadTable(runs));
  }
}

/** Median CPU ms per thread name over `runs`, busiest first (threads under 10 ms left out). */
function threadTable(runs: readonly Run[]): string {
  const names = new Set(runs.flatMap((r) => [...r.byThread.keys()]));
  const rows = [...names]
    .map((name): [string, number] => [name, median(runs.map((r) => r.byThread.get(name) ?? 0))])
    .filter(([, ms]) => ms >= 10)
    .sort((a, b) => b[1] - a[1]);
  return rows.map(([name, ms]) => `      ${name.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms\n`).join('');
}

/** Opens `url` in a new tab of `context`, waits until the page is quiet, runs `body`, closes the tab. */
async function onQuietPage<T>(
  context: BrowserContext,
  url: string,
  body: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await waitForQuietPage(page);
    return await body(page);
  } finally {
    await page.close();
  }
}

function importOnce(
  context: BrowserContext,
  url: string,
  zip: string,
  measured: Measured,
  prepare: () => void,
): Promise<Run> {
  return onQuietPage(context, url, async (page) => {
    await page.waitForFunction(() => {
      const probe = (window as unknown as { __benchProbe: { workersReady: number; workersCreated: number } })
        .__benchProbe;
      return probe.workersReady >= probe.workersCreated;
    });
    prepare();
    const run = async () => {
      await page.locator('#upload-widget input[type=file]').setInputFiles(zip);
      const report = await probeReport(page);
      if (report.outcome !== 'done') throw new Error(`import ${report.outcome}: ${report.failure}`);
      const marks = [report.start, ...report.progress.map((p) => p.t), report.end];
      const gapMs = Math.max(...marks.slice(1).map((t, i) => t - (marks[i] ?? t)));
      return { ms: report.end - report.start, gapMs };
    };
    return measured(run)();
  });
}

function baselineOnce(context: BrowserContext, url: string, zip: string, measured: Measured): Promise<Run> {
  return onQuietPage(context, url, async (page) => {
    await startBaselineWorker(page, baselineWorkerSource());
    await page.locator('#bench-baseline-file').setInputFiles(zip);
    return measured(async () => ({ ms: (await runBaseline(page)).ms, gapMs: 0 }))();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
