import { rowForReading, type SharedReading } from '../links/link';
import { matchScore } from '../links/match';
import { pairLine, type PairWords } from '../links/pairs';
import type { Crew } from './crew';

/** Two members of a crew: their readings, and their places in it (`first` < `second`). */
export interface CrewPair {
  readonly first: number;
  readonly second: number;
  readonly a: SharedReading;
  readonly b: SharedReading;
  /** |ΔE| + |ΔC| + |ΔO|: the distance the match score is made of, so the closest pair matches best. */
  readonly gap: number;
  /** The pair's match score (lib/links/match.ts), as a duo shows it. */
  readonly match: number;
}

export interface CrewPairs {
  readonly closest: CrewPair;
  /** The same pair as `closest` in a crew of two. */
  readonly mostDifferent: CrewPair;
}

function gapOf(a: SharedReading, b: SharedReading): number {
  return (
    Math.abs(a.scores.E - b.scores.E) + Math.abs(a.scores.C - b.scores.C) + Math.abs(a.scores.O - b.scores.O)
  );
}

/**
 * The closest and the most different pair of members, by the match score's distance. Ties go to the pair
 * that comes first in member order (by its first member, then its second), so the same crew always shows
 * the same pairs. Undefined for a crew of fewer than two.
 */
export function crewPairs(crew: Crew): CrewPairs | undefined {
  const { members } = crew;
  let closest: CrewPair | undefined;
  let mostDifferent: CrewPair | undefined;
  members.forEach((a, first) =>
    members.forEach((b, second) => {
      if (second <= first) return;
      const pair = { first, second, a, b, gap: gapOf(a, b), match: matchScore(a.scores, b.scores) };
      // Strictly better only: an equal pair later in the order never replaces an earlier one.
      if (!closest || pair.gap < closest.gap) closest = pair;
      if (!mostDifferent || pair.gap > mostDifferent.gap) mostDifferent = pair;
    }),
  );
  return closest && mostDifferent ? { closest, mostDifferent } : undefined;
}

/** The pair's playful line (lib/links/pairs.ts), for the two members' flavours, in the page's language. */
export function crewPairLine(pair: CrewPair, t: PairWords): string {
  return pairLine(rowForReading(pair.a), rowForReading(pair.b), t);
}

/**
 * For each member (by place), the other member they match best (matchScore; ties to the earlier place), or
 * none in a crew of one: "your best match in the crew" beside each scoop.
 */
export function bestMatches(crew: Crew): readonly ({ place: number; match: number } | undefined)[] {
  const { members } = crew;
  return members.map((a, i) => {
    let best: { place: number; match: number } | undefined;
    members.forEach((b, place) => {
      if (place === i) return;
      const match = matchScore(a.scores, b.scores);
      // Strictly better only, so an equal match later in the crew never replaces an earlier one.
      if (!best || match > best.match) best = { place, match };
    });
    return best;
  });
}
