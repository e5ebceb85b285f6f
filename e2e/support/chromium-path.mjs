/**
 * Which Chromium the test and measurement tools launch, in one place for the Playwright configs (TypeScript)
 * and the Lighthouse scripts (plain .mjs): CHROMIUM_PATH when set; else Debian's /usr/bin/chromium when it
 * exists (our CI machines install it and cannot download Playwright's own browser); else undefined, which
 * means Playwright's own Chromium (`npx playwright install chromium` once on such a machine).
 */
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink without the full
 * browser's UI layers, what Playwright itself runs for headless tests. On the 2-core machine the same 22
 * Playwright tests took 61 s in it and 111 s in the full browser (docs/testing.md § Time).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for every Chromium we launch: no background traffic or updates, which would skew a run or reach out. */
export const QUIET_CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {string | undefined}
 */
export function chromiumExecutable(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * The Chromium of the Playwright suite: CHROMIUM_PATH when set; else Debian's headless shell, else Debian's
 * full Chromium, when installed; else undefined (Playwright's own). The speed tools (Lighthouse,
 * interactions) keep the full browser, as a visitor has (chromiumExecutable).
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {string | undefined}
 */
export function testChromiumExecutable(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return chromiumExecutable(env, exists);
}
