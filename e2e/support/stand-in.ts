import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/**
 * The stand-in widget: a tiny HTML page (stand-in-widget.html) served in place of the real widget with
 * `page.route`, so these tests depend on neither the third-party widget nor our built-in one. It posts
 * `{type:'ready'}` to its parent on load, records every message it receives (origin, whether the sender
 * is its parent, data) and exposes `window.standIn.send(message)` for the test to post anything.
 */
const STAND_IN_HTML = readFileSync(path.join(__dirname, 'stand-in-widget.html'), 'utf8');

export const WIDGET_PATH = '/embed/upload';

export interface ReceivedMessage {
  origin: string;
  fromParent: boolean;
  data: unknown;
}

interface StandInWindow {
  standIn: { received: () => ReceivedMessage[]; send: (message: unknown) => void };
}

/** The built-in widget's path on a German page (lib/widget/origin.ts `widgetSrc`). */
export const GERMAN_WIDGET_PATH = `/de${WIDGET_PATH}`;

/**
 * Serves the stand-in for `${widgetOrigin}/embed/upload` (any query string) in this page and its frames, and for
 * `/de/embed/upload`, where a German page frames the built-in widget's origin.
 */
export async function routeStandIn(page: Page, widgetOrigin: string): Promise<void> {
  await page.route(
    (url) =>
      url.origin === widgetOrigin && (url.pathname === WIDGET_PATH || url.pathname === GERMAN_WIDGET_PATH),
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STAND_IN_HTML }),
  );
}

function isTyped(data: unknown, type: string): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

/** A handle on one stand-in frame. */
export class StandIn {
  constructor(readonly frame: Frame) {}

  /** Posts `message` to the embedding page from inside the stand-in. */
  async send(message: unknown): Promise<void> {
    await this.frame.evaluate((m) => (window as unknown as StandInWindow).standIn.send(m), message);
  }

  async received(): Promise<ReceivedMessage[]> {
    return this.frame.evaluate(() => (window as unknown as StandInWindow).standIn.received());
  }

  /** Waits until a message matching `match` has arrived and returns the first one. */
  async waitForMessage(match: (m: ReceivedMessage) => boolean): Promise<ReceivedMessage> {
    let found: ReceivedMessage | undefined;
    await expect
      .poll(async () => {
        found = (await this.received()).find(match);
        return found !== undefined;
      })
      .toBe(true);
    return found as ReceivedMessage;
  }

  /** The `config` message the page posted in answer to `ready`. */
  async config(): Promise<ReceivedMessage & { data: Record<string, unknown> }> {
    const m = await this.waitForMessage((r) => isTyped(r.data, 'config'));
    return m as ReceivedMessage & { data: Record<string, unknown> };
  }
}

/** Waits for the stand-in to be loaded in the frame `iframe` and returns a handle on it. */
export async function standInIn(iframe: Locator): Promise<StandIn> {
  await expect(iframe.contentFrame().getByRole('heading', { name: 'Stand-in widget' })).toBeVisible();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('The widget iframe has no content frame.');
  return new StandIn(frame);
}

/** The app's widget frame inside the connect dialog. */
export function widgetIframe(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Connect Spotify' }).locator('iframe');
}

export function discoverButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Discover Your Flavor' });
}

/**
 * The dialog element itself has no box of its own (its children are fixed-position), so visibility is
 * asserted on its title.
 */
export function connectDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Connect Spotify' });
}

/** Clicks 'Discover Your Flavor' and waits for the 'Connect Spotify' dialog. */
export async function openConnectDialog(page: Page): Promise<Locator> {
  await discoverButton(page).click();
  const dialog = connectDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
  return dialog;
}

/**
 * The common start of every widget test: serve the stand-in at `widgetOrigin`, open `pageUrl`, open the
 * dialog and wait until the page has answered the stand-in's `ready` with its config.
 */
export async function connectStandIn(
  page: Page,
  pageUrl: string,
  widgetOrigin: string,
): Promise<{
  dialog: Locator;
  standIn: StandIn;
  config: ReceivedMessage & { data: Record<string, unknown> };
}> {
  await routeStandIn(page, widgetOrigin);
  await page.goto(pageUrl);
  const dialog = await openConnectDialog(page);
  const standIn = await standInIn(widgetIframe(page));
  const config = await standIn.config();
  return { dialog, standIn, config };
}
