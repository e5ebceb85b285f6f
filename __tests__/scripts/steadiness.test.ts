/** @jest-environment node */
import type { ScoreReport } from '@/lib/scoring/score-export';
import { steadinessBands } from '@/scripts/calibration/steadiness';

/** The calibration's steadiness bands: counts per distance from the High line, small bands merged. */
function report(E: number, C: number, O: number, rowKey = 'x'): ScoreReport {
  const trait = (score: number) => ({ score }) as ScoreReport['breakdown']['traits']['E'];
  return {
    result: { row_key: rowKey },
    breakdown: { traits: { E: trait(E), C: trait(C), O: trait(O) } },
  } as unknown as ScoreReport;
}

describe('steadiness bands', () => {
  it('counts, per band of the nearest score’s distance from 60, who kept their flavour across halves', () => {
    const listener = (d: number, kept: boolean) => ({
      own: report(60 + d, 10, 95),
      halves: [report(0, 0, 0, 'a'), report(0, 0, 0, kept ? 'a' : 'b')] as const,
    });
    const bands = steadinessBands([
      ...Array.from({ length: 6 }, (_, k) => listener(2, k < 2)),
      ...Array.from({ length: 6 }, (_, k) => listener(7, k < 3)),
      ...Array.from({ length: 6 }, (_, k) => listener(15, k < 5)),
      ...Array.from({ length: 6 }, () => listener(30, true)),
    ]);
    expect(bands).toEqual([
      { from: 0, to: 5, listeners: 6, kept: 2 },
      { from: 5, to: 10, listeners: 6, kept: 3 },
      { from: 10, to: 20, listeners: 6, kept: 5 },
      { from: 20, to: 101, listeners: 6, kept: 6 },
    ]);
  });

  it('merges a band of fewer than 5 listeners into its neighbour, so no figure is one person’s', () => {
    const listener = (d: number) => ({
      own: report(60 - d, 0, 100),
      halves: [report(0, 0, 0), report(0, 0, 0)] as const,
    });
    const bands = steadinessBands([
      listener(1),
      listener(2),
      ...Array.from({ length: 6 }, () => listener(12)),
    ]);
    expect(bands).toEqual([{ from: 0, to: 101, listeners: 8, kept: 8 }]);
  });
});
