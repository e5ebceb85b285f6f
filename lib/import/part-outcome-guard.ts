import { SKIP_REASONS } from '../export/export-data';
import type { RowCounters } from '../export/services/history-rows';
import type { PartTail } from '../export/merge-export';
import type { TableChunk } from '../export/plays/play-table';
import type { TaskOutcome } from '../export/read-task';
import type { NewNames } from '../export/plays/table-names';
import { isRecord } from '../guards';

/**
 * Guards for what a pool reader hands its lead (pool-protocol.ts): a file's outcome and a part's tail.
 * They arrive through a MessagePort as `unknown`; every id a chunk holds must index its reader's names up
 * to and including the ones it brings, so a malformed chunk is refused rather than merged into the wrong
 * names (that the names continue the reader's earlier ones is checked when merging: merge-export.ts).
 */
const AUXILIARY_KINDS: readonly string[] = ['library', 'playlists', 'follow', 'search'];
const COUNTER_KEYS = ['podcastRows', 'audiobookRows', 'videoRows', 'incognitoRows', 'invalidRows'] as const;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isRowCounters(value: unknown): value is RowCounters {
  return isRecord(value) && COUNTER_KEYS.every((k) => isCount(value[k]));
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((s) => typeof s === 'string');
}

/** Names a chunk brings: a start and a list of strings (table-names.ts). */
function isNewNames(value: unknown): value is NewNames {
  return isRecord(value) && isCount(value.from) && isStringList(value.added);
}

function namesEnd(names: NewNames): number {
  return names.from + names.added.length;
}

/** Every id in `ids[0..count)` is -1 (not recorded, where allowed) or indexes a list of `size`. */
function idsInRange(ids: Int32Array, count: number, size: number, allowNone: boolean): boolean {
  for (let i = 0; i < count; i++) {
    const id = ids[i] ?? -2;
    if (id >= size || id < (allowNone ? -1 : 0)) return false;
  }
  return true;
}

type TypedName = 'Float64Array' | 'Int32Array' | 'Int16Array' | 'Uint8Array';
interface Typed {
  Float64Array: Float64Array;
  Int32Array: Int32Array;
  Int16Array: Int16Array;
  Uint8Array: Uint8Array;
}

/**
 * A typed array of that kind with at least `rows` slots, by its tag rather than `instanceof`: an array
 * cloned into another realm (a test's sandbox, for one) is not an instance of this realm's constructor. A
 * clone is always a real one.
 */
function isColumn<K extends TypedName>(value: unknown, kind: K, rows: number): value is Typed[K] {
  return (
    ArrayBuffer.isView(value) &&
    Object.prototype.toString.call(value) === `[object ${kind}]` &&
    (value as Typed[K]).length >= rows
  );
}

export function isTableChunk(value: unknown): value is TableChunk {
  if (!isRecord(value) || !isCount(value.count)) return false;
  const n = value.count;
  const {
    end,
    ms,
    artist,
    title,
    album,
    platform,
    country,
    reasonStart,
    reasonEnd,
    flags,
    source,
    utcOffset,
  } = value;
  if (
    !isColumn(end, 'Float64Array', n) ||
    !isColumn(ms, 'Float64Array', n) ||
    !isColumn(artist, 'Int32Array', n) ||
    !isColumn(title, 'Int32Array', n) ||
    !isColumn(album, 'Int32Array', n) ||
    !isColumn(platform, 'Int32Array', n) ||
    !isColumn(country, 'Int32Array', n) ||
    !isColumn(reasonStart, 'Uint8Array', n) ||
    !isColumn(reasonEnd, 'Uint8Array', n) ||
    !isColumn(flags, 'Uint8Array', n) ||
    !isColumn(source, 'Uint8Array', n) ||
    !isColumn(utcOffset, 'Int16Array', n)
  )
    return false;
  const { names } = value;
  if (!isRecord(names)) return false;
  const { artists, titles, albums, platforms, countries } = names;
  if (
    !isNewNames(artists) ||
    !isNewNames(titles) ||
    !isNewNames(albums) ||
    !isNewNames(platforms) ||
    !isNewNames(countries)
  )
    return false;
  return (
    idsInRange(artist, n, namesEnd(artists), false) &&
    idsInRange(title, n, namesEnd(titles), false) &&
    idsInRange(album, n, namesEnd(albums), true) &&
    idsInRange(platform, n, namesEnd(platforms), true) &&
    idsInRange(country, n, namesEnd(countries), true)
  );
}

export function isTaskOutcome(value: unknown): value is TaskOutcome {
  if (!isRecord(value)) return false;
  const v = value;
  const aux = v.auxiliary;
  return (
    isCount(v.index) &&
    (v.filesRead === 0 || v.filesRead === 1) &&
    typeof v.historyFile === 'boolean' &&
    typeof v.accountPackage === 'boolean' &&
    typeof v.extendedPackage === 'boolean' &&
    typeof v.brokenHistory === 'boolean' &&
    typeof v.accountData === 'boolean' &&
    isRowCounters(v.rows) &&
    (v.skip === undefined ||
      (typeof v.skip === 'string' && (SKIP_REASONS as readonly string[]).includes(v.skip))) &&
    (aux === undefined ||
      (isRecord(aux) && typeof aux.kind === 'string' && AUXILIARY_KINDS.includes(aux.kind))) &&
    (v.table === undefined || isTableChunk(v.table))
  );
}

export function isPartTail(value: unknown): value is PartTail {
  return (
    isRecord(value) &&
    typeof value.hadPlayActivity === 'boolean' &&
    isRowCounters(value.rows) &&
    (value.table === undefined || isTableChunk(value.table))
  );
}

/** The buffers to transfer (not copy) with a chunk: each column owns its buffer. */
export function chunkBuffers(chunk: TableChunk | undefined): ArrayBuffer[] {
  if (!chunk) return [];
  const columns = [
    chunk.end,
    chunk.ms,
    chunk.artist,
    chunk.title,
    chunk.album,
    chunk.platform,
    chunk.country,
    chunk.reasonStart,
    chunk.reasonEnd,
    chunk.flags,
    chunk.source,
    chunk.utcOffset,
  ];
  return [...new Set(columns.map((c) => c.buffer as ArrayBuffer))];
}
