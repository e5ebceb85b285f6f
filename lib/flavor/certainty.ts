import { isRecord } from '../guards';
import { normalCdf } from '../normal-distribution';
import { HIGH_THRESHOLD, roundScore, rowKeyFor, type Bin, type RowKey, type TraitKey } from './table';

/**
 * How sure a result is (docs/scoring-model.md § How sure). The scorer states, per trait, how far the score
 * would move had we read another stretch of the same listening (or, for the quiz, how far truthful answers
 * land from a listener's data): a spread in score points. Everything the visitor sees (each trait's chance
 * to stay on its side of the line, the flavours' chances, the second scoop) is derived from the scores and
 * that spread here, so a result, a stored result and a personal link all show the same thing.
 */
export type ReadingBasis = 'listening' | 'answers';

export interface Certainty {
  readonly basis: ReadingBasis;
  /** Per trait: the standard deviation, in score points (0–100 scale), of another reading's score. */
  readonly spread: Readonly<Record<TraitKey, number>>;
}

export interface TraitChance {
  readonly trait: TraitKey;
  readonly score: number;
  readonly spread: number;
  /** The band drawn on the meter: score ± one spread, kept inside 0–100. */
  readonly low: number;
  readonly high: number;
  /** Chance (0–1) that another reading keeps this trait on its side of the line. */
  readonly stay: number;
}

export interface SecondScoop {
  readonly rowKey: RowKey;
  /** Chance (0–1) that another reading lands on this flavour. */
  readonly chance: number;
  /** The traits on which it differs from the main flavour ("your Openness sits on the line"). */
  readonly traits: readonly TraitKey[];
}

export interface FlavorChances {
  readonly traits: Readonly<Record<TraitKey, TraitChance>>;
  /** Chance (0–1) that another reading keeps the main flavour. */
  readonly main: number;
  /** The likeliest other flavour, when its chance reaches SECOND_SCOOP_MIN; else null: a sure scoop. */
  readonly second: SecondScoop | null;
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];
/** Spreads are kept within these bounds: a spread of 0 would claim certainty no reading has. */
export const MIN_SPREAD = 1;
export const MAX_SPREAD = 50;

/**
 * A spread as a result states it: to a tenth, within MIN_SPREAD–MAX_SPREAD (a stored result or a link carries
 * it, and no reading is surer than that).
 */
export function roundSpread(spread: number): number {
  return Math.round(Math.min(MAX_SPREAD, Math.max(MIN_SPREAD, spread)) * 10) / 10;
}
/**
 * The second scoop is named when its chance reaches this: chosen on the calibration set (docs/scoring-model.md
 * § How sure), as the highest threshold at which the other half of a listener's year lands on the main flavour
 * or the second scoop for 3 in 4, and every service's reading for 93 in 100 or more.
 */
export const SECOND_SCOOP_MIN = 0.15;

/** Chance that a reading of this trait lands High: the line sits at HIGH_THRESHOLD. */
function highChance(score: number, spread: number): number {
  return 1 - normalCdf((HIGH_THRESHOLD - 0.5 - score) / spread);
}

function traitChance(trait: TraitKey, score: number, spread: number): TraitChance {
  const high = highChance(score, spread);
  return {
    trait,
    score,
    spread,
    low: roundScore(score - spread),
    high: roundScore(score + spread),
    stay: score >= HIGH_THRESHOLD ? high : 1 - high,
  };
}

/**
 * The flavours' chances from the three scores and their spreads (traits read as independent). `threshold`
 * is for the calibration, which tries others; everything shown uses SECOND_SCOOP_MIN.
 */
export function flavorChances(
  scores: Readonly<Record<TraitKey, number>>,
  certainty: Certainty,
  threshold: number = SECOND_SCOOP_MIN,
): FlavorChances {
  const traits = Object.fromEntries(
    TRAITS.map((t) => [t, traitChance(t, scores[t], certainty.spread[t])]),
  ) as Record<TraitKey, TraitChance>;
  const main = TRAITS.reduce((p, t) => p * traits[t].stay, 1);
  let second: SecondScoop | null = null;
  for (let mask = 1; mask < 8; mask++) {
    const flipped = TRAITS.filter((_, i) => (mask >> i) & 1);
    const chance = TRAITS.reduce(
      (p, t) => p * (flipped.includes(t) ? 1 - traits[t].stay : traits[t].stay),
      1,
    );
    if (second === null || chance > second.chance) {
      const bins = Object.fromEntries(
        TRAITS.map((t) => {
          const bin: Bin = scores[t] >= HIGH_THRESHOLD ? 'High' : 'Low';
          const other: Bin = bin === 'High' ? 'Low' : 'High';
          return [t, flipped.includes(t) ? other : bin];
        }),
      ) as Record<TraitKey, Bin>;
      second = { rowKey: rowKeyFor(bins), chance, traits: flipped };
    }
  }
  return { traits, main, second: second && second.chance >= threshold ? second : null };
}

function readSpread(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_SPREAD && value <= MAX_SPREAD
    ? value
    : undefined;
}

/** The guard for a stored or received certainty: anything malformed reads as none (today's view). */
export function readCertainty(value: unknown): Certainty | undefined {
  if (!isRecord(value) || !isRecord(value.spread)) return undefined;
  if (value.basis !== 'listening' && value.basis !== 'answers') return undefined;
  const E = readSpread(value.spread.E);
  const C = readSpread(value.spread.C);
  const O = readSpread(value.spread.O);
  if (E === undefined || C === undefined || O === undefined) return undefined;
  return { basis: value.basis, spread: { E, C, O } };
}
