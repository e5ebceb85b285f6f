import type { CDPSession, Page } from '@playwright/test';

/**
 * The measuring side of `npm run bench:import`, kept apart from the test so each piece can be read alone:
 *
 *  - installProbe: an init script (runs before any app script) that wraps `window.Worker` to time the
 *    import from the page's `start` message to the `done`/`failed` reply, note every `progress` reply, and
 *    collect long main-thread tasks. It changes nothing the app sees, except that in profile mode it holds
 *    back the worker's terminate() so a CPU profile can be collected after `done`.
 *  - baselineWorkerSource: the "unzip + JSON.parse, nothing else" worker: the browser's own
 *    DecompressionStream('deflate-raw') + TextDecoder + JSON.parse of every entry, one after another in one
 *    thread, started from a Blob URL (the page's CSP allows blob: workers).
 *  - WorkerHeapSampler: CDP on the page target, auto-attached to its workers, polling Runtime.getHeapUsage.
 */

export interface ProgressMark {
  readonly t: number;
  readonly stage: string;
  readonly percent: number;
  readonly fileIndex?: number;
  readonly fileCount?: number;
}

export interface ProbeReport {
  readonly start: number;
  readonly end: number;
  readonly outcome: 'done' | 'failed' | 'none';
  /** Every progress reply, with its main-thread arrival time. */
  readonly progress: readonly ProgressMark[];
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  /** Absolute URL of the worker that received `start`. */
  readonly workerUrl: string;
  readonly musicRows: number;
  readonly filesRead: number;
  readonly failure: string;
}

interface ProbeState {
  start: number;
  end: number;
  outcome: ProbeReport['outcome'];
  progress: ProgressMark[];
  longTasks: { start: number; duration: number }[];
  workerUrl: string;
  musicRows: number;
  filesRead: number;
  failure: string;
  workersCreated: number;
  /** Workers that have said `worker-ready` (the pool's readers are joined to the lead once ready). */
  workersReady: number;
  /** Job id of the timed `start` message. */
  jobId: unknown;
  holdTermination: boolean;
  held: (() => void)[];
  settled: Promise<void>;
}

interface ProbeWindow {
  __benchProbe: ProbeState;
  __benchNativeWorker: typeof Worker;
  __benchBaseline?: { worker: Worker; url: string };
}

/** Serialised by Playwright into an init script: everything it uses must be defined inside it. */
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
  let anyStarted = false;

  class ProbedWorker extends NativeWorker {
    private readonly href: string;
    private tracked = false;

    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.href = new URL(String(url), location.href).href;
      state.workersCreated++;
      // Added before the app's own listener, so it sees each reply first, when it reaches the main thread.
      this.addEventListener('message', (event: MessageEvent<unknown>) => {
        const t = performance.now();
        if ((event.data as { type?: string } | null)?.type === 'worker-ready') state.workersReady++;
        if (!this.tracked) return;
        const data = event.data as {
          type?: string;
          jobId?: unknown;
          summary?: Record<string, number>;
          code?: string;
        } & Partial<ProgressMark>;
        // The worker serves every import of the visit; replies name their job (older builds sent no id).
        if (data?.jobId !== state.jobId) return;
        if (data?.type === 'progress')
          state.progress.push({
            t,
            stage: String(data.stage),
            percent: Number(data.percent),
            fileIndex: data.fileIndex,
            fileCount: data.fileCount,
          });
        else if ((data?.type === 'done' || data?.type === 'failed') && state.outcome === 'none') {
          state.end = t;
          state.outcome = data.type;
          state.musicRows = data.summary?.musicRows ?? 0;
          state.filesRead = data.summary?.filesRead ?? 0;
          state.failure = data.code ?? '';
          settle();
        }
      });
      this.addEventListener('error', () => {
        if (!this.tracked || state.outcome !== 'none') return;
        state.end = performance.now();
        state.outcome = 'failed';
        state.failure = 'worker error';
        settle();
      });
    }

    override postMessage(message: unknown, options?: Transferable[] | StructuredSerializeOptions): void {
      if ((message as { type?: string } | null)?.type === 'start' && !anyStarted) {
        anyStarted = true;
        this.tracked = true;
        state.jobId = (message as { jobId?: unknown }).jobId;
        state.workerUrl = this.href;
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

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the column then reads 0, which the report marks as unmeasured.
  }
}

/**
 * Worker source for the baseline: the same File, every entry inflated by the browser's own
 * DecompressionStream('deflate-raw'), decoded and JSON.parse-d, one entry at a time in this one thread,
 * as the import does per file. The zip's directory is read with a few DataView lines (the part of
 * unzipping that is not inflating).
 */
