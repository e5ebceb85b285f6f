import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, readSessionStorage, test as base, toasts } from './test';

/**
 * Helpers for the hostile-input specs (hostile-*.spec.ts). They only read the shared helpers: anything
 * that needs another shape lives here.
 */

/** Every test of the hostile specs fails if the app throws an uncaught error in the page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      await provide(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Records how many bad inputs a test tried, shown in the report as an annotation. */
export function countBadInputs(category: string, n: number): void {
  test.info().annotations.push({ type: `bad inputs: ${category}`, description: String(n) });
}

export const EVIL_ORIGIN = 'https://evil.example';

/** The shared stand-in page (read-only reuse): it records what it receives and shows a heading. */
const STAND_IN_HTML = readFileSync(path.join(__dirname, 'stand-in-widget.html'), 'utf8');

/**
 * Serves the stand-in for every URL of the evil origin, for the whole context (popups included: a
 * `page.route` does not reach popups).
 */
export async function routeEvil(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.origin === EVIL_ORIGIN,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STAND_IN_HTML }),
  );
}

/** The Frame behind an iframe locator, once the stand-in inside it has loaded. */
export async function loadedFrame(iframe: Locator): Promise<Frame> {
  await expect(iframe.contentFrame().getByRole('heading', { name: 'Stand-in widget' })).toBeVisible();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('The iframe has no content frame.');
  return frame;
}

/** What the stand-in document in `frame` has received (the shared stand-in's recorder). */
export async function receivedIn(
  frame: Frame | Page,
): Promise<Array<{ origin: string; fromParent: boolean; data: unknown }>> {
  return frame.evaluate(() =>
    (
      window as unknown as {
        standIn: { received: () => Array<{ origin: string; fromParent: boolean; data: unknown }> };
      }
    ).standIn.received(),
  );
}

/** Records every message the top-level page receives, so a test can wait until its posts have landed. */
export async function recordTopMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __hostileSeen?: Array<{ origin: string; type: unknown }> };
    if (w.__hostileSeen) return;
    const seen: Array<{ origin: string; type: unknown }> = [];
    w.__hostileSeen = seen;
    window.addEventListener('message', (e: MessageEvent) => {
      const data = e.data as { type?: unknown } | null;
      seen.push({
        origin: e.origin,
        type: typeof data === 'object' && data !== null ? data.type : undefined,
      });
    });
  });
}

export async function topMessages(page: Page): Promise<Array<{ origin: string; type: unknown }>> {
  return page.evaluate(
    () => (window as unknown as { __hostileSeen: Array<{ origin: string; type: unknown }> }).__hostileSeen,
  );
}

/** Waits until the top-level page has received `count` messages from `origin`. */
export async function waitForTopMessages(page: Page, origin: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await topMessages(page)).filter((m) => m.origin === origin).length, {
      message: `${count} messages from ${origin} reached the page`,
    })
    .toBe(count);
}

/** Two animation frames: long enough for React to commit any update a handled message scheduled. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** The widget iframe's inline height and rendered height. */
export async function frameHeights(iframe: Locator): Promise<{ style: string; rendered: number }> {
  return iframe.evaluate((f) => ({
    style: (f as HTMLIFrameElement).style.height,
    rendered: f.getBoundingClientRect().height,
  }));
}

/** Nothing moved: still on '/', no toast, nothing saved. */
export async function expectNothingMoved(page: Page): Promise<void> {
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(toasts(page)).toHaveCount(0);
  expect(await readSessionStorage(page)).toBeNull();
}
