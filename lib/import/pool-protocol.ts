import { isRecord } from '../guards';
import {
  isExportErrorCode,
  isExportErrorDetail,
  type ExportErrorCode,
  type ExportErrorDetail,
} from '../export/export-error';
import type { BlobLike } from '../export/files/export-source';
import type { PartTail } from '../export/merge-export';
import type { TaskOutcome } from '../export/read-task';
import { isPartTail, isTaskOutcome } from './part-outcome-guard';
import { isBlobLike, isJobId, isOptional } from './protocol-guards';

/**
 * The import pool's messages (components/widget/import-pool.ts). With two or more cores the page also makes
 * reader workers (the import worker's script) and joins each to the lead, the worker that talks to the page
 * (import-protocol.ts), with a MessageChannel. Both sides treat what they receive as `unknown` and accept it
 * only through these guards.
 *
 *   page -> lead:   { type: 'pool-join', port }   one reader's end of a channel, once both are ready
 *   page -> reader: { type: 'pool-serve', port }  its end of that channel; also every import `cancel`
 *   lead -> reader: { type: 'part', jobId, files, taskCount, totalBytes } (through the port)
 *                   { type: 'part-task', jobId, index } (the next file to read; null: none left)
 *   reader -> lead: { type: 'part-at', jobId, index, bytes } (many: the reader is at `bytes` of file `index`)
 *                   { type: 'part-outcome', jobId, outcome } per file, its columns transferred
 *                   then exactly one of { type: 'part-tail', jobId, tail }
 *                                    or { type: 'part-failed', jobId, index, code, detail? } (the lead says it)
 *
 * Readers plan the export themselves (export-plan.ts: the same plan from the same files), read their share
 * and hand each file's outcome over; the lead merges in reading order, scores, and alone talks to the page.
 */

export interface PoolJoinMessage {
  readonly type: 'pool-join';
  readonly port: MessagePort;
}

export interface PoolServeMessage {
  readonly type: 'pool-serve';
  readonly port: MessagePort;
}

/** A reader's part of a job begins: it plans the export, then reads the files PartTaskMessages hand it. */
export interface PartMessage {
  readonly type: 'part';
  readonly jobId: number;
  readonly files: readonly BlobLike[];
  /** The lead's plan, so a reader whose plan differs (it never should) fails instead of merging wrongly. */
  readonly taskCount: number;
  readonly totalBytes: number;
}

/** The next file for the reader to read, by its index in the plan; null: none left, end the part. */
export interface PartTaskMessage {
  readonly type: 'part-task';
  readonly jobId: number;
  readonly index: number | null;
}

export interface PartAtReply {
  readonly type: 'part-at';
  readonly jobId: number;
  readonly index: number;
  readonly bytes: number;
}

export interface PartOutcomeReply {
  readonly type: 'part-outcome';
  readonly jobId: number;
  readonly outcome: TaskOutcome;
}

export interface PartTailReply {
  readonly type: 'part-tail';
  readonly jobId: number;
  readonly tail: PartTail;
}

export interface PartFailedReply {
  readonly type: 'part-failed';
  readonly jobId: number;
  /** The file the part stopped at, in reading order (-1: while planning). */
  readonly index: number;
  readonly code: ExportErrorCode;
  /** The lead says the refusal in the page's language from its code and detail. */
  readonly detail?: ExportErrorDetail;
}

export type PartReply = PartAtReply | PartOutcomeReply | PartTailReply | PartFailedReply;

function isPort(value: unknown): value is MessagePort {
  return typeof MessagePort !== 'undefined' && value instanceof MessagePort;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function isPoolJoinMessage(value: unknown): value is PoolJoinMessage {
  return isRecord(value) && value.type === 'pool-join' && isPort(value.port);
}

export function isPoolServeMessage(value: unknown): value is PoolServeMessage {
  return isRecord(value) && value.type === 'pool-serve' && isPort(value.port);
}

export function isPartMessage(value: unknown): value is PartMessage {
  if (!isRecord(value) || value.type !== 'part' || !isJobId(value.jobId)) return false;
  return (
    Array.isArray(value.files) &&
    value.files.every(isBlobLike) &&
    isCount(value.taskCount) &&
    isCount(value.totalBytes)
  );
}

export function isPartTaskMessage(value: unknown): value is PartTaskMessage {
  return (
    isRecord(value) &&
    value.type === 'part-task' &&
    isJobId(value.jobId) &&
    (value.index === null || isCount(value.index))
  );
}

export function isPartReply(value: unknown): value is PartReply {
  if (!isRecord(value) || !isJobId(value.jobId)) return false;
  switch (value.type) {
    case 'part-at':
      return isCount(value.index) && isCount(value.bytes);
    case 'part-outcome':
      return isTaskOutcome(value.outcome);
    case 'part-tail':
      return isPartTail(value.tail);
    case 'part-failed':
      return (
        Number.isSafeInteger(value.index) &&
        (value.index as number) >= -1 &&
        isExportErrorCode(value.code) &&
        isOptional(value.detail, isExportErrorDetail)
      );
    default:
      return false;
  }
}
