import type { Locator, Page } from '@playwright/test';
import { aiResult, specRow } from '../fixtures/results';
import { connectDialog, discoverButton, routeStandIn, standInIn, widgetIframe } from './support/stand-in';
import { expect, test, toastTitled } from './support/test';

/** Keyboard-only use works, from the landing screen to the result and back. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Presses `key` until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 15): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('keyboard only: landing → dialog → result → share → Try Again', async ({ page, origins }) => {
  await routeStandIn(page, origins.devWidget);
  await page.goto('/');

  await tabTo(page, discoverButton(page));
  await page.keyboard.press('Enter');
  const dialog = connectDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  const standIn = await standInIn(widgetIframe(page));
  await standIn.config();
  await standIn.send({ type: 'complete', result: JSON.stringify(aiResult(specRow('Caramel'))) });
  await expect(page).toHaveURL(/\/flavor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');

  const share = page.getByRole('button', { name: /\bFacebook\b/ });
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(toastTitled(page, 'Copied to clipboard!')).toContainText('Facebook');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain("If I was an Ice Cream Flavour, I'd be Caramel, ");

  // Try Again is the page's quiet last step, after sharing, the crew and the why view.
  await tabTo(page, page.getByRole('button', { name: 'Try Again' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origins.app}/`);
  await expect(discoverButton(page)).toBeVisible();
});
