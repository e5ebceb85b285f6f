import { FEATURES, Z_CLIP, type FeatureId, type Transform } from './feature-table';

/** §4.3 step 1: z = clip((g(x) - g(median)) / s, ±2.5) with s = (g(p75) - g(p25)) / 1.349. */
const LOGIT_EPSILON = 0.005;
const IQR_TO_SD = 1.349;

function logit(p: number): number {
  const q = Math.min(1 - LOGIT_EPSILON, Math.max(LOGIT_EPSILON, p));
  return Math.log(q / (1 - q));
}

export function transformValue(transform: Transform, x: number): number {
  switch (transform) {
    case 'identity':
      return x;
    case 'log':
      return Math.log(Math.max(x, 1e-6));
    case 'log1p':
      return Math.log1p(Math.max(x, 0));
    case 'log-plus-0.1':
      return Math.log(Math.max(x, 0) + 0.1);
    case 'logit':
      return logit(x);
    case 'logit-plus-0.005':
      return logit(x + 0.005);
  }
}

export function standardise(id: FeatureId, value: number): number {
  const spec = FEATURES[id];
  const g = (x: number) => transformValue(spec.transform, x);
  const scale = (g(spec.p75) - g(spec.p25)) / IQR_TO_SD;
  const z = (g(value) - g(spec.median)) / scale;
  return Math.min(Z_CLIP, Math.max(-Z_CLIP, z));
}