export function baselineWorkerSource(): string {
  return `
{
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
    const cd = await bytesOf(file, start, start + t.getUint32(eocd + 12, true));
    const v = new DataView(cd.buffer);
    const entries = [];
    for (let i = 0, p = 0; i < count; i++) {
      const n = v.getUint16(p + 28, true);
      entries.push({
        method: v.getUint16(p + 10, true),
        compressed: v.getUint32(p + 20, true),
        local: v.getUint32(p + 42, true),
      });
      p += 46 + n + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
    }
    return entries;
  }
  self.onmessage = async (event) => {
    const file = event.data.file;
    const entries = await directory(file);
    let records = 0;
    let jsonBytes = 0;
    for (const e of entries) {
      const header = new DataView((await bytesOf(file, e.local, e.local + 30)).buffer);
      const start = e.local + 30 + header.getUint16(26, true) + header.getUint16(28, true);
      const data = file.slice(start, start + e.compressed);
      const bytes = new Uint8Array(
        e.method === 0
          ? await data.arrayBuffer()
          : await new Response(data.stream().pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer(),
      );
      jsonBytes += bytes.length;
      const value = JSON.parse(decoder.decode(bytes));
      if (Array.isArray(value)) records += value.length;
    }
    self.postMessage({ type: 'done', files: entries.length, records, jsonBytes });
  };
  self.postMessage({ type: 'ready' });
}
`;
}

/** Starts the baseline worker in the page and waits until it is ready (so its start-up is not timed). */
export async function startBaselineWorker(page: Page, source: string): Promise<string> {
  return page.evaluate(async (src) => {
    const w = window as unknown as ProbeWindow;
    const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
    const worker = new w.__benchNativeWorker(url, { type: 'module' });
    await new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', () => resolve(), { once: true });
      worker.addEventListener('error', (e) => reject(new Error(`baseline worker: ${e.message}`)), {
        once: true,
      });
    });
    w.__benchBaseline = { worker, url };
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-baseline-file';
    input.hidden = true;
    document.body.append(input);
    return url;
  }, source);
}

export interface BaselineReport {
  readonly ms: number;
  readonly files: number;
  readonly records: number;
  readonly jsonBytes: number;
}

/** Hands the chosen File to the baseline worker and times it from postMessage to its reply. */
export async function runBaseline(page: Page): Promise<BaselineReport> {
  return page.evaluate(async () => {
    const w = window as unknown as ProbeWindow;
    const baseline = w.__benchBaseline;
    const input = document.getElementById('bench-baseline-file') as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!baseline || !file) throw new Error('baseline worker or file missing');
    const reply = new Promise<{ files: number; records: number; jsonBytes: number }>((resolve, reject) => {
      baseline.worker.addEventListener('message', (e) => resolve(e.data), { once: true });
      baseline.worker.addEventListener('error', (e) => reject(new Error(e.message)), { once: true });
    });
    const t0 = performance.now();
    baseline.worker.postMessage({ file });
    const result = await reply;
    return { ms: performance.now() - t0, ...result };
  });
}

/** Waits for the timed import to end (or `timeoutMs`, reported as failure 'timed out') and returns its marks. */
export async function probeReport(page: Page, timeoutMs = 5 * 60_000): Promise<ProbeReport> {
  return page.evaluate(async (timeout) => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    await Promise.race([state.settled, new Promise((resolve) => setTimeout(resolve, timeout))]);
    if (state.outcome === 'none') {
      state.end = performance.now();
      state.failure = state.start < 0 ? 'never started' : 'timed out';
    }
    // Long-task entries are delivered asynchronously; give the result's render time to land too.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const report: ProbeReport = {
      start: state.start,
      end: state.end,
      outcome: state.outcome,
      progress: state.progress,
      longTasks: state.longTasks,
      workerUrl: state.workerUrl,
      musicRows: state.musicRows,
      filesRead: state.filesRead,
      failure: state.failure,
    };
    return report;
  }, timeoutMs);
}

/**
 * Waits until the page has settled after loading (hydrated, no long task for `quietMs`), as it has by the
 * time a visitor has found their file: long tasks of the page load are not the import's.
 */
export async function waitForQuietPage(page: Page, quietMs = 500): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as ProbeWindow).__benchProbe.workersCreated > 0 &&
      document.readyState === 'complete',
  );
  await page.evaluate(async (quiet) => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    const lastEnd = () => state.longTasks.reduce((end, t) => Math.max(end, t.start + t.duration), 0);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && performance.now() - lastEnd() < quiet)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }, quietMs);
}

