import { EN_WORDS } from './evidence-words';
/**
 * npm run calibrate -- <folder> [--report] [--out <file>] [--lastfm-caps 2000,4000]
 * npm run calibrate -- <folder> --check
 *
 * Builds the population reference (lib/scoring/population-reference.json) from real Spotify exports, one
 * listener per sub-folder of <folder>, read with the same reader and feature code as the widget. Writes
 * aggregates only. Folders in the current account-data names and extended histories build the reference;
 * folders in the older account-data names are scored against it as a separate group.
 *
 * --report also prints, every listener scored against a reference built without them (leave-one-out): the
 * flavours and traits per group; the same listeners through each other service's lens (calibration/lenses/) beside
 * their own files; and the earlier against the later half of their year and the even against the odd weeks,
 * each read on its own. --lastfm-caps repeats the Last.fm comparison with the route capped at those numbers
 * of scrobbles. --check writes nothing: it scores every listener of <folder> (exports kept apart from the
 * calibration) against the committed reference. The method and the figures: docs/scoring-model.md.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE } from '../lib/lastfm/recent-tracks';
import { lastfmLens } from './calibration/lenses/lastfm-lens';
import { lenses, LENS_SOURCES } from './calibration/lenses/lenses';
import { agreement } from './calibration/agreement';
import { buildReference, summarise } from './calibration/calibration';
import {
  leaveOneOutReadings,
  referenceListeners,
  type ListenerReadings,
  type ScoredReadings,
} from './calibration/calibration-readings';
import type { DataSourceId, PopulationReference } from '../lib/scoring/population-reference';
import { scoreFeatures, scoreMeasured, type MeasuredExport } from '../lib/scoring/score-export';
import { FEATURES, type FeatureId } from '../lib/scoring/traits/feature-table';
import { SOURCE_NAMES } from '../lib/scoring/traits/source-features';
import type { SplitKind } from './calibration/split-export';
import { steadinessBands } from './calibration/steadiness';
import { chooseZones, readCorpus, type CorpusListener, type ExportFormat } from './calibration/corpus';
import { printAgreements, printFeatureAgreement, printFeatures, printSummary } from './calibration/print';
import { fitOnHalves, printHowSure, printZoneShift } from './calibration/how-sure-report';
import { lensReading, listenerReadings } from './calibration/readings';
import type { SpreadModel } from '../lib/scoring/spread';
import { createLocalClock } from '../lib/scoring/listening/local-time';

const METHOD =
  'Per data source: each feature after its transform, as quantiles at the stored levels, each the mean of ' +
  'the 5 listeners nearest that level; Pearson correlations of the features’ normal scores within a trait; ' +
  'the combined trait score’s quantiles, the same way. Spotify account data: listeners in the current file ' +
  'names (StreamingHistory_music_N.json); extended history: partial real histories; the lens sources: the ' +
  'same account-data listeners’ plays as that service records them. Local time from the country in ' +
  'Userdata.json (the zone among that country’s zones whose daily rhythm best matches the listeners of ' +
  'single-zone countries); without a country, the whole-hour offset that matches best. Built by ' +
  '`npm run calibrate`.';

/** The formats whose listeners build the reference; the others are an independent group. */
const REFERENCE_FORMATS: ReadonlySet<ExportFormat> = new Set(['account-current', 'extended']);
/**
 * Lens sources with a reference of their own (measured on the calibration listeners' plays as that service
 * records them): where the report shows a source reads the same people differently from their Spotify files.
 */
const LENS_REFERENCES: ReadonlySet<DataSourceId> = new Set<DataSourceId>(LENS_SOURCES);
const SPLIT_NAMES: Readonly<Record<SplitKind, string>> = {
  halves: 'earlier vs later half of the year',
  weeks: 'even vs odd weeks',
};

interface Args {
  readonly folder: string;
  readonly report: boolean;
  readonly check: boolean;
  readonly out: string;
  readonly steadinessOut: string;
  readonly spreadOut: string;
  readonly lastfmCaps: readonly number[];
}

