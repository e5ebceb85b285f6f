import type { DataSourceId, PopulationReference } from '../../lib/scoring/population-reference';
import { EN_WORDS } from '../evidence-words';
import { buildReference } from './calibration';
import { scoreMeasured, type MeasuredExport, type ScoreReport } from '../../lib/scoring/score-export';
import type { SplitKind } from './split-export';

/**
 * Every reading the calibration report takes of one real listener (docs/scoring-model.md § How steady and
 * how comparable): their own files; the same plays as other services would have recorded them (lenses);
 * and two disjoint parts of their year, each read on its own. Each is scored against a reference built
 * without this listener, as a new visitor would be.
 */
export interface ListenerReadings {
  readonly own: MeasuredExport;
  readonly lenses: Readonly<Partial<Record<DataSourceId, MeasuredExport>>>;
  readonly splits: Readonly<Partial<Record<SplitKind, readonly [MeasuredExport, MeasuredExport]>>>;
  /** Their own files read with the clock an hour early or late (never part of a reference). */
  readonly shifted?: Readonly<Partial<Record<ZoneShift, MeasuredExport>>>;
}

/** A zone an hour off: the local clock one hour earlier or later than the listener's. */
export type ZoneShift = 'earlier' | 'later';

export interface ScoredReadings {
  readonly own: ScoreReport;
  readonly lenses: Readonly<Partial<Record<DataSourceId, ScoreReport>>>;
  readonly splits: Readonly<Partial<Record<SplitKind, readonly [ScoreReport, ScoreReport]>>>;
  readonly shifted: Readonly<Partial<Record<ZoneShift, ScoreReport>>>;
}

/**
 * The listeners a reference is built from: everyone's own files, plus their lens readings for the lens
 * sources that get a reference of their own (`lensReferences`); the others borrow the account-data one.
 */
export function referenceListeners(
  listeners: readonly ListenerReadings[],
  lensReferences: ReadonlySet<DataSourceId>,
): MeasuredExport[] {
  return listeners.flatMap((l) => [
    l.own,
    ...Object.entries(l.lenses).flatMap(([source, m]) =>
      m && lensReferences.has(source as DataSourceId) ? [m] : [],
    ),
  ]);
}

function scoreReadings(l: ListenerReadings, reference: PopulationReference): ScoredReadings {
  const lenses: Partial<Record<DataSourceId, ScoreReport>> = {};
  for (const [source, m] of Object.entries(l.lenses))
    if (m) lenses[source as DataSourceId] = scoreMeasured(m, EN_WORDS, reference);
  const splits: Partial<Record<SplitKind, readonly [ScoreReport, ScoreReport]>> = {};
  for (const [kind, pair] of Object.entries(l.splits))
    if (pair)
      splits[kind as SplitKind] = [
        scoreMeasured(pair[0], EN_WORDS, reference),
        scoreMeasured(pair[1], EN_WORDS, reference),
      ];
  const shifted: Partial<Record<ZoneShift, ScoreReport>> = {};
  for (const [shift, m] of Object.entries(l.shifted ?? {}))
    if (m) shifted[shift as ZoneShift] = scoreMeasured(m, EN_WORDS, reference);
  return { own: scoreMeasured(l.own, EN_WORDS, reference), lenses, splits, shifted };
}

/** Each listener's readings against a reference built from everyone else. */
export function leaveOneOutReadings(
  listeners: readonly ListenerReadings[],
  method: string,
  lensReferences: ReadonlySet<DataSourceId>,
): ScoredReadings[] {
  return listeners.map((l, i) =>
    scoreReadings(
      l,
      buildReference(
        referenceListeners(
          listeners.filter((_, j) => j !== i),
          lensReferences,
        ),
        method,
      ),
    ),
  );
}
