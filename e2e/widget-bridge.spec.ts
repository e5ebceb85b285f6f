import { aiResult, specRow, STRING_FORMS } from '../fixtures/results';
import { connectStandIn, openConnectDialog, standInIn, widgetIframe, type StandIn } from './support/stand-in';
import {
  expect,
  expectConsole,
  expectToast,
  readSessionStorage,
  STORAGE_KEY,
  test,
  toasts,
  type Origins,
} from './support/test';
import type { Page } from '@playwright/test';

/**
 * The parent side of the widget protocol (docs/widget-protocol.md): each message type, every string form of
 * a result, the error toasts, and the origin + source check.
 */

const FLAVOR_FOUND = {
  title: 'Flavor Found!',
  description: "We've analyzed your sweet tunes.",
  variant: 'default',
} as const;
const PROCESSING_ERROR = {
  title: 'Scoop, there it is... an error!',
  description: 'Could not process your Spotify data. Please try again.',
  variant: 'destructive',
} as const;
const CONNECTION_ERROR = {
  title: 'Connection Error',
  description: 'Something went wrong. Please try again.',
  variant: 'destructive',
} as const;

async function connectOnLocalhost(page: Page, origins: Origins) {
  return connectStandIn(page, '/', origins.devWidget);
}

async function expectFlavorSaved(page: Page, funky: string) {
  await expect(page).toHaveURL(/\/flavor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(funky);
  const stored = await readSessionStorage(page);
  expect(stored, `sessionStorage['${STORAGE_KEY}']`).not.toBeNull();
  const saved = JSON.parse(stored ?? 'null') as Record<string, unknown>;
  const spec = specRow(funky);
  expect(saved).toMatchObject({
    row_key: spec.rowKey,
    personality_type: spec.personalityType,
    funky_flavour_name: spec.funky,
    og_flavour_name: spec.og,
    primary_color: { name: spec.colorName, hex: spec.hex },
  });
}

/** Back to '/' in the same page (warm, nothing saved) and a new stand-in connected (its route stays). */
async function reconnect(page: Page): Promise<StandIn> {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await openConnectDialog(page);
  const standIn = await standInIn(widgetIframe(page));
  await standIn.config();
  return standIn;
}

test.describe('widget bridge on a development host (localhost)', () => {
  // The hook's decisions are Jest's (__tests__/components/landing/use-widget-bridge.test.tsx, and the result's string
  // forms __tests__/result-io/parse.test.ts); here each message type crosses a real iframe boundary. The
  // messages that leave the visitor on '/' are walked in one page, the results that go to /flavor in another.
  test('ready, resize, relay, auth, an unknown type, an unparsable result and widget errors, in one page', async ({
    page,
    origins,
    consoleLines,
  }) => {
    // Seven tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 7);
    const { config, standIn } = await connectOnLocalhost(page, origins);

    await test.step('ready is answered with the development config, posted to the widget origin', async () => {
      await expect(widgetIframe(page)).toHaveAttribute('src', `${origins.devWidget}/embed/upload`);
      expect(config.origin).toBe(origins.app);
      expect(config.fromParent).toBe(true);
      expect(Object.keys(config.data).sort()).toEqual(
        ['aiPrompt', 'appId', 'embeddingOrigin', 'schemaId', 'theme', 'type'].sort(),
      );
      expect(config.data.type).toBe('config');
      expect(config.data.schemaId).toBe(25);
      expect(config.data.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i);
      expect(config.data.appId).toMatch(/spotifyicecream$/);
      expect(config.data.aiPrompt).toContain('{{data}}');
      expect(config.data.embeddingOrigin).toBe(origins.app);
    });

    await test.step('resize sets the frame height in px', async () => {
      const iframe = widgetIframe(page);
      await standIn.send({ type: 'resize', height: 731 });
      await expect.poll(() => iframe.evaluate((f) => (f as HTMLIFrameElement).style.height)).toBe('731px');
      await expect.poll(async () => Math.round((await iframe.boundingBox())?.height ?? 0)).toBe(731);
      await standIn.send({ type: 'resize', height: 912 });
      await expect.poll(() => iframe.evaluate((f) => (f as HTMLIFrameElement).style.height)).toBe('912px');
    });

    await test.step('relay sends the inner data back to the widget', async () => {
      const data = { kind: 'token', value: 'abc-123', nested: { n: 7 } };
      await standIn.send({ type: 'relay', data });
      const echoed = await standIn.waitForMessage(
        (m) =>
          typeof m.data === 'object' && m.data !== null && (m.data as { kind?: unknown }).kind === 'token',
      );
      expect(echoed.data).toEqual(data);
      expect(echoed.origin).toBe(origins.app);
      expect(echoed.fromParent).toBe(true);
    });

    await test.step('auth logs the wallet address', async () => {
      const wallet = '0x1234567890abcdef1234567890ABCDEF12345678';
      await standIn.send({ type: 'auth', walletAddress: wallet });
      await expect
        .poll(() => consoleLines.filter((l) => l.text.includes(wallet)).map((l) => l.type))
        .toEqual([expect.stringMatching(/^(log|info|debug)$/)]);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    await test.step('an unknown message type is ignored with a warning naming it', async () => {
      await standIn.send({ type: 'sprinkles-please', payload: 1 });
      await expectConsole(consoleLines, 'warning', 'sprinkles-please');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(toasts(page)).toHaveCount(0);
    });

    await test.step('an unparsable result shows the processing error and stays on /', async () => {
      await standIn.send({ type: 'complete', result: 'Sorry, I could not score this listener {' });
      await expectToast(page, PROCESSING_ERROR);
      await expectConsole(consoleLines, 'error', 'Failed to parse Spotify data from Vana widget.');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await readSessionStorage(page)).toBeNull();
    });

    await test.step('a widget error shows the connection error and logs it', async () => {
      await standIn.send({ type: 'error', message: 'Stand-in broke on purpose' });
      await expectToast(page, CONNECTION_ERROR);
      await expectConsole(consoleLines, 'error', 'Stand-in broke on purpose');
      await standIn.send({ type: 'error', error: 'Second failure via error field' });
      await expectConsole(consoleLines, 'error', 'Second failure via error field');
      await standIn.send({ type: 'error' });
      await expectConsole(consoleLines, 'error', 'An error occurred');
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  test('complete with an object result and with every string form saves it, toasts and shows the flavour', async ({
    page,
    origins,
  }) => {
    // Five tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * (1 + STRING_FORMS.length));
    let { standIn } = await connectOnLocalhost(page, origins);
    await test.step('an object result', async () => {
      await standIn.send({ type: 'complete', result: aiResult(specRow('Chocolate')) });
      await expectToast(page, FLAVOR_FOUND);
      await expectFlavorSaved(page, 'Chocolate');
    });
    for (const form of STRING_FORMS) {
      await test.step(`a ${form.name} result shows ${form.funky}`, async () => {
        standIn = await reconnect(page);
        const text = form.encode(aiResult(specRow(form.funky)));
        if (form.name === 'JSON5') expect(() => JSON.parse(text)).toThrow();
        await standIn.send({ type: 'complete', result: text });
        await expectToast(page, FLAVOR_FOUND);
        await expectFlavorSaved(page, form.funky);
      });
    }
  });

  test('messages from a foreign frame or from the page itself move nothing', async ({
    page,
    origins,
    consoleLines,
  }) => {
    const { standIn } = await connectOnLocalhost(page, origins);
    // Another frame with the widget's own origin and the very same page, but not our iframe.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Foreign frame';
      document.body.append(frame);
    }, `${origins.devWidget}/embed/upload?foreign=1`);
    const foreign: StandIn = await standInIn(page.locator('iframe[title="Foreign frame"]'));
    const result = aiResult(specRow('Coffee'));
    const forged = [
      { type: 'complete', result },
      { type: 'complete', result: JSON.stringify(result) },
      { type: 'error', message: 'forged error' },
      { type: 'resize', height: 1500 },
      { type: 'relay', data: { forged: true } },
      { type: 'auth', walletAddress: '0xforgedforgedforged' },
      { type: 'forged-unknown-type' },
      { type: 'ready' },
    ];
    for (const message of forged) {
      await foreign.send(message);
      await page.evaluate((m) => window.postMessage(m, '*'), message);
    }
    // A genuine message sent after the forged ones: once it is handled, the forged ones have been seen too.
    await standIn.send({ type: 'resize', height: 640 });
    const iframe = widgetIframe(page);
    await expect.poll(() => iframe.evaluate((f) => (f as HTMLIFrameElement).style.height)).toBe('640px');
    await standIn.send({ type: 'probe-after-foreign' });
    await expectConsole(consoleLines, 'warning', 'probe-after-foreign');

    expect(new URL(page.url()).pathname).toBe('/');
    await expect(toasts(page)).toHaveCount(0);
    expect(await readSessionStorage(page)).toBeNull();
    expect(consoleLines.filter((l) => /forged/.test(l.text))).toEqual([]);
    // The foreign frame was never answered: no config, no relay.
    expect(await foreign.received()).toEqual([]);
    // Our stand-in got exactly one config and nothing relayed from the forged messages.
    const ours = await standIn.received();
    expect(ours.filter((m) => (m.data as { type?: unknown })?.type === 'config')).toHaveLength(1);
    expect(ours.filter((m) => (m.data as { forged?: unknown })?.forged === true)).toEqual([]);
  });
});
