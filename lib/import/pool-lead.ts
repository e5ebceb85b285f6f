import { ExportError } from '../export/export-error';
import type { BlobLike } from '../export/files/export-source';
import type { PartReader, PartSink } from '../export/read-export';
import { isPartReply, type PartMessage, type PartReply, type PartTaskMessage } from './pool-protocol';

/**
 * The lead's side of the import pool: the ports of the readers the page joined to it, and a PartReader per
 * reader for readExport. A reader's replies are `unknown` until isPartReply accepts them, and are routed
 * to the part of the job that is running; replies of an older (cancelled) job are dropped. Jobs run one
 * after another in the lead, so each port serves at most one part at a time. A reader gets its first file
 * with the part, and its next one as soon as it reports a file read, before the lead merges that file.
 */
export interface ReaderPort {
  postMessage(message: PartMessage | PartTaskMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  start?(): void;
}

interface Running {
  readonly jobId: number;
  readonly sink: PartSink;
  readonly settle: () => void;
  readonly take: () => number | null | Promise<number | null>;
  /** The reader was told there is nothing left. */
  ended: boolean;
}

export class PoolReaders {
  private readonly ports: ReaderPort[] = [];
  private readonly running = new Map<ReaderPort, Running>();

  get size(): number {
    return this.ports.length;
  }

  join(port: ReaderPort): void {
    port.addEventListener('message', (event) => this.route(port, event.data));
    port.start?.();
    this.ports.push(port);
  }

  /** One PartReader per joined reader, for job `jobId` over `files` (none with fewer than two readers). */
  readersFor(jobId: number, files: readonly BlobLike[]): PartReader[] {
    if (this.ports.length < 2) return [];
    return this.ports.map(
      (port): PartReader =>
        (_part, sink, plan, take) =>
          new Promise<void>((resolve) => {
            const run: Running = { jobId, sink, settle: resolve, take, ended: false };
            this.running.set(port, run);
            port.postMessage({
              type: 'part',
              jobId,
              files: [...files],
              taskCount: plan.tasks.length,
              totalBytes: plan.totalBytes,
            });
            this.handOut(port, run);
          }),
    );
  }

  /**
   * Gives the reader its next file, or tells it there is none left (once). An older year's file may have to
   * wait until the newer years are in (needed-years.ts); the reader waits for its message meanwhile.
   */
  private handOut(port: ReaderPort, run: Running): void {
    if (run.ended) return;
    const taken = run.take();
    if (taken instanceof Promise) {
      void taken.then((index) => {
        if (this.running.get(port) === run) this.send(port, run, index);
      });
    } else this.send(port, run, taken);
  }

  private send(port: ReaderPort, run: Running, index: number | null): void {
    if (run.ended) return;
    if (index === null) run.ended = true;
    port.postMessage({ type: 'part-task', jobId: run.jobId, index });
  }

  /** Ends every part of a cancelled job now, without waiting for its readers to notice. */
  abort(jobId: number): void {
    for (const [port, run] of this.running)
      if (run.jobId === jobId) this.end(port, run, () => run.sink.failed(-1, new ExportError('INTERNAL')));
  }

  private route(port: ReaderPort, data: unknown): void {
    const run = this.running.get(port);
    if (!isPartReply(data)) {
      console.warn('Ignored an unexpected message from an import reader.');
      return;
    }
    if (!run || data.jobId !== run.jobId) return;
    this.deliver(port, run, data);
  }

  private deliver(port: ReaderPort, run: Running, reply: PartReply): void {
    try {
      switch (reply.type) {
        case 'part-at':
          return run.sink.at(reply.index, reply.bytes);
        case 'part-outcome':
          // The next file first: the reader starts on it while this one is merged.
          this.handOut(port, run);
          return run.sink.outcome(reply.outcome);
        case 'part-tail':
          return this.end(port, run, () => run.sink.tail(reply.tail));
        case 'part-failed':
          return this.end(port, run, () =>
            run.sink.failed(reply.index, new ExportError(reply.code, reply.detail)),
          );
      }
    } catch (error) {
      // The sink threw (the page cancelled, seen at a progress checkpoint): this part is over for the lead.
      this.end(port, run, () => run.sink.failed(-1, error));
    }
  }

  private end(port: ReaderPort, run: Running, last: () => void): void {
    if (this.running.get(port) !== run) return;
    this.running.delete(port);
    try {
      last();
    } finally {
      run.settle();
    }
  }
}
