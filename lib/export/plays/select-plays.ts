import type { Plays } from './plays';

/**
 * The plays for which `keep(i)` holds, as a history of their own (same name lists, same order): how the
 * calibration reads one half of a listener's year, or every other week, as if it were the whole export.
 */
export function selectPlays(plays: Plays, keep: (i: number) => boolean): Plays {
  const picked: number[] = [];
  for (let i = 0; i < plays.count; i++) if (keep(i)) picked.push(i);
  const take = <T extends Float64Array | Int32Array | Int16Array | Uint8Array>(column: T, out: T): T => {
    picked.forEach((i, k) => (out[k] = column[i] ?? 0));
    return out;
  };
  const n = picked.length;
  return {
    ...plays,
    count: n,
    end: take(plays.end, new Float64Array(n)),
    ms: take(plays.ms, new Float64Array(n)),
    artist: take(plays.artist, new Int32Array(n)),
    title: take(plays.title, new Int32Array(n)),
    album: take(plays.album, new Int32Array(n)),
    platform: take(plays.platform, new Uint8Array(n)),
    country: take(plays.country, new Int32Array(n)),
    reasonStart: take(plays.reasonStart, new Uint8Array(n)),
    reasonEnd: take(plays.reasonEnd, new Uint8Array(n)),
    flags: take(plays.flags, new Uint8Array(n)),
    source: take(plays.source, new Uint8Array(n)),
    utcOffset: take(plays.utcOffset, new Int16Array(n)),
  };
}
