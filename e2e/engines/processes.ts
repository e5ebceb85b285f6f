import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The harnesses' child processes: a free port, a production build, `next start`, stopping what was started. */

/** A port that was free on loopback a moment ago (the OS picks it, so parallel runs do not collide). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers (any status), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const running = new Set<ChildProcess>();

/** Starts `command` in its own process group, remembered so that `stopAll` can end it on Ctrl-C. */
export function spawnGroup(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends every process group started here that is still running. */
export function stopAll(): void {
  for (const child of running) stopGroup(child);
}

/** Ends a process started by `spawnGroup` and everything it started (its process group). */
export function stopGroup(child: ChildProcess): void {
  running.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Runs `npm run build` when the build folder (NEXT_DIST_DIR, default .next) has none, or when `force`. */
export function ensureBuild(who: string, force = false): void {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  if (!force && existsSync(path.join(dist, 'BUILD_ID'))) return;
  console.log(`${who}: building the app into ${dist} (npm run build)`);
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
}

/**
 * `next start` on `port` of the project's production build (NEXT_DIST_DIR, default .next), or of the app in
 * `app`; resolves once it answers. The next binary itself, not npx, so stopping the group stops the server.
 * It listens on every interface, so both http://localhost (the page) and http://127.0.0.1 (the built-in
 * widget's origin) reach it. Never with `-H 127.0.0.1`: Next then takes the proxy's rewrites for another
 * origin and fetches them over the network (vercel/next.js#94745), where the proxy runs again and redirects
 * the rewritten path back to the original, so every English page answered 307 to itself.
 */
export async function startNext(
  port: number,
  options: { app?: string; env?: Record<string, string>; stdio?: SpawnOptions['stdio'] } = {},
): Promise<ChildProcess> {
  const args = ['start', ...(options.app ? [options.app] : []), '-p', String(port)];
  const next = spawnGroup(path.resolve('node_modules/.bin/next'), args, {
    stdio: options.stdio ?? 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 90_000);
  } catch (error) {
    stopGroup(next);
    throw error;
  }
  return next;
}
