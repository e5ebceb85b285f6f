/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { extendedExportFiles } from '@/fixtures/spotify-export';
import { flavorChances, MAX_SPREAD, MIN_SPREAD, readCertainty, roundSpread } from '@/lib/flavor/certainty';
import { readExport } from '@/lib/export/read-export';
import type { ExportData } from '@/lib/export/export-data';
import { buildListening } from '@/lib/scoring/listening/listening';
import { createLocalClock } from '@/lib/scoring/listening/local-time';
import { groupCount, MAX_GROUPS, MIN_GROUPS, weekGroups } from '@/lib/scoring/reading-groups';
import { scoreExport } from '@/lib/scoring/score-export';
import { groupNoise, SPREAD_MODEL, statedSpread } from '@/lib/scoring/spread';

// Builds and reads synthetic exports; generous under a parallel full-suite run.
jest.setTimeout(60_000);

const clock = createLocalClock('Europe/Berlin');
let data: ExportData;
beforeAll(async () => {
  data = await readExport([...extendedExportFiles({ plays: 6000, days: 200 })]);
});

describe('roundSpread', () => {
  it('states a spread to a tenth within MIN_SPREAD–MAX_SPREAD', () => {
    expect([0, 0.94, 7.25, 7.349, 49.96, 80].map(roundSpread)).toEqual([
      MIN_SPREAD,
      1,
      7.3,
      7.3,
      MAX_SPREAD,
      MAX_SPREAD,
    ]);
  });
});

describe('groups of weeks', () => {
  it('deals every window play into exactly one group, whole weeks in turn', () => {
    const listening = buildListening(data, clock);
    const groups = weekGroups(data, listening, 4);
    expect(groups).toHaveLength(4);
    const total = groups.reduce((n, g) => n + g.plays.count, 0);
    expect(total).toBe(listening.to - listening.from);
    // Each group samples the whole window: none holds only its start or its end.
    const span = listening.windowEnd - listening.windowStart;
    for (const g of groups) {
      const first = g.plays.end[0] ?? 0;
      const last = g.plays.end[g.plays.count - 1] ?? 0;
      expect(last - first).toBeGreaterThan(span * 0.3);
    }
  });

  it('uses as many groups as the plays allow, and none for a short history', () => {
    expect(groupCount(100_000)).toBe(MAX_GROUPS);
    expect(groupCount(500)).toBeLessThan(MIN_GROUPS);
  });
});

describe('the spread a result states', () => {
  it('is the same for the same files, every time', () => {
    const a = scoreExport(data, { words: EN_WORDS, timeZone: 'Europe/Berlin' });
    const b = scoreExport(data, { words: EN_WORDS, timeZone: 'Europe/Berlin' });
    expect(a.result.certainty).toBeDefined();
    expect(a.result.certainty).toEqual(b.result.certainty);
    expect(a.breakdown.noise).toEqual(b.breakdown.noise);
    expect(a.result.certainty?.basis).toBe('listening');
    // What a stored result or a link carries passes the guard unchanged.
    expect(readCertainty(a.result.certainty)).toEqual(a.result.certainty);
  });

  it('stays within its bounds however wild the groups', () => {
    const wild = groupNoise([
      { E: 0, C: 100, O: 0 },
      { E: 100, C: 0, O: 100 },
      { E: 0, C: 100, O: 0 },
    ]);
    expect(wild).toBeDefined();
    for (const s of Object.values(statedSpread(wild ?? { E: 0, C: 0, O: 0 }))) {
      expect(s).toBeLessThanOrEqual(MAX_SPREAD);
      expect(s).toBeGreaterThanOrEqual(MIN_SPREAD);
    }
    for (const s of Object.values(
      statedSpread({ E: 0, C: 0, O: 0 }, { widen: 1, floor: { E: 0, C: 0, O: 0 } }),
    ))
      expect(s).toBe(MIN_SPREAD);
    expect(groupNoise([{ E: 50, C: 50, O: 50 }])).toBeUndefined();
  });

  it('names a second scoop for a listener near a line, and none for one far from every line', () => {
    const noise = { E: 2, C: 2, O: 2 };
    const certainty = { basis: 'listening' as const, spread: statedSpread(noise, SPREAD_MODEL) };
    const near = flavorChances({ E: 80, C: 61, O: 20 }, certainty);
    expect(near.second?.traits).toEqual(['C']);
    expect(near.second?.rowKey).toBe('High Low Low');
    const far = flavorChances({ E: 95, C: 92, O: 8 }, certainty);
    expect(far.second).toBeNull();
    expect(far.main).toBeGreaterThan(near.main);
  });
});
