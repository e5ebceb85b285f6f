/** @jest-environment node */
import { GET } from '@/app/api/lastfm/recent/route';
import { LASTFM_UPSTREAM_LIMIT, maxInAnyWindow } from '@/lib/lastfm/queue-policy';
import {
  isLastfmAnswer,
  LASTFM_MAX_PAGES,
  LASTFM_MAX_REQUESTS_PER_IMPORT,
  LASTFM_PERIOD_PAGES,
} from '@/lib/lastfm/recent-tracks';
import { requestWindow } from '@/lib/lastfm/request-window';
import { LASTFM_SAMPLE_PERIODS } from '@/lib/lastfm/sampling';
import { clientAddress, clientKey, LOCAL_CLIENT, normalizeAddress } from '@/lib/server/client-address';
import { isOwnPageRequest } from '@/lib/server/fetch-metadata';
import { lastfmLimitsEnv } from '@/lib/server/lastfm-env';

/**
 * The route's limits: only our widget's requests, an hourly allowance per client address, and one queue
 * whose 429s carry Retry-After and the visitor's kept turn. Simulated time throughout (the queue waits on
 * timers), so nothing here waits for real.
 */

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe('fetch metadata: only pages of our own origin', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    // Typed into the address bar, or opened from a bookmark.
    [{ 'sec-fetch-site': 'none' }, false],
    // The header wins over a Referer that looks right.
    [
      {
        'sec-fetch-site': 'cross-site',
        referer: 'http://127.0.0.1:3000/embed/upload',
        host: '127.0.0.1:3000',
      },
      false,
    ],
    // Browsers without fetch metadata: the Referer's host must be ours.
    [{ referer: 'http://127.0.0.1:3000/embed/upload', host: '127.0.0.1:3000' }, true],
    [{ referer: 'https://flavor.example.com/embed/upload', host: 'FLAVOR.example.com' }, true],
    [{ referer: 'https://evil.example/page', host: 'flavor.example.com' }, false],
    [{ referer: 'not a url', host: 'flavor.example.com' }, false],
    // Neither: a script, or a browser told to send no referrer.
    [{ host: 'flavor.example.com' }, false],
  ])('%j -> %s', (values, served) => {
    expect(isOwnPageRequest(headers(values))).toBe(served);
  });
});

describe('the client address', () => {
  const env = lastfmLimitsEnv({});

  it('is one shared bucket by default, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9' }), env)).toBe(LOCAL_CLIENT);
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.9' }), env)).toBe(LOCAL_CLIENT);
  });

  it("on Vercel is the platform's x-real-ip, not X-Forwarded-For", () => {
    const vercel = lastfmLimitsEnv({ VERCEL: '1' });
    expect(
      clientAddress(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }), vercel),
    ).toBe('203.0.113.9');
  });

  it('from a configured proxy header is the last entry, the one the proxy wrote', () => {
    const proxied = lastfmLimitsEnv({ LASTFM_CLIENT_IP_HEADER: 'X-Forwarded-For' });
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), proxied)).toBe(
      '203.0.113.9',
    );
    expect(lastfmLimitsEnv({ LASTFM_CLIENT_IP_HEADER: 'bad header!' }).clientIpHeader).toBeUndefined();
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped one as IPv4', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('garbage')).toBe('?garbage');
  });

  it('is stored only as a keyed hash', () => {
    const key = clientKey('203.0.113.9', 'secret');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('203');
    expect(clientKey('203.0.113.9', 'secret')).toBe(key);
    expect(clientKey('203.0.113.10', 'secret')).not.toBe(key);
    expect(clientKey('203.0.113.9', 'other secret')).not.toBe(key);
  });
});

