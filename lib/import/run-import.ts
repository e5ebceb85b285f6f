import { scoreExport, type ExportReport } from '../scoring/score-export';
import { playsNeededFrom } from '../scoring/listening/window-reach';
import type { ExportSummary } from '../export/export-data';
import { ExportError, exportErrorText, toExportError, type ExportErrorWords } from '../export/export-error';
import { sourceFromBlob, type ExportInput } from '../export/files/export-source';
import { STAGE_END_PERCENT, type ProgressCallback } from '../export/progress';
import { readExport, type PartReader } from '../export/read-export';
import type { BlobLike } from '../export/files/export-source';
import { isRecord } from '../guards';
import { sampleExportFiles } from '../samples/sample-listeners';
import { sampleById } from '../samples/sample-roster';
import type { SampleId } from '../sample-name';
import type { EvidenceWords } from '../scoring/traits/evidence-format';
import type { Messages } from '../i18n/messages';
import { rootTranslatorFor, translatorFor } from '../i18n/translator';
import {
  isEvidenceLanguage,
  isStartImportMessage,
  isStartSampleMessage,
  type EvidenceLanguage,
  type ImportDoneReply,
  type ImportReply,
} from './import-protocol';
import { isJobId } from './protocol-guards';

/**
 * read -> score, for the worker (and for Node: tests, benchmarks). Kept out of the worker file so it can be
 * tested without a Worker.
 */
export interface ImportOptions {
  readonly timeZone: string;
  readonly onProgress?: ProgressCallback;
  /** Marks the import as a built-in sample listener: its result stores the id, and each page words it. */
  readonly sample?: { readonly id: SampleId };
  /** The import pool's readers (pool-lead.ts), or parts run in-process in tests; none: read here. */
  readonly parts?: readonly PartReader[];
  /** The evidence sentences' words, in the visitor's language. */
  readonly words: EvidenceWords;
}

export interface ImportOutcome extends ExportReport {
  readonly summary: ExportSummary;
}

export async function importExport(
  inputs: readonly ExportInput[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  // Only the plays the result reads are needed: older years' files stay unread (needed-years.ts).
  const read = await readExport(inputs, {
    onProgress: options.onProgress,
    parts: options.parts,
    keepFrom: playsNeededFrom,
  });
  const data = options.sample ? { ...read, sample: { id: options.sample.id } } : read;
  const years = read.summary.olderYears ? { yearsRead: read.summary.olderYears.yearsRead } : {};
  const scoring = (share: number) =>
    options.onProgress?.({
      stage: 'scoring',
      percent: STAGE_END_PERCENT.parsing + share * (STAGE_END_PERCENT.scoring - STAGE_END_PERCENT.parsing),
      ...years,
    });
  scoring(0);
  const report = scoreExport(data, { timeZone: options.timeZone, onStep: scoring, words: options.words });
  options.onProgress?.({ stage: 'scoring', percent: STAGE_END_PERCENT.scoring, ...years });
  const result = data.sample ? { ...report.result, sample: { id: data.sample.id } } : report.result;
  return { ...report, result, summary: data.summary };
}

/**
 * A built-in sample listener: its export is generated here, in memory, from its seed, and read and scored
 * like any other. Scored in UTC because its hours were generated in UTC, so it lands on the same row for
 * every visitor whatever their time zone.
 */
export async function importSample(
  sampleId: string,
  words: EvidenceWords,
  onProgress?: ProgressCallback,
): Promise<ImportOutcome> {
  const sample = sampleById(sampleId);
  if (!sample) throw new ExportError('INTERNAL');
  onProgress?.({ stage: 'reading', percent: 0 });
  return importExport(sampleExportFiles(sample), {
    timeZone: 'UTC',
    onProgress,
    words,
    sample: { id: sample.id },
  });
}

/**
 * The evidence sentences' translator from the page's language and `Evidence` messages (never a whole
 * catalogue): the worker writes the stored signals with it; the result keeps their clues too.
 */
export function evidenceWords({ locale, evidence }: EvidenceLanguage): EvidenceWords {
  return rootTranslatorFor(locale, { Evidence: evidence });
}

/** A refusal's translator from the page's language and `ExportErrors` messages (never a whole catalogue). */
export function exportErrorWords({ locale, exportErrors }: EvidenceLanguage): ExportErrorWords {
  return translatorFor(locale, { ExportErrors: exportErrors } as Messages, 'ExportErrors');
}

/** The refusal's words in the page's language, when the start message told it (even with malformed files). */
function refusalWords(message: unknown): ExportErrorWords | undefined {
  return isRecord(message) && isEvidenceLanguage(message)
    ? exportErrorWords(message as unknown as EvidenceLanguage)
    : undefined;
}

/** Thrown from the progress callback when the page has cancelled the job: unwinds the reader at once. */
class ImportCancelled extends Error {}

/** The job id of a start message, even a malformed one, so its failure reaches the right job. */
function jobIdOf(message: unknown): number {
  return isRecord(message) && isJobId(message.jobId) ? message.jobId : 0;
}

/**
 * The outcome of one start message: its export read (by the pool's readers when there are any) and scored.
 * Throws what the import throws, and ExportError('INTERNAL') for a message that is no start message.
 */
export async function runImportJob(
  message: unknown,
  onProgress: ProgressCallback,
  readersFor: (jobId: number, files: readonly BlobLike[]) => readonly PartReader[] = () => [],
): Promise<ImportOutcome> {
  if (isStartSampleMessage(message))
    return importSample(message.sampleId, evidenceWords(message), onProgress);
  if (isStartImportMessage(message))
    return importExport(
      message.files.map((file) => sourceFromBlob(file)),
      {
        timeZone: message.timeZone,
        onProgress,
        parts: readersFor(message.jobId, message.files),
        words: evidenceWords(message),
      },
    );
  throw new ExportError('INTERNAL');
}

/**
 * What the page is sent of an outcome: the result and the summary. The breakdown stays in the worker (the
 * page never reads it).
 */
export function doneReply(jobId: number, outcome: ImportOutcome): ImportDoneReply {
  return {
    type: 'done',
    jobId,
    // The numbers ride inside the result, so the widget's `complete` message carries them to the app.
    result: { ...outcome.result, listening_numbers: outcome.numbers },
    summary: outcome.summary,
  };
}

/**
 * Handles one start message; every outcome is posted, nothing is thrown. `isCancelled` is checked at every
 * progress checkpoint (each file and every ~100 ms inside one) and before the result is posted; a cancelled
 * job posts nothing more, because the page has moved on.
 */
export async function handleImportMessage(
  message: unknown,
  post: (reply: ImportReply) => void,
  isCancelled: () => boolean = () => false,
  readersFor: (jobId: number, files: readonly BlobLike[]) => readonly PartReader[] = () => [],
): Promise<void> {
  const jobId = jobIdOf(message);
  try {
    const onProgress: ProgressCallback = (p) => {
      if (isCancelled()) throw new ImportCancelled();
      post({ type: 'progress', jobId, ...p });
    };
    const outcome = await runImportJob(message, onProgress, readersFor);
    if (isCancelled()) return;
    post(doneReply(jobId, outcome));
  } catch (error) {
    if (error instanceof ImportCancelled || isCancelled()) return;
    const failure = toExportError(error);
    const { code, detail } = failure;
    const words = refusalWords(message);
    post({
      type: 'failed',
      jobId,
      code,
      ...(detail ? { detail } : {}),
      ...(words ? { message: exportErrorText(words, failure) } : {}),
    });
  }
}
