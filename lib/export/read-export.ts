import { AppleMusicCollector } from './apple-music';
import { AuxiliaryCollector } from './auxiliary';
import { classifyJson, type JsonKind } from './classify-json';
import type { DataSource, ExportData, ExportSummary, SkipReason, SkippedFile } from './export-data';
import { ExportError, notEnoughMusicError, type ExportErrorCode } from './export-error';
import { RandomAccess, sourceFromBytes, toExportSource, type ExportInput } from './export-source';
import {
  compareReadingOrder,
  isAccountDataName,
  isHistoryLikeName,
  isNeverJsonName,
  isTechnicalLogPath,
  isVideoHistoryName,
  isZipBookkeeping,
  baseName,
} from './file-names';
import { addAccountMusicRows, addExtendedRows, countNonMusicRows, emptyRowCounters } from './history-rows';
import { mayBeJson, parseJsonBytes } from './json-text';
import { addLastfmRows, isLastfmFile } from './lastfm-rows';
import { withLimits, type ExportLimits } from './limits';
import { SOURCE } from './play-codes';
import { PlayTableBuilder } from './play-table';
import { finalizePlays } from './plays';
import { ProgressReporter, STAGE_END_PERCENT, type ProgressCallback } from './progress';
import { hasZipSignature, readZipDirectory, type ZipEntry } from './zip-directory';
import { addYouTubeRows } from './youtube-music';
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
  /** JSON (Spotify, YouTube Music, Last.fm) or CSV (Apple Music), decided by the name's extension. */
  readonly format: 'json' | 'csv';
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
  /** Google Takeout's HTML watch history: YouTube Music, but in the form we cannot read. */
  youtubeHtml: boolean;
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
    youtubeHtml: false,
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
  const apple = new AppleMusicCollector(rows);
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

    if (task.format === 'csv') {
      try {
        await streamCsv(task, limits, apple, (n) => progress.report({ ...where, percent: at(n) }));
      } catch (error) {
        if (!(error instanceof EntryReadError)) throw error;
        if (error.problem === 'unsafe') throw new ExportError('ZIP_UNSAFE');
        skip(task.path, error.problem);
      }
      filesRead++;
      doneBytes += task.size;
      done(task.file);
      continue;
    }

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
      case 'youtube':
        historyFiles++;
        addYouTubeRows(records, table, rows);
        break;
      case 'lastfm':
        historyFiles++;
        if (isLastfmFile(parsed.value)) addLastfmRows(parsed.value, table, rows);
        break;
      case 'empty-array':
        if (task.loose || isHistoryLikeName(task.path)) findings.brokenHistory = true;
        break;
      case 'other':
        break;
    }
  }
  if (apple.hadPlayActivity) historyFiles++;
  apple.flush(table, limits.maxPlayMs);
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
  return { source: dataSourceOf(plays.source), plays, auxiliary: auxiliary.finish(), summary };
}

/** The source with the most plays names the import; Spotify with any extended rows is 'spotify-extended'. */
export function dataSourceOf(sources: Uint8Array): DataSource {
  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < sources.length; i++) counts[sources[i] ?? 0] = (counts[sources[i] ?? 0] ?? 0) + 1;
  const spotify = (counts[SOURCE.account] ?? 0) + (counts[SOURCE.extended] ?? 0);
  const best = Math.max(
    spotify,
    counts[SOURCE.apple] ?? 0,
    counts[SOURCE.youtube] ?? 0,
    counts[SOURCE.lastfm] ?? 0,
  );
  if (best === spotify) return (counts[SOURCE.extended] ?? 0) > 0 ? 'spotify-extended' : 'spotify-account';
  if (best === counts[SOURCE.apple]) return 'apple-music';
  if (best === counts[SOURCE.youtube]) return 'youtube-music';
  return 'lastfm';
}

const CSV_CHUNK_BYTES = 4 * 1024 * 1024;

