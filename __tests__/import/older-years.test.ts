/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { englishErrorText } from '@/scripts/english/english-errors';
import { ExportError } from '@/lib/export/export-error';
import type { ExportInput } from '@/lib/export/files/export-source';
import type { ImportProgress } from '@/lib/export/progress';
import { readExport, readExportPart, type PartReader } from '@/lib/export/read-export';
import { importExport } from '@/lib/import/run-import';
import { scoreExport } from '@/lib/scoring/score-export';
import { zipBomb } from '@/fixtures/hostile-exports';
import {
  accountExportFiles,
  extendedExportFiles,
  extendedExportZip,
  type FixtureFile,
} from '@/fixtures/spotify-export';
import { textFile } from '@/fixtures/zip-writer';

/**
 * A long history is read as the years the result reads (lib/export/needed-years.ts): the newest files
 * first, older years left unread once they cannot change the result. The result must be exactly the one a
 * full read gives; these compare the two on multi-year synthetic histories.
 */
// Two imports of a ten-year history per test; generous under a loaded machine or a parallel full-suite run.
jest.setTimeout(400_000);

const TIME_ZONE = 'Europe/Berlin';

/** Ten years, 1,500 records a file: about three files a year, named with their years as Spotify does. */
function tenYears(options: { end?: string; seed?: number; plays?: number } = {}) {
  return {
    plays: options.plays ?? 36_000,
    days: 3650,
    recordsPerFile: 1500,
    seed: options.seed ?? 7,
    ...options,
  };
}

/** The whole history, read and scored as before (no `keepFrom`: every file). */
async function fullRead(inputs: readonly ExportInput[]) {
  const data = await readExport(inputs);
  return { ...scoreExport(data, { words: EN_WORDS, timeZone: TIME_ZONE }), summary: data.summary };
}

/** Readers run here, in this process: what the pool's readers do, without workers. */
function inProcessParts(inputs: readonly ExportInput[], count: number, read: number[][] = []): PartReader[] {
  return Array.from({ length: count }, () => async (part, sink, _plan, take) => {
    const mine: number[] = (read[part] = []);
    await readExportPart(inputs, sink, async () => {
      // Let the other part run between files, so the two really interleave.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const index = await take();
      if (index !== null) mine.push(index);
      return index;
    });
  });
}

function expectSameResult(
  fast: Awaited<ReturnType<typeof importExport>>,
  full: Awaited<ReturnType<typeof fullRead>>,
): void {
  expect(fast.result).toEqual(full.result);
  expect(fast.breakdown).toEqual(full.breakdown);
  expect(fast.numbers).toEqual(full.numbers);
}

