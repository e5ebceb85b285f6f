import type { TraitKey } from '../../flavor/table';

/**
 * THE table of the model (docs/scoring-model.md § The features): every feature's direction, transform,
 * prior (the assumed population median and interquartile range used to standardise it) and weight within
 * its trait, with where each comes from. Priors are design estimates, used only where the population reference has no figure; change them here
 * and nowhere else.
 *
 * Weights favour what a listener shows again and again: a habit that changes between two halves of the same
 * year, or between even and odd weeks, says little about the person (docs/scoring-model.md § How steady and
 * how comparable, where each weight's reading is measured). Not implemented: a mainstream share (O7) needs
 * a bundled list of top artists we do not ship.
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
  | 'C8'
  | 'E1'
  | 'E2'
  | 'E3'
  | 'E4'
  | 'E5'
  | 'E6'
  | 'E7';

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
    weight: 1.0,
    basis:
      'Direction: Tricomi et al. 2024; Bansal & Woolhouse 2015/2021; Greenberg et al. 2022 (breadth). Formula and prior: design choice.',
  },

  O2: {
    trait: 'O',
    label: 'Fresh artists (not played in the three weeks before)',
    direction: 1,
    transform: 'logit',
    median: 0.3,
    p25: 0.2,
    p75: 0.42,
    weight: 0.75,
    basis:
      "Direction: novelty/diversity and Openness; Spotify Wrapped's Familiarity/Exploration axis (mcdonald 2023). A rolling look-back (not 'ever') so that a short or capped history reads like a year. Numbers: design choice.",
  },

  O3: {
    trait: 'O',
    label: 'Top-10 artist concentration (per 2,000 plays)',
    direction: -1,
    transform: 'logit',
    median: 0.37,
    p25: 0.28,
    p75: 0.48,
    weight: 1.0,
    basis:
      'Direction: diversity and Openness (as O1). Per 2,000-play stretch so that history length does not move it. Anchor: MIDiA "Wrapped" analysis (secondary). Numbers: design choice.',
  },

  O4: {
    trait: 'O',
    label: 'Plays per distinct song (per 1,000 plays)',
    direction: -1,
    transform: 'log',
    median: 2.1,
    p25: 1.6,
    p75: 2.8,
    weight: 0.5,
    basis:
      "Design choice (variety seeking; Spotify's Loyalty/Variety axis; repetition is the norm per Louail & Barthelemy 2017). Per 1,000-play stretch so that history length does not move it.",
  },

  O5: {
    trait: 'O',
    label: 'Searches per 100 plays',
    direction: 1,
    transform: 'log-plus-0.1',
    median: 2.0,
    p25: 0.8,
    p75: 4.5,
    weight: 0.25,
    basis:
      'Design choice, modelled on Wrapped 2023 "Hunter". Only account data has it: a small weight keeps other sources comparable.',
  },
  O6: {
    trait: 'O',
    label: 'Album front-to-back share',
    direction: 1,
    transform: 'logit',
    median: 0.03,
    p25: 0.012,
    p75: 0.06,
    weight: 0.5,
    basis:
      'Design choice, speculative: cognitive use of music (Chamorro-Premuzic & Furnham 2007/2012); Wrapped "Hypnotist". Prior: near the middle of the real partial extended histories we have.',
  },
  C1: {
    trait: 'C',
    label: 'Late-night share (songs started 00:00–04:59)',
    direction: -1,
    transform: 'logit',
    median: 0.05,
    p25: 0.02,
    p75: 0.1,
    weight: 0.5,
    basis:
      'Morningness and Conscientiousness r = .29 (Tsaousis 2010 meta-analysis); earlier phone stop (Schoedel 2020). Counted in songs, not minutes, so one all-night playlist does not decide it. Low weight: it changes between halves of a year. Prior: design choice.',
  },

  C2: {
    trait: 'C',
    label: 'Weekday start (first song, hours after 04:00)',
    direction: -1,
    transform: 'identity',
    // 10:00 (08:30–12:30) on the clock, i.e. 6.0 (4.5–8.5) hours after 04:00.
    median: 6.0,
    p25: 4.5,
    p75: 8.5,
    weight: 1.5,
    basis:
      'Morningness and Conscientiousness r = .29 (Tsaousis 2010); chronotype read from the day’s first activity (Roy et al. 2021). The median over weekdays with 3 or more songs: steadier than any mean. Prior: design choice.',
  },

  C3: {
    trait: 'C',
    label: 'Spread of weekday first-play time (minutes)',
    direction: -1,
    transform: 'log',
    median: 150,
    p25: 100,
    p75: 210,
    weight: 0.75,
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
    weight: 0.25,
    basis:
      'Social jetlag correlates negatively with Conscientiousness (Randler 2008). Low weight: halves of one year barely agree on it (r ≈ .4). Prior: design choice.',
  },
  C5: {
    trait: 'C',
    label: 'Playlists with 10+ songs',
    direction: 1,
    transform: 'log1p',
    median: 8,
    p25: 3,
    p75: 20,
    weight: 0.25,
    basis:
      'Design choice (orderliness; Wrapped "Alchemist"). No direct evidence. Only account data has it: a small weight keeps other sources comparable.',
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
  C8: {
    trait: 'C',
    label: 'Weeknight stop (last song, hours after 04:00)',
    direction: -1,
    transform: 'identity',
    // 21:00 (19:00–23:00) on the clock, i.e. 17 (15–19) hours after 04:00.
    median: 17,
    p25: 15,
    p75: 19,
    weight: 0.5,
    basis:
      'People higher in Conscientiousness stop using their phones earlier in the evening (Schoedel 2020). The median over weekdays with 3 or more songs. Prior: design choice.',
  },

  E1: {
    trait: 'E',
    label: 'Friday and Saturday nights with music (18:00–02:00)',
    direction: 1,
    transform: 'logit',
    median: 0.6,
    p25: 0.4,
    p75: 0.8,
    weight: 1.0,
    basis:
      'Design choice, motivated by Randler 2008 (social jetlag and Extraversion) and Lamere 2014 (evening/weekend engagement). Counted in nights, not minutes: one long party playlist does not decide it.',
  },

  E2: {
    trait: 'E',
    label: 'Shared-device share (speakers, TVs, cars, Connect)',
    direction: 1,
    transform: 'logit-plus-0.005',
    median: 0.04,
    p25: 0.01,
    p75: 0.12,
    weight: 0.5,
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
    weight: 0.25,
    basis:
      'Indirect: social behaviour is the most predictive class in Stachl et al. 2020. Feature: design choice. Only account data has it: a small weight keeps other sources comparable.',
  },
  E4: {
    trait: 'E',
    label: 'Songs per day you listen',
    direction: 1,
    transform: 'log',
    median: 35,
    p25: 20,
    p75: 60,
    weight: 1.0,
    basis:
      'Weak evidence (Johansson 2013 thesis: extraverts use music the most, in the most situations). Counted in songs (30 s or more), which every source records. Prior: design choice.',
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
    weight: 0.25,
    basis:
      'Social jetlag correlates positively with Extraversion (Randler 2008). Same quantity as C4, and as unsteady: low weight.',
  },
  E7: {
    trait: 'E',
    label: 'Days with music (breaks of 2 weeks or more left out)',
    direction: 1,
    transform: 'logit',
    median: 0.85,
    p25: 0.7,
    p75: 0.95,
    weight: 0.5,
    basis:
      'Weak evidence, as E4 (Johansson 2013). Breaks of two weeks or more are left out, so a capped or sampled history reads like a whole one. Prior: design choice.',
  },
};

export const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

/** Assumed correlation between two features of one trait that point the same way, where the reference has none. */
export const FEATURE_CORRELATION = 0.3;
/** The tail bend of a trait's combined score (trait-score.ts limitTails): scores stay inside about 4–96. */
export const TRAIT_Z_LIMIT = 1.8;
/**
 * A feature gets a reference only when at least this many listeners of a source have it (each stored figure
 * is still the mean of five listeners); a trait's re-reference needs many more, since it shapes every score.
 */
export const MIN_REFERENCE_LISTENERS = 8;
export const MIN_TRAIT_REFERENCE_LISTENERS = 20;
/** Standardised values are clipped so one extreme feature cannot decide a trait alone. */
export const Z_CLIP = 2.5;
/** Shrinkage constants (plays and days at which a read is "full strength"). */
export const SHRINK_PLAYS = 300;
export const SHRINK_DAYS = 90;
/** Minimum data for any result, and what counts as a play: owned by the reader (lib/export/minimum-data.ts). */
export { MIN_DAYS, MIN_QUALIFYING_PLAYS, QUALIFYING_MS } from '../../export/minimum-data';
/** A measure that needs a field (platform, shuffle, album...) is skipped when under half the plays carry it. */
export const MIN_COVERAGE = 0.5;
/** The analysis window, counted back from the latest play in the export. */
export const WINDOW_DAYS = 365;
/** Below these, the read is flagged as early. */
export const EARLY_READ_PLAYS = 1000;
export const EARLY_READ_DAYS = 90;
