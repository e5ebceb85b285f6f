/** @jest-environment node */
/**
 * A reader inflates every file it reads into one InflateBuffer: each entry must come out exactly as it does
 * into an array of its own, whatever the buffer held before, and the declared size, not the buffer's, must
 * still bound what an entry may inflate to.
 */
import { RandomAccess, sourceFromBytes } from '@/lib/export/files/export-source';
import { EXPORT_LIMITS } from '@/lib/export/limits';
import { readZipDirectory } from '@/lib/export/files/zip-directory';
import { EntryReadError, InflateBuffer, readZipEntry } from '@/lib/export/files/zip-entry';
import { zipBomb } from '@/fixtures/hostile-exports';
import { textFile, zipFiles } from '@/fixtures/zip-writer';

const CHUNK = 64 * 1024;

async function entriesOf(name: string, bytes: Uint8Array) {
  const file = new RandomAccess(sourceFromBytes(name, bytes));
  return { file, entries: await readZipDirectory(file, EXPORT_LIMITS) };
}

/** `count` pieces of `seed` with a number each, so each entry's text is its own. */
const text = (count: number, seed: string) =>
  Array.from({ length: count }, (_, i) => `${seed}${i}`).join(',');

describe('InflateBuffer', () => {
  it('hands out views of one array, grown only for a larger size', () => {
    const buffer = new InflateBuffer();
    const first = buffer.take(100);
    expect(first.length).toBe(100);
    const smaller = buffer.take(40);
    expect(smaller.length).toBe(40);
    expect(smaller.buffer).toBe(first.buffer);
    const larger = buffer.take(200);
    expect(larger.length).toBe(200);
    expect(larger.buffer).not.toBe(first.buffer);
  });

  it('gives every entry of a zip the bytes an array of its own gets, large, small and large again', async () => {
    const zip = zipFiles([
      textFile('big.json', JSON.stringify({ a: text(60_000, 'abcdef') })),
      textFile('small.json', JSON.stringify([text(200, 'xyz')])),
      textFile('middle.json', JSON.stringify({ b: text(30_000, 'q-r-s') })),
    ]);
    const { file, entries } = await entriesOf('export.zip', zip);
    expect(entries.map((e) => e.method)).toEqual([8, 8, 8]); // deflated, so each is inflated
    const shared = new InflateBuffer();
    for (const entry of entries) {
      const own = await readZipEntry(file, entry, CHUNK);
      const reused = await readZipEntry(file, entry, CHUNK, undefined, shared);
      expect(reused.length).toBe(entry.uncompressedSize);
      expect(Buffer.from(reused).equals(Buffer.from(own))).toBe(true);
    }
  });

  it('refuses a bomb by its declared size even when the buffer is already larger', async () => {
    const bomb = zipBomb(8);
    const { file, entries } = await entriesOf(bomb.name, bomb.bytes);
    const [entry] = entries;
    if (!entry) throw new Error('no entry');
    const shared = new InflateBuffer();
    shared.take(16 * 1024 * 1024);
    await expect(readZipEntry(file, entry, CHUNK, undefined, shared)).rejects.toEqual(
      new EntryReadError('unsafe'),
    );
  });
});
