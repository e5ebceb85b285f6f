import type { SkipReason, SkippedFile } from './export-data';
import { ExportError } from './export-error';
import { recognisedPath, type Recognised } from './services/export-service';
import { RandomAccess, sourceFromBytes, toExportSource, type ExportInput } from './files/export-source';
import {
  baseName,
  compareReadingOrder,
  isAccountDataName,
  isNeverJsonName,
  isTechnicalLogPath,
  isZipBookkeeping,
} from './files/file-names';
import { mayBeJson } from './files/json-text';
import type { ExportLimits } from './limits';
import { hasZipSignature, readZipDirectory, type ZipEntry } from './files/zip-directory';
import { EntryReadError, entryProblemBeforeReading, readZipEntry } from './files/zip-entry';

/**
 * The plan of an import: which files (loose, or entries of zips) will be read, in reading order, and what
 * was decided about the others without reading them. It is computed from names, sizes and zip directories
 * only, so it is deterministic: every worker of the import pool computes the same plan from the same files
 * and reads the files the lead hands it (task-queue.ts), and the outcomes merge back in reading order
 * (merge-export.ts).
 */
export interface Task {
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
export interface Findings {
  technicalLog: boolean;
  accountData: boolean;
  historyFile: boolean;
  brokenHistory: boolean;
  damaged: boolean;
  unsupported: boolean;
  tooLarge: boolean;
  /** Google Takeout's HTML watch history: YouTube Music, but in the form we cannot read. */
  youtubeHtml: boolean;
  /** The first file whose name says which service it comes from (a refusal names it). */
  recognised?: Recognised;
}

export function noFindings(): Findings {
  return {
    technicalLog: false,
    accountData: false,
    historyFile: false,
    brokenHistory: false,
    damaged: false,
    unsupported: false,
    tooLarge: false,
    youtubeHtml: false,
  };
}

export interface ExportPlan {
  /** In reading order. */
  readonly tasks: readonly Task[];
  /** Files passed over while planning, in the order they were met (the merger counts them first). */
  readonly skipped: readonly SkippedFile[];
  /** What planning saw directly (skip reasons add theirs when the merger counts `skipped`). */
  readonly findings: Findings;
  /** Uncompressed bytes of every task (at least 1, for progress). */
  readonly totalBytes: number;
  /**
   * Whether some task lives in a zip inside a zip (Apple's export): planning had to inflate it, so the
   * pool reads such an export in one worker rather than inflating it again in each.
   */
  readonly nested: boolean;
}

const HEAD_BYTES = 64;

/** Apple nests zips two deep (outer zip -> Apple_Media_Services.zip -> Apple Music Activity.zip). */
const MAX_ZIP_DEPTH = 3;

export function isCsvName(path: string): boolean {
  return /\.csv$/i.test(baseName(path));
}

function isYouTubeHtmlName(path: string): boolean {
  return /^watch-history\.html?$/i.test(baseName(path));
}

/** The checks made before anything is read (and before the first progress report). */
export function checkInputCount(inputs: readonly ExportInput[], limits: ExportLimits): void {
  if (inputs.length === 0) throw new ExportError('NO_FILES');
  if (inputs.length > limits.maxInputFiles) throw new ExportError('TOO_MANY_FILES');
}

export async function planExport(inputs: readonly ExportInput[], limits: ExportLimits): Promise<ExportPlan> {
  checkInputCount(inputs, limits);
  const findings = noFindings();
  const skipped: SkippedFile[] = [];
  const skip = (name: string, reason: SkipReason) => skipped.push({ name, reason });
  const tasks: Task[] = [];
  let declaredTotal = 0;
  let nested = false;

  // A file inside says more than the zip around it: a zip's own name is the last resort.
  let recognisedZip: ReturnType<typeof recognisedPath>;
  const recognise = (path: string) => {
    if (/\.zip$/i.test(path)) recognisedZip ??= recognisedPath(path);
    else findings.recognised ??= recognisedPath(path);
  };
  for (const input of inputs) {
    const source = toExportSource(input);
    const file = new RandomAccess(source);
    recognise(source.name);
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
  findings.recognised ??= recognisedZip;
  tasks.sort((a, b) => compareReadingOrder(a.path, b.path));
  const totalBytes = tasks.reduce((sum, t) => sum + t.size, 0) || 1;
  return { tasks, skipped, findings, totalBytes, nested };

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
      recognise(path);
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
        nested = true;
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
