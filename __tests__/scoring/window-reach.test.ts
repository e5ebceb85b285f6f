/** @jest-environment node */
import { readExport } from '@/lib/export/read-export';
import type { ExportData } from '@/lib/export/export-data';
import { QUALIFYING_MS } from '@/lib/export/minimum-data';
import { buildListening } from '@/lib/scoring/listening/listening';
import { createLocalClock, DAY_MS } from '@/lib/scoring/listening/local-time';
import { playsNeededFrom } from '@/lib/scoring/listening/window-reach';
import { accountExportZip, extendedExportZip } from '@/fixtures/spotify-export';

/**
 * The import leaves unread the files that end before playsNeededFrom (lib/export/needed-years.ts). That is
 * only safe while it agrees with the year the scorer really reads: a change to one must change the other.
 */
jest.setTimeout(60_000);

function qualifyingEnds(data: ExportData): Float64Array {
  const { plays } = data;
  const out: number[] = [];
  for (let i = 0; i < plays.count; i++) if ((plays.ms[i] ?? 0) >= QUALIFYING_MS) out.push(plays.end[i] ?? 0);
  return Float64Array.from(out);
}

describe('window-reach: how far back the scorer reads', () => {
  it("is the year buildListening reads, less O2's 30-day look-back", async () => {
    const data = await readExport([extendedExportZip({ plays: 4000, days: 500, seed: 3 })]);
    const listening = buildListening(data, createLocalClock('UTC'));
    expect(listening.windowEnd).toBe(data.plays.end[data.plays.count - 1]);
    expect(playsNeededFrom(qualifyingEnds(data))).toBe(listening.windowStart - 30 * DAY_MS);
  });

  it('follows the year back when the newest months hold too little music', async () => {
    // A full year ending March 2024, then a thin account download in 2025: the year read is the full one.
    const data = await readExport([
      extendedExportZip({ plays: 4000, days: 400, end: '2024-03-01T20:00:00Z', seed: 5 }),
      accountExportZip({ plays: 40, days: 20, end: '2025-06-01T20:00:00Z', seed: 6 }),
    ]);
    const listening = buildListening(data, createLocalClock('UTC'));
    expect(listening.windowEnd).toBeLessThan(Date.parse('2024-03-02'));
    expect(playsNeededFrom(qualifyingEnds(data))).toBe(listening.windowStart - 30 * DAY_MS);
  });

  it('cannot tell when no year holds enough music', () => {
    expect(playsNeededFrom(Float64Array.from([1, 2, 3]))).toBeUndefined();
  });
});
