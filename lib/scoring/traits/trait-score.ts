import { FEATURE_CORRELATION, SHRINK_DAYS, SHRINK_PLAYS, TRAIT_Z_LIMIT } from './feature-table';
import type { FeatureId } from './feature-table';
import { normalCdf } from '../../normal-distribution';
import { roundScore } from '../../flavor/table';

export { normalCdf } from '../../normal-distribution';

/** One available feature of a trait, already standardised. */
export interface WeightedZ {
  readonly id?: FeatureId;
  readonly weight: number;
  readonly direction: 1 | -1;
  readonly z: number;
}

/** Correlation of two features' normal scores; undefined where unknown (then FEATURE_CORRELATION). */
export type CorrelationOf = (a: FeatureId, b: FeatureId) => number | undefined;

/** Pairwise correlations need not form a valid matrix; the variance never goes below this share of Σw². */
const MIN_VARIANCE_SHARE = 0.5;

/**
 * Z = Σ w·d·z / sqrt(Σ_i Σ_j w_i w_j d_i d_j ρ_ij) with ρ_ii = 1: the weighted sum divided by its spread
 * among listeners, so Z stays roughly standard normal whichever features a source can feed. ρ comes from
 * the population reference (real listeners) where known, else the assumed FEATURE_CORRELATION between two
 * features that point the same way. Unavailable features are simply absent, which renormalises the rest.
 */
export function combineTrait(features: readonly WeightedZ[], correlation?: CorrelationOf): number {
  let numerator = 0;
  let variance = 0;
  let sumW2 = 0;
  features.forEach((f, i) => {
    numerator += f.weight * f.direction * f.z;
    sumW2 += f.weight * f.weight;
    features.forEach((g, j) => {
      if (i === j) variance += f.weight * f.weight;
      else {
        const known = f.id && g.id ? correlation?.(f.id, g.id) : undefined;
        const rho = known === undefined ? FEATURE_CORRELATION : f.direction * g.direction * known;
        variance += f.weight * g.weight * rho;
      }
    });
  });
  variance = Math.max(variance, MIN_VARIANCE_SHARE * sumW2);
  return variance > 0 ? numerator / Math.sqrt(variance) : 0;
}

/** λ = n/(n + 300) × min(1, days/90): thin or short histories are pulled towards the middle (50). */
export function shrinkFactor(qualifyingPlays: number, days: number): number {
  return (qualifyingPlays / (qualifyingPlays + SHRINK_PLAYS)) * Math.min(1, Math.max(0, days) / SHRINK_DAYS);
}

/**
 * Scores far from the middle need overwhelming evidence: L·tanh(z/L) leaves the middle as it is (at the
 * High line, z = 0.253, it moves by under 0.002: the same whole score) and bends the tails, so a score below 5 or above 95 needs a
 * combined score beyond about ±3.2, further out than any listener of the reference.
 */
export function limitTails(z: number): number {
  return TRAIT_Z_LIMIT * Math.tanh(z / TRAIT_Z_LIMIT);
}

/** T = round(100·Φ(Z*)), read as "higher than T in 100 listeners". */
export function traitPercentile(shrunkZ: number): number {
  return roundScore(100 * normalCdf(shrunkZ));
}
