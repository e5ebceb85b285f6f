/**
 * The standard normal distribution, deterministic in every browser: scores are read as percentiles
 * ("higher than 7 in 10 listeners"), and features and traits are compared on the normal-score scale.
 */

/** Standard normal CDF via erf (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

// Acklam's rational approximation of the inverse CDF (relative error < 1.2e-9 over (0, 1)).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

function poly(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

/** The z with normalCdf(z) = p; p is kept inside [1e-9, 1 - 1e-9] so the answer is always finite. */
export function inverseNormalCdf(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  if (q < P_LOW) {
    const r = Math.sqrt(-2 * Math.log(q));
    return poly(C, r) / (poly(D, r) * r + 1);
  }
  if (q > 1 - P_LOW) {
    const r = Math.sqrt(-2 * Math.log(1 - q));
    return -poly(C, r) / (poly(D, r) * r + 1);
  }
  const r = q - 0.5;
  const s = r * r;
  return (poly(A, s) * r) / (poly(B, s) * s + 1);
}
