import { ExportError, toExportError } from '../export/export-error';
import { sourceFromBlob } from '../export/files/export-source';
import { readExportPart } from '../export/read-export';
import { chunkBuffers } from './part-outcome-guard';
import { isPartMessage, isPartTaskMessage, type PartMessage, type PartReply } from './pool-protocol';

/**
 * A reader of the import pool: reads the files the lead hands it, one at a time (readExportPart), and hands
 * the lead each file's outcome as soon as it is read, its columns transferred rather than copied, so the
 * reader's memory follows its largest file, not its part. Every part ends with exactly one `part-tail` or
 * `part-failed`, even a cancelled one, so the lead never waits on a reader that gave up.
 */
export interface PartPort {
  postMessage(message: PartReply, transfer: Transferable[]): void;
}

/** How often a reader reports where it is inside a file; the lead throttles what reaches the page. */
const AT_INTERVAL_MS = 50;

/** The file indexes the lead sent for one part, waited for one at a time (null: the part is over). */
export class TaskFeed {
  private readonly queued: (number | null)[] = [];
  private waiting: ((index: number | null) => void) | undefined;

  push(index: number | null): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(index);
    else this.queued.push(index);
  }

  next(): Promise<number | null> {
    if (this.queued.length > 0) return Promise.resolve(this.queued.shift() ?? null);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * A reader's end of its port to the lead: `part` starts a part (returned as a job to run once the reader is
 * free: parts run one after another), `part-task` feeds the part of that job its next file, and a cancelled
 * job's part stops waiting for files at once.
 */
export class PartServer {
  private readonly feeds = new Map<number, TaskFeed>();

  constructor(
    private readonly port: PartPort,
    private readonly isCancelled: (jobId: number) => boolean,
  ) {}

  /** A part to run for a `part` message; undefined for anything else (a task is fed at once). */
  receive(message: unknown): { jobId: number; run: () => Promise<void> } | undefined {
    if (isPartTaskMessage(message)) {
      this.feeds.get(message.jobId)?.push(message.index);
      return undefined;
    }
    if (!isPartMessage(message)) {
      console.warn('Ignored an unexpected message from the import lead.');
      return undefined;
    }
    const feed = new TaskFeed();
    this.feeds.set(message.jobId, feed);
    const { jobId } = message;
    return {
      jobId,
      run: () =>
        servePart(message, this.port, () => this.isCancelled(jobId), feed).finally(() =>
          this.feeds.delete(jobId),
        ),
    };
  }

  cancel(jobId: number): void {
    this.feeds.get(jobId)?.push(null);
  }
}

async function servePart(
  message: PartMessage,
  port: PartPort,
  isCancelled: () => boolean,
  feed: TaskFeed,
): Promise<void> {
  const { jobId } = message;
  let lastAt = 0;
  let lastIndex = -1;
  let ended = false;
  const fail = (index: number, error: unknown) => {
    if (ended) return;
    ended = true;
    const failure = toExportError(error);
    const { code, detail } = failure;
    port.postMessage({ type: 'part-failed', jobId, index, code, ...(detail ? { detail } : {}) }, []);
  };
  try {
    const plan = await readExportPart(
      message.files.map((file) => sourceFromBlob(file)),
      {
        at: (index, bytes) => {
          if (isCancelled()) throw new ExportError('INTERNAL');
          const now = Date.now();
          if (index === lastIndex && now - lastAt < AT_INTERVAL_MS) return;
          lastAt = now;
          lastIndex = index;
          port.postMessage({ type: 'part-at', jobId, index, bytes: Math.floor(bytes) }, []);
        },
        outcome: (outcome) =>
          port.postMessage({ type: 'part-outcome', jobId, outcome }, chunkBuffers(outcome.table)),
        tail: (tail) => {
          ended = true;
          port.postMessage({ type: 'part-tail', jobId, tail }, chunkBuffers(tail.table));
        },
        failed: fail,
      },
      () => feed.next(),
      undefined,
      // Checked before a byte is read: a reader whose plan differed would merge the wrong files.
      (plan) => plan.tasks.length === message.taskCount && plan.totalBytes === message.totalBytes,
    );
    if (!plan) fail(-1, new ExportError('INTERNAL'));
  } catch (error) {
    fail(-1, error);
  }
}
