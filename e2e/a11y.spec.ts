import { expectNoViolations } from './support/axe';
import { aiResult, specRow } from '../fixtures/results';
import { connectStandIn } from './support/stand-in';
import { expect, seedSessionStorage, test } from './support/test';

test.describe('accessibility (axe)', () => {
  test('landing screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
    await expectNoViolations(page, 'landing screen');
  });

  test('open connect dialog', async ({ page, origins }) => {
    await connectStandIn(page, '/', origins.devWidget);
    await expectNoViolations(page, 'open connect dialog');
  });

  for (const funky of ['Vanilla', 'Matcha / Pistachio']) {
    test(`result screen (${funky})`, async ({ page }) => {
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow(funky))));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(funky);
      await expectNoViolations(page, `result screen (${funky})`);
    });
  }

  test('404 page', async ({ page }) => {
    await page.goto('/some/missing/path');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoViolations(page, '404 page');
  });
});
