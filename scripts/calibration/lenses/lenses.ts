import { appleHistoryLens } from './apple-history-lens';
import { appleLens } from './apple-lens';
import { lastfmLens } from './lastfm-lens';
import type { Lens } from './lens';
import { youtubeLens } from './youtube-lens';

/** The other services a Spotify listener can be read through, each with the data source its files become. */
export type LensSource = 'apple-music' | 'apple-track-history' | 'youtube-music' | 'lastfm';

export const LENS_SOURCES: readonly LensSource[] = [
  'apple-music',
  'apple-track-history',
  'youtube-music',
  'lastfm',
];

/** Every lens; Last.fm's with the cap the widget's route applies. */
export function lenses(lastfmCap: number): Readonly<Record<LensSource, Lens>> {
  return {
    'apple-music': appleLens,
    'apple-track-history': appleHistoryLens,
    'youtube-music': youtubeLens,
    lastfm: lastfmLens(lastfmCap),
  };
}
