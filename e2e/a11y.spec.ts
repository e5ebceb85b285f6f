import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { aiResult, specRow } from './support/results';
import { connectStandIn } from './support/stand-in';
import { expect, seedSessionStorage, test } from './support/test';

/** product.md § Quality bars: no serious or critical axe violation on any screen. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test('landing screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('open connect dialog', async ({ page, origins }) => {
    await connectStandIn(page, '/', origins.devWidget);
    await expectNoSeriousViolations(page);
  });

  for (const funky of ['Vanilla', 'Matcha / Pistachio']) {
    test(`result screen (${funky})`, async ({ page }) => {
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow(funky))));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(funky);
      await expectNoSeriousViolations(page);
    });
  }

  test('404 page', async ({ page }) => {
    await page.goto('/some/missing/path');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
