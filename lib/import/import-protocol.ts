import { isFlavorResult, type FlavorResult } from '../flavor/result';
import { isRecord } from '../guards';
import { isLocale, type Locale } from '../i18n/routing';
import type { Messages } from '../i18n/messages';
import type { ExportSummary } from '../export/export-data';
import {
  exportErrorText,
  isExportErrorCode,
  isExportErrorDetail,
  type ExportErrorCode,
  type ExportErrorDetail,
  type ExportErrorWords,
} from '../export/export-error';
import type { BlobLike } from '../export/files/export-source';
import type { ImportProgress, ImportStage } from '../export/progress';
import { isBlobLike, isFiniteNumber, isJobId, isOptional } from './protocol-guards';

/**
 * Messages between the upload page and the import worker. Both sides treat what they receive as `unknown`
 * and accept it only through these guards. One worker serves every import of a page visit (a new worker
 * would fetch its script again, and the widget makes no request after it has loaded), so every message
 * names its job: the page ignores replies of a job it cancelled, the worker stops a cancelled job at its
 * next progress checkpoint and runs jobs one after another.
 *
 *   page -> worker: { type: 'start', jobId, files: File[], timeZone, locale, evidence, exportErrors }
 *                   | { type: 'start-sample', jobId, sampleId, locale, evidence, exportErrors } (a built-in sample
 *                   listener, made in the worker) | { type: 'cancel', jobId }; `evidence` and `exportErrors`: the
 *                   `Evidence` and `ExportErrors` messages in `locale`, for the evidence sentences and a refusal
 *   worker -> page: { type: 'worker-ready' } once, as soon as the worker listens: the page holds a job until
 *                   then, so a file chosen the moment the widget appears is never posted into the void
 *                   { type: 'progress', jobId, stage, percent, fileIndex?, fileCount?, fileName?, yearsRead? } (many)
 *                   then exactly one of { type: 'done', jobId, result, summary }
 *                                    or { type: 'failed', jobId, code, detail?, message? } (`message`: the
 *                                       refusal in the page's language; absent when the start message was
 *                                       too malformed to say it, and the page says the code and detail itself)
 *                   (a cancelled job may end with neither)
 *
 * With two or more cores the page also makes reader workers that this worker leads; their conversation is
 * pool-protocol.ts. A `cancel` goes to the lead and to every reader.
 */
/**
 * The visitor's language and the catalogue's `Evidence` and `ExportErrors` messages in it: the worker writes
 * the evidence sentences and a refusal's words with them (it never imports a catalogue itself). The page picks
 * them with useMessages().
 */
export interface EvidenceLanguage {
  readonly locale: Locale;
  readonly evidence: EvidenceMessages;
  readonly exportErrors: ExportErrorMessages;
}

export type EvidenceMessages = Messages['Evidence'];
export type ExportErrorMessages = Messages['ExportErrors'];

export interface StartImportMessage extends EvidenceLanguage {
  readonly type: 'start';
  readonly jobId: number;
  readonly files: readonly BlobLike[];
  /** IANA zone of the visitor, e.g. from Intl.DateTimeFormat().resolvedOptions().timeZone. */
  readonly timeZone: string;
}

export interface StartSampleMessage extends EvidenceLanguage {
  readonly type: 'start-sample';
  readonly jobId: number;
  /** An id from SAMPLE_LISTENERS. */
  readonly sampleId: string;
}

export interface WorkerReadyReply {
  readonly type: 'worker-ready';
}

export interface CancelImportMessage {
  readonly type: 'cancel';
  readonly jobId: number;
}

/** The reader's progress (lib/export/progress.ts), as the worker posts it for one job. */
export interface ImportProgressReply extends ImportProgress {
  readonly type: 'progress';
  readonly jobId: number;
}

export interface ImportDoneReply {
  readonly type: 'done';
  readonly jobId: number;
  readonly result: FlavorResult;
  readonly summary: ExportSummary;
}

export interface ImportFailedReply {
  readonly type: 'failed';
  readonly jobId: number;
  readonly code: ExportErrorCode;
  /** What the refusal says beyond its code (the service, the visitor's numbers). */
  readonly detail?: ExportErrorDetail;
  /**
   * Plain words for a role="alert" region, in the page's language: what happened and what to do next.
   * Absent when the worker could not tell the language (a malformed start message).
   */
  readonly message?: string;
}

/**
 * A failed reply's words for the page: the worker's, in the page's language; from a worker that answered
 * without words (a start message it could not read), the code and its detail said with the page's own.
 */
export function failedReplyText(words: ExportErrorWords, reply: ImportFailedReply): string {
  return reply.message ?? exportErrorText(words, reply);
}

export type ImportReply = ImportProgressReply | ImportDoneReply | ImportFailedReply;

const STAGES: readonly string[] = ['reading', 'parsing', 'scoring'] satisfies readonly ImportStage[];

/**
 * Nested messages: records of messages a few levels deep, each message either ICU text or, as the pages hand
 * them over, next-intl's build-time precompiled form of it (nested arrays of text, argument names, numbers
 * and plural/select options). Bounded in depth, in text length and in size, like a catalogue's namespace.
 */
