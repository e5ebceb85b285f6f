/** @jest-environment node */
import { zipSync } from 'fflate';
import { englishErrorText } from '@/scripts/english/english-errors';
import { ExportError, type ExportErrorCode } from '@/lib/export/export-error';
import { sourceFromBlob, type ExportInput } from '@/lib/export/files/export-source';
import type { ImportProgress } from '@/lib/export/progress';
import { readExport } from '@/lib/export/read-export';
import {
  accountExportFiles,
  accountExportZip,
  accountWithoutHistoryZip,
  emptyHistoryFile,
  endsongExportZip,
  extendedExportZip,
  legacyAccountZip,
  looseExportFiles,
  notAnExportFile,
  podcastsOnlyZip,
  renamedExportZip,
  technicalLogZip,
  truncatedHistoryFile,
  unrelatedZip,
  withBom,
} from '@/fixtures/spotify-export';
import { zipFiles } from '@/fixtures/zip-writer';

// Builds and reads multi-megabyte synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(30_000);

async function failureOf(inputs: readonly ExportInput[]): Promise<ExportError> {
  try {
    await readExport(inputs);
  } catch (error) {
    if (error instanceof ExportError) return error;
    throw error;
  }
  throw new Error('expected the import to fail');
}

async function expectCode(inputs: readonly ExportInput[], code: ExportErrorCode): Promise<ExportError> {
  const error = await failureOf(inputs);
  expect(error.code).toBe(code);
  expect(englishErrorText(error).length).toBeGreaterThan(40);
  return error;
}

function isSorted(values: Float64Array): boolean {
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) < (values[i - 1] ?? 0)) return false;
  return true;
}

