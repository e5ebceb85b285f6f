import { REASON, FLAG } from '../export/play-codes';
import { albumKey, songKey } from '../export/plays';
import type { FeatureMeasure, MeasureOf } from './feature-measures';
import { MIN_COVERAGE, QUALIFYING_MS } from './feature-table';
import type { Listening } from './listening';
import { DAY_MS } from './local-time';
import { pickTop } from './top-pick';

/** Openness features (docs/scoring-model.md § The features). Each returns undefined when its data is missing. */

const RAREFY_PLAYS = 1000;
/** Heaps-law exponent for scaling distinct counts of short histories to 1,000 plays (docs/scoring-model.md, O1). */
const HEAPS_EXPONENT = 0.75;
const MIN_ARTIST_PLAYS = 100;
const NEW_ARTIST_DAYS = 30;
const BURN_IN_DAYS = 90;
const MIN_ELIGIBLE_PLAYS = 100;
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

export function newArtistShare(l: Listening, known: Uint32Array): MeasureOf<'O2'> | undefined {
  const { plays } = l;
  const firstSeen = new Float64Array(plays.artistNames.length).fill(NaN);
  let firstEver = NaN;
  for (let i = 0; i < plays.count; i++) {
    if ((plays.ms[i] ?? 0) < QUALIFYING_MS) continue;
    const a = plays.artist[i] ?? 0;
    if (!plays.artistKnown[a]) continue;
    if (Number.isNaN(firstSeen[a] ?? NaN)) firstSeen[a] = plays.end[i] ?? 0;
    if (Number.isNaN(firstEver)) firstEver = plays.end[i] ?? 0;
  }
  // The first months of any history make every artist look new, so they only seed "already known".
  const eligibleFrom = firstEver + BURN_IN_DAYS * DAY_MS;
  const newPlays = new Float64Array(plays.artistNames.length);
  let eligible = 0;
  let fresh = 0;
  for (let k = 0; k < known.length; k++) {
    const i = known[k] ?? 0;
    const end = plays.end[i] ?? 0;
    if (end < eligibleFrom) continue;
    eligible++;
    const a = plays.artist[i] ?? 0;
    if (end - (firstSeen[a] ?? end) <= NEW_ARTIST_DAYS * DAY_MS) {
      fresh++;
      newPlays[a] = (newPlays[a] ?? 0) + 1;
    }
  }
  if (eligible < MIN_ELIGIBLE_PLAYS) return undefined;
  const top = pickTop(newPlays, plays.artistNames);
  return {
    id: 'O2',
    value: fresh / eligible,
    ...(top !== undefined ? { topNewArtist: plays.artistNames[top] } : {}),
  };
}

export function topTenShare(l: Listening, known: Uint32Array): MeasureOf<'O3'> | undefined {
  const { plays } = l;
  if (known.length < MIN_ARTIST_PLAYS) return undefined;
  const counts = new Float64Array(plays.artistNames.length);
  for (let k = 0; k < known.length; k++) {
    const a = plays.artist[known[k] ?? 0] ?? 0;
    counts[a] = (counts[a] ?? 0) + 1;
  }
  const sorted = Array.from(counts.filter((c) => c > 0)).sort((a, b) => b - a);
  const topTen = sorted.slice(0, 10).reduce((s, c) => s + c, 0);
  const top = pickTop(counts, plays.artistNames);
  return {
    id: 'O3',
    value: topTen / known.length,
    ...(top !== undefined ? { topArtist: plays.artistNames[top] } : {}),
  };
}

/** O4: qualifying plays per distinct song, a song being (artist, title); ids are built for the window only. */
export function playsPerSong(l: Listening): MeasureOf<'O4'> {
  const { plays, qualifying } = l;
  const songIds = new Map<number, number>();
  const counts: number[] = [];
  const songArtist: number[] = [];
  const songTitle: string[] = [];
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
  }
  const distinct = counts.length;
  // Quote only songs by a real artist name.
  const quotable = counts.map((c, id) => (plays.artistKnown[songArtist[id] ?? 0] ? c : 0));
  const top = pickTop(quotable, songTitle, (id) => plays.artistNames[songArtist[id] ?? 0] ?? '');
  return {
    id: 'O4',
    value: qualifying.length / Math.max(1, distinct),
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