export async function releaseHeldWorkers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (window as unknown as ProbeWindow).__benchProbe;
    state.holdTermination = false;
    for (const terminate of state.held.splice(0)) terminate();
  });
}

/** Turbopack may pass a worker's bootstrap parameters in the URL fragment; targets are matched without it. */
function withoutHash(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
}

interface WorkerTarget {
  readonly url: string;
  peakUsed: number;
  /** usedSize + backingStorageSize (ArrayBuffers, such as the inflated file). */
  peakWithBuffers: number;
  samples: number;
  busy: boolean;
}

/**
 * Peak JS heap per worker of one page. Playwright's CDPSession does not route flattened child sessions, so
 * the workers are attached in non-flat mode and spoken to through Target.sendMessageToTarget.
 */
export class WorkerHeapSampler {
  private readonly targets = new Map<string, WorkerTarget>();
  private readonly pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  private nextId = 1;
  private timer: ReturnType<typeof setInterval> | undefined;

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page, intervalMs = 50): Promise<WorkerHeapSampler> {
    const cdp = await page.context().newCDPSession(page);
    const sampler = new WorkerHeapSampler(cdp);
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type !== 'worker') return;
      sampler.targets.set(e.sessionId, {
        url: withoutHash(e.targetInfo.url),
        peakUsed: 0,
        peakWithBuffers: 0,
        samples: 0,
        busy: false,
      });
    });
    cdp.on('Target.detachedFromTarget', (e) => {
      const target = e.sessionId ? sampler.targets.get(e.sessionId) : undefined;
      if (target) target.busy = true; // keep its peaks, stop polling it
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const message = JSON.parse(e.message) as { id?: number; result?: unknown; error?: unknown };
      const resolve = message.id === undefined ? undefined : sampler.pending.get(message.id);
      if (resolve && message.id !== undefined) {
        sampler.pending.delete(message.id);
        resolve(message);
      }
    });
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    sampler.timer = setInterval(() => sampler.sampleAll(), intervalMs);
    return sampler;
  }

  /** Sends a CDP command to a worker; rejects with the protocol error, if any. */
  async send<T>(sessionId: string, method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    const reply = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
      this.pending.set(id, resolve),
    );
    await this.cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    const message = await reply;
    if (message.error) throw new Error(`${method}: ${JSON.stringify(message.error)}`);
    return message.result as T;
  }

  private sampleAll(): void {
    for (const [sessionId, target] of this.targets) {
      // One request in flight per worker: a worker inside a long JSON.parse answers late, not twice.
      if (target.busy) continue;
      target.busy = true;
      this.send<{ usedSize: number; backingStorageSize?: number }>(sessionId, 'Runtime.getHeapUsage')
        .then((usage) => {
          target.samples++;
          target.peakUsed = Math.max(target.peakUsed, usage.usedSize);
          target.peakWithBuffers = Math.max(
            target.peakWithBuffers,
            usage.usedSize + (usage.backingStorageSize ?? 0),
          );
          target.busy = false;
        })
        .catch(() => {
          // The worker went away mid-request: leave it marked busy so it is not polled again.
        });
    }
  }

  /** Session ids of the attached workers whose URL is `url`. */
  sessionsFor(url: string): string[] {
    return [...this.targets].filter(([, t]) => t.url === withoutHash(url)).map(([id]) => id);
  }

  /** Peak over the workers whose URL is `url` (a page replaces its import worker with one of the same URL). */
  peak(url: string): { used: number; withBuffers: number; samples: number } {
    let used = 0;
    let withBuffers = 0;
    let samples = 0;
    for (const t of this.targets.values()) {
      if (t.url !== withoutHash(url)) continue;
      used = Math.max(used, t.peakUsed);
      withBuffers = Math.max(withBuffers, t.peakWithBuffers);
      samples += t.samples;
    }
    return { used, withBuffers, samples };
  }

  /**
   * Peak of each worker whose URL is `url`, in the order they attached. The page makes the pool's lead
   * first and its readers after it, and Chromium attaches them in that order, so the first is the lead.
   */
  peaks(url: string): { used: number; withBuffers: number; samples: number }[] {
    return [...this.targets.values()]
      .filter((t) => t.url === withoutHash(url))
      .map((t) => ({ used: t.peakUsed, withBuffers: t.peakWithBuffers, samples: t.samples }));
  }

  sessionIds(): string[] {
    return [...this.targets.keys()];
  }

  workerCount(): number {
    return this.targets.size;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.cdp.detach().catch(() => {});
  }
}
