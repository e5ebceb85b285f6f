import 'server-only';
import { createClient } from '@redis/client';

/**
 * One connection to REDIS_URL per server instance, opened on the first Last.fm request (never at build
 * time) and kept for the instance's life. `rediss://` URLs (a hosted Redis such as Upstash) use TLS.
 * Commands fail at once while the connection is down instead of queueing, so a request during an outage
 * gets a plain answer rather than hanging.
 */
function open(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1_000),
    },
  });
}

export type RedisClient = ReturnType<typeof open>;

let current:
  { readonly url: string; readonly raw: RedisClient; readonly client: Promise<RedisClient> } | undefined;

export function redisClient(url: string): Promise<RedisClient> {
  if (current?.url === url) return current.client;
  if (current) void closeRedisClient();
  const raw = open(url);
  // One line per outage, not one per reconnection attempt.
  let reported = false;
  raw.on('ready', () => (reported = false));
  raw.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error('Last.fm limits: Redis:', error instanceof Error ? error.message : String(error));
  });
  // While Redis cannot be reached the client keeps trying (reconnectStrategy), and callers time out.
  const client: Promise<RedisClient> = raw.connect().then(
    () => raw,
    (error: unknown) => {
      if (current?.client === client) current = undefined;
      raw.destroy();
      throw error;
    },
  );
  client.catch(() => undefined);
  current = { url, raw, client };
  return client;
}

/** Ends the connection, or stops trying to make one (tests, and a changed REDIS_URL). */
export async function closeRedisClient(): Promise<void> {
  const open = current;
  current = undefined;
  if (!open) return;
  // close() waits for the replies in flight, which needs a ready connection; otherwise stop trying.
  if (open.raw.isReady) await open.raw.close().catch(() => open.raw.destroy());
  else open.raw.destroy();
}
