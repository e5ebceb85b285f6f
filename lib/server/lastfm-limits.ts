import 'server-only';
import type { LastfmLimitsEnv } from './lastfm-env';
import { redisClient, type RedisClient } from './redis-client';
import { MemoryTurnStore, type TurnStore } from './upstream-queue';
import { RedisTurnStore } from './upstream-queue-redis';
import { memoryAllowance, redisAllowance, type VisitorAllowance } from './visitor-allowance';

/**
 * The queue to Last.fm and the visitors' allowances: in Redis when REDIS_URL is set (shared by every
 * instance), else in this process's memory. Made once per process and configuration.
 */
export interface LastfmLimits {
  readonly queue: TurnStore;
  readonly allowance: VisitorAllowance;
}

/** A Redis call that takes longer than this fails the request (503) rather than holding it. */
const REDIS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

let made: { readonly key: string; readonly limits: LastfmLimits } | undefined;
let redisMade:
  { readonly client: RedisClient; readonly key: string; readonly limits: LastfmLimits } | undefined;

export async function lastfmLimits(env: LastfmLimitsEnv): Promise<LastfmLimits> {
  if (!env.redisUrl) {
    const key = String(env.importsPerHour);
    if (made?.key !== key)
      made = {
        key,
        limits: { queue: new MemoryTurnStore(), allowance: memoryAllowance(env.importsPerHour) },
      };
    return made.limits;
  }
  const client = await withTimeout(redisClient(env.redisUrl), 'connecting to Redis');
  const key = String(env.importsPerHour);
  if (redisMade?.client !== client || redisMade.key !== key) {
    const queue = new RedisTurnStore((script, keys, args) =>
      withTimeout(client.eval(script, { keys, arguments: args }), 'the Last.fm queue script'),
    );
    const shared = redisAllowance(client, env.importsPerHour);
    const allowance: VisitorAllowance = {
      take: (visitor, startsImport) => withTimeout(shared.take(visitor, startsImport), 'the allowance'),
      giveBack: (visitor, startedImport) =>
        withTimeout(shared.giveBack(visitor, startedImport), 'the allowance'),
    };
    redisMade = { client, key, limits: { queue, allowance } };
  }
  return redisMade.limits;
}
