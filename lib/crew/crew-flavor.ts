import { flavorChances, roundSpread, type Certainty, type FlavorChances } from '../flavor/certainty';
import { buildResult, type FlavorResult, type TraitScores } from '../flavor/result';
import { roundScore, rowForBins, type FlavorRow, type TraitKey } from '../flavor/table';
import type { SharedReading } from '../links/link';
import type { Crew } from './crew';

/**
 * The crew's flavour (docs/crew.md § The crew's flavour): the scorer's own result for the members' mean
 * scores, and how sure it is in the same calibrated terms as one listener's result (certainty.ts), so every
 * view that shows a result (the card, the swirl line, the meters) can show the crew's as it is.
 */
export interface CrewFlavor {
  /** buildResult of the means rounded as the scorer rounds; `certainty` set when the crew has one. */
  readonly result: FlavorResult;
  /** The result's row of the table: what every view of the crew's flavour shows (its words, colour, picture). */
  readonly row: FlavorRow;
  /** The members' mean scores before rounding. */
  readonly means: TraitScores;
  /** The flavours' chances (flavorChances): null when some member's reading says nothing about how sure. */
  readonly chances: FlavorChances | null;
}

/**
 * How far the crew's mean would move, per trait, in score points: the certainty contract's spread, for a
 * mean of n readings. Two parts, as variances:
 *  - reading noise: each member's score would move by their own spread on another reading; the readings are
 *    independent, so their mean moves by √(Σ sᵢ²) / n;
 *  - real disagreement: the members' scores differ by more than their noise explains (the sample variance of
 *    the scores minus the mean sᵢ², never below 0), and a mean of n people who disagree stands on few
 *    shoulders: that variance / n, the standard error of a mean.
 * A crew of one is then exactly its member's reading, two sure members on either side of the line make an
 * unsure crew (a swirl: the crew is split), and a crew that agrees is as sure as its readings allow. Only
 * when every member's reading carries a certainty: with one missing, its noise is unknown.
 */
export function crewCertainty(members: readonly SharedReading[]): Certainty | undefined {
  const certainties = members.map((m) => m.certainty);
  if (members.length === 0 || certainties.some((c) => c === undefined)) return undefined;
  const known = certainties as Certainty[];
  const n = members.length;
  const spread = (t: TraitKey) => {
    const noise = known.reduce((sum, c) => sum + c.spread[t] ** 2, 0);
    const mean = members.reduce((sum, m) => sum + m.scores[t], 0) / n;
    const variance = n < 2 ? 0 : members.reduce((sum, m) => sum + (m.scores[t] - mean) ** 2, 0) / (n - 1);
    const disagreement = Math.max(0, variance - noise / n);
    return roundSpread(Math.sqrt(noise / n ** 2 + disagreement / n));
  };
  // The quiz's words ("from their answers") only when every member's reading is from answers.
  const basis = known.every((c) => c.basis === 'answers') ? 'answers' : 'listening';
  return { basis, spread: { E: spread('E'), C: spread('C'), O: spread('O') } };
}

/** The crew's flavour; undefined for a crew without members. */
export function crewFlavor(crew: Crew): CrewFlavor | undefined {
  const { members } = crew;
  if (members.length === 0) return undefined;
  const mean = (t: TraitKey) => members.reduce((sum, m) => sum + m.scores[t], 0) / members.length;
  const means = { E: mean('E'), C: mean('C'), O: mean('O') };
  const scores = { E: roundScore(means.E), C: roundScore(means.C), O: roundScore(means.O) };
  const result = buildResult(scores);
  const certainty = crewCertainty(members);
  if (certainty) result.certainty = certainty;
  const row = rowForBins({ E: result.E_bin, C: result.C_bin, O: result.O_bin });
  return { result, row, means, chances: certainty ? flavorChances(scores, certainty) : null };
}
