import type { LastfmFile, LastfmScrobble } from '../../../lib/export/services/lastfm-rows';
import { QUALIFYING_MS } from '../../../lib/export/minimum-data';
import type { Plays } from '../../../lib/export/plays/plays';
import { LASTFM_PAGE_SIZE } from '../../../lib/lastfm/recent-tracks';
import { periodPages, samplePeriods } from '../../../lib/lastfm/sampling';
import { songOf, startOf, textFile, type Lens } from './lens';

/**
 * Last.fm: a scrobble for every play of 30 seconds or more (Last.fm's own floor), with the start time, the
 * artist and the title; no duration, device or skip. The widget reads the last 12 months before "now" (here:
 * the latest play), newest first; a year over `cap` scrobbles is read as the newest pages of each of five
 * periods, the cap's pages shared among the periods that have scrobbles (lib/lastfm/sampling.ts
 * periodPages), exactly as the widget would receive it. `sampled: false` keeps only the
 * newest `cap`, as the route did before, for comparison.
 */
export const LASTFM_LENS_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

export function lastfmScrobbles(plays: Plays, cap: number, sampled = true): LastfmScrobble[] {
  const latest = plays.count > 0 ? (plays.end[plays.count - 1] ?? 0) : 0;
  const from = latest - LASTFM_LENS_WINDOW_DAYS * DAY_MS;
  const year: LastfmScrobble[] = [];
  for (let i = plays.count - 1; i >= 0; i--) {
    if ((plays.ms[i] ?? 0) < QUALIFYING_MS) continue;
    const start = startOf(plays, i);
    if (start < from) break;
    const { artist, title } = songOf(plays, i);
    if (title === '') continue;
    year.push({ artist, track: title, album: '', uts: Math.floor(start / 1000) });
  }
  // Last.fm lists scrobbles by their start, newest first; plays are in the order they ended.
  year.sort((a, b) => b.uts - a.uts);
  if (year.length <= cap || !sampled) return year.slice(0, cap);
  const periods = samplePeriods(Math.floor(latest / 1000) + 1, LASTFM_LENS_WINDOW_DAYS).map((p) =>
    year.filter((s) => s.uts >= p.from && s.uts < p.to),
  );
  const pages = periodPages(
    periods.map((p) => p.length),
    Math.floor(cap / LASTFM_PAGE_SIZE),
    LASTFM_PAGE_SIZE,
  );
  return periods.flatMap((p, k) => p.slice(0, (pages[k] ?? 0) * LASTFM_PAGE_SIZE));
}

/** The lens with the route's cap (pass LASTFM_MAX_PAGES × LASTFM_PAGE_SIZE, or another cap to study). */
export function lastfmLens(cap: number, sampled = true): Lens {
  return (plays) => {
    const file: LastfmFile = { lastfm_user: 'lens', scrobbles: lastfmScrobbles(plays, cap, sampled) };
    return [textFile('lastfm-lens.json', JSON.stringify(file))];
  };
}
