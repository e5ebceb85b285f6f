import type { Browser, Request } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * What a fresh device downloads for the service worker after its first page (docs/offline.md § Weight): every
 * request the worker itself makes until it is installed and active, over the network (the bytes on the wire:
 * a file the first page already fetched comes from the browser's HTTP cache and costs nothing), and what it
 * stored (the bodies in its cache). Fifty phones at a venue share one access point, so this is budgeted: at
 * most half of what the worker downloaded before it kept only the visitor's language and the files its
 * offline pages load.
 */

// The figures before the lighter precache (bytes on the wire, this suite's preview build on the 2-core
// machine: docs/offline.md § Weight), per first page.
const BEFORE_BYTES = { '/': 1_847_018, '/de': 1_870_064 } as const;

/** SW_WEIGHT_LOG=1 prints each of the worker's requests with its bytes on the wire, to see what weighs. */
const LOG_EACH = process.env.SW_WEIGHT_LOG === '1';

interface Weight {
  requests: number;
  wire: number;
  stored: number;
}

async function firstVisitWeight(
  browser: Browser,
  site: string,
  path: string,
  locale: string,
): Promise<Weight> {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale });
  const fromWorker = new Set<Request>();
  let done = 0;
  let wire = 0;
  context.on('request', (request) => {
    if (request.serviceWorker()) fromWorker.add(request);
  });
  context.on('requestfinished', (request) => {
    if (!fromWorker.has(request)) return;
    done += 1;
    void request.sizes().then(
      (sizes) => {
        wire += sizes.responseBodySize + sizes.responseHeadersSize;
        if (LOG_EACH) console.log('  ', sizes.responseBodySize, request.url());
      },
      () => undefined,
    );
  });
  context.on('requestfailed', (request) => {
    if (!fromWorker.has(request)) return;
    done += 1;
    if (LOG_EACH) console.log('   failed', request.failure()?.errorText, request.url());
  });
  const page = await context.newPage();
  await page.goto(`${site}${path}`);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 60_000,
    })
    .toBe('activated');
  // Every request the worker started has ended, twice in a row a moment apart (sizes arrive after the end).
  let settled = -1;
  await expect
    .poll(
      () => {
        const now = fromWorker.size === done ? done : -1;
        const steady = now !== -1 && now === settled;
        settled = now;
        return steady;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  const stored = await page.evaluate(async () => {
    let bytes = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const response = await cache.match(key);
        if (response) bytes += (await response.arrayBuffer()).byteLength;
      }
    }
    return bytes;
  });
  const weight = { requests: fromWorker.size, wire, stored };
  await context.close();
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

for (const [path, locale] of [
  ['/', 'en-US'],
  ['/de', 'de-DE'],
] as const) {
  test(`the service worker's download after a first visit to ${path} is at most half of what it was`, async ({
    browser,
    origins,
  }) => {
    test.setTimeout(120_000);
    // A loopback address: a secure context, so the worker runs (as in e2e/offline.spec.ts).
    const weight = await firstVisitWeight(browser, `http://127.0.0.1:${origins.port}`, path, locale);
    console.log(
      `service worker after ${path}: ${weight.requests} requests, ${kb(weight.wire)} (${weight.wire} bytes) on the wire, ${kb(weight.stored)} stored`,
    );
    expect(weight.requests).toBeGreaterThan(0);
    expect(weight.wire).toBeLessThanOrEqual(BEFORE_BYTES[path] / 2);
  });
}
