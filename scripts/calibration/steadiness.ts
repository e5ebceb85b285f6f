import { distanceFromLine } from '../../lib/flavor/steadiness';
import type { ScoreReport } from '../../lib/scoring/score-export';

/**
 * How often real listeners keep their flavour from one half of their year to the other, by how close their
 * nearest trait score sits to the High line (docs/scoring-model.md § How steady and how comparable). Built by
 * the calibration from each listener's halves, read on their own against a reference without them; stored in
 * lib/flavor/steadiness.json as counts per band (every band at least MIN_BAND_LISTENERS listeners), so no
 * figure is one person's.
 */
export interface SteadinessBand {
  /** The nearest trait score's distance from 60, [from, to) points. */
  readonly from: number;
  readonly to: number;
  readonly listeners: number;
  /** Listeners whose two halves gave the same flavour. */
  readonly kept: number;
}

export const BAND_EDGES: readonly number[] = [0, 5, 10, 20, 101];
export const MIN_BAND_LISTENERS = 5;

export function steadinessBands(
  listeners: readonly { readonly own: ScoreReport; readonly halves: readonly [ScoreReport, ScoreReport] }[],
): SteadinessBand[] {
  const bands = BAND_EDGES.slice(1).map((to, k) => ({ from: BAND_EDGES[k] ?? 0, to, listeners: 0, kept: 0 }));
  for (const { own, halves } of listeners) {
    const scores = {
      E: own.breakdown.traits.E.score,
      C: own.breakdown.traits.C.score,
      O: own.breakdown.traits.O.score,
    };
    const d = distanceFromLine(scores);
    const band = bands.find((b) => d >= b.from && d < b.to);
    if (!band) continue;
    band.listeners++;
    if (halves[0].result.row_key === halves[1].result.row_key) band.kept++;
  }
  // Too few listeners in a band: merge it into the band before it, so every figure stands for several people.
  const merged: typeof bands = [];
  for (const b of bands) {
    const last = merged[merged.length - 1];
    if (last && (b.listeners < MIN_BAND_LISTENERS || last.listeners < MIN_BAND_LISTENERS))
      merged[merged.length - 1] = {
        ...last,
        to: b.to,
        listeners: last.listeners + b.listeners,
        kept: last.kept + b.kept,
      };
    else merged.push({ ...b });
  }
  return merged;
}
