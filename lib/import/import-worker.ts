import { handleImportMessage } from './run-import';
import {
  isCancelImportMessage,
  isStartImportMessage,
  isStartSampleMessage,
  type ImportReply,
  type WorkerReadyReply,
} from './worker-protocol';

/**
 * The import worker: a thin shell around handleImportMessage. Reading and scoring run here so the page stays
 * responsive; nothing leaves the device. One worker serves every import of a page visit: jobs run one after
 * another, and a `cancel` stops its job at the next progress checkpoint (worker-protocol.ts).
 */
interface WorkerScope {
  postMessage(message: ImportReply | WorkerReadyReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (isCancelImportMessage(message)) {
    cancelled.add(message.jobId);
    return;
  }
  const jobId = isStartImportMessage(message) || isStartSampleMessage(message) ? message.jobId : 0;
  queue = queue
    .then(() =>
      handleImportMessage(
        message,
        (reply) => scope.postMessage(reply),
        () => cancelled.has(jobId),
      ),
    )
    .finally(() => cancelled.delete(jobId));
});

// The handshake: the page holds its first job until it hears this, so no job is posted before we listen.
scope.postMessage({ type: 'worker-ready' });
