import { Inflate } from 'fflate';
import type { RandomAccess } from './export-source';
import { u16, u32, type ZipEntry } from './zip-directory';

/**
 * Decompresses one zip entry. The output may never exceed the size the central directory declared (which the
 * caller has already checked against the limits), and that is enforced while inflating, chunk by chunk: a
 * zip bomb that declares 1 KB and inflates to gigabytes is stopped after at most one chunk's worth of output.
 */
/** 'unsafe': the entry inflates past its declared size (a zip bomb, or a lie we will not follow). */
export type EntryProblem = 'damaged' | 'unsupported' | 'unsafe';

export class EntryReadError extends Error {
  constructor(readonly problem: EntryProblem) {
    super(problem);
  }
}

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;

export function entryProblemBeforeReading(entry: ZipEntry): 'unsupported' | undefined {
  if (entry.flags & ENCRYPTED_FLAG) return 'unsupported';
  if (entry.method !== STORED && entry.method !== DEFLATED) return 'unsupported';
  return undefined;
}

export async function readZipEntry(
  file: RandomAccess,
  entry: ZipEntry,
  chunkBytes: number,
  onInflated?: (bytesSoFar: number) => void,
): Promise<Uint8Array> {
  const problem = entryProblemBeforeReading(entry);
  if (problem) throw new EntryReadError(problem);
  const header = await file.range(entry.localHeaderOffset, entry.localHeaderOffset + 30);
  if (header.length < 30 || u32(header, 0) !== LOCAL_HEADER_SIGNATURE) throw new EntryReadError('damaged');
  const dataStart = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28);
  if (dataStart + entry.compressedSize > file.size) throw new EntryReadError('damaged');
  const compressed = await file.range(dataStart, dataStart + entry.compressedSize);

  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new EntryReadError('damaged');
    return compressed;
  }

  const expected = entry.uncompressedSize;
  const out = new Uint8Array(expected);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > expected) throw new EntryReadError('unsafe');
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let offset = 0; offset < compressed.length || offset === 0; offset += chunkBytes) {
      const end = Math.min(offset + chunkBytes, compressed.length);
      inflater.push(compressed.subarray(offset, end), end >= compressed.length);
      onInflated?.(written);
      if (end >= compressed.length) break;
    }
  } catch (error) {
    throw error instanceof EntryReadError ? error : new EntryReadError('damaged');
  }
  if (written !== expected) throw new EntryReadError('damaged');
  return out;
}