const MAX_MESSAGE_DEPTH = 5;
const MAX_COMPILED_DEPTH = 12;
const MAX_MESSAGE_LENGTH = 2000;
const MAX_MESSAGE_NODES = 50_000;

function isCompiledPart(value: unknown, depth: number, budget: { nodes: number }): boolean {
  if ((budget.nodes += 1) > MAX_MESSAGE_NODES || depth > MAX_COMPILED_DEPTH) return false;
  if (typeof value === 'string') return value.length <= MAX_MESSAGE_LENGTH;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isCompiledPart(v, depth + 1, budget));
  return isRecord(value) && Object.values(value).every((v) => isCompiledPart(v, depth + 1, budget));
}

function isMessageTree(value: unknown, depth: number, budget = { nodes: 0 }): boolean {
  if ((budget.nodes += 1) > MAX_MESSAGE_NODES) return false;
  if (typeof value === 'string') return value.length <= MAX_MESSAGE_LENGTH;
  if (Array.isArray(value)) return isCompiledPart(value, 0, budget);
  if (depth >= MAX_MESSAGE_DEPTH || !isRecord(value)) return false;
  return Object.values(value).every((v) => isMessageTree(v, depth + 1, budget));
}

/**
 * The language and its `Evidence` and `ExportErrors` messages. Only their shape is checked here: a key the page
 * left out shows as the key itself in a sentence (next-intl's fallback), never as a crash.
 */
export function isEvidenceLanguage(value: Record<string, unknown>): boolean {
  return (
    isLocale(value.locale) &&
    isRecord(value.evidence) &&
    isMessageTree(value.evidence, 0) &&
    isRecord(value.exportErrors) &&
    isMessageTree(value.exportErrors, 0)
  );
}

export function isStartImportMessage(value: unknown): value is StartImportMessage {
  if (!isRecord(value) || value.type !== 'start' || !isJobId(value.jobId)) return false;
  return (
    Array.isArray(value.files) &&
    value.files.every(isBlobLike) &&
    typeof value.timeZone === 'string' &&
    isEvidenceLanguage(value)
  );
}

export function isStartSampleMessage(value: unknown): value is StartSampleMessage {
  return (
    isRecord(value) &&
    value.type === 'start-sample' &&
    isJobId(value.jobId) &&
    typeof value.sampleId === 'string' &&
    value.sampleId.length <= 40 &&
    isEvidenceLanguage(value)
  );
}

export function isWorkerReadyReply(value: unknown): value is WorkerReadyReply {
  return isRecord(value) && value.type === 'worker-ready';
}

export function isCancelImportMessage(value: unknown): value is CancelImportMessage {
  return isRecord(value) && value.type === 'cancel' && isJobId(value.jobId);
}

function isProgressReply(v: Record<string, unknown>): boolean {
  return (
    typeof v.stage === 'string' &&
    STAGES.includes(v.stage) &&
    isFiniteNumber(v.percent) &&
    v.percent >= 0 &&
    v.percent <= 100 &&
    isOptional(v.fileIndex, isFiniteNumber) &&
    isOptional(v.fileCount, isFiniteNumber) &&
    isOptional(v.fileName, (x) => typeof x === 'string') &&
    isOptional(v.yearsRead, isNamedYears)
  );
}

function isNamedYears(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isInteger(value.from) &&
    Number.isInteger(value.to) &&
    (value.from as number) <= (value.to as number)
  );
}

function isOlderYears(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNamedYears(value.yearsRead) &&
    Number.isInteger(value.filesNotNeeded) &&
    (value.filesNotNeeded as number) > 0
  );
}

const SUMMARY_COUNTS = [
  'filesRead',
  'historyFiles',
  'filesSkipped',
  'musicRows',
  'podcastRowsExcluded',
  'audiobookRowsExcluded',
  'videoRowsExcluded',
  'incognitoRowsExcluded',
  'duplicatesRemoved',
  'invalidRows',
  'supersededAccountRows',
] as const satisfies readonly (keyof ExportSummary)[];

export function isExportSummary(value: unknown): value is ExportSummary {
  if (!isRecord(value)) return false;
  const packages = value.packages;
  return (
    SUMMARY_COUNTS.every((k) => isFiniteNumber(value[k])) &&
    Array.isArray(value.skipped) &&
    value.skipped.every((s) => isRecord(s) && typeof s.name === 'string' && typeof s.reason === 'string') &&
    isRecord(packages) &&
    typeof packages.account === 'boolean' &&
    typeof packages.extended === 'boolean' &&
    isOptional(value.olderYears, isOlderYears)
  );
}

export function isImportReply(value: unknown): value is ImportReply {
  if (!isRecord(value) || !isJobId(value.jobId)) return false;
  switch (value.type) {
    case 'progress':
      return isProgressReply(value);
    case 'done':
      return isFlavorResult(value.result) && isExportSummary(value.summary);
    case 'failed':
      return (
        isExportErrorCode(value.code) &&
        isOptional(value.detail, isExportErrorDetail) &&
        isOptional(value.message, (m) => typeof m === 'string' && m !== '')
      );
    default:
      return false;
  }
}
