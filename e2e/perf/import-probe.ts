import type { CDPSession, Page, WebWorker } from 'puppeteer-core';

/**
 * The in-page side of `npm run bench:import`: `installProbe`, an init script that wraps `window.Worker` to time
 * the import from the page's `start` message to the `done`/`failed` reply, record every `progress` reply and
 * the long main-thread tasks (in profile mode it also holds back terminate(), so a worker's CPU profile can be
 * taken after `done`); the baseline worker; and `HeapSampler`, each worker's peak heap over CDP.
 */

export interface ProgressMark {
  readonly t: number;
  readonly stage: string;
  readonly percent: number;
  readonly fileIndex?: number;
  readonly fileCount?: number;
}

export interface ProbeReport {
  start: number;
  end: number;
  outcome: 'done' | 'failed' | 'none';
  progress: ProgressMark[];
  longTasks: { start: number; duration: number }[];
  /** Absolute URL of the worker that received `start`. */
  workerUrl: string;
  musicRows: number;
  filesRead: number;
  failure: string;
}

interface ProbeState extends ProbeReport {
  workersCreated: number;
  /** Workers that have said `worker-ready` (the pool's readers are joined to the lead once ready). */
  workersReady: number;
  jobId: unknown;
  holdTermination: boolean;
  held: (() => void)[];
  settled: Promise<void>;
}

interface ProbeWindow {
  __benchProbe: ProbeState;
  __benchNativeWorker: typeof Worker;
  __benchBaseline?: Worker;
}

/** Serialised into an init script: everything it uses must be defined inside it. */
export function installProbe(): void {
  const w = window as unknown as ProbeWindow & Window;
  if (w.__benchProbe) return;
  let settle = () => {};
  const state: ProbeState = {
    start: -1,
    end: -1,
    outcome: 'none',
    progress: [],
    longTasks: [],
    workerUrl: '',
    musicRows: 0,
    filesRead: 0,
    failure: '',
    workersCreated: 0,
    workersReady: 0,
    jobId: undefined,
    holdTermination: false,
    held: [],
    settled: new Promise<void>((resolve) => (settle = resolve)),
  };
  w.__benchProbe = state;
  const NativeWorker = window.Worker;
  w.__benchNativeWorker = NativeWorker;
  const finish = (outcome: ProbeReport['outcome'], failure: string, summary?: Record<string, number>) => {
    state.end = performance.now();
    state.outcome = outcome;
    state.failure = failure;
    state.musicRows = summary?.musicRows ?? 0;
    state.filesRead = summary?.filesRead ?? 0;
    settle();
  };

  class ProbedWorker extends NativeWorker {
    private tracked = false;

    constructor(
      private readonly url: string | URL,
      options?: WorkerOptions,
    ) {
      super(url, options);
      state.workersCreated++;
      // Added before the app's own listener, so it sees each reply first, when it reaches the main thread.
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as Partial<ProgressMark> & {
          type?: string;
          jobId?: unknown;
          summary?: Record<string, number>;
          code?: string;
        };
        if (data?.type === 'worker-ready') state.workersReady++;
        // The worker serves every import of the visit; replies name their job.
        if (!this.tracked || data?.jobId !== state.jobId) return;
        if (data.type === 'progress')
          state.progress.push({
            t: performance.now(),
            stage: String(data.stage),
            percent: Number(data.percent),
            fileIndex: data.fileIndex,
            fileCount: data.fileCount,
          });
        else if ((data.type === 'done' || data.type === 'failed') && state.outcome === 'none')
          finish(data.type, data.code ?? '', data.summary);
      });
      this.addEventListener('error', () => {
        if (this.tracked && state.outcome === 'none') finish('failed', 'worker error');
      });
    }

    override postMessage(message: unknown, options?: Transferable[] | StructuredSerializeOptions): void {
      if ((message as { type?: string } | null)?.type === 'start' && state.start < 0) {
        this.tracked = true;
        state.jobId = (message as { jobId?: unknown }).jobId;
        state.workerUrl = new URL(String(this.url), location.href).href;
        state.start = performance.now();
      }
      super.postMessage(message, options as StructuredSerializeOptions);
    }

    override terminate(): void {
      if (state.holdTermination) state.held.push(() => super.terminate());
      else super.terminate();
    }
  }
  window.Worker = ProbedWorker;

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The baseline worker: the same File, every entry inflated by the browser's own DecompressionStream('deflate-raw'),
 * decoded and JSON.parse-d, one entry at a time in one thread. The zip's directory is read with a few DataView
 * lines (the part of unzipping that is not inflating).
 */
