import 'server-only';
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { LastfmLimitsEnv } from './lastfm-env';

/**
 * Who is asking, for the per-visitor allowance: the client's address, from a source nobody can forge.
 *
 * - LASTFM_CLIENT_IP_HEADER, when configured: the last address in that header, the one our own proxy wrote
 *   (a proxy that appends to X-Forwarded-For puts the address it saw last; anything before it came from
 *   the client and proves nothing).
 * - On Vercel: `x-real-ip`, which the platform sets to the connecting address and overwrites on every request.
 * - Anywhere else: one shared bucket, LOCAL. A route handler never sees the socket, and `next start` copies
 *   the socket's address into X-Forwarded-For only when the client sent none, so that header is whatever
 *   the client chose. Locally (`npm run dev`, tests) there is one visitor anyway; a server of our own behind
 *   a proxy names the proxy's header.
 *
 * IPv6 addresses count by their /64 network: one device has many addresses inside its own /64.
 */
export const LOCAL_CLIENT = 'local';

export function clientAddress(headers: Headers, env: LastfmLimitsEnv): string {
  if (env.clientIpHeader) return normalizeAddress(lastEntry(headers.get(env.clientIpHeader)));
  if (env.onVercel) return normalizeAddress(lastEntry(headers.get('x-real-ip')));
  return LOCAL_CLIENT;
}

function lastEntry(value: string | null): string {
  return (value ?? '').split(',').pop()?.trim() ?? '';
}

export function normalizeAddress(raw: string): string {
  const address = raw
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  // Not an address: a misconfigured header. Still one bucket per value, of bounded size.
  return `?${address.slice(0, 64)}`;
}

/** The eight groups of an IPv6 address, '::' filled in (a trailing dotted IPv4 part counts as two). */
function expandIpv6(address: string): string[] {
  const withoutV4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const hex = (x: string, y: string) => ((Number(x) << 8) | Number(y)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = '', tail] = withoutV4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The key the allowance is stored under: an HMAC of the address with a server secret (the Last.fm API key),
 * so what Redis holds cannot be turned back into an address by anyone without the key.
 */
export function clientKey(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`lastfm-client:${address}`).digest('base64url').slice(0, 22);
}
