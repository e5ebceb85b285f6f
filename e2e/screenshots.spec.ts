import type { Page } from '@playwright/test';
import { aiResult, specRow } from './support/results';
import { connectStandIn } from './support/stand-in';
import { expect, seedSessionStorage, test } from './support/test';

/**
 * Visual regression of the main views on a phone-sized viewport, compared with the committed baselines in
 * e2e/screenshots.spec.ts-snapshots/. Fixed data (a stored result of one table row, the stand-in widget),
 * animations and the caret off, every image decoded and the fonts ready before each shot. After an intended
 * visual change, regenerate with `npx playwright test e2e/screenshots.spec.ts --update-snapshots` (after
 * `npm run build`) and review the new pictures before committing them. Baselines are per platform: they
 * were made with Debian's Chromium on Linux.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const SHOT = { animations: 'disabled', caret: 'hide' } as const;

test('landing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('landing.png', { ...SHOT, fullPage: true });
});

test('connect dialog open', async ({ page, origins }) => {
  const { standIn } = await connectStandIn(page, '/', origins.devWidget);
  await expect(page.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
  await expect(standIn.frame.getByRole('heading', { name: 'Stand-in widget' })).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('dialog.png', SHOT);
});

test('result page with a saved result', async ({ page }) => {
  await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
  await page.goto('/flavor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strawberry');
  await settled(page);
  await expect(page).toHaveScreenshot('result.png', { ...SHOT, fullPage: true });
});

test('404', async ({ page }) => {
  await page.goto('/some/missing/path');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('not-found.png', { ...SHOT, fullPage: true });
});
