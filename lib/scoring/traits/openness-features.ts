import { REASON, FLAG } from '../../export/plays/play-codes';
import { albumKey, songKey } from '../../export/plays/plays';
import type { FeatureMeasure, MeasureOf } from './feature-measures';
import { MIN_COVERAGE, QUALIFYING_MS } from './feature-table';
import type { Listening } from '../listening/listening';
import { DAY_MS } from '../listening/local-time';
import { pickTop } from '../listening/top-pick';

/** Openness features (docs/scoring-model.md § The features). Each returns undefined when its data is missing. */

const RAREFY_PLAYS = 1000;
/** Heaps-law exponent for scaling distinct counts of short histories to 1,000 plays (docs/scoring-model.md, O1). */
const HEAPS_EXPONENT = 0.75;
const MIN_ARTIST_PLAYS = 100;
/** O2: an artist is fresh when not played in the three weeks before the last week (days 30 to 7 back)… */
export const FRESH_LOOK_BACK_DAYS = 30;
const FRESH_DAYS = 7;
/** …and those three weeks hold enough songs to tell (a break or a sampling gap does not make everyone fresh). */
const MIN_LOOK_BACK_PLAYS = 10;
const MIN_ELIGIBLE_PLAYS = 100;
/** O3 and O4 are means over stretches of this many songs, so a longer history does not move them. */
const TOP_TEN_STRETCH = 2000;
const REPEAT_STRETCH = 1000;
const MIN_SEARCH_OVERLAP_DAYS = 14;
const MIN_SEARCH_PLAYS = 100;
const ALBUM_RUN = 4;

/** Qualifying window plays whose artist is a real name (not "Unknown Artist"). */
function knownArtistPlays(l: Listening): Uint32Array {
  const { plays, qualifying } = l;
  const out = new Uint32Array(qualifying.length);
  let n = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    if (plays.artistKnown[plays.artist[i] ?? 0]) out[n++] = i;
  }
  return out.subarray(0, n);
}

export function artistBreadth(l: Listening, known: Uint32Array): MeasureOf<'O1'> | undefined {
  const { plays } = l;
  const n = known.length;
  if (n < MIN_ARTIST_PLAYS) return undefined;
  const marker = new Int32Array(plays.artistNames.length).fill(-1);
  let distinctOverall = 0;
  for (let k = 0; k < n; k++) {
    const a = plays.artist[known[k] ?? 0] ?? 0;
    if (marker[a] !== -2) {
      marker[a] = -2;
      distinctOverall++;
    }
  }
  let rarefied: number;
  if (n >= RAREFY_PLAYS) {
    // Mean distinct artists over non-overlapping 1,000-play windows: comparable across history lengths.
    const windows = Math.floor(n / RAREFY_PLAYS);
    marker.fill(-1);
    let total = 0;
    for (let w = 0; w < windows; w++) {
      for (let k = w * RAREFY_PLAYS; k < (w + 1) * RAREFY_PLAYS; k++) {
        const a = plays.artist[known[k] ?? 0] ?? 0;
        if (marker[a] !== w) {
          marker[a] = w;
          total++;
        }
      }
    }
    rarefied = total / windows;
  } else {
    // Scaling the value up is the same as scaling the prior median down by (n/1000)^0.75 on a log scale.
    rarefied = distinctOverall * Math.pow(RAREFY_PLAYS / n, HEAPS_EXPONENT);
  }
  return { id: 'O1', value: rarefied, artists: distinctOverall, plays: n };
}

/** Index of the first value >= x in a sorted array. */
function lowerBound(sorted: Float64Array | readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) >= x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * O2 fresh artists: the share of songs in the window whose artist was not played in the three weeks before
 * the last week (30 to 7 days back): found this week, or back after a while. A rolling look-back, not "ever
 * before", so a year and a few capped months read alike. Songs whose look-back holds fewer than 10 songs
 * (the start of a history, a long break, a gap in a sampled one) are not counted either way.
 */
