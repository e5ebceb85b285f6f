/**
 * Small integer codes for the per-play fields the model reads, so a play is a handful of typed-array slots
 * instead of an object with strings (500,000 plays must fit comfortably in a browser worker).
 */
export const REASONS = [
  'none',
  'trackdone',
  'fwdbtn',
  'backbtn',
  'clickrow',
  'playbtn',
  'appload',
  'remote',
  'trackerror',
  'unknown',
  'endplay',
  'logout',
  'unexpected-exit',
  'unexpected-exit-while-paused',
  'clickside',
  'popup',
  'uriopen',
  'other',
] as const;
export type Reason = (typeof REASONS)[number];

export const REASON = Object.fromEntries(REASONS.map((r, i) => [r, i])) as Readonly<Record<Reason, number>>;

const REASON_LOOKUP = new Map<string, number>(REASONS.map((r, i) => [r, i]));

/** null, "" and missing mean "not recorded" (whole periods of some exports); unlisted values are "other". */
export function reasonCode(value: unknown): number {
  if (typeof value !== 'string' || value === '') return REASON.none;
  return REASON_LOOKUP.get(value) ?? REASON.other;
}

/** Booleans that can also be null ("not recorded"), packed in one byte per play. */
export const FLAG = {
  shuffle: 1,
  shuffleKnown: 2,
  skipped: 4,
  skippedKnown: 8,
  offline: 16,
  offlineKnown: 32,
} as const;

export function packFlags(shuffle: unknown, skipped: unknown, offline: unknown): number {
  let flags = 0;
  if (shuffle === true) flags |= FLAG.shuffle | FLAG.shuffleKnown;
  else if (shuffle === false) flags |= FLAG.shuffleKnown;
  if (skipped === true) flags |= FLAG.skipped | FLAG.skippedKnown;
  else if (skipped === false) flags |= FLAG.skippedKnown;
  if (offline === true) flags |= FLAG.offline | FLAG.offlineKnown;
  else if (offline === false) flags |= FLAG.offlineKnown;
  return flags;
}

/**
 * Where a play came from. Spotify account rows carry only time, artist, track and ms; extended rows carry
 * everything; Apple Music rows carry durations, end reasons, devices and offline but no shuffle or country;
 * YouTube Music, Last.fm and Apple's Track Play History rows carry only a time, an artist and a title (their
 * `ms` is ASSUMED_PLAY_MS, or the gap to the next play where that proves a skip).
 */
export const SOURCE = { account: 0, extended: 1, apple: 2, youtube: 3, lastfm: 4, appleHistory: 5 } as const;

/**
 * YouTube Music (Takeout), Last.fm and Apple's Track Play History record no play duration. Their plays get this `ms` only so that every
 * listen counts as a full play and its start time (`end - ms`) is the real start; it is an assumption, not a
 * measurement, and the scorer leaves out the features that need real durations for these sources.
 */
export const ASSUMED_PLAY_MS = 180_000;

/**
 * A play's own UTC offset in minutes, where the export records one (Apple Music does, per event): it places
 * the play in the listener's local time wherever they were. This value means "not recorded": the visitor's
 * browser zone applies.
 */
export const NO_UTC_OFFSET = -32768;
