import {
  isWorkerReadyReply,
  type CancelImportMessage,
  type StartImportMessage,
  type StartSampleMessage,
} from '@/lib/import/import-protocol';
import type { PoolJoinMessage, PoolServeMessage } from '@/lib/import/pool-protocol';

/**
 * The import workers of one page visit: a lead, which gets every job and alone answers the page, and with
 * two or more cores `size` readers that read the files of each import it hands them (pool-protocol.ts).
 * All are made together, when the page loads, so choosing files fetches nothing. Each says `worker-ready`
 * once it listens; nothing is posted to a worker before that. A reader is joined to the lead (a
 * MessageChannel, one end to each) as soon as both are ready; the pool is ready when the lead is, and the
 * lead shares a job with the readers joined by then (the result is the same with any number of them).
 */
export const MAX_IMPORT_READERS = 4;

/**
 * Readers per import: one per core, at most MAX_IMPORT_READERS (each holds one file's parse in memory);
 * 1 means the lead reads alone. The main thread and the lead are idle while the readers work, so every
 * core reads. The benchmark and tests set `window.__importPoolSize` before the page loads (Playwright's
 * addInitScript) to pin it.
 */
export function importPoolSize(): number {
  const override: unknown = (globalThis as { __importPoolSize?: unknown }).__importPoolSize;
  if (typeof override === 'number' && Number.isInteger(override) && override >= 1)
    return Math.min(override, 16);
  if (typeof MessageChannel !== 'function') return 1;
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency;
  return Number.isInteger(cores) && cores >= 2 ? Math.min(cores, MAX_IMPORT_READERS) : 1;
}

export interface PoolEvents {
  /** The lead is listening: jobs may be posted. */
  readonly onReady: () => void;
  /** Any message from the lead but its `worker-ready`: the import's replies, still `unknown`. */
  readonly onMessage: (data: unknown) => void;
  /** A worker of the pool failed to load or crashed (for example out of memory). */
  readonly onError: (event: ErrorEvent) => void;
}

export class ImportPool {
  private readonly lead: Worker;
  private readonly readers: Worker[] = [];
  private leadReady = false;
  private readonly waiting = new Set<Worker>();

  constructor(create: () => Worker, size: number, events: PoolEvents) {
    this.lead = create();
    this.lead.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!isWorkerReadyReply(event.data)) return events.onMessage(event.data);
      this.leadReady = true;
      this.joinWaiting();
      events.onReady();
    });
    this.lead.addEventListener('error', events.onError);
    for (let i = 0; size >= 2 && i < size; i++) {
      const reader = create();
      reader.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (!isWorkerReadyReply(event.data)) return;
        this.waiting.add(reader);
        this.joinWaiting();
      });
      reader.addEventListener('error', events.onError);
      this.readers.push(reader);
    }
  }

  get ready(): boolean {
    return this.leadReady;
  }

  post(message: StartImportMessage | StartSampleMessage): void {
    this.lead.postMessage(message);
  }

  /** Every worker drops the job: the lead stops waiting for its parts, each reader stops its part. */
  cancel(jobId: number): void {
    const message: CancelImportMessage = { type: 'cancel', jobId };
    this.lead.postMessage(message);
    for (const reader of this.readers) reader.postMessage(message);
  }

  terminate(): void {
    this.lead.terminate();
    for (const reader of this.readers) reader.terminate();
  }

  private joinWaiting(): void {
    if (!this.leadReady) return;
    for (const reader of this.waiting) {
      const channel = new MessageChannel();
      reader.postMessage({ type: 'pool-serve', port: channel.port1 } satisfies PoolServeMessage, [
        channel.port1,
      ]);
      this.lead.postMessage({ type: 'pool-join', port: channel.port2 } satisfies PoolJoinMessage, [
        channel.port2,
      ]);
    }
    this.waiting.clear();
  }
}
