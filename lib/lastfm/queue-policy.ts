/**
 * How our Last.fm requests share the one API key (docs/security.md § Last.fm limits): the numbers the
 * route's queue, the widget and the crowd test (`npm run load:lastfm`) all follow.
 *
 * Last.fm asks for no more than 5 requests a second per key. Every instance of the server books its turn in
 * one queue (Redis when REDIS_URL is set, else this process's memory), one turn per LASTFM_UPSTREAM_SLOT_MS,
 * read on the queue's own clock. A turn whose send comes more than LASTFM_LATE_SEND_LIMIT_MS after its slot
 * (a busy event loop, a slow Redis reply) is not used: the request books another. So any six sends are at
 * least 5 × 250 − 100 = 1,150 ms apart, and the 150 ms beyond a second absorb the difference in network
 * delay between two sends on their way to Last.fm. With slots of exactly 200 ms, one late send would
 * already put six sends inside one second (`__tests__/lastfm/upstream-queue.test.ts` shows both).
 */
export const LASTFM_UPSTREAM_LIMIT = { requests: 5, windowMs: 1_000 } as const;
export const LASTFM_UPSTREAM_SLOT_MS = 250;
export const LASTFM_LATE_SEND_LIMIT_MS = 100;

/** A turn at most this far away is waited for inside the request (the widget just sees a slower page). */
export const LASTFM_MAX_HOLD_MS = 3_000;
/**
 * A turn further away is kept for the visitor under a ticket: the route answers 429 at once, with
 * Retry-After this much before the turn, and the widget comes back with the ticket then.
 */
export const LASTFM_RETURN_EARLY_MS = 1_500;
/** Turns are handed out at most this far ahead; beyond it the queue is full (429, no ticket). */
export const LASTFM_MAX_BOOKING_MS = 120_000;
/** A ticket is kept this long after its turn, for a visitor whose phone was slow to come back. */
export const LASTFM_TICKET_GRACE_MS = 30_000;

/** The widget waits by itself for at most this long in all, per import, then says the queue is too long. */
export const LASTFM_CLIENT_WAIT_BUDGET_MS = 15 * 60_000;
/** And at most this long for one Retry-After, whatever a server says. */
export const LASTFM_CLIENT_MAX_RETRY_AFTER_S = 120;

/** Imports (first pages) a client address may start in an hour, unless LASTFM_IMPORTS_PER_HOUR says. */
export const DEFAULT_LASTFM_IMPORTS_PER_HOUR = 20;

/** Visitors ahead of a turn `waitMs` away: one turn each (the widget asks for one page at a time). */
export function turnsAhead(waitMs: number): number {
  return Math.max(0, Math.floor(waitMs / LASTFM_UPSTREAM_SLOT_MS));
}

/** The largest number of `times` (ms, any order) inside any window of `windowMs`: [t, t + windowMs). */
export function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last++) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
