import committed from '@/lib/flavor/steadiness.json';
import { distanceFromLine, steadinessFor, timesInTen } from '@/lib/flavor/steadiness';

/** The why view's "keep their flavour about N times in 10", read from the calibration's committed bands. */
describe('steadiness figures', () => {
  it('measures how close the nearest trait score sits to the High line', () => {
    expect(distanceFromLine({ E: 90, C: 58, O: 10 })).toBe(2);
    expect(distanceFromLine({ E: 60, C: 0, O: 100 })).toBe(0);
  });

  it('finds a committed band for every possible result, each standing for several listeners', () => {
    const bands = (committed as { bands: { listeners: number; kept: number; from: number; to: number }[] })
      .bands;
    expect(bands.length).toBeGreaterThan(0);
    for (const b of bands) expect(b.listeners).toBeGreaterThanOrEqual(5);
    for (let d = 0; d <= 60; d++) expect(steadinessFor({ E: 60 + d, C: 100, O: 0 })).toBeDefined();
  });

  it('words a share as 1 to 9 times in 10, never certainty', () => {
    expect(timesInTen({ kept: 0, listeners: 20 })).toBe(1);
    expect(timesInTen({ kept: 20, listeners: 20 })).toBe(9);
    expect(timesInTen({ kept: 13, listeners: 20 })).toBe(7);
  });
});
