import type { LastfmFile, LastfmScrobble } from '../export/lastfm-rows';
import { QUALIFYING_MS } from '../export/minimum-data';
import type { Plays } from '../export/plays';
import { songOf, startOf, textFile, type Lens } from './lens';

/**
 * Last.fm: a scrobble for every play of 30 seconds or more (Last.fm's own floor), with the start time, the
 * artist and the title; no duration, device or skip. Our route fetches the last 12 months before "now"
 * (here: the latest play), newest first, and stops at `cap` scrobbles, so a heavy listener's file holds only
 * their latest months, exactly as the widget would receive it.
 */
export const LASTFM_LENS_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

export function lastfmScrobbles(plays: Plays, cap: number): LastfmScrobble[] {
  const latest = plays.count > 0 ? (plays.end[plays.count - 1] ?? 0) : 0;
  const from = latest - LASTFM_LENS_WINDOW_DAYS * DAY_MS;
  const scrobbles: LastfmScrobble[] = [];
  for (let i = plays.count - 1; i >= 0 && scrobbles.length < cap; i--) {
    if ((plays.ms[i] ?? 0) < QUALIFYING_MS) continue;
    const start = startOf(plays, i);
    if (start < from) break;
    const { artist, title } = songOf(plays, i);
    if (title === '') continue;
    scrobbles.push({ artist, track: title, album: '', uts: Math.floor(start / 1000) });
  }
  return scrobbles;
}

/** The lens with the route's cap (pass LASTFM_MAX_PAGES × LASTFM_PAGE_SIZE, or another cap to study). */
export function lastfmLens(cap: number): Lens {
  return (plays) => {
    const file: LastfmFile = { lastfm_user: 'lens', scrobbles: lastfmScrobbles(plays, cap) };
    return [textFile('lastfm-lens.json', JSON.stringify(file))];
  };
}
