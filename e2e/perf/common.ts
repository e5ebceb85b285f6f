import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { QUIET_CHROMIUM_FLAGS, chromiumExecutable } from '../support/chromium-path.mjs';

/** What the perf and load harnesses share: statistics and the Chromium they launch. */

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The nearest-rank percentile (p in 0–100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** CHROME_PATH, else CHROMIUM_PATH or Debian's /usr/bin/chromium, else Playwright's own Chromium. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || chromiumExecutable() || chromium.executablePath();
}

/** Headless Chromium through Puppeteer (what Lighthouse drives), with no background traffic. */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', ...QUIET_CHROMIUM_FLAGS],
  });
}
