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

/**
 * Where a reader inflates the files it reads one after another: one array, grown to the largest file so far,
 * instead of a new one per file. A file's bytes live through its parse, long enough for the garbage collector
 * to move them to the old generation, where they stayed until a full collection, which a reader seldom runs
 * mid-import: a reader of several large files held several dead copies at once (docs/performance.md).
 */
export class InflateBuffer {
  private bytes = new Uint8Array(0);

  /** `size` bytes, overwriting what the last call returned: its reader must be done with those. */
  take(size: number): Uint8Array {
    if (this.bytes.length < size) this.bytes = new Uint8Array(size);
    return this.bytes.subarray(0, size);
  }
}

/**
 * The entry's bytes. With `into`, they are written into that buffer and stay valid only until its next use;
 * without it (a nested zip, read while its entries are), into an array of their own.
 */
export async function readZipEntry(
  file: RandomAccess,
  entry: ZipEntry,
  chunkBytes: number,
  onInflated?: (bytesSoFar: number) => void,
  into?: InflateBuffer,
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
  const out = into ? into.take(expected) : new Uint8Array(expected);
  if ((nativeInflate ??= hasNativeInflate())) return inflateNatively(compressed, out, chunkBytes, onInflated);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > expected) throw new EntryReadError('unsafe');
    out.set(chunk, written);
    written += chunk.length;
  });
  for (let offset = 0; offset < compressed.length || offset === 0; offset += chunkBytes) {
    const end = Math.min(offset + chunkBytes, compressed.length);
    try {
      inflater.push(compressed.subarray(offset, end), end >= compressed.length);
    } catch (error) {
      throw error instanceof EntryReadError ? error : new EntryReadError('damaged');
    }
    // Outside the try: a throw from the callback (the page cancelled) must pass through unchanged.
    onInflated?.(written);
    if (end >= compressed.length) break;
  }
  if (written !== expected) throw new EntryReadError('damaged');
  return out;
}

/**
 * The platform's own raw-deflate decoder (Chromium 103+, Firefox 113+, Safari 16.4+, and the Node we run): ~3x
 * faster than fflate's streaming Inflate, which regrows and copies its output buffer on every push. Input goes
 * in `chunkBytes` pieces and the output is checked after every piece, so a bomb is stopped as before.
 */
let nativeInflate: boolean | undefined;

function hasNativeInflate(): boolean {
  try {
    return typeof DecompressionStream === 'function' && !!new DecompressionStream('deflate-raw');
  } catch {
    return false;
  }
}

async function inflateNatively(
  compressed: Uint8Array,
  out: Uint8Array,
  chunkBytes: number,
  onInflated?: (bytesSoFar: number) => void,
): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let offset = 0; offset < compressed.length; offset += chunkBytes)
      await writer.write(compressed.subarray(offset, offset + chunkBytes) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })();
  feeding.catch(() => {}); // its failure surfaces through the reader
  const expected = out.length;
  let written = 0;
  const damaged = (): never => {
    throw new EntryReadError('damaged');
  };
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(damaged);
      if (done) break;
      if (written + value.length > expected) throw new EntryReadError('unsafe');
      out.set(value, written);
      written += value.length;
      onInflated?.(written); // may throw (the page cancelled): that passes through unchanged
    }
    await feeding.catch(damaged);
  } catch (error) {
    void reader.cancel().catch(() => {});
    throw error;
  }
  if (written !== expected) throw new EntryReadError('damaged');
  return out;
}
