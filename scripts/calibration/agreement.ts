import type { TraitKey } from '../../lib/flavor/table';
import type { ScoreReport } from '../../lib/scoring/score-export';
import { median, pearson } from '../../lib/scoring/stats';

/**
 * How far two readings of the same listeners agree (two sources, or two parts of one year): the share with
 * the same flavour, and per trait the correlation of the scores across listeners and the median gap.
 */
export interface Agreement {
  readonly listeners: number;
  readonly sameFlavour: number;
  readonly r: Readonly<Record<TraitKey, number>>;
  readonly medianGap: Readonly<Record<TraitKey, number>>;
  /** Share of each trait's pairs that land on the same side of the High line. */
  readonly sameBin: Readonly<Record<TraitKey, number>>;
}

export function agreement(pairs: readonly (readonly [ScoreReport, ScoreReport])[]): Agreement {
  const n = pairs.length;
  const score = (r: ScoreReport, t: TraitKey) => r.breakdown.traits[t].score;
  const per = <T>(f: (t: TraitKey) => T) => ({ E: f('E'), C: f('C'), O: f('O') });
  return {
    listeners: n,
    sameFlavour: pairs.filter(([a, b]) => a.result.row_key === b.result.row_key).length / Math.max(1, n),
    r: per((t) =>
      pearson(
        pairs.map(([a]) => score(a, t)),
        pairs.map(([, b]) => score(b, t)),
      ),
    ),
    medianGap: per((t) => median(pairs.map(([a, b]) => Math.abs(score(a, t) - score(b, t))))),
    sameBin: per(
      (t) =>
        pairs.filter(([a, b]) => a.breakdown.traits[t].bin === b.breakdown.traits[t].bin).length /
        Math.max(1, n),
    ),
  };
}
