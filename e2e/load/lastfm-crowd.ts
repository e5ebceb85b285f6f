/**
 * `npm run load:lastfm [-- --visitors 50 --spread 30]`: a crowd of visitors reading Last.fm at once through two
 * `next start` of the production build sharing Debian's redis-server, as two Vercel instances would, against a
 * fake Last.fm that records when each request arrives. Each visitor runs the widget's own pager
 * (lib/lastfm/fetch-scrobbles.ts) with a browser's fetch metadata and its own address (LASTFM_CLIENT_IP_HEADER,
 * trusted by these servers only); a script without fetch metadata and one address over its hourly allowance
 * check the open-proxy protection. What it asserts and prints: docs/testing.md. Traffic stays on 127.0.0.1;
 * every wait has a deadline; everything started here is stopped at the end, on failure and on Ctrl-C.
 */
import { setMaxListeners } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, freePort, startNext, stopAll } from '../engines/processes';
import { median, percentile } from '../perf/common';
import { FAKE_LASTFM_KEY, startFakeLastfm, type FakeLastfm } from '../support/fake-lastfm';
import {
  REDIS_INSTALL_HINT,
  redisServerPath,
  startRedisServer,
  type RedisServer,
} from '../support/redis-server';
import { fetchScrobbles, type FetchOutcome } from '../../lib/lastfm/fetch-scrobbles';
import {
  LASTFM_CLIENT_WAIT_BUDGET_MS,
  LASTFM_UPSTREAM_LIMIT,
  LASTFM_UPSTREAM_SLOT_MS,
  maxInAnyWindow,
} from '../../lib/lastfm/queue-policy';
import {
  LASTFM_MAX_PAGES,
  LASTFM_MAX_REQUESTS_PER_IMPORT,
  LASTFM_MAX_SCROBBLES,
  LASTFM_PERIOD_PAGES,
  LASTFM_WINDOW_DAYS,
} from '../../lib/lastfm/recent-tracks';
import { LASTFM_SAMPLE_PERIODS } from '../../lib/lastfm/sampling';

const CLIENT_HEADER = 'x-load-test-client';
/** The greedy address's allowance: it starts one import more than this. */
const IMPORTS_PER_HOUR = 3;
/** Plain-words endings a visitor may get instead of a flavour; anything else is an error. */
const TOLD_WHY: readonly string[] = ['busy', 'quota', 'too-few', 'private', 'unknown-user', 'rate-limited'];

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const value = i < 0 ? NaN : Number(process.argv[i + 1]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const VISITORS = Math.max(1, Math.floor(option('--visitors', 50)));
const SPREAD_S = option('--spread', 30);

/** Pages of each visitor's profile: 2 to 8, and the first one more than the cap allows (read in periods). */
function pagesOf(visitor: number): number {
  return visitor === 0 ? LASTFM_MAX_PAGES + 20 : 2 + ((visitor * 5) % 7);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Visit {
  readonly user: string;
  readonly pages: number;
  readonly outcome: FetchOutcome;
  readonly ms: number;
  readonly toldMs: number;
  readonly told: number;
  readonly statuses: readonly number[];
}

interface Servers {
  readonly ports: readonly number[];
  readonly redis: RedisServer;
  readonly fake: FakeLastfm;
  readonly log: string;
}

/** A fetch that behaves like the widget's browser: same-origin metadata, one of the two servers, our address. */
function browserFetch(ports: readonly number[], address: string, statuses: number[]): typeof fetch {
  let asked = 0;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const port = ports[asked++ % ports.length];
    url.host = `127.0.0.1:${port}`;
    const response = await fetch(url, {
      ...init,
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'cors',
        'Sec-Fetch-Dest': 'empty',
        Referer: `http://127.0.0.1:${port}/embed/upload`,
        [CLIENT_HEADER]: address,
      },
    });
    statuses.push(response.status);
    return response;
  }) as typeof fetch;
}

async function visit(
  user: string,
  address: string,
  ports: readonly number[],
  signal: AbortSignal,
): Promise<Visit> {
  const statuses: number[] = [];
  let toldMs = 0;
  let told = 0;
  const started = performance.now();
  const outcome = await fetchScrobbles(user, {
    signal,
    onPage: () => undefined,
    onWait: (wait) => {
      toldMs += wait.seconds * 1000;
      told++;
    },
    fetchImpl: browserFetch(ports, address, statuses),
    endpoint: 'http://127.0.0.1/api/lastfm/recent',
  });
  const pages = Number(/p(\d+)$/.exec(user)?.[1] ?? 1);
  return { user, pages, outcome, ms: performance.now() - started, toldMs, told, statuses };
}

