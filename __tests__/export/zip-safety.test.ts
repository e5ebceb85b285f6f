/** @jest-environment node */
import { ExportError } from '@/lib/export/export-error';
import { RandomAccess, sourceFromBytes } from '@/lib/export/files/export-source';
import { EXPORT_LIMITS } from '@/lib/export/limits';
import { readZipDirectory } from '@/lib/export/files/zip-directory';
import { EntryReadError, readZipEntry } from '@/lib/export/files/zip-entry';
import { readExport } from '@/lib/export/read-export';
import {
  deeplyNestedJson,
  hugeCentralDirectoryZip,
  hugeDeclaredSizeZip,
  manyEntriesZip,
  traversalNamesZip,
  zipBomb,
} from '@/fixtures/hostile-exports';
import { extendedExportZip, looseExportFiles } from '@/fixtures/spotify-export';
import { textFile } from '@/fixtures/zip-writer';

// Builds and reads multi-megabyte synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(30_000);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExportError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('hostile zips and files', () => {
  it('refuses a zip bomb (32 MB that claims 1 KB)', async () => {
    expect(await codeOf(readExport([zipBomb(32)]))).toBe('ZIP_UNSAFE');
  });

  it('stops inflating at the first chunk that passes the declared size', async () => {
    const bomb = zipBomb(8);
    const file = new RandomAccess(sourceFromBytes(bomb.name, bomb.bytes));
    const [entry] = await readZipDirectory(file, EXPORT_LIMITS);
    if (!entry) throw new Error('no entry');
    expect(entry.uncompressedSize).toBe(1024);
    const chunk = 256;
    const progress = jest.fn();
    await expect(readZipEntry(file, entry, chunk, progress)).rejects.toEqual(new EntryReadError('unsafe'));
    // Thousands of input chunks remain unread; at most the first one inflated.
    expect(entry.compressedSize / chunk).toBeGreaterThan(10);
    expect(progress.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('enforces the total decompressed budget before inflating anything', async () => {
    const zip = extendedExportZip({ plays: 2000, recordsPerFile: 500 });
    expect(await codeOf(readExport([zip], { limits: { maxTotalUncompressedBytes: 200_000 } }))).toBe(
      'ZIP_UNSAFE',
    );
  });

  it('refuses a zip of 10,000 entries', async () => {
    expect(await codeOf(readExport([manyEntriesZip(10_000)]))).toBe('ZIP_UNSAFE');
  });

  it('refuses a central directory that claims 4 GB', async () => {
    expect(await codeOf(readExport([hugeCentralDirectoryZip()]))).toBe('ZIP_UNSAFE');
  });

  it('skips an entry that claims ~4 GB uncompressed, and says the file is too large', async () => {
    expect(await codeOf(readExport([hugeDeclaredSizeZip()]))).toBe('FILE_TOO_LARGE');
  });

  it('reads entries named with ../ or absolute paths by base name (nothing is ever written)', async () => {
    const files = looseExportFiles({ plays: 700, videoRows: 0 });
    const { summary } = await readExport([traversalNamesZip(files)]);
    expect(summary.musicRows).toBeGreaterThan(0);
    expect(summary.filesSkipped).toBe(0);
  });

  it('survives JSON nested 200,000 levels deep', async () => {
    expect(['NOT_AN_EXPORT', 'EMPTY_OR_TRUNCATED']).toContain(await codeOf(readExport([deeplyNestedJson()])));
  });

  it('survives an object {"a":{"a":…}} nested 100,000 levels deep as a history file', async () => {
    const file = textFile(
      'Streaming_History_Audio_2024_0.json',
      '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
    );
    expect(['NOT_AN_EXPORT', 'EMPTY_OR_TRUNCATED']).toContain(await codeOf(readExport([file])));
  });

  it('refuses a "zip" over the zip size limit by its size, without reading it whole', async () => {
    const read = jest.fn(async () => new Uint8Array(0));
    const readRange = jest.fn(async () => new TextEncoder().encode('PK\u0003\u0004'));
    const huge = { name: 'my_spotify_data.zip', size: 600 * 1024 * 1024, read, readRange };
    expect(huge.size).toBeGreaterThan(EXPORT_LIMITS.maxZipBytes);
    expect(await codeOf(readExport([huge]))).toBe('FILE_TOO_LARGE');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('ZIP64 records', () => {
  /** One stored entry whose sizes live only in ZIP64 extra fields, with a ZIP64 end record. */
  function zip64(name: string, content: Uint8Array): Uint8Array {
    const nameBytes = new TextEncoder().encode(name);
    const parts: Uint8Array[] = [];
    const make = (size: number, fill: (v: DataView) => void) => {
      const b = new Uint8Array(size);
      fill(new DataView(b.buffer));
      parts.push(b);
      return b;
    };
    make(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 45, true);
      v.setUint16(26, nameBytes.length, true);
    });
    parts.push(nameBytes, content);
    const cdStart = 30 + nameBytes.length + content.length;
    make(46, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 45, true);
      v.setUint16(6, 45, true);
      v.setUint32(20, 0xffffffff, true);
      v.setUint32(24, 0xffffffff, true);
      v.setUint16(28, nameBytes.length, true);
      v.setUint16(30, 20, true);
    });
    parts.push(nameBytes);
    make(20, (v) => {
      v.setUint16(0, 0x0001, true);
      v.setUint16(2, 16, true);
      v.setUint32(4, content.length, true); // uncompressed
      v.setUint32(12, content.length, true); // compressed
    });
    const cdSize = 46 + nameBytes.length + 20;
    const zip64EndAt = cdStart + cdSize;
    make(56, (v) => {
      v.setUint32(0, 0x06064b50, true);
      v.setUint32(4, 44, true);
      v.setUint32(32, 1, true);
      v.setUint32(40, cdSize, true);
      v.setUint32(48, cdStart, true);
    });
    make(20, (v) => {
      v.setUint32(0, 0x07064b50, true);
      v.setUint32(8, zip64EndAt, true);
      v.setUint32(16, 1, true);
    });
    make(22, (v) => {
      v.setUint32(0, 0x06054b50, true);
      v.setUint16(8, 0xffff, true);
      v.setUint16(10, 0xffff, true);
      v.setUint32(12, 0xffffffff, true);
      v.setUint32(16, 0xffffffff, true);
    });
    const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  it('reads sizes and offsets from ZIP64 extra fields', async () => {
    const [history] = looseExportFiles({ plays: 400, videoRows: 0, duplicates: 0 });
    if (!history) throw new Error('no file');
    const { summary } = await readExport([{ name: 'zip64.zip', bytes: zip64(history.name, history.bytes) }]);
    expect(summary.musicRows).toBeGreaterThan(300);
  });
});