function parseArgs(argv: readonly string[]): Args | undefined {
  const valueOf = (flag: string) => {
    const k = argv.indexOf(flag);
    return k >= 0 ? argv[k + 1] : undefined;
  };
  const takesValue = new Set(['--out', '--lastfm-caps']);
  const folder = argv.find((a, k) => !a.startsWith('--') && !takesValue.has(argv[k - 1] ?? ''));
  if (!folder) return undefined;
  return {
    folder,
    report: argv.includes('--report'),
    check: argv.includes('--check'),
    out: resolve(valueOf('--out') ?? 'lib/scoring/population-reference.json'),
    // Beside a reference written elsewhere (a trial), else where the why view reads it.
    steadinessOut: resolve(
      valueOf('--out')?.replace(/(\.json)?$/, '.steadiness.json') ?? 'lib/flavor/steadiness.json',
    ),
    spreadOut: resolve(
      valueOf('--out')?.replace(/(\.json)?$/, '.spread-model.json') ?? 'lib/scoring/spread-model.json',
    ),
    lastfmCaps: (valueOf('--lastfm-caps') ?? '')
      .split(',')
      .filter((s) => s !== '')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  };
}

/** JSON with each list of numbers on one line, so a rebuild reads as a short diff. */
function readableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g,
    (_, list: string) => `[${list.split(/,\s*/).join(', ')}]`,
  );
}

interface Reading {
  readonly listener: CorpusListener;
  readonly zone: string;
  readonly readings: ListenerReadings;
}

function printComparisons(title: string, scored: readonly ScoredReadings[]): void {
  const lensRows = LENS_SOURCES.map((source) => ({
    label: `${SOURCE_NAMES[source]} vs own files`,
    a: agreement(scored.flatMap((s) => (s.lenses[source] ? [[s.own, s.lenses[source]] as const] : []))),
  }));
  const splitRows = (['halves', 'weeks'] as const).map((kind) => ({
    label: SPLIT_NAMES[kind],
    a: agreement(scored.flatMap((s) => (s.splits[kind] ? [s.splits[kind]] : []))),
  }));
  printAgreements(title, [...lensRows, ...splitRows]);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error('Usage: npm run calibrate -- <folder of exports, one listener per sub-folder> [--report]');
    process.exit(2);
  }
  const corpus = await readCorpus(args.folder);
  const { zones, fromCountry } = chooseZones(corpus.listeners);
  const lensSet = lenses(LASTFM_MAX_PAGES * LASTFM_PAGE_SIZE);
  const all: Reading[] = [];
  const skipped = [...corpus.skipped];
  for (const [k, listener] of corpus.listeners.entries()) {
    const zone = zones[k] ?? 'UTC';
    const readings = await listenerReadings(listener, zone, args.check ? {} : lensSet);
    if (readings) all.push({ listener, zone, readings });
    else skipped.push(`${listener.folder}: too little music to score`);
  }
  console.log(`Read ${corpus.folders} folders: ${all.length} listeners scored, ${skipped.length} left out.`);
  for (const s of skipped) console.log(`  left out ${s}`);
  console.log(
    `Local time: ${fromCountry} from the account's country, ${corpus.listeners.length - fromCountry} from the daily rhythm alone.`,
  );
  const formats = [...new Set(all.map((r) => r.listener.format))].sort();
  for (const f of formats)
    console.log(`  ${f}: ${all.filter((r) => r.listener.format === f).length} listeners`);

  if (args.check) {
    printSummary(
      'Held-out check: every listener against the committed reference',
      summarise(all.map((r) => scoreMeasured(r.readings.own, EN_WORDS))),
    );
    return;
  }

  const inReference = all.filter((r) => REFERENCE_FORMATS.has(r.listener.format));
  const others = all.filter((r) => !REFERENCE_FORMATS.has(r.listener.format));
  const reference = buildReference(
    referenceListeners(
      inReference.map((r) => r.readings),
      LENS_REFERENCES,
    ),
    METHOD,
  );
  writeFileSync(args.out, `${readableJson(reference)}\n`);
  for (const [source, ref] of Object.entries(reference.sources))
    console.log(
      `${source}: ${ref.listeners} listeners, ${ref.firstMonth} to ${ref.lastMonth}, ${Object.keys(ref.features).length} features referenced.`,
    );
  console.log(`Wrote ${args.out}`);

  // Every listener against a reference without them: the report's figures, and the why view's steadiness.
  const scored = leaveOneOutReadings(
    inReference.map((r) => r.readings),
    METHOD,
    LENS_REFERENCES,
  );
  const bands = steadinessBands(
    scored.flatMap((s, k) =>
      inReference[k]?.listener.format !== 'extended' && s.splits.halves
        ? [{ own: s.own, halves: s.splits.halves }]
        : [],
    ),
  );
  writeFileSync(args.steadinessOut, `${readableJson({ bands })}\n`);
  console.log(`Wrote ${args.steadinessOut}`);
  for (const b of bands)
    console.log(
      `  nearest score ${b.from}–${b.to - 1} from 60: ${b.kept} of ${b.listeners} kept their flavour`,
    );
  // How sure: the spread model learned from the account-data listeners' halves (spread.ts).
  const model = fitOnHalves(scored.filter((_, k) => inReference[k]?.listener.format !== 'extended'));
  writeFileSync(args.spreadOut, `${readableJson(model)}\n`);
  console.log(`Wrote ${args.spreadOut}`);
  if (args.report) await report(args, inReference, others, reference, scored, model);
}

