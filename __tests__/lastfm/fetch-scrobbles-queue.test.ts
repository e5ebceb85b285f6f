/** @jest-environment node */
import { fetchScrobbles, type FetchOutcome, type QueueWait } from '@/lib/lastfm/fetch-scrobbles';
import { LASTFM_CLIENT_WAIT_BUDGET_MS } from '@/lib/lastfm/queue-policy';
import { lastfmFailureMessage } from '@/scripts/english/english-failures';
import type { LastfmAnswer } from '@/lib/lastfm/recent-tracks';
import { expectOk } from '../support/narrow';

/**
 * The widget in a crowd: a 429 from our queue is waited out by itself (Retry-After), said through onWait,
 * and asked again with the ticket that keeps the place; cancellable, and never longer than its budget.
 * Simulated time: no test waits for real.
 */

function page(n: number, totalPages = 2): LastfmAnswer {
  const scrobbles = Array.from({ length: 200 }, (_, i) => ({
    artist: 'A',
    track: `T${i}`,
    album: '',
    uts: 1_000_000 - n * 1_000 - i,
  }));
  return { ok: true, page: n, totalPages, total: totalPages * 200, scrobbles };
}

type Reply = { body: LastfmAnswer; status?: number; retryAfter?: string };

/** A route that answers from a script, one reply per request, and records what was asked and when. */
function scriptedRoute(replies: Reply[], fallback?: (url: URL) => Reply) {
  const asked: { url: URL; at: number }[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    asked.push({ url, at: Date.now() });
    const reply = replies.shift() ?? fallback?.(url);
    if (!reply) throw new Error(`unexpected request ${url}`);
    const headers: Record<string, string> = reply.retryAfter ? { 'Retry-After': reply.retryAfter } : {};
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers });
  }) as typeof fetch;
  return { impl, asked };
}

const busy = (retryAfterS: number, ahead: number, ticket?: string): LastfmAnswer => ({
  ok: false,
  error: 'busy',
  retryAfterS,
  ahead,
  ...(ticket ? { ticket } : {}),
});

async function run(
  impl: typeof fetch,
  signal = new AbortController().signal,
  advanceMs = 60_000,
): Promise<{ outcome: FetchOutcome; waits: QueueWait[] }> {
  const waits: QueueWait[] = [];
  const done = fetchScrobbles('someone', {
    signal,
    onPage: () => undefined,
    onWait: (w) => waits.push(w),
    fetchImpl: impl,
  });
  await jest.advanceTimersByTimeAsync(advanceMs);
  return { outcome: await done, waits };
}

describe('fetchScrobbles in a crowd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits as told, says why, comes back with the ticket, and finishes', async () => {
    const ticket = 'TICKET_abcdefghijklmn';
    const { impl, asked } = scriptedRoute([
      { body: busy(3, 12, ticket), status: 429, retryAfter: '3' },
      { body: page(1) },
      { body: busy(2, 4), status: 429, retryAfter: '2' },
      { body: page(2) },
    ]);
    const { outcome, waits } = await run(impl);
    expectOk(outcome);
    expect(outcome.file.scrobbles).toHaveLength(400);
    expect(waits).toEqual([
      { ahead: 12, seconds: 3, kept: true },
      { ahead: 4, seconds: 2, kept: false },
    ]);
    expect(asked.map(({ url }) => url.searchParams.get('ticket'))).toEqual([null, ticket, null, null]);
    expect(asked.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '1', '2', '2']);
    // Never back before the Retry-After.
    expect(asked[1]!.at - asked[0]!.at).toBeGreaterThanOrEqual(3_000);
    expect(asked[3]!.at - asked[2]!.at).toBeGreaterThanOrEqual(2_000);
  });

  it("follows the Retry-After header over the body's figure, within its own bound", async () => {
    const { impl, asked } = scriptedRoute([
      { body: busy(1, 3, 'TICKET_abcdefghijklmn'), status: 429, retryAfter: '5' },
      { body: busy(1, 3, 'TICKET_abcdefghijklmn'), status: 429, retryAfter: '86400' },
      { body: page(1, 1) },
    ]);
    const { waits } = await run(impl, undefined, 10 * 60_000);
    expect(waits.map((w) => w.seconds)).toEqual([5, 120]);
    expect(asked).toHaveLength(3);
  });

  it('cancels during a wait, at once and without asking again', async () => {
    const { impl, asked } = scriptedRoute([
      { body: busy(60, 200, 'TICKET_abcdefghijklmn'), status: 429, retryAfter: '60' },
    ]);
    const controller = new AbortController();
    const waits: QueueWait[] = [];
    const done = fetchScrobbles('someone', {
      signal: controller.signal,
      onPage: () => undefined,
      onWait: (w) => waits.push(w),
      fetchImpl: impl,
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(waits).toHaveLength(1);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(await done).toEqual({ ok: false, error: 'cancelled' });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(1);
  });

  it('gives up after its waiting budget, with the busy words and not an endless bar', async () => {
    const { impl, asked } = scriptedRoute([], () => ({
      body: busy(120, 900),
      status: 429,
      retryAfter: '120',
    }));
    const { outcome } = await run(impl, undefined, LASTFM_CLIENT_WAIT_BUDGET_MS + 60_000);
    expect(outcome).toEqual({ ok: false, error: 'busy' });
    // Seven waits of 2 minutes fit in 15; the answer to the eighth ask would pass the budget.
    expect(asked.length).toBe(Math.floor(LASTFM_CLIENT_WAIT_BUDGET_MS / 120_000) + 1);
    expect(lastfmFailureMessage('busy')).toMatch(/Try again in a few minutes/);
  });

  it('does not wait out an hourly allowance: it says when it comes back', async () => {
    const { impl, asked } = scriptedRoute([
      { body: { ok: false, error: 'quota', retryAfterS: 1_490 }, status: 429, retryAfter: '1490' },
    ]);
    const { outcome, waits } = await run(impl);
    expect(outcome).toEqual({ ok: false, error: 'quota', retryAfterS: 1_490 });
    expect(waits).toEqual([]);
    expect(asked).toHaveLength(1);
    expect(lastfmFailureMessage('quota', 1_490)).toContain('in about 25 minutes');
    expect(lastfmFailureMessage('quota', 30)).toContain('in about 1 minute;');
  });

  it('ends with the plain words when the server refuses a request that is not from our page', async () => {
    const { impl } = scriptedRoute([{ body: { ok: false, error: 'forbidden' }, status: 403 }]);
    expect((await run(impl)).outcome).toEqual({ ok: false, error: 'forbidden' });
    expect(lastfmFailureMessage('forbidden')).toMatch(/^Our server only answers this page/);
  });
});
