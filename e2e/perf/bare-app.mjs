/**
 * The bare Next.js App Router page (e2e/perf/bare-app) that `npm run perf:pages` measures beside ours: built
 * on demand with the project's own Next.js, served by `next start` on a port of its own, stopped afterwards.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('./bare-app', import.meta.url));
const NEXT_BIN = fileURLToPath(new URL('../../node_modules/.bin/next', import.meta.url));
const NEXT_PACKAGE = fileURLToPath(new URL('../../node_modules/next/package.json', import.meta.url));
const BUILD_ID = `${APP_DIR}/.next/BUILD_ID`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Builds the bare app unless a build made with the installed Next.js is already there. */
export function ensureBareBuild() {
  const fresh = existsSync(BUILD_ID) && statSync(BUILD_ID).mtimeMs > statSync(NEXT_PACKAGE).mtimeMs;
  if (fresh) return;
  console.log('Building the bare Next.js page (e2e/perf/bare-app)…');
  const build = spawnSync(NEXT_BIN, ['build', APP_DIR], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the bare Next.js page did not build');
}

/** Serves the bare app on `port`; resolves once it answers, with a function that stops it. */
export async function startBare(port) {
  const server = spawn(NEXT_BIN, ['start', APP_DIR, '-p', String(port)], { env, stdio: 'ignore' });
  const stop = () => server.kill();
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the bare Next.js page did not answer on port ${port}`);
}
