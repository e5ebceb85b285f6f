import type { FeatureId } from './feature-table';
import type { DataSourceId } from '../population-reference';

/**
 * What each data source can feed (docs/scoring-model.md § Data sources). A feature a source cannot feed is
 * never measured from it (an assumed duration must not pass for a real one), and counts at its prior median
 * in the trait: the trait is pulled towards 50 by what we cannot see, and the evidence says what that was.
 * A feature the source can feed but this visitor's files lack (no playlists file, say) is simply left out.
 */
const EVERY_PLAY_FEATURE: readonly FeatureId[] = [
  'O1',
  'O2',
  'O3',
  'O4',
  'C1',
  'C2',
  'C3',
  'C4',
  'C8',
  'E1',
  'E4',
  'E6',
  'E7',
];

export const SOURCE_FEATURES: Readonly<Record<DataSourceId, ReadonlySet<FeatureId>>> = {
  // About a year of plays with time, artist, song and duration, plus the account's own files.
  'spotify-account': new Set([...EVERY_PLAY_FEATURE, 'O5', 'C5', 'C6', 'E3']),
  'spotify-extended': new Set([...EVERY_PLAY_FEATURE, 'O5', 'O6', 'C5', 'C6', 'C7', 'E2', 'E3', 'E5']),
  // Play events with durations, end reasons (skips), devices and offline flags; no searches or follows.
  'apple-music': new Set([...EVERY_PLAY_FEATURE, 'C6', 'C7', 'E2', 'E5']),
  // Apple's Track Play History alone: one row per play with a time, artist and title, no duration, end
  // reason or device; as with YouTube Music, a song followed by the next within 30 seconds was skipped.
  'apple-track-history': new Set([...EVERY_PLAY_FEATURE, 'C6']),
  // Every song started, with a time, artist and title only: no durations or devices, but a song followed by
  // the next within 30 seconds was skipped (lib/export/services/youtube-music.ts), as in account data.
  'youtube-music': new Set([...EVERY_PLAY_FEATURE, 'C6']),
  // Scrobbles are songs of 30 s or more, with a time, artist and title: no skips, durations or devices.
  lastfm: new Set(EVERY_PLAY_FEATURE),
  // The habits the listening quiz asks about (lib/quiz/questions.ts; a test keeps the two in step).
  quiz: new Set(['O2', 'O3', 'O4', 'C1', 'C2', 'C6', 'C8', 'E1', 'E4', 'E7']),
};

/** The sources' names in the scripts' reports (the evidence names them in its own words: messages `Evidence.unfed`). */
export const SOURCE_NAMES: Readonly<Record<DataSourceId, string>> = {
  'spotify-account': 'Spotify’s account data',
  'spotify-extended': 'Spotify’s extended history',
  'apple-music': 'Apple Music’s export',
  'apple-track-history': 'Apple Music’s Track Play History',
  'youtube-music': 'YouTube Music’s history',
  lastfm: 'Last.fm scrobbles',
  quiz: 'this quiz',
};

export function canFeed(source: DataSourceId, id: FeatureId): boolean {
  return SOURCE_FEATURES[source].has(id);
}
