import type { AppleMusicCollector } from './services/apple-music';
import { classifyJson } from './services/classify-json';
import type { SkipReason } from './export-data';
import { ExportError } from './export-error';
import type { Task } from './export-plan';
import { isHistoryLikeName, isVideoHistoryName } from './files/file-names';
import {
  addAccountMusicRows,
  addExtendedRows,
  countNonMusicRows,
  emptyRowCounters,
  type RowCounters,
} from './services/history-rows';
import { parseJsonBytes } from './files/json-text';
import { addLastfmRows, isLastfmFile } from './services/lastfm-rows';
import type { ExportLimits } from './limits';
import { PlayTableBuilder, type TableChunk } from './plays/play-table';
import type { TableNames } from './plays/table-names';
import { addYouTubeRows } from './services/youtube-music';
import { EntryReadError, readZipEntry, type InflateBuffer } from './files/zip-entry';

/**
 * Reads one planned file (inflate or read -> decode -> parse -> reduce) into a TaskOutcome: the plays it
 * holds as a table chunk of their own, and the counts and findings it adds. Nothing in an outcome depends
 * on other files, so outcomes can be made in any worker and merged later in reading order (merge-export.ts).
 * Apple's CSV files are the exception: their rows wait in the part's AppleMusicCollector until the part ends.
 */
export type AuxiliaryKind = 'library' | 'playlists' | 'follow' | 'search';

export interface TaskOutcome {
  /** Index of the task in the plan's reading order. */
  readonly index: number;
  /** 1 when the file was read (JSON parsed, or a CSV streamed), else 0. */
  readonly filesRead: number;
  readonly historyFile: boolean;
  readonly accountPackage: boolean;
  readonly extendedPackage: boolean;
  readonly brokenHistory: boolean;
  readonly accountData: boolean;
  readonly rows: RowCounters;
  readonly skip?: SkipReason;
  /** A parsed account file for the AuxiliaryCollector, applied by the merger in reading order. */
  readonly auxiliary?: { readonly kind: AuxiliaryKind; readonly value: unknown };
  readonly table?: TableChunk;
}

interface Draft {
  filesRead: number;
  historyFile: boolean;
  accountPackage: boolean;
  extendedPackage: boolean;
  brokenHistory: boolean;
  accountData: boolean;
  rows: RowCounters;
  skip?: SkipReason;
  auxiliary?: TaskOutcome['auxiliary'];
  table?: TableChunk;
}

/** What a file adds before anything is read from it (and all that a file left unread adds). */
function emptyDraft(): Draft {
  return {
    filesRead: 0,
    historyFile: false,
    accountPackage: false,
    extendedPackage: false,
    brokenHistory: false,
    accountData: false,
    rows: emptyRowCounters(),
  };
}

/** The outcome of a file the import leaves unread. */
export function unreadOutcome(index: number): TaskOutcome {
  return { index, ...emptyDraft() };
}

/**
 * `names`: the part's, shared by the chunks of every file it reads. `onBytes(n)`: uncompressed bytes of
 * this file handled so far; it may throw (the page cancelled). `inflated`: the part's, which a zip entry is
 * inflated into; its bytes are done with before this returns.
 */
export async function readTask(
  task: Task,
  index: number,
  limits: ExportLimits,
  apple: AppleMusicCollector,
  names: TableNames,
  onBytes: (n: number) => void,
  inflated: InflateBuffer,
): Promise<TaskOutcome> {
  const d = emptyDraft();
  const outcome = (): TaskOutcome => ({ index, ...d });

  if (task.format === 'csv') {
    try {
      await streamCsv(task, limits, apple, onBytes, inflated);
    } catch (error) {
      if (!(error instanceof EntryReadError)) throw error;
      if (error.problem === 'unsafe') throw new ExportError('ZIP_UNSAFE');
      d.skip = error.problem;
    }
    d.filesRead = 1;
    return outcome();
  }

  let bytes: Uint8Array;
  try {
    bytes = task.entry
      ? await readZipEntry(task.file, task.entry, limits.inflateChunkBytes, onBytes, inflated)
      : await task.file.readAll();
  } catch (error) {
    if (!(error instanceof EntryReadError)) throw error;
    if (error.problem === 'unsafe') throw new ExportError('ZIP_UNSAFE');
    d.skip = error.problem;
    if (isHistoryLikeName(task.path)) d.brokenHistory = true;
    return outcome();
  }
  const parsed = parseJsonBytes(bytes);
  // Decoding and parsing one ~13 MB file is the longest stretch without news; on a slow phone it can
  // take half a second, so report (throttled) between it and building the rows.
  onBytes(task.size);
  if (!parsed.ok) {
    d.skip = parsed.reason;
    // A broken auxiliary file (UserAddress.json is Scala text) is harmless; a broken history file, or a
    // loose file the visitor chose on purpose, explains an empty result.
    if (parsed.reason !== 'not-json' && (task.loose || isHistoryLikeName(task.path))) d.brokenHistory = true;
    return outcome();
  }
  d.filesRead = 1;
  const kind = classifyJson(parsed.value);
  const records = Array.isArray(parsed.value) ? (parsed.value as unknown[]) : [];
  const table = new PlayTableBuilder(names);
  switch (kind) {
    case 'account-music':
      d.historyFile = d.accountPackage = true;
      addAccountMusicRows(records, table, d.rows, limits.maxPlayMs);
      break;
    case 'account-podcast':
    case 'account-audiobook':
      d.historyFile = d.accountPackage = true;
      countNonMusicRows(records, kind === 'account-podcast' ? 'podcast' : 'audiobook', d.rows);
      break;
    case 'extended':
      d.historyFile = d.extendedPackage = true;
      if (isVideoHistoryName(task.path)) countNonMusicRows(records, 'video', d.rows);
      else addExtendedRows(records, table, d.rows, limits.maxPlayMs);
      break;
    case 'library':
    case 'playlists':
    case 'follow':
    case 'search':
      d.accountData = true;
      d.auxiliary = { kind, value: parsed.value };
      break;
    case 'youtube':
      d.historyFile = true;
      addYouTubeRows(records, table, d.rows);
      break;
    case 'lastfm':
      d.historyFile = true;
      if (isLastfmFile(parsed.value)) addLastfmRows(parsed.value, table, d.rows);
      break;
    case 'empty-array':
      if (task.loose || isHistoryLikeName(task.path)) d.brokenHistory = true;
      break;
    case 'other':
      break;
  }
  if (table.count > 0) d.table = table.toChunk();
  return outcome();
}

const CSV_CHUNK_BYTES = 4 * 1024 * 1024;

/** Feeds one CSV file to the Apple Music reader in chunks, decoding as it goes (never one big string). */
async function streamCsv(
  task: Task,
  limits: ExportLimits,
  apple: AppleMusicCollector,
  onBytes: (n: number) => void,
  inflated: InflateBuffer,
): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const reader = apple.reader();
  if (task.entry) {
    // A zip entry is inflated whole (bounded by its declared size), then decoded piece by piece.
    // Inflating is the first half of the bar for this file, decoding and parsing the second.
    const half = (n: number) => onBytes(n / 2);
    const bytes = await readZipEntry(task.file, task.entry, limits.inflateChunkBytes, half, inflated);
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