export function newArtistShare(l: Listening, known: Uint32Array): MeasureOf<'O2'> | undefined {
  const { plays } = l;
  // Every qualifying play with a real artist, in time order (the window and the history before it).
  const times: number[] = [];
  const byArtist = new Map<number, number[]>();
  for (let i = 0; i < plays.count; i++) {
    if ((plays.ms[i] ?? 0) < QUALIFYING_MS) continue;
    const a = plays.artist[i] ?? 0;
    if (!plays.artistKnown[a]) continue;
    const t = plays.end[i] ?? 0;
    times.push(t);
    const own = byArtist.get(a);
    if (own) own.push(t);
    else byArtist.set(a, [t]);
  }
  const newPlays = new Float64Array(plays.artistNames.length);
  let eligible = 0;
  let fresh = 0;
  for (let k = 0; k < known.length; k++) {
    const i = known[k] ?? 0;
    const t = plays.end[i] ?? 0;
    const from = t - FRESH_LOOK_BACK_DAYS * DAY_MS;
    const to = t - FRESH_DAYS * DAY_MS;
    if (lowerBound(times, to) - lowerBound(times, from) < MIN_LOOK_BACK_PLAYS) continue;
    eligible++;
    const a = plays.artist[i] ?? 0;
    const own = byArtist.get(a) ?? [];
    const next = lowerBound(own, from);
    if (next < own.length && (own[next] ?? 0) < to) continue;
    fresh++;
    newPlays[a] = (newPlays[a] ?? 0) + 1;
  }
  if (eligible < MIN_ELIGIBLE_PLAYS) return undefined;
  const top = pickTop(newPlays, plays.artistNames);
  return {
    id: 'O2',
    value: fresh / eligible,
    ...(top !== undefined ? { topNewArtist: plays.artistNames[top] } : {}),
  };
}

/** The mean of `measure` over whole stretches of `size` of `indexes` (all of them when there are fewer). */
function meanOverStretches(
  indexes: Uint32Array,
  size: number,
  measure: (part: Uint32Array) => number,
): number {
  const stretches = Math.floor(indexes.length / size);
  if (stretches === 0) return measure(indexes);
  let sum = 0;
  for (let w = 0; w < stretches; w++) sum += measure(indexes.subarray(w * size, (w + 1) * size));
  return sum / stretches;
}

/** O3: the ten most played artists' share of a 2,000-song stretch, on average. */
export function topTenShare(l: Listening, known: Uint32Array): MeasureOf<'O3'> | undefined {
  const { plays } = l;
  if (known.length < MIN_ARTIST_PLAYS) return undefined;
  const counts = new Float64Array(plays.artistNames.length);
  const share = (part: Uint32Array) => {
    counts.fill(0);
    for (let k = 0; k < part.length; k++) {
      const a = plays.artist[part[k] ?? 0] ?? 0;
      counts[a] = (counts[a] ?? 0) + 1;
    }
    const sorted = Array.from(counts.filter((c) => c > 0)).sort((a, b) => b - a);
    return sorted.slice(0, 10).reduce((s, c) => s + c, 0) / Math.max(1, part.length);
  };
  const value = meanOverStretches(known, TOP_TEN_STRETCH, share);
  // The artist quoted is the one most played over the whole window.
  share(known);
  const top = pickTop(counts, plays.artistNames);
  return {
    id: 'O3',
    value,
    stretch: Math.min(known.length, TOP_TEN_STRETCH),
    ...(top !== undefined ? { topArtist: plays.artistNames[top] } : {}),
  };
}

/**
 * O4: songs (artist, title) played per distinct song within a 1,000-song stretch, on average: a longer
 * history repeats more songs in total, but not more within a stretch.
 */
export function playsPerSong(l: Listening): MeasureOf<'O4'> {
  const { plays, qualifying } = l;
  const songIds = new Map<number, number>();
  const counts: number[] = [];
  const songArtist: number[] = [];
  const songTitle: string[] = [];
  const songOf = new Int32Array(qualifying.length);
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    const key = songKey(plays, i);
    let id = songIds.get(key);
    if (id === undefined) {
      id = counts.length;
      songIds.set(key, id);
      counts.push(0);
      songArtist.push(plays.artist[i] ?? 0);
      songTitle.push(plays.titleNames[plays.title[i] ?? 0] ?? '');
    }
    counts[id] = (counts[id] ?? 0) + 1;
    songOf[k] = id;
  }
  const seen = new Int32Array(counts.length).fill(-1);
  let stretchNo = 0;
  const repeats = (part: Uint32Array) => {
    stretchNo++;
    let distinct = 0;
    for (let k = 0; k < part.length; k++) {
      const id = songOf[part[k] ?? 0] ?? 0;
      if (seen[id] !== stretchNo) {
        seen[id] = stretchNo;
        distinct++;
      }
    }
    return part.length / Math.max(1, distinct);
  };
  const positions = Uint32Array.from({ length: qualifying.length }, (_, k) => k);
  // Quote only songs by a real artist name.
  const quotable = counts.map((c, id) => (plays.artistKnown[songArtist[id] ?? 0] ? c : 0));
  const top = pickTop(quotable, songTitle, (id) => plays.artistNames[songArtist[id] ?? 0] ?? '');
  return {
    id: 'O4',
    value: meanOverStretches(positions, REPEAT_STRETCH, repeats),
    stretch: Math.min(qualifying.length, REPEAT_STRETCH),
    topTrackPlays: top === undefined ? 0 : (quotable[top] ?? 0),
    ...(top !== undefined
      ? { topTrack: songTitle[top], topTrackArtist: plays.artistNames[songArtist[top] ?? 0] }
      : {}),
  };
}

