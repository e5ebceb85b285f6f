/**
 * The report's "How sure" and "Zone an hour off" sections (scripts/calibrate.ts; docs/scoring-model.md §
 * How sure). Every listener's stated chances come from a spread model fitted without them, as every score
 * comes from a reference built without them.
 */
import { SECOND_SCOOP_MIN, type FlavorChances } from '../../lib/flavor/certainty';
import { LENS_SOURCES } from './lenses/lenses';
import type { ScoredReadings } from './calibration-readings';
import { chancesOf, covers, fitSpreadModel, howSure, type ReadingPair } from './how-sure';
import type { ScoreReport } from '../../lib/scoring/score-export';
import { SOURCE_NAMES } from '../../lib/scoring/traits/source-features';
import type { SpreadModel } from '../../lib/scoring/spread';
import { median } from '../../lib/scoring/stats';
import { percent } from './print';

/** Both directions of a listener's split: each half's chances are checked against the other half. */
export function splitPairs(s: ScoredReadings, kind: 'halves' | 'weeks'): ReadingPair[] {
  const split = s.splits[kind];
  return split
    ? [
        { from: split[0], to: split[1] },
        { from: split[1], to: split[0] },
      ]
    : [];
}

/** The model fitted on every listener's halves: what `npm run calibrate` commits. */
export function fitOnHalves(listeners: readonly ScoredReadings[]): SpreadModel {
  return fitSpreadModel(listeners.flatMap((s) => splitPairs(s, 'halves')));
}

const STATED_GROUPS = 4;
const THRESHOLDS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4];

interface Scored {
  readonly s: ScoredReadings;
  readonly model: SpreadModel;
}

function withChances(
  pairs: readonly ReadingPair[],
  model: SpreadModel,
  threshold: number,
): (ReadingPair & { chances: FlavorChances })[] {
  return pairs.flatMap((p) => {
    const chances = chancesOf(p.from, model, threshold);
    return chances ? [{ ...p, chances }] : [];
  });
}

/** Share of `pairs` whose `to` is the `from` reading's main flavour or second scoop. */
function coverage(
  listeners: readonly Scored[],
  pick: (s: ScoredReadings) => ReadingPair[],
  threshold: number,
) {
  const rows = listeners.flatMap(({ s, model }) => withChances(pick(s), model, threshold));
  const covered = rows.filter((r) => covers(r.from, r.chances, r.to)).length;
  return { n: rows.length, share: covered / Math.max(1, rows.length) };
}

function lensPairs(s: ScoredReadings, source: (typeof LENS_SOURCES)[number]): ReadingPair[] {
  const lens = s.lenses[source];
  return lens ? [{ from: s.own, to: lens }] : [];
}

