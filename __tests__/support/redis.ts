import { REDIS_INSTALL_HINT, redisServerPath } from '@/e2e/support/redis-server';

/**
 * Whether the Redis tests can run: they start Debian's redis-server themselves. Locally a missing binary
 * skips them with one line; in CI (CI=true) it fails the run, as .ci/run installs the package.
 */
export function redisAvailable(suite: string): boolean {
  if (redisServerPath()) return true;
  if (process.env.CI)
    throw new Error(`${suite}: no redis-server in CI; install it with \`${REDIS_INSTALL_HINT}\``);
  process.stderr.write(
    `${suite}: Redis tests skipped: no redis-server; install it with \`${REDIS_INSTALL_HINT}\`\n`,
  );
  return false;
}
