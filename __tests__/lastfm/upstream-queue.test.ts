/** @jest-environment node */
import { createClient } from '@redis/client';
import { startRedisServer, type RedisServer } from '@/e2e/support/redis-server';
import {
  LASTFM_LATE_SEND_LIMIT_MS,
  LASTFM_UPSTREAM_LIMIT,
  LASTFM_UPSTREAM_SLOT_MS,
  maxInAnyWindow,
  turnsAhead,
} from '@/lib/lastfm/queue-policy';
import {
  MemoryTurnStore,
  QUEUE_TIMING,
  retryAfterSeconds,
  takeTurn,
  type Booking,
  type Clock,
  type QueueTiming,
  type TurnStore,
} from '@/lib/server/upstream-queue';
import { RedisTurnStore } from '@/lib/server/upstream-queue-redis';
import { redisAvailable } from '../support/redis';

/**
 * The queue to Last.fm: turns in order, tickets for far turns, and the one promise that matters: Last.fm
 * never sees more than 5 of our requests in any second, even when sends run late.
 */

const { requests: LIMIT, windowMs: SECOND } = LASTFM_UPSTREAM_LIMIT;
/** Any six sends are at least this far apart (queue-policy.ts). */
const SIX_SENDS_MS = 5 * LASTFM_UPSTREAM_SLOT_MS - LASTFM_LATE_SEND_LIMIT_MS;

/** A seeded PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Timers that fire late now and then, as on a busy server: mostly on time, sometimes up to 400 ms late. */
function lateTimers(seed: number): Clock & { lateSleeps: () => number } {
  const next = random(seed);
  let late = 0;
  return {
    now: () => performance.now(),
    sleep: (ms) => {
      const r = next();
      const extra = r < 0.7 ? 0 : r < 0.9 ? next() * 80 : 100 + next() * 300;
      if (extra > LASTFM_LATE_SEND_LIMIT_MS) late++;
      return new Promise((resolve) => setTimeout(resolve, ms + extra));
    },
    lateSleeps: () => late,
  };
}

/** Counts bookings, to show that late turns were given up and booked again. */
function counting(store: TurnStore): TurnStore & { bookings: () => number } {
  let bookings = 0;
  return {
    book: (ticket) => {
      bookings++;
      return store.book(ticket);
    },
    redeem: (ticket) => store.redeem(ticket),
    bookings: () => bookings,
  };
}

/**
 * One request as the route and the widget make it: take a turn; when told to come back (429 with
 * Retry-After and a ticket), wait that long on the same late timers and come back with the ticket.
 * Returns the moment it sent.
 */
async function sendOnce(store: TurnStore, clock: Clock): Promise<number> {
  let ticket: string | undefined;
  for (let asks = 0; asks < 100; asks++) {
    const turn = await takeTurn(store, { ticket, admit: async () => true }, clock);
    if (turn.kind === 'go') return performance.now();
    if (turn.kind === 'refused') throw new Error('refused');
    ticket = turn.ticket;
    await clock.sleep(retryAfterSeconds(turn) * 1000);
  }
  throw new Error('never sent');
}

describe('the rolling-window count', () => {
  it('finds the most sends inside any window', () => {
    expect(maxInAnyWindow([], SECOND)).toBe(0);
    expect(maxInAnyWindow([0, 999, 1000, 1999], SECOND)).toBe(2);
    expect(maxInAnyWindow([5, 0, 4, 3, 2, 1], SECOND)).toBe(6);
  });

  it('shows why slots of exactly 200 ms are not enough: one late send puts six in a second', () => {
    const slots = [0, 200, 400, 600, 800, 1000];
    const sends = slots.map((slot, i) => slot + (i === 0 ? 50 : 0));
    expect(maxInAnyWindow(sends, SECOND)).toBe(6);
    // Our slots, with the first send as late as we allow: the six span more than a second.
    const ours = [0, 1, 2, 3, 4, 5].map(
      (i) => i * LASTFM_UPSTREAM_SLOT_MS + (i === 0 ? LASTFM_LATE_SEND_LIMIT_MS : 0),
    );
    expect(ours[5]! - ours[0]!).toBe(SIX_SENDS_MS);
    expect(SIX_SENDS_MS).toBeGreaterThan(SECOND);
    expect(maxInAnyWindow(ours, SECOND)).toBe(LIMIT);
  });

  it('counts visitors ahead from the wait', () => {
    expect(turnsAhead(0)).toBe(0);
    expect(turnsAhead(LASTFM_UPSTREAM_SLOT_MS * 12)).toBe(12);
  });
});

