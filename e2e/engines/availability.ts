import { existsSync } from 'node:fs';

/**
 * Whether each engine can run here, and what the report says when it cannot: locally a missing engine is
 * skipped with one line saying how to install it; in CI (CI=true) it fails the run.
 */
export interface Availability {
  /** What is missing, in a few words; undefined when the engine can run. */
  missing?: string;
  /** The command that installs it (Debian packages). */
  install: string;
}

type Env = Record<string, string | undefined>;
type Exists = (path: string) => boolean;

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
export const XAUTH = '/usr/bin/xauth';
export const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'] as const;

/** WEBKIT_WEBDRIVER when set, else Debian's driver. */
export function webkitDriver(env: Env = process.env): string {
  return env.WEBKIT_WEBDRIVER || WEBKIT_DRIVER;
}

/** FIREFOX_PATH when set, else Debian's Firefox ESR (or a plain Firefox); undefined when there is none. */
export function firefoxExecutable(env: Env = process.env, exists: Exists = existsSync): string | undefined {
  if (env.FIREFOX_PATH) return env.FIREFOX_PATH;
  return FIREFOX_CANDIDATES.find((candidate) => exists(candidate));
}

export function webkitAvailability(env: Env = process.env, exists: Exists = existsSync): Availability {
  const install = 'sudo apt-get install -y webkit2gtk-driver xvfb xauth';
  const driver = webkitDriver(env);
  if (!exists(driver)) return { missing: `no ${driver}`, install };
  // MiniBrowser needs a display: a real one, or Xvfb through xvfb-run (which needs xauth).
  if (!env.DISPLAY && !(exists(XVFB_RUN) && exists(XAUTH))) {
    return { missing: 'no $DISPLAY and no xvfb-run with xauth', install };
  }
  return { install };
}

export function firefoxAvailability(env: Env = process.env, exists: Exists = existsSync): Availability {
  const install = 'sudo apt-get install -y firefox-esr';
  return firefoxExecutable(env, exists) ? { install } : { missing: 'no firefox-esr or firefox', install };
}

export type Verdict = { run: true } | { run: false; failed: boolean; line: string };

export function verdict(id: string, availability: Availability, ci: boolean): Verdict {
  if (availability.missing === undefined) return { run: true };
  const outcome = ci ? 'FAILED (CI needs every engine)' : 'skipped';
  return {
    run: false,
    failed: ci,
    line: `${id}: ${outcome}: ${availability.missing}; install it with \`${availability.install}\``,
  };
}

/** The closing line CI logs are read by: "engines: N passed, N failed" (", N skipped" when any were). */
export function closingLine(passed: number, failed: number, skipped: number): string {
  return `engines: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
