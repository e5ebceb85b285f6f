import type { Page } from '@playwright/test';
import { aiResult, specRow } from './support/results';
import { connectStandIn } from './support/stand-in';
import { expect, seedSessionStorage, test } from './support/test';

/** Screenshots for review (not compared): e2e-artifacts/screenshots/<screen>-<width>x<height>.png. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function allImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(`screenshots ${size}`, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string, fullPage = true) =>
      page.screenshot({
        path: `e2e-artifacts/screenshots/${name}-${size}.png`,
        fullPage,
        animations: 'disabled',
      });

    test('landing and open dialog', async ({ page, origins }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
      await allImagesLoaded(page);
      await shot(page, 'landing');
      await connectStandIn(page, '/', origins.devWidget);
      await shot(page, 'dialog', false);
    });

    test('result', async ({ page }) => {
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strawberry');
      await allImagesLoaded(page);
      await shot(page, 'result');
    });

    test('404', async ({ page }) => {
      await page.goto('/some/missing/path');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await allImagesLoaded(page);
      await shot(page, 'not-found');
    });
  });
}