describe('takeTurn with late timers (memory queue, simulated time)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([1, 2, 3])(
    'seed %i: 40 requests at once all send, never 6 in any second, late turns given up',
    async (seed) => {
      const store = counting(new MemoryTurnStore());
      const clock = lateTimers(seed);
      const sends = Promise.all(Array.from({ length: 40 }, () => sendOnce(store, clock)));
      await jest.advanceTimersByTimeAsync(120_000);
      const times = await sends;
      expect(times).toHaveLength(40);
      expect(maxInAnyWindow(times, SECOND)).toBeLessThanOrEqual(LIMIT);
      // The stronger bound the design gives: any six sends are at least 1,150 ms apart.
      expect(maxInAnyWindow(times, SIX_SENDS_MS)).toBeLessThanOrEqual(LIMIT);
      // Some timers were late beyond the limit, and those turns were booked again rather than used.
      expect(clock.lateSleeps()).toBeGreaterThan(0);
      expect(store.bookings()).toBeGreaterThan(40);
    },
  );

  it('sends in turn order when nothing is late', async () => {
    const store = new MemoryTurnStore();
    const clock: Clock = {
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
    const order: number[] = [];
    const all = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        takeTurn(store, { admit: async () => true }, clock).then(() => order.push(i)),
      ),
    );
    await jest.advanceTimersByTimeAsync(5_000);
    await all;
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('asks the admission only for a new turn, and refuses when it says no', async () => {
    const store = new MemoryTurnStore();
    const admit = jest.fn(async () => false);
    expect(await takeTurn(store, { admit })).toEqual({ kind: 'refused' });
    expect(admit).toHaveBeenCalledTimes(1);
  });
});

/** The same contract for both stores: `pass(ms)` lets that much time go by on the store's clock. */
function storeContract(
  name: string,
  make: (timing: QueueTiming) => Promise<{ store: TurnStore; pass: (ms: number) => Promise<void> }>,
) {
  // Small numbers so the Redis run takes a few real seconds: 100 ms turns, hold 300 ms, book 1 s ahead.
  const timing: QueueTiming = { slotMs: 100, holdMs: 300, maxBookingMs: 1_000, graceMs: 400 };

  describe(`${name} queue`, () => {
    it('hands out turns in order: held ones, then tickets, then full', async () => {
      const { store } = await make(timing);
      const bookings: Booking[] = [];
      const spans: { start: number; end: number }[] = [];
      for (let i = 0; i < 14; i++) {
        const start = performance.now();
        bookings.push(await store.book(`ticket-${name}-${i}-abcdefgh`));
        spans.push({ start, end: performance.now() });
      }
      const kinds = bookings.map((b) => b.kind);
      // Waits grow by a turn each, less the time the store's clock moved on between the two bookings: at
      // most from the start of the one call to the end of the next (plus a millisecond of Redis's rounding
      // each), however busy the machine.
      for (let i = 1; i < 11; i++) {
        const step = bookings[i]!.waitMs - bookings[i - 1]!.waitMs;
        const between = spans[i]!.end - spans[i - 1]!.start;
        expect(step).toBeGreaterThanOrEqual(timing.slotMs - between - 2);
        expect(step).toBeLessThanOrEqual(timing.slotMs);
      }
      expect(kinds.slice(0, 3)).toEqual(['now', 'now', 'now']);
      expect(kinds.slice(5, 10)).toEqual(['ticket', 'ticket', 'ticket', 'ticket', 'ticket']);
      expect(kinds.slice(12)).toEqual(['full', 'full']);
    });

    it('keeps a far turn under its ticket until it is near, once', async () => {
      const { store, pass } = await make(timing);
      let ticket: Booking | undefined;
      for (let i = 0; i < 8 && ticket?.kind !== 'ticket'; i++)
        ticket = await store.book(`far-${name}-${i}-abcdefgh`);
      expect(ticket?.kind).toBe('ticket');
      if (ticket?.kind !== 'ticket') return;
      expect(await store.redeem('unknown-ticket-abcdefgh')).toBeUndefined();
      // Too early: still kept.
      expect((await store.redeem(ticket.ticket))?.kind).toBe('ticket');
      await pass(ticket.waitMs - timing.holdMs + 50);
      const taken = await store.redeem(ticket.ticket);
      expect(taken?.kind).toBe('now');
      expect(taken?.waitMs).toBeLessThanOrEqual(timing.holdMs);
      expect(await store.redeem(ticket.ticket)).toBeUndefined();
    });

    it('forgets a ticket nobody brought back', async () => {
      const { store, pass } = await make(timing);
      let ticket: Booking | undefined;
      for (let i = 0; i < 8 && ticket?.kind !== 'ticket'; i++)
        ticket = await store.book(`lost-${name}-${i}-abcdefgh`);
      if (ticket?.kind !== 'ticket') throw new Error('no ticket');
      await pass(ticket.waitMs + timing.graceMs + 50);
      expect(await store.redeem(ticket.ticket)).toBeUndefined();
      // And the line is empty again: the next turn is now.
      expect(await store.book(`after-${name}-abcdefgh`)).toMatchObject({ kind: 'now', waitMs: 0 });
    });
  });
}

