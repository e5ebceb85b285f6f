import { sampleName, type SampleMarker } from '../sample-name';
import {
  flavorChances,
  readCertainty,
  type Certainty,
  type FlavorChances,
  type ReadingBasis,
  type TraitChance,
} from './certainty';
import { readScore, type FlavorResult } from './result';
import { binFor, findRowByKey, rowForBins, type FlavorRow, type TraitKey } from './table';
import { rowName } from './flavor-text';
import { intlLocale, type FlavorWords } from './words';
import type { Translator } from '../i18n/translator';

/**
 * "Sure, or a swirl" (docs/product-rules.md § How sure): the main flavour with its second scoop, or a sure
 * scoop, and why in one phrase. Worked out from the certainty contract (certainty.ts), so /flavor, a friend's
 * link, the duo view and the share picture all say the same thing; the words are the page language's
 * (swirlLine, swirlWhy below, from the `Why` and `Traits` messages).
 */

export interface Swirl {
  readonly main: FlavorRow;
  /** The second scoop's row; null for a sure scoop. */
  readonly second: FlavorRow | null;
  readonly chances: FlavorChances;
  /** Whether the reading came from listening or from quiz answers. */
  readonly basis: ReadingBasis;
  /**
   * The traits the why phrase names: for a swirl, those on which the second scoop differs ("your Openness
   * sits on the line"); for a sure scoop, the one nearest to flipping ("even your Openness, the nearest …").
   */
  readonly traits: readonly TraitKey[];
}

/**
 * Whose reading the words speak of: the visitor's own ("your"), a named listener's (a sample listener, a
 * friend who gave a name: "Sam's"), a crew's ("your crew's": its own case, because German declines "eure
 * Crew" where a first name stays as it is), a friend's without a name ("your friend's"), or a sample listener's
 * whose marker names nobody this app knows ("the sample listener's").
 */
export type Whose =
  | { readonly kind: 'own' }
  | { readonly kind: 'named'; readonly name: string }
  | { readonly kind: 'crew' }
  | { readonly kind: 'friend' }
  | { readonly kind: 'sample' };

export const OWN: Whose = { kind: 'own' };
export const CREW: Whose = { kind: 'crew' };

/** The ICU arguments of a `whose` select (`{whose, select, own {…} named {…} other {…}}`). */
export function whoseArgs(whose: Whose): { whose: Whose['kind']; name: string } {
  return { whose: whose.kind, name: whose.kind === 'named' ? whose.name : '' };
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];

/** "about 7 times in 10"; "nearly every time" and "hardly ever" at the ends (never 0 or 10 in 10). */
export function chanceInWords(p: number, why: Translator<'Why'>): string {
  if (p >= 0.95) return why('chanceNearly');
  if (p < 0.05) return why('chanceHardly');
  return why('chanceAbout', { count: Math.min(9, Math.max(1, Math.round(10 * p))) });
}

/** "stays High about 8 times in 10" */
export function stayInWords(t: TraitChance, why: Translator<'Why'>): string {
  return why('stays', { bin: binFor(t.score), chance: chanceInWords(t.stay, why) });
}

/** "Openness", "Extraversion and Openness", "Extraversion, Conscientiousness and Openness" */
function traitList(traits: readonly TraitKey[], words: FlavorWords): string {
  const names = traits.map((t) => words.traits(t));
  return new Intl.ListFormat(intlLocale(words.locale), { type: 'conjunction' }).format(names);
}

/** "Mint Chocolate Chip, with a swirl of Matcha / Pistachio" or "Mint Chocolate Chip: a sure scoop". */
export function swirlLine(swirl: Swirl, words: FlavorWords): string {
  const flavor = rowName(swirl.main, words.flavors);
  return swirl.second
    ? words.why('swirlWith', { flavor, second: rowName(swirl.second, words.flavors) })
    : words.why('swirlSure', { flavor });
}

/** Why, in one phrase: "your Openness sits on the line", or for a sure scoop "even Sam's …, the nearest …". */
export function swirlWhy(swirl: Swirl, whose: Whose, words: FlavorWords): string {
  const nearest = swirl.traits[0];
  if (!swirl.second && nearest !== undefined)
    return words.why('whySure', {
      ...whoseArgs(whose),
      trait: words.traits(nearest),
      stays: stayInWords(swirl.chances.traits[nearest], words.why),
    });
  return words.why('whyOnLine', {
    ...whoseArgs(whose),
    traits: traitList(swirl.traits, words),
    count: swirl.traits.length,
  });
}

/** The swirl for three scores and their certainty. */
export function swirlFor(scores: Readonly<Record<TraitKey, number>>, certainty: Certainty): Swirl {
  const chances = flavorChances(scores, certainty);
  const main = rowForBins({ E: binFor(scores.E), C: binFor(scores.C), O: binFor(scores.O) });
  const second = chances.second ? (findRowByKey(chances.second.rowKey) ?? null) : null;
  if (!second || !chances.second) {
    // The trait nearest to flipping, named so the phrase says why it is sure, not just that it is.
    const nearest = TRAITS.map((t) => chances.traits[t]).reduce((a, b) => (b.stay < a.stay ? b : a));
    return { main, second: null, chances, basis: certainty.basis, traits: [nearest.trait] };
  }
  return { main, second, chances, basis: certainty.basis, traits: chances.second.traits };
}

/** A result's swirl, when it carries a certainty that passes its guard; else undefined (today's view). */
export function swirlOfResult(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score' | 'certainty'>,
): Swirl | undefined {
  const certainty = readCertainty(result.certainty);
  if (!certainty) return undefined;
  const scores = {
    E: readScore(result.E_score) ?? 0,
    C: readScore(result.C_score) ?? 0,
    O: readScore(result.O_score) ?? 0,
  };
  return swirlFor(scores, certainty);
}

/**
 * Whose flavour the lines speak of: the visitor's own, or a sample listener's by first name ("Luna" for the id
 * `luna`), or a sample listener's without a name when the marker has no id this app knows.
 */
export function whoseFor(sample: SampleMarker | undefined): Whose {
  if (sample === undefined) return OWN;
  return sample.id ? { kind: 'named', name: sampleName(sample.id) } : { kind: 'sample' };
}