async function report(
  args: Args,
  inReference: readonly Reading[],
  others: readonly Reading[],
  reference: PopulationReference,
  scored: readonly ScoredReadings[],
  model: SpreadModel,
): Promise<void> {
  const groups = [...new Set(inReference.map((r) => r.listener.format))].sort();
  for (const format of groups) {
    const members = scored.filter((_, k) => inReference[k]?.listener.format === format);
    printSummary(`Leave one out, ${format}`, summarise(members.map((s) => s.own)));
    if (format === 'extended')
      printFeatures(
        'Extended-history listeners, the features only extended history feeds',
        inReference.filter((r) => r.listener.format === format).map((r) => r.readings.own),
        ['O6', 'C6', 'C7', 'E2', 'E5'],
      );
  }
  const account = scored.filter((_, k) => inReference[k]?.listener.format !== 'extended');
  printComparisons('One listener, one flavour: each reading beside their own files (leave one out)', account);
  printHowSure('How sure: stated chances against other readings (leave one out)', account, model);
  printZoneShift(
    'Zone an hour off: own files with the clock an hour early and late, against the same reference',
    account,
  );

  // Which habits hold from one reading to another: each feature's place among listeners (its z, against the
  // reference just built), correlated across the same people.
  const readings = inReference.filter((r) => r.listener.format !== 'extended').map((r) => r.readings);
  const zOf = (m: MeasuredExport, id: FeatureId) =>
    scoreFeatures(m, FEATURES[id].trait, EN_WORDS, reference).find((f) => f.id === id)?.z;
  const pairsOf = (pick: (r: ListenerReadings) => readonly [MeasuredExport, MeasuredExport] | undefined) =>
    readings.flatMap((r) => {
      const p = pick(r);
      return p ? [p] : [];
    });
  printFeatureAgreement(
    'Each habit from one reading to another (r of its place among listeners; listeners with it in both)',
    [
      { label: 'halves', pairs: pairsOf((r) => r.splits.halves) },
      { label: 'weeks', pairs: pairsOf((r) => r.splits.weeks) },
      ...LENS_SOURCES.map((source) => ({
        label: source,
        pairs: pairsOf((r) => {
          const lens = r.lenses[source];
          return lens ? [r.own, lens] : undefined;
        }),
      })),
    ],
    zOf,
  );

  // Would a lens read these people the same without a reference of its own (borrowing the account data's)?
  const borrowed = leaveOneOutReadings(
    inReference.map((r) => r.readings),
    METHOD,
    new Set(),
  ).filter((_, k) => inReference[k]?.listener.format !== 'extended');
  printComparisons(
    'The same, with no lens reference of its own (features borrowed from account data)',
    borrowed,
  );

  for (const cap of args.lastfmCaps)
    for (const sampled of [true, false]) {
      const capped: ListenerReadings[] = [];
      for (const r of inReference) {
        const lens =
          r.listener.format === 'extended'
            ? undefined
            : await lensReading(r.listener.data, lastfmLens(cap, sampled), createLocalClock(r.zone));
        capped.push({ ...r.readings, lenses: { ...r.readings.lenses, ...(lens ? { lastfm: lens } : {}) } });
      }
      const scoredCapped = leaveOneOutReadings(capped, METHOD, LENS_REFERENCES).filter(
        (_, k) => inReference[k]?.listener.format !== 'extended',
      );
      printAgreements(
        `Last.fm capped at ${cap.toLocaleString('en-US')} scrobbles, ${sampled ? 'sampled across the year' : 'newest only'}`,
        [
          {
            label: 'Last.fm scrobbles vs own files',
            a: agreement(
              scoredCapped.flatMap((s) => (s.lenses.lastfm ? [[s.own, s.lenses.lastfm] as const] : [])),
            ),
          },
        ],
      );
    }

  if (others.length > 0)
    printSummary(
      `Other formats (${[...new Set(others.map((r) => r.listener.format))].join(', ')}) against the new reference`,
      summarise(others.map((r) => scoreMeasured(r.readings.own, EN_WORDS, reference))),
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
