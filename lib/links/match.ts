import type { TraitScores } from '../flavor/result';

/**
 * How alike two readings are: 100 minus the average distance of the three scores, rounded down, so only
 * equal scores match 100% and the furthest apart (0 against 100 on every trait) match 0%. Symmetric, and a
 * plain number anyone can check by hand, which is the point of a match score people post.
 */
export function matchScore(a: TraitScores, b: TraitScores): number {
  const gaps = Math.abs(a.E - b.E) + Math.abs(a.C - b.C) + Math.abs(a.O - b.O);
  return Math.min(100, Math.max(0, Math.floor((300 - gaps) / 3)));
}

/** The one line under the match score on /flavor and in the duo picture's alt text. */
export const MATCH_EXPLANATION = 'Match: 100 minus the average gap between your three scores.';
