import { AuxiliaryCollector } from './auxiliary';
import { classifyJson, type JsonKind } from './classify-json';
import type { ExportData, ExportSummary, SkipReason, SkippedFile } from './export-data';
import { ExportError, notEnoughMusicError, type ExportErrorCode } from './export-error';
import { RandomAccess, toExportSource, type ExportInput } from './export-source';
import {
  compareReadingOrder,
  isAccountDataName,
  isHistoryLikeName,
  isNeverJsonName,
  isTechnicalLogPath,
  isVideoHistoryName,
  isZipBookkeeping,
} from './file-names';
import { addAccountMusicRows, addExtendedRows, countNonMusicRows, emptyRowCounters } from './history-rows';
import { mayBeJson, parseJsonBytes } from './json-text';
import { withLimits, type ExportLimits } from './limits';
import { PlayTableBuilder } from './play-table';
import { finalizePlays } from './plays';
import { ProgressReporter, STAGE_END_PERCENT, type ProgressCallback } from './progress';
import { hasZipSignature, readZipDirectory, type ZipEntry } from './zip-directory';
import { EntryReadError, entryProblemBeforeReading, readZipEntry } from './zip-entry';

/**
 * Reads a Spotify data export — zips and/or loose JSON files, any generation — into compact music plays
 * plus the auxiliary facts the model uses. Files are handled one at a time (read or inflate one entry ->
 * decode -> parse -> reduce -> drop), so peak memory follows the largest file, not the whole export.
 * Every failure leaves as an ExportError with a stable code.
 */
export interface ReadExportOptions {
  readonly onProgress?: ProgressCallback;
  /** Tests lower limits to exercise them cheaply; production uses EXPORT_LIMITS. */
  readonly limits?: Partial<ExportLimits>;
}

interface Task {
  /** Path used for name decisions (the entry name inside a zip, else the file name). */
  readonly path: string;
  readonly file: RandomAccess;
  readonly size: number;
  readonly entry?: ZipEntry;
  readonly loose: boolean;
}

/** What was seen along the way, to explain an import that found no music. */
interface Findings {
  technicalLog: boolean;
  accountData: boolean;
  historyFile: boolean;
  brokenHistory: boolean;
  damaged: boolean;
  unsupported: boolean;
  tooLarge: boolean;
}

const HEAD_BYTES = 64;

