import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LASTFM_MAX_REQUESTS_PER_IMPORT } from '../lastfm/recent-tracks';
import type { RedisClient } from './redis-client';

/**
 * Each client address's hour (docs/security.md § Last.fm limits), counted by rate-limiter-flexible in
 * fixed windows of an hour from its first request:
 *   - imports: the whole window's first page without a ticket starts an import; importsPerHour of them;
 *   - pages: every request that books a turn in the queue, whatever its page or period; importsPerHour ×
 *     the most one import asks (LASTFM_MAX_REQUESTS_PER_IMPORT: the first page, then LASTFM_MAX_PAGES), so
 *     that asking for later pages or periods of ever new names cannot dodge the import count.
 * A request that comes back with its ticket is not counted again. Keys are the HMAC of the address
 * (client-address.ts), never the address itself.
 */
export interface VisitorAllowance {
  /** Takes one page (and one import when `startsImport`); undefined when allowed, else seconds until it is. */
  take(key: string, startsImport: boolean): Promise<number | undefined>;
  /** Gives back what `take` took, when nothing was booked (the queue was full). */
  giveBack(key: string, startedImport: boolean): Promise<void>;
}

const HOUR_S = 3_600;

/** The part of a rate-limiter-flexible limiter used here (its memory and Redis limiters both have it). */
interface Limiter {
  consume(key: string, points: number): Promise<unknown>;
  reward(key: string, points: number): Promise<unknown>;
}

/** One point, or the seconds until one is free. A refused request is not counted (its point is given back). */
async function consume(limiter: Limiter, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key, 1);
    return undefined;
  } catch (refusal: unknown) {
    // A refusal is a RateLimiterRes; anything else (Redis down) is an error for the route.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    await limiter.reward(key, 1);
    return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  }
}

class Allowance implements VisitorAllowance {
  constructor(
    private readonly imports: Limiter,
    private readonly pages: Limiter,
  ) {}

  async take(key: string, startsImport: boolean): Promise<number | undefined> {
    const pagesRefused = await consume(this.pages, key);
    if (pagesRefused !== undefined || !startsImport) return pagesRefused;
    const importsRefused = await consume(this.imports, key);
    if (importsRefused !== undefined) await this.pages.reward(key, 1);
    return importsRefused;
  }

  async giveBack(key: string, startedImport: boolean): Promise<void> {
    await this.pages.reward(key, 1);
    if (startedImport) await this.imports.reward(key, 1);
  }
}

function limits(importsPerHour: number) {
  return {
    imports: { points: importsPerHour, duration: HOUR_S, keyPrefix: 'lastfm:imports' },
    pages: {
      points: importsPerHour * LASTFM_MAX_REQUESTS_PER_IMPORT,
      duration: HOUR_S,
      keyPrefix: 'lastfm:pages',
    },
  };
}

export function memoryAllowance(importsPerHour: number): VisitorAllowance {
  const { imports, pages } = limits(importsPerHour);
  return new Allowance(new RateLimiterMemory(imports), new RateLimiterMemory(pages));
}

export function redisAllowance(client: RedisClient, importsPerHour: number): VisitorAllowance {
  const { imports, pages } = limits(importsPerHour);
  const store = { storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true };
  return new Allowance(
    new RateLimiterRedis({ ...store, ...imports }),
    new RateLimiterRedis({ ...store, ...pages }),
  );
}
