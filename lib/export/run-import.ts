import { scoreExport, type ScoreReport } from '../scoring/score-export';
import type { ExportSummary } from './export-data';
import { ExportError, toExportError } from './export-error';
import { sourceFromBlob, type ExportInput } from './export-source';
import { STAGE_END_PERCENT, type ProgressCallback } from './progress';
import { readExport } from './read-export';
import { isStartImportMessage, type ImportReply } from './worker-protocol';

/**
 * read -> score, for the worker (and for Node: tests, benchmarks). Kept out of the worker file so it can be
 * tested without a Worker.
 */
export interface ImportOptions {
  readonly timeZone: string;
  readonly onProgress?: ProgressCallback;
}

export interface ImportOutcome extends ScoreReport {
  readonly summary: ExportSummary;
}

export async function importExport(
  inputs: readonly ExportInput[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const data = await readExport(inputs, { onProgress: options.onProgress });
  options.onProgress?.({ stage: 'scoring', percent: STAGE_END_PERCENT.parsing });
  const report = scoreExport(data, { timeZone: options.timeZone });
  options.onProgress?.({ stage: 'scoring', percent: STAGE_END_PERCENT.scoring });
  return { ...report, summary: data.summary };
}

/** Handles one message from the page; every outcome is posted, nothing is thrown. */
export async function handleImportMessage(
  message: unknown,
  post: (reply: ImportReply) => void,
): Promise<void> {
  try {
    if (!isStartImportMessage(message)) throw new ExportError('INTERNAL');
    const outcome = await importExport(
      message.files.map((file) => sourceFromBlob(file)),
      { timeZone: message.timeZone, onProgress: (p) => post({ type: 'progress', ...p }) },
    );
    post({ type: 'done', result: outcome.result, breakdown: outcome.breakdown, summary: outcome.summary });
  } catch (error) {
    const failure = toExportError(error);
    post({ type: 'failed', code: failure.code, message: failure.message });
  }
}
