import { handleImportMessage } from './run-import';
import { isCancelImportMessage, isStartImportMessage, type ImportReply } from './worker-protocol';

/**
 * The import worker: a thin shell around handleImportMessage. Reading and scoring run here so the page stays
 * responsive; nothing leaves the device. One worker serves every import of a page visit: jobs run one after
 * another, and a `cancel` stops its job at the next progress checkpoint (worker-protocol.ts).
 */
interface WorkerScope {
  postMessage(message: ImportReply): void;
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
  const jobId = isStartImportMessage(message) ? message.jobId : 0;
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
