import { flavorChances, SECOND_SCOOP_MIN, type FlavorChances } from '../../lib/flavor/certainty';
import { HIGH_THRESHOLD, type TraitKey } from '../../lib/flavor/table';
import { normalCdf } from '../../lib/normal-distribution';
import type { ScoreReport } from '../../lib/scoring/score-export';
import { statedSpread, type SpreadModel } from '../../lib/scoring/spread';

/**
 * The calibration's side of "how sure" (docs/scoring-model.md § How sure): learning the spread model from
 * real listeners' halves of a year, and checking that the chances a result states come true. Used by
 * `npm run calibrate -- <folder> --report`; the visitor's side is spread.ts and lib/flavor/certainty.ts.
 */
const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

/** Two readings of one listener: `from`'s stated chances are checked against where `to` lands. */
export interface ReadingPair {
  readonly from: ScoreReport;
  readonly to: ScoreReport;
}

const scoreOf = (r: ScoreReport, t: TraitKey) => r.breakdown.traits[t].score;
const isHigh = (score: number) => score >= HIGH_THRESHOLD;

/** The chances `report` states under `model` (undefined: a reading without groups of weeks). */
export function chancesOf(
  report: ScoreReport,
  model: SpreadModel,
  threshold: number = SECOND_SCOOP_MIN,
): FlavorChances | undefined {
  const { noise } = report.breakdown;
  if (!noise) return undefined;
  const scores = { E: scoreOf(report, 'E'), C: scoreOf(report, 'C'), O: scoreOf(report, 'O') };
  return flavorChances(scores, { basis: 'listening', spread: statedSpread(noise, model) }, threshold);
}

/** The grids the fit searches: widen in quarters, floors in half points. */
const WIDEN_GRID = Array.from({ length: 25 }, (_, k) => k * 0.25);
const FLOOR_GRID = Array.from({ length: 61 }, (_, k) => k * 0.5);

/**
 * The spread model that best predicts, trait by trait, whether the other reading stays on the same side of
 * the line (the log-likelihood of every stay and every flip): the chance a visitor is shown is fitted to
 * come true, not to look tidy. Traits share the widening (the noise is measured the same way for all three)
 * and each has its own floor (Conscientiousness moves most between halves of a year).
 */
export function fitSpreadModel(pairs: readonly ReadingPair[]): SpreadModel {
  const usable = pairs.filter((p) => p.from.breakdown.noise);
  let best: { model: SpreadModel; logLikelihood: number } | undefined;
  for (const widen of WIDEN_GRID) {
    const floor = {} as Record<TraitKey, number>;
    let total = 0;
    for (const t of TRAITS) {
      let bestFloor = { floor: 0, ll: -Infinity };
      for (const f of FLOOR_GRID) {
        let ll = 0;
        for (const { from, to } of usable) {
          const noise = from.breakdown.noise?.[t] ?? 0;
          const spread = Math.max(1, Math.hypot(widen * noise, f));
          const a = scoreOf(from, t);
          const stay = normalCdf(Math.abs(a - (HIGH_THRESHOLD - 0.5)) / spread);
          const stayed = isHigh(a) === isHigh(scoreOf(to, t));
          ll += Math.log(Math.min(1 - 1e-6, Math.max(1e-6, stayed ? stay : 1 - stay)));
        }
        if (ll > bestFloor.ll) bestFloor = { floor: f, ll };
      }
      floor[t] = bestFloor.floor;
      total += bestFloor.ll;
    }
    if (!best || total > best.logLikelihood) best = { model: { widen, floor }, logLikelihood: total };
  }
  return best?.model ?? { widen: 1, floor: { E: 0, C: 0, O: 0 } };
}

/** Does `chances` (of one reading) name the other reading's flavour, as the main flavour or the second scoop? */
export function covers(report: ScoreReport, chances: FlavorChances, other: ScoreReport): boolean {
  const key = other.result.row_key;
  return key === report.result.row_key || chances.second?.rowKey === key;
}

export interface StatedGroup {
  readonly readings: number;
  /** Mean stated chance of keeping the main flavour, and the share that did. */
  readonly stated: number;
  readonly kept: number;
}

export interface HowSure {
  readonly readings: number;
  readonly groups: readonly StatedGroup[];
  readonly stated: number;
  readonly kept: number;
  /** Brier score of the stated chance, and of stating the share kept to everyone. */
  readonly brier: number;
  readonly baseBrier: number;
  /** Share of readings given a second scoop, and the share of the others that kept their main flavour. */
  readonly secondShare: number;
  readonly keptWithoutSecond: number;
  /** Share whose other reading is the main flavour or the second scoop. */
  readonly covered: number;
}

/**
 * How the stated chances of `pairs` (each with the chances of its `from` reading) hold up: readings sorted
 * by stated chance and cut into `groupCount` groups of (nearly) equal size, each group's mean stated chance
 * beside the share that kept the main flavour; the Brier score against the base rate; coverage by main or
 * second scoop.
 */
export function howSure(
  pairs: readonly (ReadingPair & { readonly chances: FlavorChances })[],
  groupCount: number,
): HowSure {
  const rows = pairs
    .map((p) => ({
      stated: p.chances.main,
      kept: p.from.result.row_key === p.to.result.row_key ? 1 : 0,
      second: p.chances.second !== null,
      covered: covers(p.from, p.chances, p.to),
    }))
    .sort((a, b) => a.stated - b.stated);
  const n = rows.length;
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const groups: StatedGroup[] = [];
  for (let g = 0; g < groupCount; g++) {
    const part = rows.slice(Math.round((g * n) / groupCount), Math.round(((g + 1) * n) / groupCount));
    if (part.length > 0)
      groups.push({
        readings: part.length,
        stated: mean(part.map((r) => r.stated)),
        kept: mean(part.map((r) => r.kept)),
      });
  }
  const kept = mean(rows.map((r) => r.kept));
  const without = rows.filter((r) => !r.second);
  return {
    readings: n,
    groups,
    stated: mean(rows.map((r) => r.stated)),
    kept,
    brier: mean(rows.map((r) => (r.stated - r.kept) ** 2)),
    baseBrier: mean(rows.map((r) => (kept - r.kept) ** 2)),
    secondShare: mean(rows.map((r) => (r.second ? 1 : 0))),
    keptWithoutSecond: mean(without.map((r) => r.kept)),
    covered: mean(rows.map((r) => (r.covered ? 1 : 0))),
  };
}
