import type { ExportBytes } from '../../../lib/export/files/export-source';
import type { Plays } from '../../../lib/export/plays/plays';

/**
 * A lens turns one Spotify listener's plays into what another service would have recorded of the same
 * listening, as that service's own export files, so the calibration can read the same person through every
 * reader the widget has and compare the flavours (docs/scoring-model.md § How steady and how comparable).
 * Lenses add nothing the service would not know and keep nothing it would lose: a field the service records
 * but Spotify's files do not (a device, say) is left out rather than made up.
 */
export interface LensOptions {
  /** The listener's UTC offset in minutes at an instant (Apple Music records it per event). */
  readonly offsetMinutes: (utcMs: number) => number;
}

export type Lens = (plays: Plays, options: LensOptions) => ExportBytes[];

const encoder = new TextEncoder();

export function textFile(name: string, text: string): ExportBytes {
  return { name, bytes: encoder.encode(text) };
}

/** The song title and artist name of play `i` ('' where none was recorded). */
export function songOf(plays: Plays, i: number): { artist: string; title: string } {
  return {
    artist: plays.artistNames[plays.artist[i] ?? -1] ?? '',
    title: plays.titleNames[plays.title[i] ?? -1] ?? '',
  };
}

/** Start of play `i` in UTC ms: Spotify logs the end and the time played. */
export function startOf(plays: Plays, i: number): number {
  return (plays.end[i] ?? 0) - (plays.ms[i] ?? 0);
}

/**
 * A stable pseudo-random number in [0, 1) for play `i`: the same files always give the same lens output,
 * with no shared generator state between lenses.
 */
export function unitHash(i: number, salt: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
