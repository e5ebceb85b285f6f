import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { extendedExportFiles, type FixtureFile } from '../../fixtures/spotify-export';
import { DEFAULT_END } from '../../fixtures/listener-profiles';
import { writeZip } from '../../fixtures/zip-writer';

/**
 * bench:import's exports, cached in bench-results/fixtures/ under a hash of the generator (fixtures/*.ts).
 * Up to 500,000 plays the zip is `extendedExportZip({ plays })`, deflated by Node's zlib at level 6 (as real
 * zips are) for speed. Larger ones (a lifetime: 1,000,000 plays) are made in blocks of 250,000 plays, each its
 * own stretch of the same ten years, and every zip is streamed to disk file by file, so Node never holds the
 * whole export.
 */
export interface BenchFixture {
  readonly plays: number;
  readonly zipPath: string;
  readonly zipBytes: number;
  /** Entries in the zip (history files plus the video file). */
  readonly files: number;
  readonly jsonBytes: number;
  readonly largestFileBytes: number;
  /** Time it took to generate, or 0 when it came from the cache. */
  readonly generatedMs: number;
}

const FIXTURE_DIR = path.resolve(__dirname, '../../bench-results/fixtures');
const GENERATOR_DIR = path.resolve(__dirname, '../../fixtures');
const DEFLATE_LEVEL = 6;
const ZIP_NAME = 'my_spotify_data.zip';
const SINGLE_BLOCK_MAX = 500_000;
const BLOCK_PLAYS = 250_000;
const DAY_MS = 86_400_000;
/** What the generator gives one export of that many plays (~45 a day, 45 days to 10 years). */
const defaultDays = (plays: number) => Math.min(3650, Math.max(45, Math.ceil(plays / 45)));

/** The export's files in order; beyond SINGLE_BLOCK_MAX, block by block (older blocks first). */
function* benchExportFiles(plays: number): Generator<FixtureFile> {
  if (plays <= SINGLE_BLOCK_MAX) return yield* extendedExportFiles({ plays });
  const blocks = Math.ceil(plays / BLOCK_PLAYS);
  const days = Math.ceil(defaultDays(plays) / blocks);
  let index = 0;
  for (let b = 0; b < blocks; b++) {
    const blockPlays = Math.min(BLOCK_PLAYS, plays - b * BLOCK_PLAYS);
    const end = new Date(Date.parse(DEFAULT_END) - (blocks - 1 - b) * days * DAY_MS).toISOString();
    for (const file of extendedExportFiles({ plays: blockPlays, days, end, seed: b + 1 })) {
      // Each block numbers its files from 0: renumber across the export, as Spotify does.
      const name = file.name.replace(/(_\d{4}(?:-\d{4})?)(?:_\d+)?\.json$/, `$1_${index++}.json`);
      yield { name, bytes: file.bytes };
    }
  }
}

function generatorHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(GENERATOR_DIR).sort()) {
    if (!name.endsWith('.ts')) continue;
    hash.update(name);
    hash.update(readFileSync(path.join(GENERATOR_DIR, name)));
  }
  hash.update(`deflate-raw-${DEFLATE_LEVEL}`);
  return hash.digest('hex').slice(0, 12);
}

type Meta = Omit<BenchFixture, 'zipPath' | 'generatedMs'>;

export function benchFixture(plays: number): BenchFixture {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  // One folder per size, so the file the widget is handed carries the real export's name.
  const dir = path.join(FIXTURE_DIR, `extended-${plays}-${generatorHash()}`);
  const zipPath = path.join(dir, ZIP_NAME);
  const metaPath = path.join(dir, 'meta.json');
  if (existsSync(zipPath) && existsSync(metaPath)) {
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Meta;
    return { ...meta, zipPath, generatedMs: 0 };
  }
  // Fixtures of this size from an older generator are dead weight (up to ~35 MB each).
  for (const old of readdirSync(FIXTURE_DIR))
    if (old.startsWith(`extended-${plays}-`)) rmSync(path.join(FIXTURE_DIR, old), { recursive: true });
  mkdirSync(dir);

  const t0 = performance.now();
  let files = 0;
  let jsonBytes = 0;
  let largestFileBytes = 0;
  function* tapped(): Generator<FixtureFile> {
    for (const file of benchExportFiles(plays)) {
      files++;
      jsonBytes += file.bytes.length;
      largestFileBytes = Math.max(largestFileBytes, file.bytes.length);
      yield file;
    }
  }
  // Written under a temporary name, so an interrupted run never leaves a truncated zip in the cache.
  const partial = `${zipPath}.partial`;
  const fd = openSync(partial, 'w');
  let zipBytes = 0;
  try {
    writeZip(tapped(), { deflate: (bytes) => deflateRawSync(bytes, { level: DEFLATE_LEVEL }) }, (bytes) => {
      writeSync(fd, bytes);
      zipBytes += bytes.length;
    });
  } finally {
    closeSync(fd);
  }
  renameSync(partial, zipPath);
  const meta: Meta = { plays, zipBytes, files, jsonBytes, largestFileBytes };
  writeFileSync(metaPath, JSON.stringify(meta, null, 2));
  return { ...meta, zipPath, generatedMs: performance.now() - t0 };
}
