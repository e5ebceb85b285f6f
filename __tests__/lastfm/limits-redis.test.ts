/** @jest-environment node */
import { createClient } from '@redis/client';
import { GET } from '@/app/api/lastfm/recent/route';
import { startRedisServer, type RedisServer } from '@/e2e/support/redis-server';
import { freePort } from '@/e2e/engines/processes';
import { LASTFM_MAX_REQUESTS_PER_IMPORT } from '@/lib/lastfm/recent-tracks';
import { closeRedisClient } from '@/lib/server/redis-client';
import { memoryAllowance, redisAllowance, type VisitorAllowance } from '@/lib/server/visitor-allowance';
import { redisAvailable } from '../support/redis';

/**
 * The per-visitor allowance (rate-limiter-flexible) in memory and in a real redis-server, and what the
 * route leaves in Redis: hashed keys with an expiry, never a username or an address.
 */

function allowanceContract(name: string, make: (importsPerHour: number) => Promise<VisitorAllowance>) {
  describe(`${name} allowance`, () => {
    it('counts imports and pages per key, refuses with the seconds left, and gives back', async () => {
      const allowance = await make(2);
      expect(await allowance.take(`${name}-a`, true)).toBeUndefined();
      expect(await allowance.take(`${name}-a`, true)).toBeUndefined();
      const refused = await allowance.take(`${name}-a`, true);
      expect(refused).toBeGreaterThan(3_590);
      expect(refused).toBeLessThanOrEqual(3_600);
      // Another key has its own hour.
      expect(await allowance.take(`${name}-b`, true)).toBeUndefined();
      // Given back, one more import fits.
      await allowance.giveBack(`${name}-a`, true);
      expect(await allowance.take(`${name}-a`, true)).toBeUndefined();
    });

    it('bounds pages at the imports times the requests of one import; a refused import does not take a page', async () => {
      const allowance = await make(1);
      expect(await allowance.take(`${name}-p`, true)).toBeUndefined();
      expect(await allowance.take(`${name}-p`, true)).toBeGreaterThan(0);
      for (let i = 1; i < LASTFM_MAX_REQUESTS_PER_IMPORT; i++)
        expect(await allowance.take(`${name}-p`, false)).toBeUndefined();
      expect(await allowance.take(`${name}-p`, false)).toBeGreaterThan(0);
    });
  });
}

allowanceContract('memory', async (n) => memoryAllowance(n));

const connectTo = (url: string) => createClient({ url });
const withRedis = redisAvailable('limits-redis') ? describe : describe.skip;

withRedis('with a real redis-server', () => {
  let server: RedisServer;
  let client: ReturnType<typeof connectTo>;
  const saved = { ...process.env };
  const realFetch = global.fetch;

  beforeAll(async () => {
    server = await startRedisServer();
    client = connectTo(server.url);
    await client.connect();
  }, 20_000);
  afterAll(async () => {
    process.env = { ...saved };
    global.fetch = realFetch;
    await closeRedisClient();
    await client?.close();
    await server?.stop();
    // A client that never connected ends its last reconnection timer (at most a second) before it goes.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  allowanceContract('redis', async (n) => {
    await client.flushAll();
    return redisAllowance(client, n);
  });

  it('the route keeps its limits in REDIS_URL, under hashed keys that expire, and nothing about the visitor', async () => {
    await client.flushAll();
    process.env = {
      ...saved,
      LASTFM_API_KEY: 'k',
      LASTFM_API_URL: 'http://127.0.0.1:9/2.0/',
      REDIS_URL: server.url,
      LASTFM_CLIENT_IP_HEADER: 'x-test-client',
    };
    global.fetch = (async () =>
      new Response(
        JSON.stringify({
          recenttracks: {
            track: [
              { artist: { '#text': 'A' }, name: 'T', album: { '#text': '' }, date: { uts: '1735689600' } },
            ],
            '@attr': { page: '1', totalPages: '1', total: '400' },
          },
        }),
      )) as typeof fetch;
    for (const [user, address] of [
      ['secretname', '203.0.113.77'],
      ['othername', '2001:db8:77::1'],
    ] as const) {
      const response = await GET(
        new Request(`http://127.0.0.1:3000/api/lastfm/recent?user=${user}&page=1`, {
          headers: { 'sec-fetch-site': 'same-origin', 'x-test-client': address },
        }),
      );
      expect(response.status).toBe(200);
    }
    const keys = (await client.keys('*')).sort();
    expect(keys.filter((k) => k.startsWith('lastfm:imports:'))).toHaveLength(2);
    expect(keys.filter((k) => k.startsWith('lastfm:pages:'))).toHaveLength(2);
    expect(keys.filter((k) => !/^lastfm:(imports|pages):[A-Za-z0-9_-]{22}$/.test(k))).toEqual([
      'lastfm:{lastfm}:next',
    ]);
    const stored = [...keys, ...(await Promise.all(keys.map((k) => client.get(k))))].join(' ');
    for (const secret of ['secretname', 'othername', '203.0.113', '2001:db8'])
      expect(stored).not.toContain(secret);
    for (const key of keys) {
      const ttl = await client.pTTL(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3_600_000);
    }
  });

  it('answers 503 in plain words, and quickly, when Redis cannot be reached', async () => {
    process.env = {
      ...saved,
      LASTFM_API_KEY: 'k',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    };
    const called = jest.fn();
    global.fetch = called as unknown as typeof fetch;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await GET(
      new Request('http://127.0.0.1:3000/api/lastfm/recent?user=someone&page=1', {
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'upstream' });
    expect(called).not.toHaveBeenCalled();
    // Said once in the server's log, without anything about the visitor.
    expect(logged.mock.calls.map((c) => c.join(' ')).join('\n')).toMatch(/Redis/);
    expect(logged.mock.calls.map((c) => c.join(' ')).join('\n')).not.toContain('someone');
    logged.mockRestore();
  }, 10_000);
});
