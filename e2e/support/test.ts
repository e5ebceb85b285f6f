import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { loggedToasts, recordToastsIn, waitForLoggedToast, type ToastReading } from './toast-log';

export { expect };

export interface ConsoleLine {
  type: string;
  text: string;
}

/** The origins of this run, derived from baseURL so the suite works on any E2E_PORT. */
export interface Origins {
  /** http://localhost:PORT, the page origin of most tests. */
  app: string;
  port: string;
  /** The built-in widget origin on localhost: the same server under 127.0.0.1. */
  devWidget: string;
  /** A production-like host (mapped to 127.0.0.1 by the config's host-resolver rules). */
  prodPage: string;
  /** The production widget origin (the third-party widget by default). */
  prodWidget: string;
  /**
   * Development hosts that use their own origin as the widget origin, a loopback address among them.
   * vercel.app is on Chromium's HSTS preload list, so that host is always https: see `proxyHttpsHost`.
   */
  devHostPages: readonly string[];
}

/**
 * The `load` event does not mean React is running: the framework's chunks are async scripts and hydrate
 * after it. Waits until the page has marked itself interactive (the root layout renders
 * `<html data-interactive="false">`, components/ui/interactive-mark.tsx turns it "true"); a page without that
 * mark (another origin, a fulfilled route) has nothing to wait for.
 */
export async function untilInteractive(page: Page): Promise<void> {
  // A page that sends itself on (/states/open) can be polled between two documents, before the next one has
  // its root: that is not interactive yet, and no error (full Chromium, once in a clean run).
  await page.waitForFunction(() => {
    const root = document.documentElement as HTMLElement | null;
    return root !== null && root.dataset.interactive !== 'false';
  });
}

export const test = base.extend<{
  consoleLines: ConsoleLine[];
  origins: Origins;
  /** Whether `page.goto` (without its own `waitUntil`) also waits until the page is interactive. */
  waitForInteractive: boolean;
}>({
  waitForInteractive: [true, { option: true }],
  /** Every page of the test's context keeps a record of its toasts (support/toast-log.ts). */
  context: async ({ context }, provide) => {
    await recordToastsIn(context);
    await provide(context);
  },
  /** Taps like a visitor who waits until the page responds; tests that refuse the scripts opt out. */
  page: async ({ page, waitForInteractive }, provide) => {
    if (waitForInteractive) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === undefined) await untilInteractive(page);
        return response;
      };
    }
    await provide(page);
  },
  /** Every console message of the page and its frames, collected from before the first navigation. */
  consoleLines: async ({ page }, provide) => {
    const lines: ConsoleLine[] = [];
    page.on('console', (m) => lines.push({ type: m.type(), text: m.text() }));
    await provide(lines);
  },
  origins: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? 'http://localhost:3100');
    const port = url.port;
    await provide({
      app: url.origin,
      port,
      devWidget: `http://127.0.0.1:${port}`,
      prodPage: `http://flavor.example.test:${port}`,
      prodWidget: 'https://app.vana.com',
      devHostPages: [
        `http://dev.flavor.example.test:${port}`,
        `https://preview-abc.vercel.app:${port}`,
        `http://127.0.0.1:${port}`,
      ],
    });
  },
});

/**
 * Serves an https origin (an HSTS-preloaded host such as *.vercel.app, which Chromium never loads over
 * plain http) from our plain-http server: every request to `httpsOrigin` is fetched from
 * `http://127.0.0.1:PORT` with the same path. Register it before more specific routes (the stand-in),
 * since the route registered last wins.
 */
export async function proxyHttpsHost(page: Page, httpsOrigin: string, port: string): Promise<void> {
  await page.route(
    (url) => url.origin === httpsOrigin,
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    },
  );
}

/** Polls the collected console lines until one of `type` contains `text`. */
export async function expectConsole(lines: ConsoleLine[], type: string, text: string): Promise<void> {
  await expect
    .poll(() => lines.filter((l) => l.type === type).map((l) => l.text), {
      message: `a console ${type} containing ${JSON.stringify(text)}`,
    })
    .toContainEqual(expect.stringContaining(text));
}

/* ---------- toasts ---------- */

