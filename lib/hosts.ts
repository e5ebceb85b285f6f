/**
 * The development hosts, as data, so that the build stamp's inline script (lib/preview.ts) tests the very
 * same rule: a host name starting with 'dev.', one containing 'localhost' or 'vercel.app' (preview
 * deployments are development), or a loopback address as `location.hostname` spells it (this machine's own
 * server, like localhost, and a secure context in every browser without https).
 */
export const DEVELOPMENT_HOSTS = {
  prefixes: ['dev.'],
  containing: ['localhost', 'vercel.app'],
  exactly: ['127.0.0.1', '[::1]'],
} as const;

/** Development for the hosts of DEVELOPMENT_HOSTS; every other host is production. */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const { prefixes, containing, exactly } = DEVELOPMENT_HOSTS;
  return (
    prefixes.some((prefix) => host.startsWith(prefix)) ||
    containing.some((part) => host.includes(part)) ||
    exactly.some((name) => host === name)
  );
}
