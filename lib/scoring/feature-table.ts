import type { TraitKey } from '../flavor/table';

/**
 * THE table of the model (docs/scoring-model.md § The features): every feature's direction, transform,
 * prior (the assumed population median and interquartile range used to standardise it) and weight within
 * its trait, with where each comes from. Priors are design estimates, used only where the population reference has no figure; change them here
 * and nowhere else.
 *
 * Not implemented: O7 / E7 (mainstream share) need a bundled list of top artists we do not ship.
 */
export type FeatureId =
  | 'O1'
  | 'O2'
  | 'O3'
  | 'O4'
  | 'O5'
  | 'O6'
  | 'C1'
  | 'C2'
  | 'C3'
  | 'C4'
  | 'C5'
  | 'C6'
  | 'C7'
  | 'E1'
  | 'E2'
  | 'E3'
  | 'E4'
  | 'E5'
  | 'E6';

/** g(x): the scale on which a feature is roughly normal. logit clamps to [0.005, 0.995]. */
export type Transform = 'identity' | 'log' | 'log1p' | 'log-plus-0.1' | 'logit' | 'logit-plus-0.005';

export interface FeatureSpec {
  readonly trait: TraitKey;
  readonly label: string;
  /** +1: more of it raises the trait; -1: lowers it. */
  readonly direction: 1 | -1;
  readonly transform: Transform;
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  readonly weight: number;
  /** Weight when only a weaker proxy can be computed (C6 in account data: the under-30-s proxy). */
  readonly proxyWeight?: number;
  readonly basis: string;
}

