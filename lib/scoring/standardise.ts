import { FEATURES, Z_CLIP, type FeatureId, type Transform } from './traits/feature-table';
import { normalCdf } from '../normal-distribution';
import { normalScore, type Quantiles } from './quantile-map';

/**
 * A feature's value as a normal score among listeners (docs/scoring-model.md § From plays to scores): against the
 * population reference when the source has one (the quantiles of the transformed value among real
 * listeners), else against the feature's prior, (g(x) − g(median)) / s with s = (g(p75) − g(p25)) / 1.349.
 * The score used for the trait is clipped at ±Z_CLIP so one extreme habit cannot decide a trait alone.
 */
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

/** g(x) for one feature: the scale its reference quantiles are stored on. */
export function transformFeature(id: FeatureId, value: number): number {
  return transformValue(FEATURES[id].transform, value);
}

function clip(z: number): number {
  return Math.min(Z_CLIP, Math.max(-Z_CLIP, z));
}

/** The prior-based normal score, clipped. */
export function standardise(id: FeatureId, value: number): number {
  return clip(priorScore(id, value));
}

function priorScore(id: FeatureId, value: number): number {
  const spec = FEATURES[id];
  const g = (x: number) => transformValue(spec.transform, x);
  const scale = (g(spec.p75) - g(spec.p25)) / IQR_TO_SD;
  return (g(value) - g(spec.median)) / scale;
}

export interface Standardised {
  /** Normal score used in the trait, clipped at ±Z_CLIP. */
  readonly z: number;
  /** Share of listeners with a lower value (0–1), for "higher than 8 in 10 listeners". */
  readonly percentile: number;
  /** true: measured against real listeners; false: against the prior (an assumption). */
  readonly referenced: boolean;
}

export function standardiseAgainst(
  id: FeatureId,
  value: number,
  reference: Quantiles | undefined,
): Standardised {
  const raw = reference ? normalScore(transformFeature(id, value), reference) : priorScore(id, value);
  return { z: clip(raw), percentile: normalCdf(raw), referenced: reference !== undefined };
}
