import { PoolReaders } from './pool-lead';
import { PartServer } from './pool-reader';
import { prepareLocalClock } from '../scoring/listening/local-time';
import { handleImportMessage } from './run-import';
import {
  isCancelImportMessage,
  isStartImportMessage,
  isStartSampleMessage,
  type ImportReply,
  type WorkerReadyReply,
} from './import-protocol';
import { isPoolJoinMessage, isPoolServeMessage } from './pool-protocol';

/**
 * The import worker: a thin shell around handleImportMessage. Reading and scoring run here so the page stays
 * responsive; nothing leaves the device. One worker serves every import of a page visit: jobs run one after
 * another, and a `cancel` stops its job at the next progress checkpoint (import-protocol.ts).
 *
 * The same script plays both roles of the import pool: the lead (it gets `start`, and `pool-join` for each
 * reader the page joined to it) and a reader (it gets `pool-serve` with the port to its lead, then `part`
 * messages through that port). With one core there are no readers and the lead reads everything itself.
 */
interface WorkerScope {
  postMessage(message: ImportReply | WorkerReadyReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const cancelled = new Set<number>();
const readers = new PoolReaders();
/** Set once this worker serves as a reader (`pool-serve`). */
let partServer: PartServer | undefined;
let queue: Promise<void> = Promise.resolve();

/** Runs jobs (and parts) one after another; a cancelled id is forgotten once its job has ended. */
function enqueue(jobId: number, run: () => Promise<void>): void {
  queue = queue.then(run).finally(() => cancelled.delete(jobId));
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (isCancelImportMessage(message)) {
    cancelled.add(message.jobId);
    readers.abort(message.jobId);
    partServer?.cancel(message.jobId);
    return;
  }
  if (isPoolJoinMessage(message)) {
    // The first reader makes this worker a pool's lead: ready the scorer's clock while the page is idle.
    if (readers.size === 0) setTimeout(() => prepareLocalClock(), 0);
    return readers.join(message.port);
  }
  if (isPoolServeMessage(message)) {
    const port = message.port;
    const server = (partServer = new PartServer(port, (jobId) => cancelled.has(jobId)));
    port.addEventListener('message', (e: MessageEvent<unknown>) => {
      const part = server.receive(e.data);
      if (part) enqueue(part.jobId, part.run);
    });
    port.start();
    return;
  }
  const jobId = isStartImportMessage(message) || isStartSampleMessage(message) ? message.jobId : 0;
  enqueue(jobId, () =>
    handleImportMessage(
      message,
      (reply) => scope.postMessage(reply),
      () => cancelled.has(jobId),
      (id, files) => readers.readersFor(id, files),
    ),
  );
});

// The handshake: the page holds its first job until it hears this, so no job is posted before we listen.
scope.postMessage({ type: 'worker-ready' });