async function startServers(dir: string): Promise<Servers> {
  const redis = await startRedisServer();
  const fakePort = await freePort();
  const fake = await startFakeLastfm(fakePort);
  const ports = [await freePort(), await freePort()];
  const log = path.join(dir, 'next-start.log');
  const out = openSync(log, 'a');
  const env = {
    LASTFM_API_KEY: FAKE_LASTFM_KEY,
    LASTFM_API_URL: `http://127.0.0.1:${fakePort}/2.0/`,
    REDIS_URL: redis.url,
    LASTFM_CLIENT_IP_HEADER: CLIENT_HEADER,
    LASTFM_IMPORTS_PER_HOUR: String(IMPORTS_PER_HOUR),
  };
  try {
    await Promise.all(ports.map((port) => startNext(port, { env, stdio: ['ignore', out, out] })));
  } finally {
    closeSync(out);
  }
  return { ports, redis, fake, log };
}

/** A script with no fetch metadata: every request refused (403), none reaching Last.fm. */
async function scriptProbe(ports: readonly number[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const port of ports)
    for (const headers of [{}, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/lastfm/recent?user=v999p3&page=1`, {
        headers: { ...headers, [CLIENT_HEADER]: '192.0.2.250' },
        signal: AbortSignal.timeout(30_000),
      });
      statuses.push(response.status);
    }
  return statuses;
}

/** One address starting one import more than its allowance: the last is told 'quota', with the time. */
async function greedyProbe(ports: readonly number[], signal: AbortSignal): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let i = 0; i <= IMPORTS_PER_HOUR; i++) visits.push(await visit('tiny', '192.0.2.251', ports, signal));
  return visits;
}

function stats(values: readonly number[]): string {
  return `p50 ${seconds(median(values))}, p95 ${seconds(percentile(values, 95))}, max ${seconds(Math.max(...values))}`;
}

function ending(v: Visit): string {
  return v.outcome.ok ? 'finished' : v.outcome.error;
}

async function main(): Promise<number> {
  if (!redisServerPath()) {
    console.error(`load:lastfm: needs Debian's redis-server; install it with \`${REDIS_INSTALL_HINT}\``);
    return 1;
  }
  ensureBuild('load:lastfm');
  const dir = mkdtempSync(path.join(tmpdir(), 'load-lastfm-'));
  let servers: Servers | undefined;
  const stopAllVisitors = new AbortController();
  // Every visitor (and each of its waits) listens to this one signal, as no single widget would.
  setMaxListeners(VISITORS * 4 + 16, stopAllVisitors.signal);
  // Once, whoever asks first (the end of the run, or Ctrl-C); every caller waits for the same stop.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopAllVisitors.abort();
      stopAll();
      await servers?.fake.close();
      await servers?.redis.stop();
      rmSync(dir, { recursive: true, force: true });
    })());
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    console.error('load:lastfm: interrupted; stopping what it started');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    servers = await startServers(dir);
    const { ports, fake } = servers;
    console.log(
      `load:lastfm: ${VISITORS} visitors within ${SPREAD_S} s, through 2 \`next start\` (127.0.0.1:${ports.join(', :')}) sharing redis-server on 127.0.0.1:${servers.redis.port}`,
    );
    // Every visitor's own wait is bounded by the widget's budget; this bounds the whole run.
    const deadline = setTimeout(
      () => stopAllVisitors.abort(),
      SPREAD_S * 1000 + LASTFM_CLIENT_WAIT_BUDGET_MS + 120_000,
    );
    const started = performance.now();
    const crowd = Array.from({ length: VISITORS }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * SPREAD_S * 1000) / VISITORS));
      return visit(
        `v${i}p${pagesOf(i)}`,
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        ports,
        stopAllVisitors.signal,
      );
    });
    const [visits, refusedScript, greedy] = await Promise.all([
      Promise.all(crowd),
      scriptProbe(ports),
      greedyProbe(ports, stopAllVisitors.signal),
    ]);
    clearTimeout(deadline);
    if (interrupted) return 130;
    const elapsed = performance.now() - started;

    const upstream = fake.requests;
    const times = upstream.map((r) => r.t);
    const highest = maxInAnyWindow(times, LASTFM_UPSTREAM_LIMIT.windowMs);
    const sorted = [...times].sort((a, b) => a - b);
    const closestSix = sorted
      .slice(LASTFM_UPSTREAM_LIMIT.requests)
      .reduce((least, t, i) => Math.min(least, t - (sorted[i] ?? 0)), Infinity);
    // A request for the whole year, or for one of its periods (a year over the cap).
    const isWhole = (r: (typeof upstream)[number]) =>
      (r.to ?? 0) - (r.from ?? 0) === LASTFM_WINDOW_DAYS * 86_400;
    const overCap = upstream.filter((r) => r.page > (isWhole(r) ? LASTFM_MAX_PAGES : LASTFM_PERIOD_PAGES));
    const capped = visits[0];
    const cappedAsked = upstream.filter((r) => r.user === capped?.user);
    const cappedPeriods = new Set(cappedAsked.filter((r) => !isWhole(r)).map((r) => r.from)).size;
    const cappedKept = capped?.outcome.ok ? capped.outcome.file.scrobbles.length : 0;
    const everyStatus = [...visits, ...greedy].flatMap((v) => v.statuses);
    const fiveXx = everyStatus.filter((s) => s >= 500).length + refusedScript.filter((s) => s >= 500).length;
    const finished = visits.filter((v) => v.outcome.ok);
    const toldWhy = visits.filter((v) => !v.outcome.ok && TOLD_WHY.includes(v.outcome.error));
    const neither = visits.filter((v) => !v.outcome.ok && !TOLD_WHY.includes(v.outcome.error));
    const greedyEndings = greedy.map(ending);
    const greedyOk =
      greedyEndings.slice(0, IMPORTS_PER_HOUR).every((e) => e === 'too-few') &&
      greedyEndings.at(-1) === 'quota';

    console.log(
      `upstream: ${upstream.length} requests to the fake Last.fm in ${seconds(elapsed)}; highest in any rolling second: ${highest} (limit ${LASTFM_UPSTREAM_LIMIT.requests}); closest six: ${closestSix === Infinity ? 'n/a' : `${Math.round(closestSix)} ms`} apart (turns every ${LASTFM_UPSTREAM_SLOT_MS} ms)`,
    );
    console.log(
      `page cap: ${LASTFM_MAX_PAGES} pages; highest page asked ${Math.max(0, ...upstream.filter(isWhole).map((r) => r.page))} of a whole year, ${Math.max(0, ...upstream.filter((r) => !isWhole(r)).map((r) => r.page))} of a period (${LASTFM_PERIOD_PAGES} allowed); ${capped?.user} (${capped?.pages} pages on Last.fm) read in ${cappedPeriods} periods: ${cappedAsked.length} requests, ${cappedKept} scrobbles kept`,
    );
    console.log(
      `visitors: ${finished.length} finished, ${toldWhy.length} told why (${toldWhy.map((v) => `${v.user}: ${ending(v)}`).join(', ') || 'none'}), ${neither.length} neither`,
    );
    console.log(`wait, first request to last page: ${stats(visits.map((v) => v.ms))}`);
    const waited = visits.filter((v) => v.told > 0);
    console.log(
      `told to wait (429 + Retry-After): ${waited.length} of ${visits.length} visitors, ${visits.reduce((n, v) => n + v.told, 0)} times; ${waited.length ? stats(waited.map((v) => v.toldMs)) : 'never'}`,
    );
    console.log(
      `open proxy: a script without fetch metadata got ${refusedScript.join(', ')}; one address's ${IMPORTS_PER_HOUR + 1} imports ended ${greedyEndings.join(', ')}`,
    );
    console.log(
      `errors: ${fiveXx} 5xx; ${neither.length} visitors neither finished nor told why${neither.length ? `: ${neither.map((v) => `${v.user} ${ending(v)}`).join(', ')}` : ''}`,
    );

    const failures = [
      highest > LASTFM_UPSTREAM_LIMIT.requests && `Last.fm saw ${highest} requests in one second`,
      fiveXx > 0 && `${fiveXx} answers were 5xx`,
      neither.length > 0 && `${neither.length} visitors neither finished nor were told why`,
      overCap.length > 0 && `${overCap.length} requests asked for pages past the cap`,
      (cappedAsked.length !== LASTFM_MAX_REQUESTS_PER_IMPORT ||
        cappedPeriods !== LASTFM_SAMPLE_PERIODS ||
        cappedKept !== LASTFM_MAX_SCROBBLES) &&
        `the visitor over the cap made ${cappedAsked.length} requests in ${cappedPeriods} periods and kept ${cappedKept} scrobbles, not ${LASTFM_MAX_REQUESTS_PER_IMPORT} in ${LASTFM_SAMPLE_PERIODS} keeping ${LASTFM_MAX_SCROBBLES}`,
      refusedScript.some((s) => s !== 403) && 'a request without fetch metadata was not refused',
      !greedyOk && 'the address over its allowance was not told so',
    ].filter((f): f is string => typeof f === 'string');
    if (failures.length) {
      console.log(`load:lastfm: FAILED: ${failures.join('; ')}`);
      if (fiveXx > 0) console.log(readFileSync(servers.log, 'utf8').split('\n').slice(-40).join('\n'));
      return 1;
    }
    console.log('load:lastfm: passed');
    return 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('load:lastfm:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
