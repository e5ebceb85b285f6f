import { ExportError, toExportError } from '../export/export-error';
import { sourceFromBlob } from '../export/export-source';
import { readExportPart } from '../export/read-export';
import { chunkBuffers } from './part-outcome-guard';
import type { PartMessage, PartReply } from './worker-protocol';

/**
 * A reader of the import pool: reads its share of one import (readExportPart) and hands the lead each
 * file's outcome as soon as it is read, its columns transferred rather than copied, so the reader's memory
 * follows its largest file, not its share. Every part ends with exactly one `part-tail` or `part-failed`,
 * even a cancelled one, so the lead never waits on a reader that gave up.
 */
export interface PartPort {
  postMessage(message: PartReply, transfer: Transferable[]): void;
}

/** How often a reader reports where it is inside a file; the lead throttles what reaches the page. */
const AT_INTERVAL_MS = 50;

export async function servePart(
  message: PartMessage,
  port: PartPort,
  isCancelled: () => boolean,
): Promise<void> {
  const { jobId } = message;
  let lastAt = 0;
  let lastIndex = -1;
  let ended = false;
  const fail = (index: number, error: unknown) => {
    if (ended) return;
    ended = true;
    const failure = toExportError(error);
    port.postMessage({ type: 'part-failed', jobId, index, code: failure.code, message: failure.message }, []);
  };
  try {
    const plan = await readExportPart(
      message.files.map((file) => sourceFromBlob(file)),
      message.part,
      message.parts,
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
      undefined,
      // Checked before a byte is read: a reader whose plan differed would merge the wrong files.
      (plan) => plan.tasks.length === message.taskCount && plan.totalBytes === message.totalBytes,
    );
    if (!plan) fail(-1, new ExportError('INTERNAL'));
  } catch (error) {
    fail(-1, error);
  }
}
