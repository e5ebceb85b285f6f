import 'server-only';
import { QUEUE_TIMING, type Booking, type QueueTiming, type TurnStore } from './upstream-queue';

/**
 * The shared queue in Redis: each call is one Lua script, so booking is atomic across every instance, and
 * the clock is Redis's own (TIME), so instances need not agree on the time.
 *
 * Keys (the `{lastfm}` hash tag keeps them in one cluster slot), all expiring by themselves:
 *   lastfm:{lastfm}:next            the next free turn, ms on Redis's clock; gone soon after it passes
 *   lastfm:{lastfm}:ticket:<random> a kept turn; gone LASTFM_TICKET_GRACE_MS after it
 * Nothing about the visitor is stored: no username, no address.
 */
export type RunScript = (script: string, keys: string[], args: string[]) => Promise<unknown>;

const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** ARGV: slotMs, holdMs, maxBookingMs, graceMs. Returns {0 full | 1 now | 2 ticket, waitMs}. */
const BOOK = `${NOW_MS}
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local wait = slot - now
if wait > tonumber(ARGV[3]) then return {0, wait} end
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', wait + tonumber(ARGV[1]) + 1000)
if wait <= tonumber(ARGV[2]) then return {1, wait} end
redis.call('SET', KEYS[2], slot, 'PX', wait + tonumber(ARGV[4]))
return {2, wait}`;

/** ARGV: holdMs. Returns {-1, 0} unknown, {2, waitMs} still far (kept), {1, waitMs} taken now. */
const REDEEM = `local slot = redis.call('GET', KEYS[1])
if not slot then return {-1, 0} end
${NOW_MS}
local wait = tonumber(slot) - now
if wait > tonumber(ARGV[1]) then return {2, wait} end
redis.call('DEL', KEYS[1])
return {1, wait}`;

const NEXT_KEY = 'lastfm:{lastfm}:next';
const ticketKey = (ticket: string) => `lastfm:{lastfm}:ticket:${ticket}`;

function reply(value: unknown): [number, number] {
  if (!Array.isArray(value) || value.length !== 2) throw new Error('unexpected reply from the queue script');
  const [code, wait] = value.map(Number);
  if (!Number.isInteger(code) || !Number.isFinite(wait))
    throw new Error('unexpected reply from the queue script');
  return [code ?? 0, wait ?? 0];
}

export class RedisTurnStore implements TurnStore {
  constructor(
    private readonly run: RunScript,
    private readonly timing: QueueTiming = QUEUE_TIMING,
  ) {}

  async book(ticket: string): Promise<Booking> {
    const { slotMs, holdMs, maxBookingMs, graceMs } = this.timing;
    const [code, waitMs] = reply(
      await this.run(
        BOOK,
        [NEXT_KEY, ticketKey(ticket)],
        [slotMs, holdMs, maxBookingMs, graceMs].map(String),
      ),
    );
    if (code === 0) return { kind: 'full', waitMs };
    return code === 2 ? { kind: 'ticket', waitMs, ticket } : { kind: 'now', waitMs };
  }

  async redeem(ticket: string): Promise<Booking | undefined> {
    const [code, waitMs] = reply(await this.run(REDEEM, [ticketKey(ticket)], [String(this.timing.holdMs)]));
    if (code === -1) return undefined;
    return code === 2 ? { kind: 'ticket', waitMs, ticket } : { kind: 'now', waitMs };
  }
}
