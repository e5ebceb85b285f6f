import { songKey } from '../../export/plays/plays';
import type { Listening } from './listening';
import { DAY_MS } from './local-time';
import type { ListeningNumbers } from '../../flavor/listening-numbers';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts over the qualifying plays only, the same plays the traits were measured on. `lastfm`: the plays
 * came through Last.fm's API, which reads only the last 12 months.
 */
export function listeningNumbers(listening: Listening, lastfm = false): ListeningNumbers {
  const { plays, qualifying } = listening;
  const artists = new Set<number>();
  const tracks = new Set<number>();
  for (const i of qualifying) {
    const artist = plays.artist[i] ?? -1;
    if (artist >= 0 && plays.artistKnown[artist] === 1) artists.add(artist);
    // A song is (artist, title): the same title by two artists is two tracks.
    tracks.add(songKey(plays, i));
  }
  const first = qualifying.length > 0 ? (plays.end[qualifying[0] ?? 0] ?? 0) : 0;
  const last = qualifying.length > 0 ? (plays.end[qualifying[qualifying.length - 1] ?? 0] ?? 0) : 0;
  return {
    plays: qualifying.length,
    hours: Math.round(listening.qualifyingMs / 360_000) / 10,
    days: Math.round((last - first) / DAY_MS),
    artists: artists.size,
    tracks: tracks.size,
    firstDate: isoDate(first),
    lastDate: isoDate(last),
    ...(lastfm ? { lastfm: true as const } : {}),
  };
}
