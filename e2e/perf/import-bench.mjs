#!/usr/bin/env node
/**
 * `npm run bench:import` — how fast the upload widget imports big extended-history exports, in headless
 * Chromium against the production build, compared with the browser's own single-threaded unzip
 * (DecompressionStream) + JSON.parse of the same zip in the same run; from 100k plays also with the import
 * pool limited to one worker, for the gain on more cores.
 *
 *   npm run bench:import                                 # 10k, 100k, 300k and 1M plays
 *   npm run bench:import -- --sizes 10000,100000         # a subset (also 10k,100k)
 *   npm run bench:import -- --plays 1000000 --runs 3     # one size
 *   npm run bench:import -- --runs 3 --profile --strict
 *
 * Options:
 *   --sizes a,b,…  plays per synthetic export (default 10000,100000,300000,1000000; also 1m)
 *   --plays N      the same for one size (or a list): --plays 300000 is --sizes 300000
 *   --runs N       baseline/import(/pool 1) rounds per size, alternating; medians are compared (default 3)
 *   --no-pool1     skip the pool-of-one import of each round (no scaling estimate; shorter rounds)
 *
 * Beside time it prints the peak resident memory of the whole browser (VmRSS of all of Chromium's
 * processes, from /proc, every 50 ms) above its reading just before the file is chosen.
 *   --profile      afterwards, one extra import per size with the V8 profiler on every import worker:
 *                  prints the top self-time functions, writes bench-results/import-<plays>-worker<k>.cpuprofile
 *   --build        run `next build` first even if a build exists (one is made anyway when none exists)
 *   --strict       exit 1 when a goal is missed (default: print MISSED and exit 0; timings here are noisy)
 *
 * Uses the build in NEXT_DIST_DIR (default .next): run `npm run build` after changing the app, or pass
 * --build. Starts its own `next start` on a free 127.0.0.1 port. Chromium: as the Playwright config picks it
 * (CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own). Fixtures are cached in bench-results/fixtures/; the table is also written to
 * bench-results/import.md (raw runs in import.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const value = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) usage(`${name} needs a value`);
  return v;
};
const known = new Set([
  '--sizes',
  '--plays',
  '--runs',
  '--no-pool1',
  '--profile',
  '--build',
  '--strict',
  '--help',
]);
const withValue = new Set(['--sizes', '--plays', '--runs']);
for (let i = 0; i < args.length; i++) {
  if (!known.has(args[i])) usage(`unknown option ${args[i]}`);
  if (withValue.has(args[i])) i++;
}
if (args.includes('--sizes') && args.includes('--plays')) usage('give --sizes or --plays, not both');
if (args.includes('--help')) usage();

function usage(problem) {
  if (problem) console.error(`bench:import: ${problem}`);
  console.error(
    'usage: npm run bench:import -- [--sizes 10000,100000 | --plays N] [--runs N] [--no-pool1] [--profile] [--build] [--strict]',
  );
  process.exit(problem ? 2 : 0);
}

const sizes = (value('--sizes') ?? value('--plays') ?? '10000,100000,300000,1000000')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .map((s) =>
    s.endsWith('k')
      ? Number(s.slice(0, -1)) * 1000
      : s.endsWith('m')
        ? Number(s.slice(0, -1)) * 1_000_000
        : Number(s.replace(/_/g, '')),
  );
if (sizes.some((n) => !Number.isInteger(n) || n < 1000))
  usage('--sizes and --plays take whole numbers of plays >= 1000');
const runs = value('--runs');
if (runs !== undefined && !(Number.isInteger(Number(runs)) && Number(runs) >= 1))
  usage('--runs takes a number >= 1');

const distDir = process.env.NEXT_DIST_DIR || '.next';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (args.includes('--build') || !existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
  console.log(`bench:import: building the app into ${distDir} …`);
  const build = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

console.log(
  `bench:import: ${sizes.map((n) => n.toLocaleString('en-US')).join(', ')} plays; build ${distDir}; ` +
    `server http://127.0.0.1:${port}`,
);
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/perf/playwright.bench.config.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...env,
    BENCH_PORT: String(port),
    BENCH_SIZES: sizes.join(','),
    ...(runs ? { BENCH_RUNS: runs } : {}),
    BENCH_PROFILE: args.includes('--profile') ? '1' : '0',
    BENCH_POOL1: args.includes('--no-pool1') ? '0' : '1',
    BENCH_STRICT: args.includes('--strict') ? '1' : '0',
    NEXT_DIST_DIR: distDir,
  },
});
process.exit(result.status ?? 1);
