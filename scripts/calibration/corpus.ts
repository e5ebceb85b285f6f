/**
 * Reading a calibration corpus: one listener per sub-folder, their export files inside, read with the
 * widget's own reader; and the local time zone each listener is measured in (docs/scoring-model.md § The
 * population reference). Used by scripts/calibrate.ts only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportData } from '../../lib/export/export-data';
import { readExport } from '../../lib/export/read-export';
import { isRecord } from '../../lib/guards';
import { QUALIFYING_MS } from '../../lib/scoring/traits/feature-table';
import { createLocalClock, HOUR_MS } from '../../lib/scoring/listening/local-time';

/** Which generation of file names a folder holds: the account data's current or older names, or extended. */
export type ExportFormat = 'account-current' | 'account-older' | 'extended';

export interface CorpusListener {
  readonly folder: string;
  readonly format: ExportFormat;
  readonly data: ExportData;
  readonly country?: string;
}

/** Zones per country for the countries seen in published exports; several = chosen by daily rhythm. */
const COUNTRY_ZONES: Readonly<Record<string, readonly string[]>> = {
  US: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
  CA: ['America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver'],
  BR: ['America/Sao_Paulo', 'America/Manaus'],
  MX: ['America/Mexico_City', 'America/Tijuana'],
  ID: ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'],
  AU: ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth'],
  AE: ['Asia/Dubai'],
  AR: ['America/Argentina/Buenos_Aires'],
  AT: ['Europe/Vienna'],
  BE: ['Europe/Brussels'],
  CH: ['Europe/Zurich'],
  CL: ['America/Santiago'],
  CO: ['America/Bogota'],
  DE: ['Europe/Berlin'],
  DK: ['Europe/Copenhagen'],
  ES: ['Europe/Madrid'],
  FI: ['Europe/Helsinki'],
  FR: ['Europe/Paris'],
  GB: ['Europe/London'],
  GR: ['Europe/Athens'],
  HK: ['Asia/Hong_Kong'],
  IE: ['Europe/Dublin'],
  IL: ['Asia/Jerusalem'],
  IN: ['Asia/Kolkata'],
  IT: ['Europe/Rome'],
  JP: ['Asia/Tokyo'],
  KR: ['Asia/Seoul'],
  MY: ['Asia/Kuala_Lumpur'],
  NG: ['Africa/Lagos'],
  NL: ['Europe/Amsterdam'],
  NO: ['Europe/Oslo'],
  NZ: ['Pacific/Auckland'],
  PE: ['America/Lima'],
  PH: ['Asia/Manila'],
  PK: ['Asia/Karachi'],
  PL: ['Europe/Warsaw'],
  PT: ['Europe/Lisbon'],
  RO: ['Europe/Bucharest'],
  SE: ['Europe/Stockholm'],
  SG: ['Asia/Singapore'],
  TH: ['Asia/Bangkok'],
  TR: ['Europe/Istanbul'],
  TW: ['Asia/Taipei'],
  VN: ['Asia/Ho_Chi_Minh'],
  ZA: ['Africa/Johannesburg'],
};
/** Etc/GMT+5 is UTC−5 (the sign is inverted in those names). */
const WHOLE_HOUR_ZONES = Array.from({ length: 27 }, (_, k) => k - 12).map((h) =>
  h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`,
);

/**
 * Share of plays started in each local hour, averaged over the calibration listeners whose country has one
 * time zone: the fallback rhythm for guessing zones when a folder has fewer than MIN_ANCHORED of them.
 */
const TYPICAL_DAY = [
  0.0386, 0.0292, 0.0195, 0.0128, 0.0105, 0.0137, 0.0132, 0.0259, 0.0315, 0.0306, 0.0372, 0.0502, 0.0533,
  0.0545, 0.056, 0.0651, 0.0644, 0.0672, 0.0672, 0.0677, 0.0575, 0.0461, 0.0464, 0.0418,
];
const MIN_ANCHORED = 10;

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

function formatOf(names: readonly string[]): ExportFormat {
  if (names.some((n) => /^(Streaming_History_Audio_|endsong_)/i.test(n))) return 'extended';
  return names.some((n) => /^StreamingHistory_music_\d+\.json$/i.test(n))
    ? 'account-current'
    : 'account-older';
}

async function readFolder(dir: string): Promise<Omit<CorpusListener, 'folder'>> {
  const names = readdirSync(dir).filter((f) => /\.(json|zip)$/i.test(f));
  const files = names.map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));
  const country = readCountry(dir);
  return { format: formatOf(names), data: await readExport(files), ...(country ? { country } : {}) };
}

/** Every sub-folder of `folder` read as one listener; folders that cannot be read are listed with why. */
export async function readCorpus(
  folder: string,
): Promise<{ listeners: CorpusListener[]; skipped: string[]; folders: number }> {
  const dirs = readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((p) => statSync(p).isDirectory())
    .sort();
  const listeners: CorpusListener[] = [];
  const skipped: string[] = [];
  for (const dir of dirs) {
    try {
      listeners.push({ folder: dir, ...(await readFolder(dir)) });
    } catch (error) {
      skipped.push(`${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { listeners, skipped, folders: dirs.length };
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

/**
 * Each listener's zone: among their country's zones (from Userdata.json), else among whole-hour offsets,
 * the one whose daily rhythm best matches the typical day of listeners from single-zone countries.
 */
export function chooseZones(listeners: readonly CorpusListener[]): { zones: string[]; fromCountry: number } {
  const anchored = listeners.filter((l) => l.country && COUNTRY_ZONES[l.country]?.length === 1);
  const typical = new Array<number>(24).fill(0);
  for (const l of anchored)
    hourProfile(l.data, COUNTRY_ZONES[l.country ?? '']?.[0] ?? 'UTC').forEach(
      (h, k) => (typical[k] = (typical[k] ?? 0) + h),
    );
  // Too few listeners to learn the rhythm from (a held-out folder without Userdata.json files): the one
  // measured on the calibration corpus.
  const rhythm = anchored.length >= MIN_ANCHORED ? typical : TYPICAL_DAY;
  let fromCountry = 0;
  const zones = listeners.map((l) => {
    const own = l.country ? COUNTRY_ZONES[l.country] : undefined;
    if (own) fromCountry++;
    return bestZone(l.data, own ?? WHOLE_HOUR_ZONES, rhythm);
  });
  return { zones, fromCountry };
}