export const FEATURES: Readonly<Record<FeatureId, FeatureSpec>> = {
  O1: {
    trait: 'O',
    label: 'Artist breadth (distinct artists per 1,000 plays)',
    direction: 1,
    transform: 'log',
    median: 120,
    p25: 75,
    p75: 190,
    weight: 1.5,
    basis:
      'Direction: Tricomi et al. 2024; Bansal & Woolhouse 2015/2021; Greenberg et al. 2022 (breadth). Formula and prior: design choice.',
  },
  O2: {
    trait: 'O',
    label: 'New-artist share',
    direction: 1,
    transform: 'logit',
    median: 0.12,
    p25: 0.07,
    p75: 0.2,
    weight: 1.5,
    basis:
      "Direction: novelty/diversity and Openness; Spotify Wrapped's Familiarity/Exploration axis (mcdonald 2023). Low prior: Louail & Barthelemy 2017. Numbers: design choice.",
  },
  O3: {
    trait: 'O',
    label: 'Top-10 artist concentration',
    direction: -1,
    transform: 'logit',
    median: 0.35,
    p25: 0.24,
    p75: 0.5,
    weight: 1.0,
    basis:
      'Direction: diversity and Openness (as O1). Anchor: MIDiA "Wrapped" analysis (secondary). Numbers: design choice.',
  },
  O4: {
    trait: 'O',
    label: 'Plays per distinct song',
    direction: -1,
    transform: 'log',
    median: 3.0,
    p25: 2.0,
    p75: 4.8,
    weight: 0.75,
    basis:
      "Design choice (variety seeking; Spotify's Loyalty/Variety axis; repetition is the norm per Louail & Barthelemy 2017).",
  },
  O5: {
    trait: 'O',
    label: 'Searches per 100 plays',
    direction: 1,
    transform: 'log-plus-0.1',
    median: 2.0,
    p25: 0.8,
    p75: 4.5,
    weight: 0.5,
    basis: 'Design choice, modelled on Wrapped 2023 "Hunter".',
  },
  O6: {
    trait: 'O',
    label: 'Album front-to-back share',
    direction: 1,
    transform: 'logit',
    median: 0.1,
    p25: 0.04,
    p75: 0.22,
    weight: 0.5,
    basis:
      'Design choice, speculative: cognitive use of music (Chamorro-Premuzic & Furnham 2007/2012); Wrapped "Hypnotist".',
  },
  C1: {
    trait: 'C',
    label: 'Late-night share (00:00–04:59)',
    direction: -1,
    transform: 'logit',
    median: 0.05,
    p25: 0.02,
    p75: 0.1,
    weight: 1.5,
    basis:
      'Morningness and Conscientiousness r = .29 (Tsaousis 2010 meta-analysis); earlier phone stop (Schoedel 2020). Prior: design choice.',
  },
  C2: {
    trait: 'C',
    label: 'Weekday listening midpoint (hours after 04:00)',
    direction: -1,
    transform: 'identity',
    // 14:30 (12:30–17:00) on the clock, i.e. 10.5 (8.5–13.0) hours after 04:00.
    median: 10.5,
    p25: 8.5,
    p75: 13.0,
    weight: 1.0,
    basis: 'Chronotype literature (Tsaousis 2010; Randler 2008). Prior: design choice.',
  },
  C3: {
    trait: 'C',
    label: 'Spread of weekday first-play time (minutes)',
    direction: -1,
    transform: 'log',
    median: 150,
    p25: 100,
    p75: 210,
    weight: 1.0,
    basis: 'Regular rhythm and Conscientiousness (Schoedel 2020). Prior: design choice.',
  },
  C4: {
    trait: 'C',
    label: 'Weekend shift (hours later than weekdays)',
    direction: -1,
    transform: 'identity',
    median: 1.0,
    p25: 0.3,
    p75: 2.0,
    weight: 0.5,
    basis: 'Social jetlag correlates negatively with Conscientiousness (Randler 2008). Prior: design choice.',
  },
  C5: {
    trait: 'C',
    label: 'Playlists with 10+ songs',
    direction: 1,
    transform: 'log1p',
    median: 8,
    p25: 3,
    p75: 20,
    weight: 0.75,
    basis: 'Design choice (orderliness; Wrapped "Alchemist"). No direct evidence.',
  },
  C6: {
    trait: 'C',
    label: 'Follow-through (songs not skipped early)',
    direction: 1,
    transform: 'logit',
    // Early-skip rate 0.25 (0.15–0.38), expressed as follow-through = 1 - skip rate.
    median: 0.75,
    p25: 0.62,
    p75: 0.85,
    weight: 0.5,
    proxyWeight: 0.25,
    basis:
      'Prior anchored on Lamere 2014 (secondary: ~1/3 of plays skipped within 30 s). Direction: design choice, speculative.',
  },
  C7: {
    trait: 'C',
    label: 'Offline (downloaded) share',
    direction: 1,
    transform: 'logit',
    median: 0.05,
    p25: 0.01,
    p75: 0.15,
    weight: 0.25,
    basis: 'Design choice, speculative (planning ahead); confounded by commuting and travel.',
  },
  E1: {
    trait: 'E',
    label: 'Friday/Saturday-night share',
    direction: 1,
    transform: 'logit',
    median: 0.09,
    p25: 0.06,
    p75: 0.13,
    weight: 1.0,
    basis:
      'Design choice, motivated by Randler 2008 (social jetlag and Extraversion) and Lamere 2014 (evening/weekend engagement).',
  },
  E2: {
    trait: 'E',
    label: 'Shared-device share (speakers, TVs, cars, Connect)',
    direction: 1,
    transform: 'logit-plus-0.005',
    median: 0.04,
    p25: 0.01,
    p75: 0.12,
    weight: 1.0,
    basis:
      'Design choice (music in shared settings; Chamorro-Premuzic & Furnham 2007, not replicated in 2012). Weak.',
  },
  E3: {
    trait: 'E',
    label: 'Social footprint (log followers + following, log playlist followers)',
    direction: 1,
    transform: 'identity',
    // Prior on followers + following of 6 (1–20) through log1p, with playlist followers assumed 0 at the median.
    median: Math.log1p(6),
    p25: Math.log1p(1),
    p75: Math.log1p(20),
    weight: 1.0,
    basis:
      'Indirect: social behaviour is the most predictive class in Stachl et al. 2020. Feature: design choice.',
  },
  E4: {
    trait: 'E',
    label: 'Hours of music per active day',
    direction: 1,
    transform: 'log',
    median: 1.3,
    p25: 0.8,
    p75: 2.2,
    weight: 0.5,
    basis: 'Weak evidence (Johansson 2013 thesis). Anchor: ~27 h/month per Spotify user (Music Ally 2021).',
  },
  E5: {
    trait: 'E',
    label: 'Context variety (device kinds + countries - 1)',
    direction: 1,
    transform: 'identity',
    median: 2,
    p25: 1,
    p75: 3,
    weight: 0.5,
    basis: 'Design choice (mobility and variety).',
  },
  E6: {
    trait: 'E',
    label: 'Weekend shift (hours later than weekdays)',
    direction: 1,
    transform: 'identity',
    median: 1.0,
    p25: 0.3,
    p75: 2.0,
    weight: 0.5,
    basis: 'Social jetlag correlates positively with Extraversion (Randler 2008). Same quantity as C4.',
  },
};

export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

/** Assumed correlation between two features of one trait that point the same way, where the reference has none. */
export const FEATURE_CORRELATION = 0.3;
/** The tail bend of a trait's combined score (trait-score.ts limitTails): scores stay inside about 4–96. */
export const TRAIT_Z_LIMIT = 1.8;
/** A feature or trait gets a reference only when at least this many listeners of a source have it. */
export const MIN_REFERENCE_LISTENERS = 10;
/** Standardised values are clipped so one extreme feature cannot decide a trait alone. */
export const Z_CLIP = 2.5;
/** Shrinkage constants (plays and days at which a read is "full strength"). */
export const SHRINK_PLAYS = 300;
export const SHRINK_DAYS = 90;
/** Minimum data for any result, and what counts as a play: owned by the reader (lib/export/minimum-data.ts). */
export { MIN_DAYS, MIN_QUALIFYING_PLAYS, QUALIFYING_MS } from '../export/minimum-data';
/** A measure that needs a field (platform, shuffle, album...) is skipped when under half the plays carry it. */
export const MIN_COVERAGE = 0.5;
/** The analysis window, counted back from the latest play in the export. */
export const WINDOW_DAYS = 365;
/** Below these, the read is flagged as early. */
export const EARLY_READ_PLAYS = 1000;
export const EARLY_READ_DAYS = 90;
