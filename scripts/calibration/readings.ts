/**
 * Every reading of one corpus listener the calibration report needs (scripts/calibration/calibration-readings.ts):
 * their own files, the same plays through each lens (scripts/calibration/lenses/), and the two halves and the even and odd
 * weeks of their year. Used by scripts/calibrate.ts only.
 */
import type { ExportData } from '../../lib/export/export-data';
import { readExport } from '../../lib/export/read-export';
import type { Lens } from './lenses/lens';
import type { ListenerReadings, ZoneShift } from './calibration-readings';
import { buildListening } from '../../lib/scoring/listening/listening';
import { createLocalClock, HOUR_MS, type LocalClock } from '../../lib/scoring/listening/local-time';
import type { DataSourceId } from '../../lib/scoring/population-reference';
import { measureListening, measureWithGroups, type MeasuredExport } from '../../lib/scoring/score-export';
import { splitExport, type SplitKind } from './split-export';
import type { CorpusListener } from './corpus';

const SPLITS: readonly SplitKind[] = ['halves', 'weeks'];

function measure(data: ExportData, clock: LocalClock, groups = true): MeasuredExport | undefined {
  try {
    const listening = buildListening(data, clock);
    return groups
      ? measureWithGroups(data, listening, clock)
      : measureListening(listening, data.source, clock.timeZone);
  } catch {
    // Too little music in this reading (a thin half, a capped lens): it is left out of that comparison.
    return undefined;
  }
}

export async function lensReading(
  data: ExportData,
  lens: Lens,
  clock: LocalClock,
): Promise<MeasuredExport | undefined> {
  try {
    const files = lens(data.plays, { offsetMinutes: (t) => Math.round(clock.offsetMs(t) / 60_000) });
    return measure(await readExport(files), clock);
  } catch {
    return undefined;
  }
}

/** undefined when the listener's own files cannot be scored. */
export async function listenerReadings(
  listener: CorpusListener,
  zone: string,
  lenses: Readonly<Partial<Record<DataSourceId, Lens>>>,
): Promise<ListenerReadings | undefined> {
  const clock = createLocalClock(zone);
  const own = measure(listener.data, clock);
  if (!own) return undefined;
  const lensReadings: Partial<Record<DataSourceId, MeasuredExport>> = {};
  // Lenses and splits read account data only: a partial extended history is too thin to split.
  if (listener.format !== 'extended')
    for (const [source, lens] of Object.entries(lenses)) {
      const m = lens ? await lensReading(listener.data, lens, clock) : undefined;
      if (m) lensReadings[source as DataSourceId] = m;
    }
  const splits: Partial<Record<SplitKind, readonly [MeasuredExport, MeasuredExport]>> = {};
  if (listener.format !== 'extended')
    for (const kind of SPLITS) {
      const sides = splitExport(listener.data, kind);
      const a = sides && measure(sides[0], clock);
      const b = sides && measure(sides[1], clock);
      if (a && b) splits[kind] = [a, b];
    }
  // The same files with the clock an hour early and an hour late (a zone guessed wrong, or a visitor abroad).
  const shifted: Partial<Record<ZoneShift, MeasuredExport>> = {};
  if (listener.format !== 'extended')
    for (const [shift, hours] of ZONE_SHIFTS) {
      const m = measure(listener.data, shiftedClock(clock, hours), false);
      if (m) shifted[shift] = m;
    }
  return { own, lenses: lensReadings, splits, shifted };
}

const ZONE_SHIFTS: readonly (readonly [ZoneShift, number])[] = [
  ['earlier', -1],
  ['later', 1],
];

function shiftedClock(clock: LocalClock, hours: number): LocalClock {
  return { timeZone: clock.timeZone, offsetMs: (t) => clock.offsetMs(t) + hours * HOUR_MS };
}
