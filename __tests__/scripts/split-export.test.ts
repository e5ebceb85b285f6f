/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import type { ExportData } from '@/lib/export/export-data';
import { readExport } from '@/lib/export/read-export';
import { agreement } from '@/scripts/calibration/agreement';
import { median, pearson } from '@/lib/scoring/stats';
import { DAY_MS } from '@/lib/scoring/listening/local-time';
import { scoreExport } from '@/lib/scoring/score-export';
import { splitExport } from '@/scripts/calibration/split-export';
import { accountExportFiles } from '@/fixtures/spotify-export';

/**
 * The stability readings: a listener's year split into its earlier and later half, or into even and odd
 * weeks, each part a history of its own; and how two readings of the same listeners are compared.
 */
let data: ExportData;
beforeAll(async () => {
  data = await readExport([...accountExportFiles({ profile: 'homebody', plays: 6000, seed: 11 })]);
});

const ends = (d: ExportData) => Array.from(d.plays.end.subarray(0, d.plays.count));

describe('splitting a year', () => {
  it('halves: every window play lands in exactly one half, the earlier before the later', () => {
    const [a, b] = splitExport(data, 'halves') ?? [];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    if (!a || !b) return;
    const latest = Math.max(...ends(a));
    expect(Math.min(...ends(b))).toBeGreaterThanOrEqual(latest);
    expect(a.plays.count + b.plays.count).toBeLessThanOrEqual(data.plays.count);
    expect(Math.abs(a.plays.count - b.plays.count) / data.plays.count).toBeLessThan(0.25);
    // The halves keep the names and the account files: one listener, read twice.
    expect(a.plays.artistNames).toBe(data.plays.artistNames);
    expect(b.auxiliary).toBe(data.auxiliary);
  });

  it('weeks: even and odd Monday-to-Sunday weeks interleave over the same months', () => {
    const [even, odd] = splitExport(data, 'weeks') ?? [];
    if (!even || !odd) throw new Error('no split');
    const week = (ms: number) => Math.floor((ms / DAY_MS - 4) / 7);
    expect(new Set(ends(even).map((t) => week(t) % 2))).toEqual(new Set([0]));
    expect(new Set(ends(odd).map((t) => week(t) % 2))).toEqual(new Set([1]));
    // 1970-01-05 was a Monday: a Sunday and the Monday after it are in different weeks.
    expect(week(Date.UTC(2025, 5, 1, 23))).not.toBe(week(Date.UTC(2025, 5, 2, 1)));
    expect(Math.abs(Math.min(...ends(even)) - Math.min(...ends(odd)))).toBeLessThan(8 * DAY_MS);
  });

  it('each part is scored on its own, like a whole export', () => {
    for (const part of splitExport(data, 'halves') ?? []) {
      const { result } = scoreExport(part, { words: EN_WORDS, timeZone: 'Europe/Berlin' });
      expect(result.row_key).toMatch(/^(High|Low) (High|Low) (High|Low)$/);
    }
  });

  it('an export with no music has nothing to split', async () => {
    expect(splitExport({ ...data, plays: { ...data.plays, count: 0 } }, 'halves')).toBeUndefined();
  });
});

describe('comparing two readings', () => {
  it('pearson and median', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('counts the same flavour, the same side of 60, the correlation and the median gap', () => {
    const a = scoreExport(data, { words: EN_WORDS, timeZone: 'Europe/Berlin' });
    const b = scoreExport(data, { words: EN_WORDS, timeZone: 'America/Los_Angeles' });
    const same = agreement([
      [a, a],
      [b, b],
    ]);
    expect(same.sameFlavour).toBe(1);
    expect(same.medianGap).toEqual({ E: 0, C: 0, O: 0 });
    expect(same.sameBin).toEqual({ E: 1, C: 1, O: 1 });
    const crossed = agreement([[a, b]]);
    expect(crossed.listeners).toBe(1);
    expect(crossed.medianGap.C).toBe(Math.abs(a.breakdown.traits.C.score - b.breakdown.traits.C.score));
  });
});
