import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { extendedExportFiles, type FixtureFile } from '../fixtures/spotify-export';
import { zipFiles } from '../fixtures/zip-writer';

/**
 * Benchmark-sized extended-history exports for `npm run bench:import`, made by the fixture generator and
 * cached on disk (bench-results/fixtures/, gitignored) so reruns skip the ~10 s a 500k-play zip takes.
 *
 * The zip is exactly `extendedExportZip({ plays, deflate })`: the same generator and writer, with Node's
 * zlib at level 6 (what real zips use) instead of fflate for speed. The files are tapped on their way into
 * the writer to record the sizes the table prints. The cache key includes a hash of e2e/fixtures/*.ts, so a
 * change to the generator makes new fixtures instead of benchmarking stale ones.
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
const GENERATOR_DIR = path.resolve(__dirname, '../fixtures');
const DEFLATE_LEVEL = 6;
const ZIP_NAME = 'my_spotify_data.zip';

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
    for (const file of extendedExportFiles({ plays })) {
      files++;
      jsonBytes += file.bytes.length;
      largestFileBytes = Math.max(largestFileBytes, file.bytes.length);
      yield file;
    }
  }
  const zip = zipFiles(tapped(), { deflate: (bytes) => deflateRawSync(bytes, { level: DEFLATE_LEVEL }) });
  const meta: Meta = { plays, zipBytes: zip.length, files, jsonBytes, largestFileBytes };
  writeFileSync(zipPath, zip);
  writeFileSync(metaPath, JSON.stringify(meta, null, 2));
  return { ...meta, zipPath, generatedMs: performance.now() - t0 };
}
