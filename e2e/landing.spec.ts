import { brand, landingTitle } from '../lib/brand';
import {
  connectDialog,
  discoverButton,
  openConnectDialog,
  routeStandIn,
  standInIn,
  widgetIframe,
} from './support/stand-in';
import { expect, test } from './support/test';
import de from '../messages/de.json';
import en from '../messages/en.json';

/**
 * The landing screen and its connect dialog: opening and closing (button, close button, backdrop), the
 * widget frame's sandbox, and its 550 px minimum height.
 */
test.describe('landing screen', () => {
  test.beforeEach(async ({ page, origins }) => {
    await routeStandIn(page, origins.devWidget);
    await page.goto('/');
  });

  test('shows the title, the subtitle, the Discover button, and a footer with three partner logos and the event link', async ({
    page,
  }) => {
    // Two tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 2);
    await test.step('the title, the subtitle and the Discover button', async () => {
      expect(landingTitle).toBe(`${brand.productName}?`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's Your Flavor?");
      await expect(page.getByText(en.Landing.subtitle)).toBeVisible();
      expect(en.Landing.subtitle).toMatch(/ice-cream flavou?r/i);
      expect(en.Landing.subtitle).toMatch(/music/i);
      await expect(discoverButton(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('footer has three partner logos and the event link', async () => {
      const footer = page.locator('footer');
      const logos = footer.getByRole('img');
      await expect(logos).toHaveCount(3);
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAttribute('alt', /\S/);
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      const link = footer.getByRole('link', { name: /25\.09\.23/ });
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(brand.event.name);
      await expect(link).toContainText(brand.event.venue);
      await expect(link).toContainText('25.09.23');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    });
  });

  // Opening and closing the dialog, each way, in one page: every close must return focus to the button,
  // and the next open starts from there.
  test('the dialog: its sandboxed frame, focus trapped, and closed by the close button, the backdrop and Escape', async ({
    page,
  }) => {
    // Six tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 6);
    await test.step('once React runs, the button opens the dialog and never the popover', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await discoverButton(page).click();
      await expect(connectDialog(page).getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
      expect(await page.locator('#connect-opening').evaluate((el) => el.matches(':popover-open'))).toBe(
        false,
      );
    });

    await test.step('the button opens the Connect Spotify dialog holding the sandboxed widget frame', async () => {
      const dialog = connectDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
      const iframe = widgetIframe(page);
      await expect(iframe).toHaveCount(1);
      await expect(iframe).toHaveAttribute(
        'sandbox',
        'allow-same-origin allow-scripts allow-popups allow-popups-to-escape-sandbox',
      );
      await expect(iframe).toHaveAttribute('src', /\/embed\/upload$/);
      await standInIn(iframe);
      const container = page.getByTestId('widget-container');
      expect((await container.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(550);
      expect((await iframe.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(550);
    });

    await test.step('the close button closes the dialog and focus returns to the button', async () => {
      const dialog = connectDialog(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(discoverButton(page)).toBeFocused({ timeout: 3000 });
    });

    await test.step('a click on the dark backdrop closes the dialog and focus returns to the button', async () => {
      const dialog = await openConnectDialog(page);
      // The panel is centred: the top-left corner of the viewport is backdrop, not panel.
      for (const part of [dialog.getByRole('heading'), widgetIframe(page)]) {
        expect((await part.boundingBox())?.x ?? 0).toBeGreaterThan(20);
      }
      const backdrop = page.getByTestId('dialog-backdrop');
      await expect(backdrop).toBeVisible();
      const [r, g, b] = await backdrop.evaluate((el) =>
        getComputedStyle(el)
          .backgroundColor.match(/[\d.]+/g)!
          .map(Number),
      );
      expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(60); // dark
      await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(discoverButton(page)).toBeFocused({ timeout: 3000 });
    });

    await test.step('Escape closes the dialog and focus returns to the button', async () => {
      await discoverButton(page).focus();
      await page.keyboard.press('Enter');
      const dialog = connectDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(discoverButton(page)).toBeFocused({ timeout: 3000 });
    });

    await test.step('focus is trapped in the dialog', async () => {
      const dialog = await openConnectDialog(page);
      await standInIn(widgetIframe(page));
      const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
      await expect.poll(focusInside).toBe(true);
      for (const key of [
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
      ]) {
        await page.keyboard.press(key);
        expect(await focusInside(), `focus inside the dialog after ${key}`).toBe(true);
      }
      // The close button is reachable from the keyboard inside the trap.
      const close = dialog.getByRole('button', { name: 'Close' });
      for (let i = 0; i < 6 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(close).toBeFocused();
    });
  });
});

test.describe('a tap before the scripts have run', () => {
  test.use({ waitForInteractive: false });

  test('is answered at once and opens the dialog once they run', async ({ page, origins }) => {
    await routeStandIn(page, origins.devWidget);
    // Hold back every framework chunk until the tap has happened: the page is painted, React is not there.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'false');

    await discoverButton(page).click();
    // The button's native popover answers the tap with the dialog's loading look.
    await expect(page.getByRole('status').filter({ hasText: 'Opening…' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'false');

    release();
    await expect(connectDialog(page).getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
    await expect(page.locator('#connect-opening')).not.toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Opening…' })).toHaveCount(0);
  });
});

test.describe('the landing in German', () => {
  test('opens the dialog in German, framing the built-in widget at /de/embed/upload', async ({
    page,
    origins,
  }) => {
    await routeStandIn(page, origins.devWidget);
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle);
    await page.getByRole('button', { name: de.Landing.cta }).click();
    const dialog = page.getByRole('dialog', { name: de.Dialog.title });
    await expect(dialog.getByRole('heading', { name: de.Dialog.title })).toBeVisible();
    const iframe = dialog.locator('iframe');
    await expect(iframe).toHaveAttribute('src', `${origins.devWidget}/de/embed/upload`);
    await expect(iframe).toHaveAttribute('title', de.Dialog.frameTitle);
    await standInIn(iframe);
    await dialog.getByRole('button', { name: de.Dialog.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
