import { SOURCE } from './play-codes';
import { sortIndexes } from './sort-order';
import type { PlayTableBuilder } from './play-table';

/**
 * The finished, immutable music history: sorted by end time, exact duplicates removed, one slot per play
 * in each column. Ids index the name lists; -1 means "not recorded". Times are UTC epoch ms of the END of
 * the play (the start is `end - ms`), as Spotify logs them.
 */
export interface Plays {
  readonly count: number;
  readonly end: Float64Array;
  readonly ms: Float64Array;
  readonly artist: Int32Array;
  /** Song title id per play, into titleNames; a song is (artist, title). */
  readonly title: Int32Array;
  /** Album title id per play, into albumNames; -1 where none was recorded (account data). */
  readonly album: Int32Array;
  /** Index into PLATFORM_FAMILIES (0 = unknown). */
  readonly platform: Uint8Array;
  readonly country: Int32Array;
  readonly reasonStart: Uint8Array;
  readonly reasonEnd: Uint8Array;
  readonly flags: Uint8Array;
  readonly source: Uint8Array;
  /** The play's own UTC offset in minutes where the export records it, else NO_UTC_OFFSET. */
  readonly utcOffset: Int16Array;
  readonly artistNames: readonly string[];
  /** Names are interned: two plays have the same title (album) exactly when their ids are equal. */
  readonly titleNames: readonly string[];
  readonly albumNames: readonly string[];
  /** 0 for "Unknown Artist" placeholders and empty names: never counted as an artist or quoted. */
  readonly artistKnown: Uint8Array;
  readonly countryCodes: readonly string[];
}

/** One number per song (artist, title), the same for two plays exactly when it is the same song. */
export function songKey(plays: Plays, i: number): number {
  return ((plays.artist[i] ?? -1) + 1) * plays.titleNames.length + (plays.title[i] ?? 0);
}

/** One number per album of an artist (album artist, album title; no album is its own value). */
export function albumKey(plays: Plays, i: number): number {
  return ((plays.artist[i] ?? -1) + 1) * (plays.albumNames.length + 1) + (plays.album[i] ?? -1) + 1;
}

