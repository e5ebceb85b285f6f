import { isRecord } from '../guards';
import committed from './steadiness.json';
import { HIGH_THRESHOLD, type TraitKey } from './table';

/**
 * "Listeners like you keep their flavour about N times in 10": how often real listeners whose nearest trait
 * score sat as close to the High line as the visitor's kept their flavour from one half of their year to the
 * other. The figures are the calibration's (scripts/calibration/steadiness.ts, `npm run calibrate`), committed as
 * counts per band; this reads them behind a guard, so a damaged file shows no line rather than a wrong one.
 */
export interface SteadinessFigure {
  readonly kept: number;
  readonly listeners: number;
}

interface Band extends SteadinessFigure {
  readonly from: number;
  readonly to: number;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readBands(value: unknown): Band[] {
  if (!isRecord(value) || !Array.isArray(value.bands)) return [];
  const bands = value.bands.filter(
    (b): b is Band =>
      isRecord(b) &&
      isCount(b.from) &&
      isCount(b.to) &&
      isCount(b.listeners) &&
      isCount(b.kept) &&
      b.from < b.to &&
      b.kept <= b.listeners &&
      b.listeners > 0,
  );
  return bands.length === value.bands.length ? bands : [];
}

const BANDS = readBands(committed);

/** The nearest of the three scores' distances from the High line. */
export function distanceFromLine(scores: Readonly<Record<TraitKey, number>>): number {
  return Math.min(...(['E', 'C', 'O'] as const).map((t) => Math.abs(scores[t] - HIGH_THRESHOLD)));
}

export function steadinessFor(scores: Readonly<Record<TraitKey, number>>): SteadinessFigure | undefined {
  const d = distanceFromLine(scores);
  const band = BANDS.find((b) => d >= b.from && d < b.to);
  return band ? { kept: band.kept, listeners: band.listeners } : undefined;
}

/** "about 7 times in 10" (never 0 or 10: it is a share of a few dozen people). */
export function timesInTen(f: SteadinessFigure): number {
  return Math.min(9, Math.max(1, Math.round((10 * f.kept) / f.listeners)));
}