/** Feeds one CSV file to the Apple Music reader in chunks, decoding as it goes (never one big string). */
async function streamCsv(
  task: Task,
  limits: ExportLimits,
  apple: AppleMusicCollector,
  onBytes: (n: number) => void,
): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const reader = apple.reader();
  if (task.entry) {
    // A zip entry is inflated whole (bounded by its declared size), then decoded piece by piece.
    // Inflating is the first half of the bar for this file, decoding and parsing the second.
    const bytes = await readZipEntry(task.file, task.entry, limits.inflateChunkBytes, (n) => onBytes(n / 2));
    for (let at = 0; at < bytes.length; at += CSV_CHUNK_BYTES) {
      reader.push(decoder.decode(bytes.subarray(at, at + CSV_CHUNK_BYTES), { stream: true }));
      onBytes(bytes.length / 2 + Math.min(bytes.length, at + CSV_CHUNK_BYTES) / 2);
    }
  } else {
    for (let at = 0; at < task.size; at += CSV_CHUNK_BYTES) {
      const chunk = await task.file.range(at, Math.min(task.size, at + CSV_CHUNK_BYTES));
      reader.push(decoder.decode(chunk, { stream: true }));
      onBytes(Math.min(task.size, at + CSV_CHUNK_BYTES));
    }
  }
  reader.push(decoder.decode());
  reader.end();
}

function isCsvName(path: string): boolean {
  return /\.csv$/i.test(baseName(path));
}

function isYouTubeHtmlName(path: string): boolean {
  return /^watch-history\.html?$/i.test(baseName(path));
}

/** Apple nests zips two deep (outer zip -> Apple_Media_Services.zip -> Apple Music Activity.zip). */
const MAX_ZIP_DEPTH = 3;

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
      await addZip(source.name, file, 1);
      continue;
    }
    if (isYouTubeHtmlName(source.name)) findings.youtubeHtml = true;
    if (isCsvName(source.name)) {
      if (source.size > limits.maxCsvFileBytes) skip(source.name, 'too-large');
      else tasks.push({ path: source.name, file, size: source.size, loose: true, format: 'csv' });
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
    tasks.push({ path: source.name, file, size: source.size, loose: true, format: 'json' });
  }
  return tasks;

  async function addZip(name: string, file: RandomAccess, depth: number): Promise<void> {
    let entries: ZipEntry[];
    try {
      entries = await readZipDirectory(file, limits);
    } catch (error) {
      // One bad zip among several must not hide the others; a hostile one stops everything.
      if (
        error instanceof ExportError &&
        (error.code === 'ZIP_DAMAGED' || error.code === 'ZIP_UNSUPPORTED')
      ) {
        skip(name, error.code === 'ZIP_DAMAGED' ? 'damaged' : 'unsupported');
        return;
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
      if (isYouTubeHtmlName(path)) findings.youtubeHtml = true;
      const problem = entryProblemBeforeReading(entry);
      if (/\.zip$/i.test(baseName(path)) && depth < MAX_ZIP_DEPTH && !problem) {
        // A nested zip (Apple's export) is inflated into memory, counted against the total, and read the same way.
        if (entry.uncompressedSize > limits.maxZipBytes) {
          skip(path, 'too-large');
          continue;
        }
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > limits.maxTotalUncompressedBytes) throw new ExportError('ZIP_UNSAFE');
        let inner: Uint8Array;
        try {
          inner = await readZipEntry(file, entry, limits.inflateChunkBytes);
        } catch (error) {
          if (!(error instanceof EntryReadError)) throw error;
          if (error.problem === 'unsafe') throw new ExportError('ZIP_UNSAFE');
          skip(path, error.problem);
          continue;
        }
        if (!hasZipSignature(inner.subarray(0, HEAD_BYTES))) {
          skip(path, 'damaged');
          continue;
        }
        await addZip(path, new RandomAccess(sourceFromBytes(path, inner)), depth + 1);
        continue;
      }
      const csv = isCsvName(path);
      if (!csv && isNeverJsonName(path)) {
        skip(path, 'not-json');
        continue;
      }
      if (entry.uncompressedSize > (csv ? limits.maxCsvFileBytes : limits.maxJsonFileBytes)) {
        skip(path, 'too-large');
        continue;
      }
      if (problem) {
        skip(path, problem);
        continue;
      }
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxTotalUncompressedBytes) throw new ExportError('ZIP_UNSAFE');
      tasks.push({
        path,
        file,
        size: entry.uncompressedSize,
        entry,
        loose: false,
        format: csv ? 'csv' : 'json',
      });
    }
  }
}

function explainNoMusic(summary: ExportSummary, f: Findings): ExportError {
  const nonMusic = summary.podcastRowsExcluded + summary.audiobookRowsExcluded + summary.videoRowsExcluded;
  // Most specific first: a broken history file explains more than the podcasts that did survive.
  const code: ExportErrorCode = f.youtubeHtml
    ? 'YOUTUBE_HTML'
    : f.brokenHistory ||
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
