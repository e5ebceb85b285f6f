/** @jest-environment node */
import { readExport } from '@/lib/export/read-export';
import { buildListening } from '@/lib/scoring/listening';
import { createLocalClock, DAY_MS } from '@/lib/scoring/local-time';
import { playsNeededFrom, windowStartFor } from '@/lib/scoring/window-reach';
import { extendedExportZip } from '@/e2e/fixtures/spotify-export';

/**
 * The import leaves unread the files that end before playsNeededFrom (lib/export/needed-years.ts). That is
 * only safe while it agrees with the window the scorer really reads: a change to one must change the other.
 */
jest.setTimeout(60_000);

describe('window-reach: how far back the scorer reads', () => {
  it("agrees with buildListening's window, and reaches O2's 30-day look-back before it", async () => {
    const data = await readExport([extendedExportZip({ plays: 4000, days: 500, seed: 3 })]);
    const listening = buildListening(data, createLocalClock('UTC'));
    const newest = data.plays.end[data.plays.count - 1] ?? 0;
    expect(listening.windowEnd).toBe(newest);
    expect(listening.windowStart).toBe(windowStartFor(newest));
    // Every window play ends after the window start.
    expect(data.plays.end[listening.from] ?? 0).toBeGreaterThan(listening.windowStart);
    expect(data.plays.end[listening.from - 1] ?? -Infinity).toBeLessThanOrEqual(listening.windowStart);
    expect(playsNeededFrom(newest)).toBe(listening.windowStart - 30 * DAY_MS);
  });
});
