/** Types of e2e/support/chromium-path.mjs (plain .mjs because the Lighthouse scripts import it). */
export declare const DEBIAN_CHROMIUM: '/usr/bin/chromium';
export declare const DEBIAN_HEADLESS_SHELL: '/usr/bin/chromium-headless-shell';
export declare const QUIET_CHROMIUM_FLAGS: readonly string[];
export declare function chromiumExecutable(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
export declare function testChromiumExecutable(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
