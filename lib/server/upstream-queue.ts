import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  LASTFM_LATE_SEND_LIMIT_MS,
  LASTFM_MAX_BOOKING_MS,
  LASTFM_MAX_HOLD_MS,
  LASTFM_RETURN_EARLY_MS,
  LASTFM_TICKET_GRACE_MS,
  LASTFM_UPSTREAM_SLOT_MS,
} from '../lastfm/queue-policy';

/**
 * One queue for every request to Last.fm, whichever instance serves it (lib/lastfm/queue-policy.ts has the
 * numbers and why). A store hands out turns in order, one every slotMs on its own clock:
 *   - 'now': the turn is at most holdMs away; the caller waits here and sends;
 *   - 'ticket': further away (up to maxBookingMs); the turn is kept under the ticket, which the visitor
 *     brings back when it is near;
 *   - 'full': further than maxBookingMs; nothing is booked.
 * The Redis store (upstream-queue-redis.ts) does the same in one script per call, on Redis's clock, for
 * all instances; the memory store below serves one process.
 */
export type Booking =
  | { readonly kind: 'now'; readonly waitMs: number }
  | { readonly kind: 'ticket'; readonly waitMs: number; readonly ticket: string }
  | { readonly kind: 'full'; readonly waitMs: number };

export interface TurnStore {
  /** Books the next free turn; `ticket` (a fresh random id) names it if it is far away. */
  book(ticket: string): Promise<Booking>;
  /** The turn kept under `ticket` ('ticket' again while it is still far), or undefined: unknown, expired. */
  redeem(ticket: string): Promise<Booking | undefined>;
}

export interface QueueTiming {
  readonly slotMs: number;
  readonly holdMs: number;
  readonly maxBookingMs: number;
  readonly graceMs: number;
}

export const QUEUE_TIMING: QueueTiming = {
  slotMs: LASTFM_UPSTREAM_SLOT_MS,
  holdMs: LASTFM_MAX_HOLD_MS,
  maxBookingMs: LASTFM_MAX_BOOKING_MS,
  graceMs: LASTFM_TICKET_GRACE_MS,
};

export function newTicket(): string {
  return randomBytes(16).toString('base64url');
}

/** The queue in this process's memory, on its monotonic clock (no Redis: `npm run dev`, one instance). */
export class MemoryTurnStore implements TurnStore {
  private next = 0;
  private readonly tickets = new Map<string, { slot: number; expires: number }>();

  constructor(
    private readonly timing: QueueTiming = QUEUE_TIMING,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async book(ticket: string): Promise<Booking> {
    const now = this.now();
    this.forgetExpired(now);
    const slot = Math.max(now, this.next);
    const waitMs = slot - now;
    if (waitMs > this.timing.maxBookingMs) return { kind: 'full', waitMs };
    this.next = slot + this.timing.slotMs;
    if (waitMs <= this.timing.holdMs) return { kind: 'now', waitMs };
    this.tickets.set(ticket, { slot, expires: slot + this.timing.graceMs });
    return { kind: 'ticket', waitMs, ticket };
  }

  async redeem(ticket: string): Promise<Booking | undefined> {
    const now = this.now();
    this.forgetExpired(now);
    const kept = this.tickets.get(ticket);
    if (!kept) return undefined;
    const waitMs = kept.slot - now;
    if (waitMs > this.timing.holdMs) return { kind: 'ticket', waitMs, ticket };
    this.tickets.delete(ticket);
    return { kind: 'now', waitMs };
  }

  private forgetExpired(now: number): void {
    for (const [id, kept] of this.tickets) if (kept.expires <= now) this.tickets.delete(id);
  }
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type Turn =
  | { readonly kind: 'go' }
  | { readonly kind: 'later'; readonly waitMs: number; readonly ticket?: string }
  | { readonly kind: 'refused' };

/** A request gives up its late turns this many times before it asks the visitor to come back instead. */
const MAX_LATE_TURNS = 3;

/**
 * Waits for this request's turn. With a ticket that the store still keeps, that turn; otherwise `admit`
 * decides whether the request may queue at all (the visitor's allowance), then a new turn is booked.
 *
 * The send must happen within LASTFM_LATE_SEND_LIMIT_MS of the turn. The store's clock is not ours, so
 * lateness is bounded from this side: the store read its clock after `asked`, and the turn was `waitMs`
 * after that reading, so now − asked − waitMs is at least how late we are. A late turn is left unused
 * (nobody else sends in it) and another is booked; a turn is never early, as the wait is measured from
 * the store's answer, after its reading.
 */
export async function takeTurn(
  store: TurnStore,
  request: { readonly ticket?: string; readonly admit: () => Promise<boolean> },
  clock: Clock = systemClock,
): Promise<Turn> {
  let asked = clock.now();
  let booking = request.ticket === undefined ? undefined : await store.redeem(request.ticket);
  if (booking === undefined) {
    if (!(await request.admit())) return { kind: 'refused' };
    asked = clock.now();
    booking = await store.book(newTicket());
  }
  for (let late = 0; ; late++) {
    if (booking.kind === 'full') return { kind: 'later', waitMs: booking.waitMs };
    if (booking.kind === 'ticket') return { kind: 'later', waitMs: booking.waitMs, ticket: booking.ticket };
    // Wait for the turn, in more than one sleep if a timer fires early.
    const until = clock.now() + booking.waitMs;
    for (let sleeps = 0; clock.now() < until && sleeps < 10; sleeps++) await clock.sleep(until - clock.now());
    if (clock.now() < until) return { kind: 'later', waitMs: until - clock.now() };
    if (clock.now() - asked - booking.waitMs <= LASTFM_LATE_SEND_LIMIT_MS) return { kind: 'go' };
    if (late + 1 >= MAX_LATE_TURNS) return { kind: 'later', waitMs: LASTFM_UPSTREAM_SLOT_MS };
    asked = clock.now();
    booking = await store.book(newTicket());
  }
}

/**
 * Retry-After for a turn that is not now: with a ticket, a little before the turn (so the visitor is back in
 * time and waits the rest here); without one (the queue is full), when the line should be half as long.
 */
export function retryAfterSeconds(turn: Extract<Turn, { kind: 'later' }>): number {
  return turn.ticket
    ? Math.max(1, Math.floor((turn.waitMs - LASTFM_RETURN_EARLY_MS) / 1000))
    : Math.max(1, Math.ceil((turn.waitMs - LASTFM_MAX_BOOKING_MS / 2) / 1000));
}