/** Visible (not exiting) toasts. */
export function toasts(page: Page): Locator {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

export function toastTitled(page: Page, title: string): Locator {
  return toasts(page).filter({ has: page.locator('[data-title]', { hasText: title }) });
}

export type ToastVariant = 'default' | 'destructive';

/** The config's expect timeout (playwright.config.ts). */
const EXPECT_TIMEOUT_MS = 10_000;

/**
 * Expects the toast with these words, in this style, found in the page's record of toasts
 * (support/toast-log.ts says why a record: a toast lasts 4 s, a busy machine's round trips can outlast
 * it). `alone`: no other toast shared the screen with it when it showed.
 */
export async function expectToast(
  page: Page,
  expected: { title: string; description: string; variant: ToastVariant },
  options: { timeout?: number; alone?: boolean } = {},
): Promise<Locator> {
  const timeout = options.timeout ?? EXPECT_TIMEOUT_MS;
  const toast = await waitForLoggedToast(page, expected, timeout);
  if (!toast) {
    const now = await toasts(page)
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''))
      .catch(() => ['(unreadable)']);
    // Where the page stands, and which document it is (a full page load starts a new record).
    const documentUrl = await page
      .evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '(none)')
      .catch(() => '(unreadable)');
    throw new Error(
      `No visible toast "${expected.title}" / "${expected.description}" within ${timeout} ms; on screen now: ${JSON.stringify(now)}; shown since this document loaded (${documentUrl}, now at ${page.url()}): ${JSON.stringify(await loggedToasts(page))}`,
    );
  }
  // How long after the page showed it the test looked: past 4 s, a check of the screen alone would miss it.
  test.info().annotations.push({
    type: 'toast found after',
    description: `${expected.title}: looked ${Math.round((toast.claimedAt ?? toast.at) - toast.at)} ms after it showed; first frame ${toast.paintedAt === undefined ? 'not yet' : `${Math.round(toast.paintedAt - toast.at)} ms`} after it showed`,
  });
  expect(
    toast.together.filter((title) => title === expected.title),
    `one toast titled ${expected.title}`,
  ).toHaveLength(1);
  expect(await toastStyle(page, toast), `${expected.title} styled ${expected.variant}`).toBe(
    expected.variant,
  );
  if (options.alone)
    expect(toast.together, `the toasts on screen with ${expected.title}`).toEqual([expected.title]);
  return toastTitled(page, expected.title);
}

type Rgb = [number, number, number];

/** Any CSS colour (Tailwind 4 computes oklch) to sRGB, by painting it on a canvas. */
export async function cssColorsToRgb(page: Page, colors: string[]): Promise<Rgb[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d context');
    return list.map((c) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as [number, number, number];
    });
  }, colors);
}

const isLightGrey = ([r, g, b]: Rgb) =>
  Math.min(r, g, b) >= 220 && Math.max(r, g, b) - Math.min(r, g, b) <= 20;
const isBlue = ([r, g, b]: Rgb) => b >= 150 && b - r >= 80 && b - g >= 60;
const isRed = ([r, g, b]: Rgb) => r >= 150 && r - g >= 80 && r - b >= 80;

/** Classifies a toast by its computed colours: 'default', 'destructive' or a description of what it is. */
async function toastStyle(page: Page, toast: ToastReading): Promise<string> {
  const [bg, border] = await cssColorsToRgb(page, [toast.background, toast.border]);
  if (!bg || !border) return 'unreadable';
  if (parseFloat(toast.borderWidth) < 1) return `no border (${toast.borderWidth})`;
  if (!isLightGrey(bg)) return `background ${toast.background} is not light grey`;
  if (isBlue(border)) return 'default';
  if (isRed(border)) return 'destructive';
  return `border ${toast.border} is neither blue nor red`;
}

/* ---------- storage ---------- */

export const STORAGE_KEY = 'spotify-flavor-data';

/**
 * Puts `value` in sessionStorage[STORAGE_KEY] of the top-level page before the app's scripts run on the
 * next document load, once per test (a later reload keeps whatever the app left there).
 */
export async function seedSessionStorage(page: Page, value: string): Promise<void> {
  await page.addInitScript(
    ([key, text]) => {
      if (window.top !== window || sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem(key, text);
    },
    [STORAGE_KEY, value] as const,
  );
}

export async function readSessionStorage(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
}

/* ---------- contrast ---------- */

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}
