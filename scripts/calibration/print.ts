/** The calibration report's tables (scripts/calibrate.ts). */
import { TRAIT_NAMES } from '../../lib/flavor/table';
import type { Agreement } from './agreement';
import { flavorOf, type CalibrationSummary } from './calibration';
import { FEATURES, FEATURE_IDS, type FeatureId } from '../../lib/scoring/traits/feature-table';
import { groupedQuantiles } from '../../lib/scoring/quantile-map';
import { TRAITS, type MeasuredExport } from '../../lib/scoring/score-export';
import { pearson } from '../../lib/scoring/stats';

export function percent(x: number): string {
  return Number.isFinite(x) ? `${Math.round(x * 100)}%` : '–';
}

const fixed = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '–');

export function printSummary(title: string, s: CalibrationSummary): void {
  console.log(`\n${title} (${s.listeners} listeners)`);
  console.log('  flavour                     row              listeners  share');
  for (const [key, count] of Object.entries(s.rows).sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${flavorOf(key).padEnd(27)} ${key.padEnd(16)} ${String(count).padStart(9)}  ${percent(count / s.listeners).padStart(5)}`,
    );
  for (const t of TRAITS)
    console.log(
      `  ${TRAIT_NAMES[t].padEnd(18)} median ${String(s.medians[t]).padStart(5)}   High ${percent(s.highShares[t]).padStart(4)}`,
    );
  console.log(`  scores below 5 or above 95: ${(s.extremeShare * 100).toFixed(1)}% of all trait scores`);
  console.log(`  first evidence sentence with a number: ${percent(s.firstSentenceWithNumber)} of traits`);
}

export function printAgreements(title: string, rows: readonly { label: string; a: Agreement }[]): void {
  console.log(`\n${title}`);
  console.log(
    '  reading                                  listeners  same flavour   r: E     C     O    median gap: E   C   O   same side of 60: E    C    O',
  );
  for (const { label, a } of rows)
    console.log(
      `  ${label.padEnd(40)} ${String(a.listeners).padStart(9)}  ${percent(a.sameFlavour).padStart(12)}   ${TRAITS.map((t) => fixed(a.r[t]).padStart(5)).join(' ')}   ${TRAITS.map((t) => String(a.medianGap[t]).padStart(4)).join('')}       ${TRAITS.map((t) => percent(a.sameBin[t]).padStart(5)).join('')}`,
    );
}

/** Each feature among these listeners: how many have it and where its middle and outer tenths lie. */
export function printFeatures(
  title: string,
  listeners: readonly MeasuredExport[],
  ids: readonly FeatureId[] = FEATURE_IDS,
): void {
  console.log(
    `\n${title} (${listeners.length} listeners; each figure the mean of the 5 listeners nearest it)`,
  );
  console.log('  feature                                               listeners      p10      p50      p90');
  for (const id of ids) {
    const values = listeners.flatMap((l) =>
      l.measures[FEATURES[id].trait].filter((m) => m.id === id).map((m) => m.value),
    );
    if (values.length === 0) {
      console.log(`  ${`${id} ${FEATURES[id].label}`.padEnd(53)} ${'0'.padStart(9)}`);
      continue;
    }
    const q = groupedQuantiles(values, [0.1, 0.5, 0.9], 5).values;
    console.log(
      `  ${`${id} ${FEATURES[id].label}`.slice(0, 53).padEnd(53)} ${String(values.length).padStart(9)} ${q.map((v) => fixed(v, 3).padStart(8)).join(' ')}`,
    );
  }
}

/** Per feature: how its placement among listeners (z) agrees between two readings of the same people. */
export function printFeatureAgreement(
  title: string,
  columns: readonly { label: string; pairs: readonly (readonly [MeasuredExport, MeasuredExport])[] }[],
  zOf: (m: MeasuredExport, id: FeatureId) => number | undefined,
): void {
  console.log(`\n${title}`);
  console.log(`  feature  ${columns.map((c) => c.label.padStart(12)).join('')}`);
  for (const id of FEATURE_IDS) {
    const cells = columns.map(({ pairs }) => {
      const xs: number[] = [];
      const ys: number[] = [];
      for (const [a, b] of pairs) {
        const x = zOf(a, id);
        const y = zOf(b, id);
        if (x !== undefined && y !== undefined) {
          xs.push(x);
          ys.push(y);
        }
      }
      return xs.length >= 10 ? `${fixed(pearson(xs, ys))} (${xs.length})`.padStart(12) : '–'.padStart(12);
    });
    console.log(`  ${id.padEnd(7)}${cells.join('')}`);
  }
}
