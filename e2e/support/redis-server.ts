import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../engines/processes';

/**
 * Debian's redis-server for tests (Jest's limiter tests, `npm run load:lastfm`): on a free loopback port,
 * in its own temporary folder, with no persistence, stopped by `stop()`. REDIS_SERVER names another binary.
 */
export const REDIS_INSTALL_HINT = 'sudo apt-get install -y redis-server';

export function redisServerPath(): string | undefined {
  const candidates = [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  return candidates.find((c): c is string => !!c && existsSync(c));
}

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/** One PING over a raw socket: true when the server answers PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startRedisServer(binary = redisServerPath()): Promise<RedisServer> {
  if (!binary) throw new Error(`no redis-server; install it with \`${REDIS_INSTALL_HINT}\``);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'));
  // No persistence: nothing is written but the (empty) folder it runs in.
  const options = {
    port: String(port),
    bind: '127.0.0.1',
    'protected-mode': 'yes',
    save: '',
    appendonly: 'no',
    dir,
    daemonize: 'no',
    loglevel: 'warning',
  };
  const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
  const child = spawn(binary, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Bounded: 100 tries, 100 ms apart.
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) break;
    if (await ping(port)) return { url: `redis://127.0.0.1:${port}`, port, process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`redis-server on 127.0.0.1:${port} did not answer`);
}