export interface FinalizeCounts {
  readonly duplicatesRemoved: number;
  /** Account rows dropped because extended history (a superset) covers their period. */
  readonly supersededAccountRows: number;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts by time and removes exact duplicates. Ids depend on the order files were read, so every tie is
 * broken by the names themselves: the same files in any order give the same plays in the same order.
 * The duplicate key is end|ms|artist|track|platform: importers elsewhere use ts|ms_played|track uri|episode
 * uri|platform; episodes are gone by now, and once time, ms and platform match, the artist and track name
 * identify the song as well as its uri does (so the uri is not stored at all). Account rows have no
 * platform, so their key is endTime|artist|track|msPlayed. `onStep(done)` is told the share done (0-1)
 * between the passes, so a million plays never leave the progress bar still for long.
 */
export function finalizePlays(
  t: PlayTableBuilder,
  onStep?: (done: number) => void,
): { plays: Plays; counts: FinalizeCounts } {
  const artistNames = t.names.artists.values;
  const titleNames = t.names.titles.values;
  const albumNames = t.names.albums.values;
  const platformNames = t.names.platforms.values;
  const countryNames = t.names.countries.values;
  const { end, ms, artist, title, album, platform, country, reasonStart, reasonEnd, flags, source } = t;

  // Ids are interned, so equal ids mean equal names and only different ids need their names compared.
  const name = (list: readonly string[], id: number) => (id < 0 ? '' : (list[id] ?? ''));
  const compareKey = (a: number, b: number): number => {
    const byEnd = (end[a] ?? 0) - (end[b] ?? 0);
    if (byEnd !== 0) return byEnd;
    const byMs = (ms[a] ?? 0) - (ms[b] ?? 0);
    if (byMs !== 0) return byMs;
    const aa = artist[a] ?? 0;
    const ab = artist[b] ?? 0;
    if (aa !== ab) return compareText(name(artistNames, aa), name(artistNames, ab));
    const ta = title[a] ?? 0;
    const tb = title[b] ?? 0;
    if (ta !== tb) return compareText(name(titleNames, ta), name(titleNames, tb));
    const pa = platform[a] ?? -1;
    const pb = platform[b] ?? -1;
    if (pa !== pb) return compareText(name(platformNames, pa), name(platformNames, pb));
    return (source[a] ?? 0) - (source[b] ?? 0);
  };
  // Among exact duplicates the kept row must not depend on file order either.
  const compareAll = (a: number, b: number): number => {
    const byKey = compareKey(a, b);
    if (byKey !== 0) return byKey;
    const la = album[a] ?? -1;
    const lb = album[b] ?? -1;
    if (la !== lb) {
      // No album (null) sorts as an empty title, as it always has.
      const byAlbum = compareText(name(albumNames, la), name(albumNames, lb));
      if (byAlbum !== 0) return byAlbum;
    }
    const ca = country[a] ?? -1;
    const cb = country[b] ?? -1;
    if (ca !== cb) return compareText(name(countryNames, ca), name(countryNames, cb));
    return (
      (reasonStart[a] ?? 0) - (reasonStart[b] ?? 0) ||
      (reasonEnd[a] ?? 0) - (reasonEnd[b] ?? 0) ||
      (flags[a] ?? 0) - (flags[b] ?? 0)
    );
  };

  const n = t.count;
  let latestExtended = -Infinity;
  for (let i = 0; i < n; i++)
    if (source[i] === SOURCE.extended && (end[i] ?? 0) > latestExtended) latestExtended = end[i] ?? 0;

  const order = new Uint32Array(n);
  let kept = 0;
  let superseded = 0;
  for (let i = 0; i < n; i++) {
    if (source[i] === SOURCE.account && (end[i] ?? 0) <= latestExtended) superseded++;
    else order[kept++] = i;
  }
  onStep?.(0.25);
  const sorted = sortIndexes(order.subarray(0, kept), compareAll);
  onStep?.(0.5);

  const keep = new Uint32Array(kept);
  let count = 0;
  for (let k = 0; k < kept; k++) {
    const i = sorted[k] ?? 0;
    if (count > 0 && compareKey(keep[count - 1] ?? 0, i) === 0) continue;
    keep[count++] = i;
  }
  onStep?.(0.75);

  // Usually every row stays where it was (files in time order, no duplicates, no account rows
  // superseded): then each column is one block copy instead of a gather through `keep`.
  let inPlace = count === n;
  for (let k = 0; k < count && inPlace; k++) inPlace = keep[k] === k;
  const pick = <T extends Float64Array | Int32Array | Int16Array | Uint8Array>(
    column: T,
    make: (size: number) => T,
  ): T => {
    if (inPlace) return column.slice(0, count) as T;
    const out = make(count);
    for (let k = 0; k < count; k++) out[k] = column[keep[k] ?? 0] ?? 0;
    return out;
  };
  const families = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const p = platform[keep[k] ?? 0] ?? -1;
    families[k] = p < 0 ? 0 : (t.names.platformFamilies[p] ?? 0);
  }
  const artistKnown = new Uint8Array(artistNames.length);
  artistNames.forEach((a, id) => {
    const trimmed = a.trim().toLowerCase();
    artistKnown[id] = trimmed === '' || trimmed === 'unknown artist' ? 0 : 1;
  });

  return {
    plays: {
      count,
      end: pick(end, (s) => new Float64Array(s)),
      ms: pick(ms, (s) => new Float64Array(s)),
      artist: pick(artist, (s) => new Int32Array(s)),
      title: pick(title, (s) => new Int32Array(s)),
      album: pick(album, (s) => new Int32Array(s)),
      platform: families,
      country: pick(country, (s) => new Int32Array(s)),
      reasonStart: pick(reasonStart, (s) => new Uint8Array(s)),
      reasonEnd: pick(reasonEnd, (s) => new Uint8Array(s)),
      flags: pick(flags, (s) => new Uint8Array(s)),
      source: pick(source, (s) => new Uint8Array(s)),
      utcOffset: pick(t.utcOffset, (s) => new Int16Array(s)),
      artistNames,
      titleNames,
      albumNames,
      artistKnown,
      countryCodes: countryNames,
    },
    counts: { duplicatesRemoved: kept - count, supersededAccountRows: superseded },
  };
}
