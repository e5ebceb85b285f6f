import {
  flavorChances,
  readCertainty,
  type Certainty,
  type FlavorChances,
  type ReadingBasis,
  type TraitChance,
} from './certainty';
import { readScore, type FlavorResult } from './result';
import { binFor, findRowByKey, rowForBins, TRAIT_NAMES, type FlavorRow, type TraitKey } from './table';

/**
 * "Sure, or a swirl" in plain words (docs/product-rules.md § How sure): the main flavour with its second
 * scoop, or a sure scoop, and why in one phrase. Pure text from the certainty contract (certainty.ts), so
 * /flavor, a friend's link, the duo view and the share picture all say the same thing.
 */

export interface Swirl {
  readonly main: FlavorRow;
  /** The second scoop's row; null for a sure scoop. */
  readonly second: FlavorRow | null;
  readonly chances: FlavorChances;
  /** Whether the reading came from listening or from quiz answers. */
  readonly basis: ReadingBasis;
  /** "Mint Chocolate Chip, with a swirl of Matcha / Pistachio" or "Mint Chocolate Chip: a sure scoop". */
  readonly line: string;
  /** One phrase: "your Openness sits on the line". */
  readonly why: string;
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

/** "about 7 times in 10"; "nearly every time" and "hardly ever" at the ends (never 0 or 10 in 10). */
export function chanceInWords(p: number): string {
  if (p >= 0.95) return 'nearly every time';
  if (p < 0.05) return 'hardly ever';
  const n = Math.min(9, Math.max(1, Math.round(10 * p)));
  return `about ${n} ${n === 1 ? 'time' : 'times'} in 10`;
}

/** "stays High about 8 times in 10" */
export function stayInWords(t: TraitChance): string {
  return `stays ${binFor(t.score)} ${chanceInWords(t.stay)}`;
}

/** "Openness", "Extraversion and Openness", "Extraversion, Conscientiousness and Openness" */
function traitList(traits: readonly TraitKey[]): string {
  const names = traits.map((t) => TRAIT_NAMES[t]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The swirl for three scores and their certainty. `whose` starts the why phrase: "your" on /flavor,
 * "Sam's" or "their" for a friend.
 */
export function swirlFor(
  scores: Readonly<Record<TraitKey, number>>,
  certainty: Certainty,
  whose = 'your',
): Swirl {
  const chances = flavorChances(scores, certainty);
  const main = rowForBins({ E: binFor(scores.E), C: binFor(scores.C), O: binFor(scores.O) });
  const second = chances.second ? (findRowByKey(chances.second.rowKey) ?? null) : null;
  if (!second || !chances.second) {
    // The trait nearest to flipping, named so the phrase says why it is sure, not just that it is.
    const nearest = TRAITS.map((t) => chances.traits[t]).reduce((a, b) => (b.stay < a.stay ? b : a));
    return {
      main,
      second: null,
      chances,
      basis: certainty.basis,
      line: `${main.funkyFlavorName}: a sure scoop`,
      why: `even ${whose} ${TRAIT_NAMES[nearest.trait]}, the nearest to the line, ${stayInWords(nearest)}`,
    };
  }
  const traits = chances.second.traits;
  return {
    main,
    second,
    chances,
    basis: certainty.basis,
    line: `${main.funkyFlavorName}, with a swirl of ${second.funkyFlavorName}`,
    why: `${whose} ${traitList(traits)} ${traits.length === 1 ? 'sits' : 'sit'} on the line`,
  };
}

/** A result's swirl, when it carries a certainty that passes its guard; else undefined (today's view). */
export function swirlOfResult(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score' | 'certainty'>,
  whose?: string,
): Swirl | undefined {
  const certainty = readCertainty(result.certainty);
  if (!certainty) return undefined;
  const scores = {
    E: readScore(result.E_score) ?? 0,
    C: readScore(result.C_score) ?? 0,
    O: readScore(result.O_score) ?? 0,
  };
  return swirlFor(scores, certainty, whose);
}

/** Whose flavour the lines speak of: "your", or a sample listener's ("Luna's" for "Luna, a sample listener"). */
export function whoseFor(sampleName: string | undefined): string {
  if (sampleName === undefined) return 'your';
  return `${sampleName.split(',')[0]?.trim() || sampleName}'s`;
}
