/** @jest-environment node */
/**
 * Without DecompressionStream the reader takes its fflate fallback (older browsers): an export must still
 * read, and a zip bomb must still be stopped. The other export tests cover the native path. The reader
 * looks for the platform decoder on its first zip, so removing it before any read is enough.
 */
import { ExportError } from '@/lib/export/export-error';
import { readExport } from '@/lib/export/read-export';
import { extendedExportZip } from '@/fixtures/spotify-export';
import { zipBomb } from '@/fixtures/hostile-exports';

const scope = globalThis as { DecompressionStream?: unknown };
const platformDecoder = scope.DecompressionStream;
beforeAll(() => {
  delete scope.DecompressionStream;
});
afterAll(() => {
  scope.DecompressionStream = platformDecoder;
});

describe('zip reading without DecompressionStream (fflate fallback)', () => {
  it('reads an extended-history export', async () => {
    const data = await readExport([extendedExportZip({ plays: 1500 })]);
    expect(data.summary.musicRows).toBeGreaterThan(1000);
    expect(data.summary.historyFiles).toBeGreaterThan(0);
  });

  it('stops a zip bomb', async () => {
    await expect(readExport([zipBomb()])).rejects.toMatchObject({ code: 'ZIP_UNSAFE' });
    await expect(readExport([zipBomb()])).rejects.toBeInstanceOf(ExportError);
  });
});