describe('a long history is read as the years the result reads', () => {
  it('ten years: the same flavour, scores, evidence and numbers as the full read, from the newest years only', async () => {
    const zip = extendedExportZip(tenYears());
    const progress: ImportProgress[] = [];
    const fast = await importExport([zip], {
      words: EN_WORDS,
      timeZone: TIME_ZONE,
      onProgress: (p) => progress.push(p),
    });
    const full = await fullRead([zip]);
    expectSameResult(fast, full);

    const older = fast.summary.olderYears;
    expect(older).toBeDefined();
    // The newest play is in mid 2025: the window and its look-back reach back into 2024 only, but the file
    // that holds the turn of the year is named 2023-2024 and read whole, so its plays from 2023 count as read.
    expect(older?.yearsRead).toEqual({ from: 2023, to: 2025 });
    expect(fast.summary.filesRead + (older?.filesNotNeeded ?? 0)).toBe(full.summary.filesRead);
    expect(fast.summary.filesRead).toBeLessThan(full.summary.filesRead / 3);
    expect(full.summary.olderYears).toBeUndefined();
    // The progress says so from the decision on, up to the end.
    const said = progress.filter((p) => p.yearsRead);
    expect(said.length).toBeGreaterThan(0);
    expect(said.every((p) => p.yearsRead?.from === 2023 && p.yearsRead.to === 2025)).toBe(true);
    expect(progress[progress.length - 1]?.yearsRead).toEqual({ from: 2023, to: 2025 });
    // The bar still only moves forward, and reaches the end.
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]?.percent).toBeGreaterThanOrEqual(progress[i - 1]?.percent ?? 0);
    expect(progress[progress.length - 1]?.percent).toBe(100);
  });

  it('a newest play in January: the year before last is read too, and the result is still the same', async () => {
    const zip = extendedExportZip(tenYears({ end: '2025-01-12T21:00:00Z', seed: 11 }));
    const fast = await importExport([zip], { words: EN_WORDS, timeZone: TIME_ZONE });
    const full = await fullRead([zip]);
    expectSameResult(fast, full);
    // The window reaches back into December 2023, so 2023's files are read (one of them named 2022-2023).
    expect(fast.summary.olderYears?.yearsRead).toEqual({ from: 2022, to: 2025 });
    expect(fast.summary.filesRead).toBeLessThan(full.summary.filesRead / 2);
  });

  it('a pool of two readers leaves the same files unread and gives the same result and summary', async () => {
    const zip = extendedExportZip(tenYears({ seed: 5 }));
    const single = await importExport([zip], { words: EN_WORDS, timeZone: TIME_ZONE });
    const read: number[][] = [];
    const pooled = await importExport([zip], {
      words: EN_WORDS,
      timeZone: TIME_ZONE,
      parts: inProcessParts([zip], 2, read),
    });
    expect(pooled.result).toEqual(single.result);
    expect(pooled.breakdown).toEqual(single.breakdown);
    expect(pooled.summary).toEqual(single.summary);
    // Both readers worked, each in increasing order.
    expect(read.every((r) => r.length > 0 && r.every((v, i) => i === 0 || v > (r[i - 1] ?? -1)))).toBe(true);
    expect(read.flat().length).toBe(single.summary.filesRead);
  });

  it('loose files and newer account data: the account data is read, older years are not, same result', async () => {
    const history = [...extendedExportFiles(tenYears({ seed: 3 }), '')];
    // An account-data download a few months after the extended one: its newest plays come later.
    const account = [...accountExportFiles({ plays: 4000, days: 200, end: '2025-10-30T20:00:00Z', seed: 4 })];
    const inputs: FixtureFile[] = [...history, ...account];
    const fast = await importExport(inputs, { words: EN_WORDS, timeZone: TIME_ZONE });
    const full = await fullRead(inputs);
    expectSameResult(fast, full);
    expect(fast.summary.olderYears?.yearsRead.to).toBe(2025);
    expect(fast.summary.supersededAccountRows).toBe(full.summary.supersededAccountRows);
  });

  it('a thin newest year: the year read moves back, and so do the years read', async () => {
    // Ten years of extended history up to mid 2023, then a few plays in 2025 from an account download.
    const history = [...extendedExportFiles(tenYears({ end: '2023-06-30T20:00:00Z', seed: 23 }), '')];
    const account = [...accountExportFiles({ plays: 60, days: 20, end: '2025-05-30T20:00:00Z', seed: 24 })];
    const inputs: FixtureFile[] = [...history, ...account];
    const fast = await importExport(inputs, { words: EN_WORDS, timeZone: TIME_ZONE });
    const full = await fullRead(inputs);
    expectSameResult(fast, full);
    expect(fast.summary.olderYears?.yearsRead.to).toBe(2025);
    expect(fast.summary.olderYears?.yearsRead.from).toBeLessThanOrEqual(2022);
    expect(fast.summary.olderYears?.filesNotNeeded).toBeGreaterThan(0);
  });

  it('names that do not match their plays: every file is read', async () => {
    // The files' years shifted by five: the names cannot be trusted, so nothing may be left unread.
    const files = [...extendedExportFiles(tenYears({ seed: 9 }), '')].map((f) => ({
      name: f.name.replace(/_(\d{4})(?:-(\d{4}))?_/, (_m, a: string, b?: string) =>
        b ? `_${Number(a) - 5}-${Number(b) - 5}_` : `_${Number(a) - 5}_`,
      ),
      bytes: f.bytes,
    }));
    const fast = await importExport(files, { words: EN_WORDS, timeZone: TIME_ZONE });
    const full = await fullRead(files);
    expectSameResult(fast, full);
    expect(fast.summary.olderYears).toBeUndefined();
    expect(fast.summary.filesRead).toBe(full.summary.filesRead);
  });

  it('a broken file among the newest years is still met and reported, as in a full read', async () => {
    const zip = extendedExportZip(tenYears({ seed: 13 }));
    // A zip bomb whose entry is named in the newest year: read first, and it stops the import.
    const bomb = zipBomb(32, 'Spotify Extended Streaming History/Streaming_History_Audio_2025_99.json');
    const codeOf = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        if (error instanceof ExportError) return error;
        throw error;
      }
      throw new Error('expected the import to fail');
    };
    const fast = await codeOf(() => importExport([zip, bomb], { words: EN_WORDS, timeZone: TIME_ZONE }));
    const full = await codeOf(() => fullRead([zip, bomb]));
    expect(fast.code).toBe('ZIP_UNSAFE');
    expect(englishErrorText(fast)).toBe(englishErrorText(full));

    // A truncated newest file is skipped and explained in the summary, and the rest still gives the result.
    const files = [...extendedExportFiles(tenYears({ seed: 13 }), '')];
    const newest = files[files.length - 2]; // the last is the video history
    const broken = files.map((f) =>
      f === newest ? { name: f.name, bytes: f.bytes.subarray(0, f.bytes.length >> 1) } : f,
    );
    const fastBroken = await importExport(broken, { words: EN_WORDS, timeZone: TIME_ZONE });
    const fullBroken = await fullRead(broken);
    expectSameResult(fastBroken, fullBroken);
    expect(fastBroken.summary.skipped).toEqual(fullBroken.summary.skipped);
    expect(fastBroken.summary.skipped.map((s) => s.name)).toContain(newest?.name);
  });

  it('an old year broken beyond reading is left unread, like the rest of that year', async () => {
    const files = [...extendedExportFiles(tenYears({ seed: 17 }), '')];
    const inputs = [...files, textFile('Streaming_History_Audio_2016_98.json', '[{"ts": "2016-')];
    const fast = await importExport(inputs, { words: EN_WORDS, timeZone: TIME_ZONE });
    expect(fast.summary.skipped.map((s) => s.name)).not.toContain('Streaming_History_Audio_2016_98.json');
    expect(fast.summary.olderYears?.filesNotNeeded).toBeGreaterThan(0);
    expectSameResult(fast, await fullRead(files));
  });
});
