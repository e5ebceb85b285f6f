import { handleImportMessage } from './run-import';
import type { ImportReply } from './worker-protocol';

/**
 * The import worker: a thin shell around handleImportMessage. Reading and scoring run here so the page stays
 * responsive; nothing leaves the device. The page creates it with
 * `new Worker(new URL('../../../lib/export/import-worker.ts', import.meta.url))` and cancels with terminate().
 */
interface WorkerScope {
  postMessage(message: ImportReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
let started = false;

scope.addEventListener('message', (event) => {
  // One import per worker: a second start would interleave replies the page cannot tell apart.
  if (started) return;
  started = true;
  void handleImportMessage(event.data, (reply) => scope.postMessage(reply));
});