describe('readExport: every generation', () => {
  it('reads a current account-data zip: music kept, podcasts and audiobooks excluded, broken extras skipped', async () => {
    const { plays, summary, auxiliary } = await readExport([accountExportZip({ plays: 2500, seed: 2 })]);
    expect(summary.packages).toEqual({ account: true, extended: false });
    expect(summary.historyFiles).toBe(3); // music, podcast, audiobook
    expect(summary.podcastRowsExcluded).toBeGreaterThan(0);
    expect(summary.audiobookRowsExcluded).toBeGreaterThan(0);
    expect(summary.musicRows).toBe(plays.count);
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        { name: 'Spotify Account Data/UserAddress.json', reason: 'not-json' },
        { name: 'Spotify Account Data/UserPrompts.json', reason: 'invalid-json' },
        { name: 'Spotify Account Data/Read_Me_First.pdf', reason: 'not-json' },
      ]),
    );
    expect(auxiliary.follow).toEqual({ followers: 85, following: 140 });
    expect(auxiliary.playlists?.withTenOrMore).toBe(2);
    expect(auxiliary.library?.savedTracks).toBeGreaterThan(0);
    expect(auxiliary.searchTimes?.length).toBeGreaterThan(0);
    expect(isSorted(plays.end)).toBe(true);
    // Account rows carry no platform, album or reasons.
    expect(plays.album.every((a) => a === -1)).toBe(true);
    expect(plays.platform.every((p) => p === 0)).toBe(true);
  });

  it('splits account history at 10,000 rows per file, like Spotify', () => {
    const names = [...accountExportFiles({ plays: 25_000, days: 300 })].map((f) => f.name);
    expect(names.filter((n) => /StreamingHistory_music_\d+\.json$/.test(n))).toEqual([
      'Spotify Account Data/StreamingHistory_music_0.json',
      'Spotify Account Data/StreamingHistory_music_1.json',
      'Spotify Account Data/StreamingHistory_music_2.json',
    ]);
  });

  it('reads a legacy MyData/StreamingHistoryN.json account export with 2020-style extras', async () => {
    const { summary, auxiliary, plays } = await readExport([legacyAccountZip({ plays: 1200 })]);
    expect(summary.packages.account).toBe(true);
    expect(summary.musicRows).toBe(1200);
    expect(plays.count).toBe(1200);
    expect(auxiliary.follow).toEqual({ followers: 85, following: 140 });
  });

  it('reads a 2024+ extended zip: duplicates removed, video and podcasts excluded', async () => {
    const { summary, plays } = await readExport([
      extendedExportZip({
        plays: 3000,
        duplicates: 12,
        videoRows: 7,
        podcastShare: 0.02,
        recordsPerFile: 1000,
      }),
    ]);
    expect(summary.packages).toEqual({ account: false, extended: true });
    expect(summary.duplicatesRemoved).toBe(12);
    expect(summary.videoRowsExcluded).toBe(7);
    expect(summary.podcastRowsExcluded).toBeGreaterThan(0);
    expect(summary.musicRows + summary.podcastRowsExcluded).toBe(3000);
    expect(summary.historyFiles).toBe(5); // 3,012 rows in 4 audio files + 1 video file
    expect(isSorted(plays.end)).toBe(true);
    expect(plays.album.some((a) => a >= 0)).toBe(true);
  });

  it('reads legacy endsong_N.json files (compact, shuffled across files) into time order', async () => {
    const zip = endsongExportZip({ plays: 2000, recordsPerFile: 300 });
    const { summary, plays } = await readExport([zip]);
    expect(summary.historyFiles).toBe(7);
    expect(summary.musicRows + summary.podcastRowsExcluded).toBe(2000);
    expect(isSorted(plays.end)).toBe(true);
  });

  it('reads the same plays from a zip, a renamed zip without a top folder, and loose files', async () => {
    const options = { plays: 1500, seed: 9 };
    const fromZip = await readExport([extendedExportZip(options)]);
    const fromRenamed = await readExport([renamedExportZip(options)]);
    const fromLoose = await readExport(looseExportFiles(options));
    expect(fromRenamed.plays).toEqual(fromZip.plays);
    expect(fromLoose.plays).toEqual(fromZip.plays);
    // __MACOSX/ litter is ignored, not reported as a skipped file.
    expect(fromRenamed.summary.filesSkipped).toBe(0);
  });

  it('accepts a BOM-prefixed history file', async () => {
    const [first, ...rest] = looseExportFiles({ plays: 800 });
    if (!first) throw new Error('no files');
    const { summary } = await readExport([withBom(first), ...rest]);
    expect(summary.filesSkipped).toBe(0);
    expect(summary.musicRows).toBeGreaterThan(0);
  });

  it('is idempotent: the same export twice gives the same plays', async () => {
    const zip = extendedExportZip({ plays: 900, duplicates: 0 });
    const once = await readExport([zip]);
    const twice = await readExport([zip, zip]);
    expect(twice.plays).toEqual(once.plays);
    expect(twice.summary.duplicatesRemoved).toBe(once.plays.count);
  });

  it('lets extended history supersede the account rows it covers', async () => {
    const options = { plays: 1500, seed: 5, podcastShare: 0.01, audiobookShare: 0 };
    const extended = await readExport([extendedExportZip(options)]);
    const both = await readExport([accountExportZip(options), extendedExportZip(options)]);
    expect(both.plays.count).toBe(extended.plays.count);
    expect(both.summary.supersededAccountRows).toBeGreaterThan(0);
  });

  it('reads File/Blob inputs lazily by range, never as one whole read', async () => {
    const zip = extendedExportZip({ plays: 600 });
    const blob = new Blob([new Uint8Array(zip.bytes)]);
    const source = sourceFromBlob(Object.assign(blob, { name: zip.name }));
    const wholeRead = jest.fn(source.read);
    const data = await readExport([{ ...source, read: wholeRead }]);
    expect(data.plays.count).toBeGreaterThan(0);
    expect(wholeRead).not.toHaveBeenCalled();
  });

  it('reads a source without ranges once per file (zip or loose), and still parses it', async () => {
    const zip = extendedExportZip({ plays: 600, recordsPerFile: 200 });
    const [loose] = looseExportFiles({ plays: 400, videoRows: 0 });
    if (!loose) throw new Error('no file');
    const plain = (f: { name: string; bytes: Uint8Array }) => ({
      name: f.name,
      size: f.bytes.length,
      read: jest.fn(async () => f.bytes),
    });
    const zipSource = plain(zip);
    const looseSource = plain(loose);
    const data = await readExport([zipSource, looseSource]);
    expect(data.summary.historyFiles).toBeGreaterThan(3);
    expect(zipSource.read).toHaveBeenCalledTimes(1);
    expect(looseSource.read).toHaveBeenCalledTimes(1);
  });

  it('reports progress: reading, then parsing file k of n, percent never decreasing', async () => {
    const events: ImportProgress[] = [];
    const zip = extendedExportZip({
      plays: 3000,
      recordsPerFile: 1000,
      duplicates: 0,
      videoRows: 0,
      podcastShare: 0,
    });
    await readExport([zip], { onProgress: (p) => events.push(p) });
    expect(events[0]?.stage).toBe('reading');
    const parsing = events.filter((e) => e.stage === 'parsing' && e.fileIndex !== undefined);
    expect(parsing.map((e) => e.fileIndex)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(parsing.every((e) => e.fileCount === 3)).toBe(true);
    const percents = events.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(90);
  });

  it('keeps reporting while it puts the plays in order, after the last file', async () => {
    const events: ImportProgress[] = [];
    await readExport([extendedExportZip({ plays: 2000, recordsPerFile: 1000 })], {
      onProgress: (p) => events.push(p),
    });
    const lastFile = events.findLastIndex((e) => e.fileIndex !== undefined);
    const ordering = events.slice(lastFile + 1).map((e) => e.percent);
    expect(ordering).toEqual([87, 88, 89, 90]);
  });
});

