/**
 * npm run calibrate -- <folder> [--report] [--out <file>]
 * npm run calibrate -- <folder> --check
 *
 * Builds the population reference (lib/scoring/population-reference.json) from real Spotify exports, one
 * listener per sub-folder of <folder>, read with the same reader and feature code as the widget. Writes
 * aggregates only. With --report, also prints the leave-one-out check: every listener scored against a
 * reference built without them. With --check, writes nothing: scores every listener of <folder> (exports kept
 * apart from the calibration) against the committed reference and prints the same summary. How to get the
 * exports and what the method is: docs/scoring-model.md.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readExport } from '../lib/export/read-export';
import type { ExportData } from '../lib/export/export-data';
import { isRecord } from '../lib/guards';
import { TRAIT_NAMES } from '../lib/flavor/table';
import {
  buildReference,
  flavorOf,
  leaveOneOut,
  summarise,
  type CalibrationSummary,
} from '../lib/scoring/calibration';
import { QUALIFYING_MS } from '../lib/scoring/feature-table';
import { buildListening } from '../lib/scoring/listening';
import { createLocalClock, HOUR_MS } from '../lib/scoring/local-time';
import {
  dataSourceOf,
  measureListening,
  scoreMeasured,
  TRAITS,
  type MeasuredExport,
} from '../lib/scoring/score-export';

const METHOD =
  'Per data source: each feature after its transform, as quantiles at the stored levels, each the mean of ' +
  'the 5 listeners nearest that level; Pearson correlations of the features’ normal scores within a trait; ' +
  'the combined trait score’s quantiles, the same way. Local time from the country in Userdata.json (the ' +
  'zone among that country’s zones whose daily rhythm best matches the listeners of single-zone countries); ' +
  'without a country, the whole-hour offset that matches best. Built by `npm run calibrate`.';

/** Zones per country for the countries seen in published exports; several = chosen by daily rhythm. */
const COUNTRY_ZONES: Readonly<Record<string, readonly string[]>> = {
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  CA: ['America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver'],
  BR: ['America/Sao_Paulo', 'America/Manaus'],
  MX: ['America/Mexico_City', 'America/Tijuana'],
  ID: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
  AU: ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth'],
  AR: ['America/Argentina/Buenos_Aires'],
  DE: ['Europe/Berlin'],
  ES: ['Europe/Madrid'],
  FR: ['Europe/Paris'],
  GB: ['Europe/London'],
  GR: ['Europe/Athens'],
  IE: ['Europe/Dublin'],
  IN: ['Asia/Kolkata'],
  IT: ['Europe/Rome'],
  MY: ['Asia/Kuala_Lumpur'],
  NL: ['Europe/Amsterdam'],
  PH: ['Asia/Manila'],
  SE: ['Europe/Stockholm'],
  SG: ['Asia/Singapore'],
  TR: ['Europe/Istanbul'],
};
/** Etc/GMT+5 is UTC−5 (the sign is inverted in those names). */
const WHOLE_HOUR_ZONES = Array.from({ length: 27 }, (_, k) => k - 12).map((h) =>
  h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`,
);

/**
 * Share of plays started in each local hour, averaged over the 20 calibration listeners whose country has
 * one time zone: the fallback rhythm for guessing zones when a folder has fewer than MIN_ANCHORED of them.
 */
const TYPICAL_DAY = [
  0.0386, 0.0292, 0.0195, 0.0128, 0.0105, 0.0137, 0.0132, 0.0259, 0.0315, 0.0306, 0.0372, 0.0502, 0.0533,
  0.0545, 0.056, 0.0651, 0.0644, 0.0672, 0.0672, 0.0677, 0.0575, 0.0461, 0.0464, 0.0418,
];
const MIN_ANCHORED = 10;

interface Listener {
  readonly folder: string;
  readonly data: ExportData;
  readonly country?: string;
}

function readCountry(dir: string): string | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dir, 'Userdata.json'), 'utf8'));
    return isRecord(value) && typeof value.country === 'string' && /^[A-Z]{2}$/.test(value.country)
      ? value.country
      : undefined;
  } catch {
    return undefined;
  }
}

/** Share of qualifying plays started in each local hour. */
function hourProfile(data: ExportData, zone: string): number[] {
  const clock = createLocalClock(zone);
  const hours = new Array<number>(24).fill(0);
  const { plays } = data;
  let n = 0;
  for (let i = 0; i < plays.count; i++) {
    const ms = plays.ms[i] ?? 0;
    if (ms < QUALIFYING_MS) continue;
    const start = (plays.end[i] ?? 0) - ms;
    const local = start + clock.offsetMs(start);
    const hour = Math.floor((((local / HOUR_MS) % 24) + 24) % 24);
    hours[hour] = (hours[hour] ?? 0) + 1;
    n++;
  }
  return hours.map((h) => h / Math.max(1, n));
}

function similarity(a: readonly number[], b: readonly number[]): number {
  return a.reduce((s, x, k) => s + x * (b[k] ?? 0), 0);
}

function bestZone(data: ExportData, candidates: readonly string[], typical: readonly number[]): string {
  let best = candidates[0] ?? 'UTC';
  let bestScore = -Infinity;
  for (const zone of candidates) {
    const score = similarity(hourProfile(data, zone), typical);
    if (score > bestScore) [best, bestScore] = [zone, score];
  }
  return best;
}

async function readListener(dir: string): Promise<ExportData> {
  const files = readdirSync(dir)
    .filter((f) => /\.(json|zip)$/i.test(f))
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));
  return readExport(files);
}

/** JSON with each list of numbers on one line, so a rebuild reads as a short diff. */
function readableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g,
    (_, list: string) => `[${list.split(/,\s*/).join(', ')}]`,
  );
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function printSummary(title: string, s: CalibrationSummary): void {
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const report = args.includes('--report');
  const check = args.includes('--check');
  const outIndex = args.indexOf('--out');
  const out = resolve(outIndex >= 0 ? (args[outIndex + 1] ?? '') : 'lib/scoring/population-reference.json');
  const folder = args.find((a, k) => !a.startsWith('--') && args[k - 1] !== '--out');
  if (!folder) {
    console.error('Usage: npm run calibrate -- <folder of exports, one listener per sub-folder> [--report]');
    process.exit(2);
  }
  const dirs = readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((p) => statSync(p).isDirectory())
    .sort();

  const listeners: Listener[] = [];
  const skipped: string[] = [];
  for (const dir of dirs) {
    try {
      const country = readCountry(dir);
      listeners.push({ folder: dir, data: await readListener(dir), ...(country ? { country } : {}) });
    } catch (error) {
      skipped.push(`${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // The typical daily rhythm, from listeners whose country has a single zone.
  const anchored = listeners.filter((l) => l.country && COUNTRY_ZONES[l.country]?.length === 1);
  const typical = new Array<number>(24).fill(0);
  for (const l of anchored)
    hourProfile(l.data, COUNTRY_ZONES[l.country ?? '']?.[0] ?? 'UTC').forEach(
      (h, k) => (typical[k] = (typical[k] ?? 0) + h),
    );

  // Too few listeners to learn the rhythm from (a held-out folder without Userdata.json files): the one
  // measured on the calibration corpus.
  const rhythm = anchored.length >= MIN_ANCHORED ? typical : TYPICAL_DAY;
  const measured: MeasuredExport[] = [];
  let zonesFromCountry = 0;
  for (const l of listeners) {
    const candidates = (l.country && COUNTRY_ZONES[l.country]) || WHOLE_HOUR_ZONES;
    if (l.country && COUNTRY_ZONES[l.country]) zonesFromCountry++;
    const zone = bestZone(l.data, candidates, rhythm);
    try {
      const clock = createLocalClock(zone);
      measured.push(measureListening(buildListening(l.data, clock), dataSourceOf(l.data), clock.timeZone));
    } catch (error) {
      skipped.push(`${l.folder}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  console.log(
    `Read ${dirs.length} folders: ${measured.length} listeners scored, ${skipped.length} left out.`,
  );
  for (const s of skipped) console.log(`  left out ${s}`);
  console.log(
    `Local time: ${zonesFromCountry} from the account's country, ${listeners.length - zonesFromCountry} from the daily rhythm alone.`,
  );
  if (check) {
    printSummary(
      'Held-out check: every listener against the committed reference',
      summarise(measured.map((m) => scoreMeasured(m))),
    );
    return;
  }

  const reference = buildReference(measured, METHOD);
  writeFileSync(out, `${readableJson(reference)}\n`);
  for (const [source, ref] of Object.entries(reference.sources))
    console.log(
      `${source}: ${ref.listeners} listeners, ${ref.firstMonth} to ${ref.lastMonth}, ${Object.keys(ref.features).length} features referenced.`,
    );
  console.log(`Wrote ${out}`);

  if (report) {
    printSummary(
      'In sample: every listener against the reference built with them',
      summarise(measured.map((m) => scoreMeasured(m, reference))),
    );
    printSummary(
      'Leave one out: every listener against a reference built without them',
      summarise(leaveOneOut(measured, METHOD)),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
