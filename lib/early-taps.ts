/**
 * Taps that land before the page is interactive. Every page paints before its framework scripts load
 * (lib/paint-first.mjs), so for a moment a visitor can tap a button React has not hydrated yet. The
 * paint-first loader records taps on elements marked `data-early-tap="<name>"` in
 * `window.__paintFirst.taps`, until the page marks itself interactive (`live`); the component that owns
 * the button takes its taps once it mounts and acts on them, so the tap is late but not lost.
 *
 * The global is written by an inline script and read here as `unknown`: anything unexpected means no taps.
 */
import { isRecord } from './guards';

/** Where the loader keeps its record (`window.__paintFirst`). */
export const EARLY_TAPS_KEY = '__paintFirst';

export type EarlyTapHost = Record<string, unknown>;

interface EarlyTapRecord {
  taps: string[];
  live: boolean;
}

function isTapRecord(value: unknown): value is EarlyTapRecord {
  return (
    isRecord(value) &&
    Array.isArray(value.taps) &&
    value.taps.every((t) => typeof t === 'string') &&
    typeof value.live === 'boolean'
  );
}

/** From now on taps reach React: the loader stops recording. */
export function markLive(host: EarlyTapHost): void {
  const record = host[EARLY_TAPS_KEY];
  if (isTapRecord(record)) record.live = true;
}

/** Whether `name` was tapped before the page was interactive; each such tap is answered once. */
export function takeEarlyTap(host: EarlyTapHost, name: string): boolean {
  const record = host[EARLY_TAPS_KEY];
  if (!isTapRecord(record) || !record.taps.includes(name)) return false;
  record.taps = record.taps.filter((t) => t !== name);
  return true;
}