describe('readExport: bad inputs fail with a stable code and a plain message', () => {
  it('no files', async () => {
    await expectCode([], 'NO_FILES');
  });

  it('too many files', async () => {
    const files = Array.from({ length: 501 }, (_, i) => ({
      name: `f${i}.json`,
      bytes: new Uint8Array([0x5b, 0x5d]),
    }));
    await expectCode(files, 'TOO_MANY_FILES');
  });

  it('not a zip or JSON', async () => {
    await expectCode([notAnExportFile()], 'NOT_AN_EXPORT');
  });

  it('a zip of unrelated files', async () => {
    await expectCode([unrelatedZip()], 'NOT_AN_EXPORT');
  });

  it('account data without any streaming history', async () => {
    const error = await expectCode([accountWithoutHistoryZip()], 'NO_HISTORY');
    expect(englishErrorText(error)).toMatch(/Extended streaming history/);
  });

  it('the technical-log package names the package to request instead', async () => {
    const error = await expectCode([technicalLogZip()], 'TECHNICAL_LOG');
    expect(englishErrorText(error)).toMatch(/Technical log information/);
    expect(englishErrorText(error)).toMatch(/Extended streaming history/);
  });

  it('podcasts and audiobooks only', async () => {
    await expectCode([podcastsOnlyZip()], 'ONLY_PODCASTS');
  });

  it('video only', async () => {
    const [video] = looseExportFiles({ plays: 50, videoRows: 7, recordsPerFile: 1000 }).filter((f) =>
      /Video/.test(f.name),
    );
    if (!video) throw new Error('no video file');
    await expectCode([video], 'ONLY_PODCASTS');
  });

  it('an empty history file', async () => {
    await expectCode([emptyHistoryFile()], 'EMPTY_OR_TRUNCATED');
  });

  it('a truncated history file', async () => {
    await expectCode([truncatedHistoryFile()], 'EMPTY_OR_TRUNCATED');
  });

  it('a truncated history file inside an otherwise fine account zip', async () => {
    const files = [...accountExportFiles({ plays: 600 })].map((f) =>
      /StreamingHistory_music_0/.test(f.name) ? { name: f.name, bytes: f.bytes.subarray(0, 1000) } : f,
    );
    await expectCode([{ name: 'my_spotify_data.zip', bytes: zipFiles(files) }], 'EMPTY_OR_TRUNCATED');
  });

  it('an empty history array', async () => {
    await expectCode(
      [{ name: 'StreamingHistory_music_0.json', bytes: new TextEncoder().encode('[ ]') }],
      'EMPTY_OR_TRUNCATED',
    );
  });

  it('a damaged zip (cut off before its directory)', async () => {
    const zip = extendedExportZip({ plays: 300 });
    await expectCode(
      [{ name: zip.name, bytes: zip.bytes.subarray(0, zip.bytes.length - 200) }],
      'ZIP_DAMAGED',
    );
  });

  it('an encrypted zip entry', async () => {
    const zip = zipSync({ 'StreamingHistory_music_0.json': new TextEncoder().encode('[]') });
    const bytes = zip.slice();
    const view = new DataView(bytes.buffer);
    let eocd = bytes.length - 22;
    while (view.getUint32(eocd, true) !== 0x06054b50) eocd--;
    const cd = view.getUint32(eocd + 16, true);
    view.setUint16(cd + 8, view.getUint16(cd + 8, true) | 1, true); // "encrypted" flag
    await expectCode([{ name: 'locked.zip', bytes }], 'ZIP_UNSUPPORTED');
  });

  it('a file over the size limit is refused by its size, before any byte is read', async () => {
    const read = jest.fn(async () => new Uint8Array(0));
    const readRange = jest.fn(async () => new TextEncoder().encode('[{"garbage": true}'));
    const huge = { name: 'Streaming_History_Audio_2024_0.json', size: 300 * 1024 * 1024, read, readRange };
    await expectCode([huge], 'FILE_TOO_LARGE');
    expect(read).not.toHaveBeenCalled();
  });
});