let fakeNow = 0;
storeContract('memory', async (timing) => {
  fakeNow = 1_000;
  return {
    store: new MemoryTurnStore(timing, () => fakeNow),
    pass: async (ms) => {
      fakeNow += ms;
    },
  };
});

const withRedis = redisAvailable('upstream-queue') ? describe : describe.skip;

const connectTo = (url: string) => createClient({ url });
type Client = ReturnType<typeof connectTo>;

withRedis('with a real redis-server', () => {
  let server: RedisServer;
  const clients: Client[] = [];

  async function client() {
    const c = connectTo(server.url);
    clients.push(c);
    await c.connect();
    return c;
  }

  function redisStore(c: Client, timing: QueueTiming = QUEUE_TIMING) {
    return new RedisTurnStore((script, keys, args) => c.eval(script, { keys, arguments: args }), timing);
  }

  beforeAll(async () => {
    server = await startRedisServer();
  }, 20_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server?.stop();
  });

  storeContract('redis', async (timing) => {
    const c = await client();
    await c.flushAll();
    return {
      store: redisStore(c, timing),
      pass: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
    };
  });

  it('two instances, each with its own connection and late timers: never 6 sends in any second', async () => {
    const first = await client();
    await first.flushAll();
    const instances = [redisStore(first), redisStore(await client())];
    const clocks = [lateTimers(7), lateTimers(8)];
    const times = await Promise.all(
      Array.from({ length: 16 }, (_, i) => sendOnce(instances[i % 2]!, clocks[i % 2]!)),
    );
    expect(times).toHaveLength(16);
    expect(maxInAnyWindow(times, SECOND)).toBeLessThanOrEqual(LIMIT);
  }, 30_000);

  it('keeps no more than the next turn and the tickets, each expiring', async () => {
    const c = await client();
    await c.flushAll();
    const store = redisStore(c, { slotMs: 100, holdMs: 300, maxBookingMs: 1_000, graceMs: 400 });
    for (let i = 0; i < 8; i++) await store.book(`keys-${i}-abcdefghijkl`);
    const keys = await c.keys('*');
    expect(keys.every((k) => k === 'lastfm:{lastfm}:next' || k.startsWith('lastfm:{lastfm}:ticket:'))).toBe(
      true,
    );
    for (const key of keys) expect(await c.pTTL(key)).toBeGreaterThan(0);
  });
});