const BASELINE_WORKER = `
const decoder = new TextDecoder('utf-8');
const bytesOf = async (file, start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer());
async function directory(file) {
  const tail = await bytesOf(file, Math.max(0, file.size - 65557), file.size);
  const t = new DataView(tail.buffer);
  let eocd = tail.length - 22;
  while (eocd >= 0 && t.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = t.getUint16(eocd + 10, true);
  const start = t.getUint32(eocd + 16, true);
  const v = new DataView((await bytesOf(file, start, start + t.getUint32(eocd + 12, true))).buffer);
  const entries = [];
  for (let i = 0, p = 0; i < count; i++) {
    entries.push({ method: v.getUint16(p + 10, true), compressed: v.getUint32(p + 20, true), local: v.getUint32(p + 42, true) });
    p += 46 + v.getUint16(p + 28, true) + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  return entries;
}
self.onmessage = async (event) => {
  const file = event.data.file;
  const entries = await directory(file);
  let records = 0;
  for (const e of entries) {
    const header = new DataView((await bytesOf(file, e.local, e.local + 30)).buffer);
    const start = e.local + 30 + header.getUint16(26, true) + header.getUint16(28, true);
    const data = file.slice(start, start + e.compressed);
    const bytes = e.method === 0 ? await data.arrayBuffer()
      : await new Response(data.stream().pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer();
    const value = JSON.parse(decoder.decode(bytes));
    if (Array.isArray(value)) records += value.length;
  }
  self.postMessage({ records });
};
self.postMessage('ready');
`;

/** Starts the baseline worker and a hidden file input for it; resolves with its URL once it is ready. */
export function startBaselineWorker(page: Page): Promise<string> {
  return page.evaluate(async (src) => {
    const w = window as unknown as ProbeWindow;
    const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
    const worker = new w.__benchNativeWorker(url, { type: 'module' });
    await new Promise((resolve) => worker.addEventListener('message', resolve, { once: true }));
    w.__benchBaseline = worker;
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      id: 'bench-file',
      hidden: true,
    });
    document.body.append(input);
    return url;
  }, BASELINE_WORKER);
}

/** Hands the chosen File to the baseline worker and times it from postMessage to its reply. */
export function runBaseline(page: Page): Promise<{ ms: number; records: number }> {
  return page.evaluate(async () => {
    const worker = (window as unknown as ProbeWindow).__benchBaseline!;
    const file = (document.getElementById('bench-file') as HTMLInputElement).files![0];
    const reply = new Promise<MessageEvent>((resolve) =>
      worker.addEventListener('message', resolve, { once: true }),
    );
    const t0 = performance.now();
    worker.postMessage({ file });
    const { records } = (await reply).data as { records: number };
    return { ms: performance.now() - t0, records };
  });
}

/** Waits for the timed import to end (or 5 minutes: 'timed out') and returns what the probe saw. */
export function probeReport(page: Page): Promise<ProbeReport> {
  return page.evaluate(async () => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    await Promise.race([state.settled, new Promise((resolve) => setTimeout(resolve, 5 * 60_000))]);
    if (state.outcome === 'none') {
      state.end = performance.now();
      state.failure = state.start < 0 ? 'never started' : 'timed out';
    }
    // Long-task entries are delivered asynchronously; give the result's render time to land too.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const { start, end, outcome, progress, longTasks, workerUrl, musicRows, filesRead, failure } = state;
    return { start, end, outcome, progress, longTasks, workerUrl, musicRows, filesRead, failure };
  });
}

/**
 * Waits until the page has settled after loading (its workers made and all ready, no long task for 500 ms),
 * as it has by the time a visitor has found their file; returns how many workers it made.
 */
export function quietPage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (state.workersCreated === 0 || state.workersReady < state.workersCreated) await sleep(20);
    const lastEnd = () => state.longTasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && performance.now() - lastEnd() < 500) await sleep(100);
    return state.workersCreated;
  });
}

export function setHoldTermination(page: Page, hold: boolean): Promise<void> {
  return page.evaluate((on) => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    state.holdTermination = on;
    if (!on) for (const terminate of state.held.splice(0)) terminate();
  }, hold);
}

/** Turbopack may pass a worker's bootstrap parameters in the URL fragment: workers are matched without it. */
const withoutHash = (url: string) => url.split('#')[0] ?? url;

interface Sampled {
  readonly url: string;
  readonly client: CDPSession;
  /** usedSize (the JS heap), and with backingStorageSize (ArrayBuffers such as an inflated file). */
  used: number;
  withBuffers: number;
  busy: boolean;
}

/** Peak JS heap of each worker of a page, from CDP's Runtime.getHeapUsage every `intervalMs`. */
export class HeapSampler {
  /** In the order the page made them: the pool's lead first, then its readers. */
  readonly workers: Sampled[] = [];
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(page: Page, intervalMs = 50) {
    page.on('workercreated', (w: WebWorker) =>
      this.workers.push({
        url: withoutHash(w.url()),
        client: w.client,
        used: 0,
        withBuffers: 0,
        busy: false,
      }),
    );
    this.timer = setInterval(() => {
      for (const w of this.workers.filter((x) => !x.busy)) {
        // One request in flight per worker: a worker inside a long JSON.parse answers late, not twice.
        w.busy = true;
        w.client
          .send('Runtime.getHeapUsage')
          .then(({ usedSize, backingStorageSize }) => {
            w.used = Math.max(w.used, usedSize);
            w.withBuffers = Math.max(w.withBuffers, usedSize + (backingStorageSize ?? 0));
            w.busy = false;
          })
          .catch(() => undefined); // the worker is gone: it stays busy and is not polled again
      }
    }, intervalMs);
  }

  /** The workers whose URL is `url` (a page may replace a worker with one of the same URL). */
  of(url: string): Sampled[] {
    return this.workers.filter((w) => w.url === withoutHash(url));
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