describe('the route', () => {
  const saved = { ...process.env };
  const realFetch = global.fetch;
  let upstream: { user: string; page: number; from: number; to: number; at: number }[] = [];

  function upstreamPage(user: string, page: number): unknown {
    const tracks = Array.from({ length: 3 }, (_, i) => ({
      artist: { '#text': 'A' },
      name: `T${i}`,
      album: { '#text': '' },
      date: { uts: String(1_735_689_600 + i) },
    }));
    return {
      recenttracks: { track: tracks, '@attr': { user, page: String(page), totalPages: '3', total: '600' } },
    };
  }

  beforeAll(() => jest.useFakeTimers());
  afterAll(() => jest.useRealTimers());
  beforeEach(() => {
    process.env = { ...saved, LASTFM_API_KEY: 'k', LASTFM_API_URL: 'http://127.0.0.1:9/2.0/' };
    delete process.env.REDIS_URL;
    process.env.LASTFM_CLIENT_IP_HEADER = 'x-test-client';
    upstream = [];
    global.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const user = url.searchParams.get('user') ?? '';
      const page = Number(url.searchParams.get('page'));
      const [from, to] = ['from', 'to'].map((k) => Number(url.searchParams.get(k))) as [number, number];
      upstream.push({ user, page, from, to, at: performance.now() });
      return new Response(JSON.stringify(upstreamPage(user, page)));
    }) as typeof fetch;
  });
  afterEach(() => {
    process.env = { ...saved };
    global.fetch = realFetch;
  });

  function ask(
    query: string,
    client: string,
    extra: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  ) {
    return GET(
      new Request(`http://127.0.0.1:3000/api/lastfm/recent?${query}`, {
        headers: { ...extra, 'x-test-client': client },
      }),
    );
  }

  /** Lets the queue's timers run, then gives the answers. */
  async function settle<T>(work: Promise<T>, ms = 5_000): Promise<T> {
    await jest.advanceTimersByTimeAsync(ms);
    return work;
  }

  it("refuses another site's page, an address typed in, and a script without the browser's headers", async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const extra of refused) {
      const response = await settle(ask('user=someone&page=1', '192.0.2.1', extra));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, error: 'forbidden' });
    }
    expect(upstream).toEqual([]);
  });

  it('gives each address its imports per hour, then a plain answer with Retry-After', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '2';
    for (let i = 0; i < 2; i++)
      expect((await settle(ask(`user=name${i}&page=1`, '192.0.2.10'))).status).toBe(200);
    const over = await settle(ask('user=name3&page=1', '192.0.2.10'));
    expect(over.status).toBe(429);
    const body: unknown = await over.json();
    expect(isLastfmAnswer(body)).toBe(true);
    expect(body).toMatchObject({ ok: false, error: 'quota' });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(body).toMatchObject({ retryAfterS: retryAfter });
    // Later pages of an import already started still come; another address has its own hour.
    expect((await settle(ask('user=name1&page=2', '192.0.2.10'))).status).toBe(200);
    expect((await settle(ask('user=name3&page=1', '192.0.2.11'))).status).toBe(200);
    expect(upstream.map((r) => r.user)).toEqual(['name0', 'name1', 'name1', 'name3']);
  });

  it('bounds the pages too, so later pages of ever new names cannot dodge the import count', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '1';
    const answers = await settle(
      Promise.all(
        Array.from({ length: LASTFM_MAX_REQUESTS_PER_IMPORT + 1 }, (_, i) =>
          ask(`user=n${i}&page=2`, '192.0.2.20'),
        ),
      ),
      10 * 60_000,
    );
    // Every one of them booked a turn or was refused; one import's worth of requests were allowed.
    const statuses = await Promise.all(
      answers.map(async (a) => ({ status: a.status, body: await a.json() })),
    );
    const refused = statuses.filter((s) => s.body.error === 'quota');
    expect(refused).toHaveLength(1);
  });

  it('asks Last.fm for the whole window, or for one period of it with `period`', async () => {
    expect((await settle(ask('user=someone&page=1', '192.0.2.50'))).status).toBe(200);
    for (let period = 0; period < LASTFM_SAMPLE_PERIODS; period++)
      expect((await settle(ask(`user=someone&page=2&period=${period}`, '192.0.2.50'))).status).toBe(200);
    const now = Date.now();
    expect(upstream.map(({ from, to }) => ({ from, to }))).toEqual([
      requestWindow(now),
      ...Array.from({ length: LASTFM_SAMPLE_PERIODS }, (_, k) => requestWindow(now, k)),
    ]);
    expect(upstream.map((u) => u.page)).toEqual([1, 2, 2, 2, 2, 2]);
  });

  it('refuses a period that is not one of ours, and a page past the cap', async () => {
    const bad = [
      `page=1&period=${LASTFM_SAMPLE_PERIODS}`,
      'page=1&period=-1',
      'page=1&period=',
      'page=1&period=x',
      'page=1&period=1.5',
      `page=${LASTFM_MAX_PAGES + 1}&period=0`,
      `page=${LASTFM_MAX_PAGES + 1}`,
    ];
    for (const query of bad) {
      const response = await settle(ask(`user=someone&${query}`, '192.0.2.51'));
      expect([query, response.status]).toEqual([query, 400]);
    }
    expect(upstream).toEqual([]);
    // A period may take more than its equal share: the pages of periods without scrobbles (sampling.ts).
    const last = `user=someone&page=${LASTFM_MAX_PAGES}&period=${LASTFM_SAMPLE_PERIODS - 1}`;
    expect((await settle(ask(last, '192.0.2.51'))).status).toBe(200);
  });

  it("counts an import at the whole window's first page only: a period's first page is part of it", async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '1';
    expect((await settle(ask('user=heavy&page=1', '192.0.2.60'))).status).toBe(200);
    for (let period = 0; period < LASTFM_SAMPLE_PERIODS; period++)
      expect((await settle(ask(`user=heavy&page=1&period=${period}`, '192.0.2.60'))).status).toBe(200);
    const another = await settle(ask('user=other&page=1', '192.0.2.60'));
    expect(another.status).toBe(429);
    expect(await another.json()).toMatchObject({ error: 'quota' });
  });

  it('lets one sampled import through in full, 1 + LASTFM_MAX_PAGES requests, and not one more', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '1';
    const sampled = [
      'page=1',
      ...Array.from({ length: LASTFM_SAMPLE_PERIODS }, (_, period) =>
        Array.from({ length: LASTFM_PERIOD_PAGES }, (_, i) => `page=${i + 1}&period=${period}`),
      ).flat(),
    ];
    expect(sampled).toHaveLength(1 + LASTFM_MAX_PAGES);
    // One after another, as the widget asks.
    for (const query of sampled)
      expect((await settle(ask(`user=heavy&${query}`, '192.0.2.70'))).status).toBe(200);
    const more = await settle(ask('user=heavy&page=2&period=0', '192.0.2.70'));
    expect(await more.json()).toMatchObject({ error: 'quota' });
  });

  it('queues a crowd: far turns get 429, Retry-After and a ticket; coming back with it, they are served', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '5';
    const first = await settle(
      Promise.all(Array.from({ length: 30 }, (_, i) => ask(`user=crowd${i}&page=1`, `198.51.100.${i}`))),
      5_000,
    );
    const bodies = await Promise.all(first.map((r) => r.json()));
    const served = first.filter((r) => r.status === 200);
    const told = first.map((r, i) => ({ r, body: bodies[i] })).filter(({ r }) => r.status === 429);
    expect(served.length).toBeGreaterThan(5);
    expect(told.length).toBeGreaterThan(5);
    expect(served.length + told.length).toBe(30);
    let lastAhead = -1;
    for (const { r, body } of told) {
      expect(body).toMatchObject({ ok: false, error: 'busy' });
      expect(isLastfmAnswer(body)).toBe(true);
      expect(Number(r.headers.get('retry-after'))).toBe(body.retryAfterS);
      expect(body.ticket).toEqual(expect.any(String));
      expect(body.ahead).toBeGreaterThan(lastAhead);
      lastAhead = body.ahead;
    }
    // Each comes back after its Retry-After with its ticket (not counted again: the allowance is untouched).
    const again = await settle(
      Promise.all(
        told.map(async ({ body }, i) => {
          await new Promise((resolve) => setTimeout(resolve, body.retryAfterS * 1000));
          const index = bodies.indexOf(body);
          return ask(`user=crowd${index}&page=1&ticket=${body.ticket}`, `198.51.100.${index}`).then((r) => ({
            r,
            i,
          }));
        }),
      ),
      60_000,
    );
    expect(again.map(({ r }) => r.status)).toEqual(told.map(() => 200));
    expect(upstream).toHaveLength(30);
    expect(
      maxInAnyWindow(
        upstream.map((u) => u.at),
        LASTFM_UPSTREAM_LIMIT.windowMs,
      ),
    ).toBeLessThanOrEqual(LASTFM_UPSTREAM_LIMIT.requests);
  });

  it('refuses a made-up ticket as a ticket, and counts the request like any new one', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '1';
    const made = await settle(ask('user=someone&page=1&ticket=AAAAAAAAAAAAAAAAAAAAAA', '192.0.2.30'));
    expect(made.status).toBe(200);
    const again = await settle(ask('user=someone&page=1&ticket=BBBBBBBBBBBBBBBBBBBBBB', '192.0.2.30'));
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ error: 'quota' });
    expect((await settle(ask('user=someone&page=1&ticket=short', '192.0.2.30'))).status).toBe(400);
  });

  it('when the line is longer than it books ahead, says so without a ticket and gives the allowance back', async () => {
    process.env.LASTFM_IMPORTS_PER_HOUR = '1';
    // 600 waiting requests from other addresses fill the 2 minutes the queue books ahead.
    const crowd = Promise.all(
      Array.from({ length: 600 }, (_, i) => ask('user=filler&page=2', `10.1.${i >> 8}.${i & 255}`)),
    );
    await jest.advanceTimersByTimeAsync(0);
    const full = await ask('user=someone&page=1', '192.0.2.40');
    expect(full.status).toBe(429);
    const body = await full.json();
    expect(body).toMatchObject({ ok: false, error: 'busy' });
    expect(body.ticket).toBeUndefined();
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not counted: the same address may still start its one import.
    const still = await ask('user=someone&page=1', '192.0.2.40');
    expect(await still.json()).toMatchObject({ error: 'busy' });
    await settle(crowd, 5 * 60_000);
  });
});
