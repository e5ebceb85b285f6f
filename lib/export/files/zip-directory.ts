import { ExportError } from '../export-error';
import type { ExportLimits } from '../limits';
import type { RandomAccess } from './export-source';

/**
 * Reads a zip's central directory (the table of contents at its end) without touching any entry's data,
 * so entries can then be inflated one at a time. Supports ZIP64 records; refuses multi-disk archives.
 */
export interface ZipEntry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA_ID = 0x0001;

let nameDecoder: TextDecoder | undefined;

export function u16(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}

export function u32(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;
}

/** Little-endian 64-bit as a number; values past 2^53 become Infinity so every limit refuses them. */
function u64(b: Uint8Array, i: number): number {
  const high = u32(b, i + 4);
  return high >= 0x200000 ? Infinity : high * 0x100000000 + u32(b, i);
}

const damaged = () => new ExportError('ZIP_DAMAGED');
const unsafe = () => new ExportError('ZIP_UNSAFE');

export function hasZipSignature(head: Uint8Array): boolean {
  // "PK\3\4" starts an ordinary zip, "PK\5\6" an empty one.
  return (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
  );
}

export async function readZipDirectory(file: RandomAccess, limits: ExportLimits): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, file.size - (EOCD_MIN + MAX_COMMENT));
  const tail = await file.range(tailStart, file.size);
  let at = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (u32(tail, i) === EOCD_SIGNATURE) {
      at = i;
      break;
    }
  }
  if (at < 0) throw damaged();
  const eocdOffset = tailStart + at;
  if (u16(tail, at + 4) !== 0 || u16(tail, at + 6) !== 0) throw new ExportError('ZIP_UNSUPPORTED'); // split archive

  let count = u16(tail, at + 10);
  let cdSize = u32(tail, at + 12);
  let cdOffset = u32(tail, at + 16);
  let recordsEnd = eocdOffset;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const locator = await file.range(eocdOffset - 20, eocdOffset);
    if (locator.length === 20 && u32(locator, 0) === ZIP64_LOCATOR_SIGNATURE) {
      const zip64Offset = u64(locator, 8);
      if (!(zip64Offset + 56 <= eocdOffset)) throw damaged();
      const record = await file.range(zip64Offset, zip64Offset + 56);
      if (u32(record, 0) !== ZIP64_EOCD_SIGNATURE) throw damaged();
      count = u64(record, 32);
      cdSize = u64(record, 40);
      cdOffset = u64(record, 48);
      recordsEnd = zip64Offset;
    }
  }
  if (count > limits.maxZipEntries || cdSize > limits.maxCentralDirectoryBytes) throw unsafe();
  if (count === 0) return [];
  // Some tools prepend bytes (self-extracting stubs); offsets are then shifted by the same amount.
  const shift = recordsEnd - (cdOffset + cdSize);
  if (shift < 0 || !Number.isFinite(shift)) throw damaged();
  const cd = await file.range(cdOffset + shift, cdOffset + shift + cdSize);
  if (cd.length !== cdSize) throw damaged();

  const entries: ZipEntry[] = [];
  let p = 0;
  while (p + 46 <= cd.length && u32(cd, p) === CENTRAL_HEADER_SIGNATURE) {
    if (entries.length >= limits.maxZipEntries) throw unsafe();
    const flags = u16(cd, p + 8);
    const method = u16(cd, p + 10);
    let compressedSize = u32(cd, p + 20);
    let uncompressedSize = u32(cd, p + 24);
    const nameLength = u16(cd, p + 28);
    const extraLength = u16(cd, p + 30);
    const commentLength = u16(cd, p + 32);
    let localHeaderOffset = u32(cd, p + 42);
    const nameStart = p + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > cd.length) throw damaged();
    if (
      uncompressedSize === 0xffffffff ||
      compressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      // ZIP64 extra field: only the fields whose 32-bit slot is saturated are present, in this order.
      for (let e = extraStart; e + 4 <= extraStart + extraLength;) {
        const id = u16(cd, e);
        const size = u16(cd, e + 2);
        if (id === ZIP64_EXTRA_ID) {
          let f = e + 4;
          if (uncompressedSize === 0xffffffff) {
            uncompressedSize = u64(cd, f);
            f += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = u64(cd, f);
            f += 8;
          }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(cd, f);
          break;
        }
        e += 4 + size;
      }
    }
    entries.push({
      name: (nameDecoder ??= new TextDecoder('utf-8')).decode(cd.subarray(nameStart, extraStart)),
      flags,
      method,
      compressedSize,
      uncompressedSize,
      localHeaderOffset: localHeaderOffset + shift,
    });
    p = next;
  }
  if (entries.length === 0) throw damaged();
  return entries;
}
