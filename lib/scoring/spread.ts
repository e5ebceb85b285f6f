import { MAX_SPREAD, roundSpread } from '../flavor/certainty';
import type { TraitKey } from '../flavor/table';
import { isRecord } from '../guards';
import committed from './spread-model.json';

/**
 * How far a trait score would move in another reading of the same listener (docs/scoring-model.md § How
 * sure). The groups of weeks (reading-groups.ts) differ only by which weeks were read: their spread, scaled
 * to a reading of all of them (sd / √groups), is this reading's _noise_. Another half-year moves a score
 * further than that (a life's clock moves: term, holidays, a new job), so the stated spread widens the noise
 * and adds a floor per trait, both learned by `npm run calibrate` on real listeners' halves of a year:
 * spread = √((widen × noise)² + floor²), kept within MIN_SPREAD–MAX_SPREAD.
 */
export interface SpreadModel {
  readonly widen: number;
  readonly floor: Readonly<Record<TraitKey, number>>;
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

function isSpreadModel(v: unknown): v is SpreadModel {
  const ok = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0;
  if (!isRecord(v) || !ok(v.widen)) return false;
  const { floor } = v;
  return isRecord(floor) && TRAITS.every((t) => ok(floor[t]));
}

/** The committed model; a malformed file (never expected) widens nothing and adds the largest floor. */
export const SPREAD_MODEL: SpreadModel = isSpreadModel(committed)
  ? committed
  : { widen: 1, floor: { E: MAX_SPREAD, C: MAX_SPREAD, O: MAX_SPREAD } };

/** Sample standard deviation of the groups' scores over √groups: the noise of a reading of all of them. */
export function groupNoise(
  groupScores: readonly Readonly<Record<TraitKey, number>>[],
): Record<TraitKey, number> | undefined {
  const n = groupScores.length;
  if (n < 2) return undefined;
  const noise = (t: TraitKey) => {
    const mean = groupScores.reduce((s, g) => s + g[t], 0) / n;
    const variance = groupScores.reduce((s, g) => s + (g[t] - mean) ** 2, 0) / (n - 1);
    return Math.sqrt(variance / n);
  };
  return { E: noise('E'), C: noise('C'), O: noise('O') };
}

/** The spread stated with a result: the noise widened, plus the trait's floor. */
export function statedSpread(
  noise: Readonly<Record<TraitKey, number>>,
  model: SpreadModel = SPREAD_MODEL,
): Record<TraitKey, number> {
  const spread = (t: TraitKey) => {
    return roundSpread(Math.hypot(model.widen * noise[t], model.floor[t]));
  };
  return { E: spread('E'), C: spread('C'), O: spread('O') };
}