export async function readExport(
  inputs: readonly ExportInput[],
  options: ReadExportOptions = {},
): Promise<ExportData> {
  const limits = withLimits(options.limits);
  const progress = new ProgressReporter(options.onProgress);
  if (inputs.length === 0) throw new ExportError('NO_FILES');
  if (inputs.length > limits.maxInputFiles) throw new ExportError('TOO_MANY_FILES');
  progress.report({ stage: 'reading', percent: 0 }, true);

  const findings: Findings = {
    technicalLog: false,
    accountData: false,
    historyFile: false,
    brokenHistory: false,
    damaged: false,
    unsupported: false,
    tooLarge: false,
  };
  const skipped: SkippedFile[] = [];
  let filesSkipped = 0;
  const skip = (name: string, reason: SkipReason) => {
    filesSkipped++;
    if (skipped.length < limits.maxSkippedFilesListed) skipped.push({ name, reason });
    if (reason === 'too-large') findings.tooLarge = true;
    if (reason === 'damaged') findings.damaged = true;
    if (reason === 'unsupported') findings.unsupported = true;
    if (reason === 'technical-log') findings.technicalLog = true;
  };

  const tasks = await collectTasks(inputs, limits, findings, skip);
  tasks.sort((a, b) => compareReadingOrder(a.path, b.path));
  // Files still to be read per source, so each source's cached bytes (if any) go as soon as it is done.
  const pending = new Map<RandomAccess, number>();
  for (const t of tasks) pending.set(t.file, (pending.get(t.file) ?? 0) + 1);
  const done = (file: RandomAccess) => {
    const left = (pending.get(file) ?? 1) - 1;
    pending.set(file, left);
    if (left === 0) file.release();
  };
  const totalBytes = tasks.reduce((sum, t) => sum + t.size, 0) || 1;
  progress.report({ stage: 'reading', percent: STAGE_END_PERCENT.reading }, true);

  const table = new PlayTableBuilder();
  const rows = emptyRowCounters();
  const auxiliary = new AuxiliaryCollector();
  const packages = { account: false, extended: false };
  let filesRead = 0;
  let historyFiles = 0;
  let doneBytes = 0;
  const parsingSpan = STAGE_END_PERCENT.parsing - STAGE_END_PERCENT.reading;

  for (let k = 0; k < tasks.length; k++) {
    const task = tasks[k];
    if (!task) continue;
    const at = (bytes: number) =>
      STAGE_END_PERCENT.reading + (parsingSpan * (doneBytes + bytes)) / totalBytes;
    const where = {
      stage: 'parsing' as const,
      fileIndex: k + 1,
      fileCount: tasks.length,
      fileName: task.path,
    };
    progress.report({ ...where, percent: at(0) }, true);

    let bytes: Uint8Array;
    try {
      bytes = task.entry
        ? await readZipEntry(task.file, task.entry, limits.inflateChunkBytes, (n) =>
            progress.report({ ...where, percent: at(n) }),
          )
        : await task.file.readAll();
    } catch (error) {
      if (!(error instanceof EntryReadError)) throw error;
      if (error.problem === 'unsafe') throw new ExportError('ZIP_UNSAFE');
      skip(task.path, error.problem);
      if (isHistoryLikeName(task.path)) findings.brokenHistory = true;
      doneBytes += task.size;
      done(task.file);
      continue;
    }
    done(task.file);

    const parsed = parseJsonBytes(bytes);
    // Decoding and parsing one ~13 MB file is the longest stretch without news; on a slow phone it can
    // take half a second, so report (throttled) between it and building the rows.
    progress.report({ ...where, percent: at(task.size) });
    doneBytes += task.size;
    if (!parsed.ok) {
      skip(task.path, parsed.reason);
      // A broken auxiliary file (UserAddress.json is Scala text) is harmless; a broken history file, or a
      // loose file the visitor chose on purpose, explains an empty result.
      if (parsed.reason !== 'not-json' && (task.loose || isHistoryLikeName(task.path)))
        findings.brokenHistory = true;
      continue;
    }
    filesRead++;
    const kind: JsonKind = classifyJson(parsed.value);
    const records = Array.isArray(parsed.value) ? (parsed.value as unknown[]) : [];
    switch (kind) {
      case 'account-music':
        historyFiles++;
        packages.account = true;
        addAccountMusicRows(records, table, rows, limits.maxPlayMs);
        break;
      case 'account-podcast':
      case 'account-audiobook':
        historyFiles++;
        packages.account = true;
        countNonMusicRows(records, kind === 'account-podcast' ? 'podcast' : 'audiobook', rows);
        break;
      case 'extended':
        historyFiles++;
        packages.extended = true;
        if (isVideoHistoryName(task.path)) countNonMusicRows(records, 'video', rows);
        else addExtendedRows(records, table, rows, limits.maxPlayMs);
        break;
      case 'library':
        findings.accountData = true;
        auxiliary.addLibrary(parsed.value);
        break;
      case 'playlists':
        findings.accountData = true;
        auxiliary.addPlaylists(parsed.value);
        break;
      case 'follow':
        findings.accountData = true;
        auxiliary.addFollow(parsed.value);
        break;
      case 'search':
        findings.accountData = true;
        auxiliary.addSearches(parsed.value);
        break;
      case 'empty-array':
        if (task.loose || isHistoryLikeName(task.path)) findings.brokenHistory = true;
        break;
      case 'other':
        break;
    }
  }
  findings.historyFile = historyFiles > 0;

  const { plays, counts } = finalizePlays(table);
  const summary: ExportSummary = {
    filesRead,
    historyFiles,
    filesSkipped,
    skipped,
    musicRows: plays.count,
    podcastRowsExcluded: rows.podcastRows,
    audiobookRowsExcluded: rows.audiobookRows,
    videoRowsExcluded: rows.videoRows,
    incognitoRowsExcluded: rows.incognitoRows,
    duplicatesRemoved: counts.duplicatesRemoved,
    invalidRows: rows.invalidRows,
    supersededAccountRows: counts.supersededAccountRows,
    packages,
  };
  if (plays.count === 0) throw explainNoMusic(summary, findings);
  progress.report({ stage: 'parsing', percent: STAGE_END_PERCENT.parsing }, true);
  return { plays, auxiliary: auxiliary.finish(), summary };
}