export function printHowSure(
  title: string,
  listeners: readonly ScoredReadings[],
  committed: SpreadModel,
): void {
  console.log(`\n${title} (${listeners.length} listeners)`);
  console.log(
    `  spread model fitted on everyone's halves: widen ${committed.widen}, floor E ${committed.floor.E} C ${committed.floor.C} O ${committed.floor.O}`,
  );
  // Leave one out: each listener's chances from a model fitted on everyone else's halves.
  const scored: Scored[] = listeners.map((s, i) => ({
    s,
    model: fitOnHalves(listeners.filter((_, j) => j !== i)),
  }));
  const halves = howSure(
    scored.flatMap(({ s, model }) => withChances(splitPairs(s, 'halves'), model, SECOND_SCOOP_MIN)),
    STATED_GROUPS,
  );
  console.log(
    `  each half's stated chance of keeping its main flavour, against the other half (${halves.readings} readings, 2 per listener):`,
  );
  console.log('    group  readings  stated  kept   gap');
  halves.groups.forEach((g, k) =>
    console.log(
      `    ${String(k + 1).padStart(5)} ${String(g.readings).padStart(9)}  ${percent(g.stated).padStart(6)} ${percent(g.kept).padStart(5)} ${String(Math.round((g.kept - g.stated) * 100)).padStart(5)}`,
    ),
  );
  console.log(
    `    all   ${String(halves.readings).padStart(9)}  ${percent(halves.stated).padStart(6)} ${percent(halves.kept).padStart(5)} ${String(Math.round((halves.kept - halves.stated) * 100)).padStart(5)}`,
  );
  console.log(
    `  Brier score ${halves.brier.toFixed(3)} against ${halves.baseBrier.toFixed(3)} stating the base rate (${percent(halves.kept)}) to everyone: ${percent(1 - halves.brier / halves.baseBrier)} better`,
  );

  const columns: { label: string; pick: (s: ScoredReadings) => ReadingPair[] }[] = [
    { label: 'halves', pick: (s) => splitPairs(s, 'halves') },
    { label: 'weeks', pick: (s) => splitPairs(s, 'weeks') },
    ...LENS_SOURCES.map((source) => ({
      label: SOURCE_NAMES[source],
      pick: (s: ScoredReadings) => lensPairs(s, source),
    })),
  ];
  const ownSecond = (threshold: number) => {
    const chances = scored.flatMap(({ s, model }) => {
      const c = chancesOf(s.own, model, threshold);
      return c ? [c] : [];
    });
    return chances.filter((c) => c.second).length / Math.max(1, chances.length);
  };
  console.log(
    `  by second-scoop threshold (* = SECOND_SCOOP_MIN): share given a second scoop (own files; halves), kept without one (halves), covered by main or second:`,
  );
  console.log(
    `    threshold  second: own  halves  kept w/o ${columns.map((c) => c.label.slice(0, 13).padStart(14)).join('')}`,
  );
  for (const threshold of [...new Set([...THRESHOLDS, SECOND_SCOOP_MIN])].sort((a, b) => a - b)) {
    const h = howSure(
      scored.flatMap(({ s, model }) => withChances(splitPairs(s, 'halves'), model, threshold)),
      STATED_GROUPS,
    );
    console.log(
      `    ${`${threshold.toFixed(2)}${threshold === SECOND_SCOOP_MIN ? '*' : ' '}`.padStart(9)}  ${percent(ownSecond(threshold)).padStart(11)} ${percent(h.secondShare).padStart(7)} ${percent(h.keptWithoutSecond).padStart(9)} ${columns
        .map((c) => {
          const { n, share } = coverage(scored, c.pick, threshold);
          return `${percent(share)} (${n})`.padStart(14);
        })
        .join('')}`,
    );
  }
}

const cScore = (r: ScoreReport) => r.breakdown.traits.C.score;

/** Each listener's own files with the clock an hour early and an hour late, against the same reference. */
export function printZoneShift(title: string, listeners: readonly ScoredReadings[]): void {
  console.log(`\n${title}`);
  console.log('  clock           listeners  C median  C High  C bin changed  flavour changed');
  const rows: { label: string; pick: (s: ScoredReadings) => ScoreReport | undefined }[] = [
    { label: 'as guessed', pick: (s) => s.own },
    { label: 'an hour earlier', pick: (s) => s.shifted.earlier },
    { label: 'an hour later', pick: (s) => s.shifted.later },
  ];
  for (const { label, pick } of rows) {
    const pairs = listeners.flatMap((s) => {
      const r = pick(s);
      return r ? [[s.own, r] as const] : [];
    });
    const n = pairs.length;
    const c = pairs.map(([, r]) => cScore(r));
    console.log(
      `  ${label.padEnd(15)} ${String(n).padStart(9)}  ${String(median(c)).padStart(8)}  ${percent(c.filter((x) => x >= 60).length / Math.max(1, n)).padStart(6)}  ${percent(pairs.filter(([a, b]) => a.breakdown.traits.C.bin !== b.breakdown.traits.C.bin).length / Math.max(1, n)).padStart(13)}  ${percent(pairs.filter(([a, b]) => a.result.row_key !== b.result.row_key).length / Math.max(1, n)).padStart(15)}`,
    );
  }
}
