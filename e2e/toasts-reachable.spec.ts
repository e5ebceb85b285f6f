import type { Locator } from '@playwright/test';
import { aiResult, specRow } from '../fixtures/results';
import { recordedShares, recordShares } from './support/picture';
import { expect, seedSessionStorage, test, toastTitled } from './support/test';

/**
 * Toasts never cover what the visitor taps next. The four copy buttons and "Share picture" are
 * tapped one after another without waiting for any toast to leave, on a phone and a laptop screen; before
 * each tap the point under the button's centre must be the button itself, not a toast.
 */

async function expectOnTop(button: Locator, what: string): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const onTop = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, `${what} is not covered`).toBe(true);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('copy ×4 and Share picture, back to back, all work', async ({ page }) => {
      await recordShares(page);
      const spec = specRow('Strawberry');
      await seedSessionStorage(page, JSON.stringify(aiResult(spec)));
      await page.goto('/flavor');
      await expect(page.getByRole('img', { name: /Your share picture/ })).toBeVisible();

      for (const network of ['X', 'Facebook', 'LinkedIn', 'Instagram']) {
        await page.evaluate(() => navigator.clipboard.writeText(''));
        const button = page.getByRole('button', { name: `Share on ${network}` });
        await expectOnTop(button, network);
        await button.click({ noWaitAfter: true, timeout: 2000 });
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), network)
          .toContain("If I was an Ice Cream Flavour, I'd be Strawberry, ");
        await expect(toastTitled(page, 'Copied to clipboard!')).toContainText(network);
      }
      const share = page.getByRole('button', { name: 'Share picture' });
      await expectOnTop(share, 'Share picture');
      await share.click({ timeout: 2000 });
      await expect.poll(async () => (await recordedShares(page)).length).toBe(1);

      // A toast is still showing, and Try Again is not under it.
      await expect(toastTitled(page, 'Copied to clipboard!')).toBeVisible();
      await expectOnTop(page.getByRole('button', { name: 'Try Again' }), 'Try Again');
    });
  });
}
