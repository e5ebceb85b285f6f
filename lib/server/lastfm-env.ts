import 'server-only';
import { DEFAULT_LASTFM_IMPORTS_PER_HOUR } from '../lastfm/queue-policy';

/**
 * The Last.fm settings, read only on the server: the API key never reaches the browser (lib/config.ts is
 * the client's config and does not know it). Without LASTFM_API_KEY the Last.fm option is hidden.
 */
export const DEFAULT_LASTFM_API_URL = 'https://ws.audioscrobbler.com/2.0/';

export interface LastfmEnv {
  readonly apiKey: string;
  readonly apiUrl: string;
}

export function lastfmEnv(env: Record<string, string | undefined> = process.env): LastfmEnv | undefined {
  const apiKey = env.LASTFM_API_KEY?.trim();
  if (!apiKey) return undefined;
  const raw = env.LASTFM_API_URL?.trim() || DEFAULT_LASTFM_API_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return { apiKey, apiUrl: url.toString() };
  } catch {
    return undefined;
  }
}

/**
 * Where the shared limits live and how a visitor is told apart (docs/security.md § Last.fm limits):
 * - REDIS_URL (`redis://` or `rediss://`): the queue and allowances in that Redis, shared by every instance;
 *   unset, in this process's memory (one instance: `npm run dev`, a single `next start`).
 * - LASTFM_IMPORTS_PER_HOUR: imports a client address may start in an hour (default 20).
 * - LASTFM_CLIENT_IP_HEADER: a request header that a proxy in front of us sets to the client's address,
 *   trusted only when named here (off by default: anyone can send any header). The crowd test names its own.
 * - VERCEL=1 (set by Vercel): the platform's `x-real-ip`, which Vercel overwrites on every request.
 */
export interface LastfmLimitsEnv {
  readonly redisUrl: string | undefined;
  readonly importsPerHour: number;
  readonly clientIpHeader: string | undefined;
  readonly onVercel: boolean;
}

export function lastfmLimitsEnv(env: Record<string, string | undefined> = process.env): LastfmLimitsEnv {
  const redisUrl = env.REDIS_URL?.trim();
  const perHour = Number(env.LASTFM_IMPORTS_PER_HOUR);
  const header = env.LASTFM_CLIENT_IP_HEADER?.trim().toLowerCase();
  return {
    redisUrl: redisUrl && /^rediss?:\/\//.test(redisUrl) ? redisUrl : undefined,
    importsPerHour: Number.isInteger(perHour) && perHour > 0 ? perHour : DEFAULT_LASTFM_IMPORTS_PER_HOUR,
    clientIpHeader: header && /^[a-z0-9-]+$/.test(header) ? header : undefined,
    onVercel: env.VERCEL === '1',
  };
}
