import { FEATURE_CORRELATION, SHRINK_DAYS, SHRINK_PLAYS } from './feature-table';

/** One available feature of a trait, already standardised. */
export interface WeightedZ {
  readonly weight: number;
  readonly direction: 1 | -1;
  readonly z: number;
}

/**
 * §4.3 step 2: Z = Σ w·d·z / sqrt(Σ_i Σ_j w_i w_j ρ_ij), ρ_ii = 1, ρ_ij = 0.3. Unavailable features are simply
 * absent, which renormalises the rest; Z stays roughly standard normal when the priors are right.
 */
export function combineTrait(features: readonly WeightedZ[]): number {
  let numerator = 0;
  let sumW = 0;
  let sumW2 = 0;
  for (const f of features) {
    numerator += f.weight * f.direction * f.z;
    sumW += f.weight;
    sumW2 += f.weight * f.weight;
  }
  const variance = sumW2 + FEATURE_CORRELATION * (sumW * sumW - sumW2);
  return variance > 0 ? numerator / Math.sqrt(variance) : 0;
}

/** §4.3 step 3: λ = n/(n + 300) × min(1, days/90): thin or short histories are pulled towards the middle. */
export function shrinkFactor(qualifyingPlays: number, days: number): number {
  return (qualifyingPlays / (qualifyingPlays + SHRINK_PLAYS)) * Math.min(1, Math.max(0, days) / SHRINK_DAYS);
}

/** Standard normal CDF via erf (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7): deterministic everywhere. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** §4.3 step 4: T = round(100·Φ(Z*)), read as "estimated percentile among typical listeners". */
export function traitPercentile(shrunkZ: number): number {
  return Math.min(100, Math.max(0, Math.round(100 * normalCdf(shrunkZ))));
}