async function collectTasks(
  inputs: readonly ExportInput[],
  limits: ExportLimits,
  findings: Findings,
  skip: (name: string, reason: SkipReason) => void,
): Promise<Task[]> {
  const tasks: Task[] = [];
  let declaredTotal = 0;
  for (const input of inputs) {
    const source = toExportSource(input);
    const file = new RandomAccess(source);
    if (isTechnicalLogPath(source.name)) findings.technicalLog = true;
    if (isAccountDataName(source.name)) findings.accountData = true;
    if (source.size === 0) {
      skip(source.name, 'empty');
      findings.brokenHistory = true;
      continue;
    }
    const head = await file.range(0, HEAD_BYTES);
    if (hasZipSignature(head)) {
      if (source.size > limits.maxZipBytes) {
        skip(source.name, 'too-large');
        continue;
      }
      let entries: ZipEntry[];
      try {
        entries = await readZipDirectory(file, limits);
      } catch (error) {
        // One bad zip among several must not hide the others; a hostile one stops everything.
        if (
          error instanceof ExportError &&
          (error.code === 'ZIP_DAMAGED' || error.code === 'ZIP_UNSUPPORTED')
        ) {
          skip(source.name, error.code === 'ZIP_DAMAGED' ? 'damaged' : 'unsupported');
          continue;
        }
        throw error;
      }
      for (const entry of entries) {
        // Entry names are only ever used as labels: nothing is written anywhere, so "../" is harmless.
        const path = entry.name;
        if (isZipBookkeeping(path)) continue;
        if (isAccountDataName(path)) findings.accountData = true;
        if (isTechnicalLogPath(path)) {
          skip(path, 'technical-log');
          continue;
        }
        if (isNeverJsonName(path)) {
          skip(path, 'not-json');
          continue;
        }
        if (entry.uncompressedSize > limits.maxJsonFileBytes) {
          skip(path, 'too-large');
          continue;
        }
        const problem = entryProblemBeforeReading(entry);
        if (problem) {
          skip(path, problem);
          continue;
        }
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > limits.maxTotalUncompressedBytes) throw new ExportError('ZIP_UNSAFE');
        tasks.push({ path, file, size: entry.uncompressedSize, entry, loose: false });
      }
      continue;
    }
    if (source.size > limits.maxJsonFileBytes) {
      skip(source.name, 'too-large');
      continue;
    }
    if (!mayBeJson(head)) {
      skip(source.name, 'not-json');
      continue;
    }
    tasks.push({ path: source.name, file, size: source.size, loose: true });
  }
  return tasks;
}

function explainNoMusic(summary: ExportSummary, f: Findings): ExportError {
  const nonMusic = summary.podcastRowsExcluded + summary.audiobookRowsExcluded + summary.videoRowsExcluded;
  // Most specific first: a broken history file explains more than the podcasts that did survive.
  const code: ExportErrorCode =
    f.brokenHistory ||
    (f.historyFile && nonMusic === 0 && summary.invalidRows > 0 && summary.incognitoRowsExcluded === 0)
      ? 'EMPTY_OR_TRUNCATED'
      : nonMusic > 0
        ? 'ONLY_PODCASTS'
        : f.technicalLog
          ? 'TECHNICAL_LOG'
          : f.historyFile
            ? 'NOT_ENOUGH_MUSIC'
            : f.damaged
              ? 'ZIP_DAMAGED'
              : f.unsupported
                ? 'ZIP_UNSUPPORTED'
                : f.tooLarge
                  ? 'FILE_TOO_LARGE'
                  : f.accountData
                    ? 'NO_HISTORY'
                    : 'NOT_AN_EXPORT';
  return code === 'NOT_ENOUGH_MUSIC' ? notEnoughMusicError(0, 0) : new ExportError(code);
}