export function searchRate(l: Listening): MeasureOf<'O5'> | undefined {
  const times = l.auxiliary.searchTimes;
  if (!times || times.length === 0) return undefined;
  // SearchQueries.json covers its own (shorter) period: compare searches and plays over the overlap only.
  const from = Math.max(l.windowStart, times[0] ?? 0);
  const to = Math.min(l.windowEnd, times[times.length - 1] ?? 0);
  if (to - from < MIN_SEARCH_OVERLAP_DAYS * DAY_MS) return undefined;
  const searches = times.filter((t) => t >= from && t <= to).length;
  let playsInRange = 0;
  for (let k = 0; k < l.qualifying.length; k++) {
    const end = l.plays.end[l.qualifying[k] ?? 0] ?? 0;
    if (end >= from && end <= to) playsInRange++;
  }
  if (playsInRange < MIN_SEARCH_PLAYS) return undefined;
  return { id: 'O5', value: (100 * searches) / playsInRange, searches };
}

/**
 * O6 album run: consecutive plays of different songs from the same album (and album artist), shuffle off,
 * each after the first started because the previous one finished; 4 or more in a row.
 */
export function albumThrough(l: Listening): MeasureOf<'O6'> | undefined {
  const { plays, from, to, qualifying } = l;
  let covered = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    if ((plays.album[i] ?? -1) >= 0 && (plays.flags[i] ?? 0) & FLAG.shuffleKnown) covered++;
  }
  if (qualifying.length === 0 || covered / qualifying.length < MIN_COVERAGE) return undefined;

  const albumIds = new Map<number, number>();
  const runPlays: number[] = [];
  const albumTitle: string[] = [];
  const albumArtist: number[] = [];
  let inRuns = 0;
  let runStart = from;
  const closeRun = (endExclusive: number) => {
    if (endExclusive - runStart < ALBUM_RUN) return;
    for (let j = runStart; j < endExclusive; j++) {
      if ((plays.ms[j] ?? 0) < QUALIFYING_MS) continue;
      inRuns++;
      const key = albumKey(plays, j);
      let id = albumIds.get(key);
      if (id === undefined) {
        id = runPlays.length;
        albumIds.set(key, id);
        runPlays.push(0);
        albumTitle.push(plays.albumNames[plays.album[j] ?? -1] ?? '');
        albumArtist.push(plays.artist[j] ?? 0);
      }
      runPlays[id] = (runPlays[id] ?? 0) + 1;
    }
  };
  const unshuffled = (i: number) =>
    ((plays.flags[i] ?? 0) & (FLAG.shuffle | FLAG.shuffleKnown)) === FLAG.shuffleKnown;
  for (let i = from + 1; i <= to; i++) {
    const album = i < to ? (plays.album[i] ?? -1) : -1;
    const continues =
      album >= 0 &&
      album === plays.album[i - 1] &&
      plays.artist[i] === plays.artist[i - 1] &&
      plays.title[i] !== plays.title[i - 1] &&
      unshuffled(i) &&
      unshuffled(i - 1) &&
      plays.reasonStart[i] === REASON.trackdone;
    if (!continues) {
      closeRun(i);
      runStart = i;
    }
  }
  const quotable = runPlays.map((c, id) => (plays.artistKnown[albumArtist[id] ?? 0] ? c : 0));
  const top = pickTop(quotable, albumTitle, (id) => plays.artistNames[albumArtist[id] ?? 0] ?? '');
  return {
    id: 'O6',
    value: inRuns / qualifying.length,
    ...(top !== undefined
      ? { album: albumTitle[top], albumArtist: plays.artistNames[albumArtist[top] ?? 0] }
      : {}),
  };
}

export function opennessMeasures(l: Listening): FeatureMeasure[] {
  const known = knownArtistPlays(l);
  const measures: (FeatureMeasure | undefined)[] = [
    artistBreadth(l, known),
    newArtistShare(l, known),
    topTenShare(l, known),
    playsPerSong(l),
    searchRate(l),
    albumThrough(l),
  ];
  return measures.filter((m): m is FeatureMeasure => m !== undefined);
}
