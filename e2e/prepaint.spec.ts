import type { Page, Route } from '@playwright/test';
import { buildResult } from '../lib/flavor/result';
import { findRowByKey } from '../lib/flavor/table';
import { expectNoViolations } from './support/axe';
import { expect, readSessionStorage, seedSessionStorage, STORAGE_KEY, test } from './support/test';

/**
 * /flavor's pre-paint (lib/prepaint/prepaint.ts): a saved result's card is on screen before any bundle has
 * loaded, and hydration keeps that very DOM. Bundles are held back with a route so the page can be seen
 * (and marked) as it is before React runs.
 */

const CARAMEL = buildResult(
  { E: 30, C: 75, O: 80 },
  {
    extraversion_signals: ['You played 41% of your music after 10 pm.'],
    conscientiousness_signals: [],
    openness_signals: [],
  },
);

const CHUNKS = '**/_next/static/chunks/*.js';

/** Holds every bundle request until `release()` is called. */
async function holdBundles(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNKS, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

function loading(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Loading your flavor...' });
}

test.describe('result screen before its scripts run', () => {
  // These refuse the scripts, so the page never becomes interactive.
  test.use({ waitForInteractive: false });

  test('shows the saved card at once, and only that card; it passes axe; nothing saved shows the loading state', async ({
    page,
  }) => {
    expect(findRowByKey(CARAMEL.row_key)?.funkyFlavorName).toBe('Caramel');
    await page.route(CHUNKS, (route) => route.abort());

    await test.step('shows the saved card at once, and only that card', async () => {
      await seedSessionStorage(page, JSON.stringify(CARAMEL));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article')).toContainText(CARAMEL.personality_description);
      await expect(page.getByRole('article')).toContainText(CARAMEL.celebrities.join(', '));
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Share your flavor' })).toBeVisible();
      await expect(loading(page)).toBeHidden();
      await expect(page.getByRole('img', { name: /caramel/i })).toBeVisible();
    });

    await test.step('the painted card passes axe (no duplicate ids among the eight prerendered cards)', async () => {
      await expectNoViolations(page, 'result screen before hydration');
      const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids.length - new Set(ids).size, 'duplicate ids').toBe(0);
    });

    await test.step('shows the loading state when nothing is saved', async () => {
      // Only the result: the seeding init script keeps its own mark, so it does not seed again.
      await page.evaluate((key) => sessionStorage.removeItem(key), STORAGE_KEY);
      await page.goto('/flavor');
      expect(await readSessionStorage(page)).toBeNull();
      await expect(loading(page)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
    });
  });

  test('shows the loading state for a result worded unlike our table, then its card', async ({ page }) => {
    // A valid result in other words than the table (the app itself always saves canonical results): the
    // script cannot be sure what the page will show, so it leaves the decision to the page.
    const reworded = {
      ...CARAMEL,
      funky_flavour_name: 'Sorbet',
      personality_description: 'Bright and breezy.',
    };
    await seedSessionStorage(page, JSON.stringify(reworded));
    const bundles = await holdBundles(page);
    await page.goto('/flavor', { waitUntil: 'domcontentloaded' });
    await expect(loading(page)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    bundles.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorbet');
    await expect(page.getByRole('article')).toContainText('Bright and breezy.');
  });

  test('a tap on Try Again before the scripts have loaded goes home', async ({ page }) => {
    await seedSessionStorage(page, JSON.stringify(CARAMEL));
    const bundles = await holdBundles(page);
    await page.goto('/flavor', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Try Again' }).click();
    // Without scripts the button's form asks for "/" itself (a GET with no fields: "/?").
    await expect(page).toHaveURL(/\/\??$/);
    bundles.release();
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
  });
});

test.describe('result screen once hydrated', () => {
  test('keeps the card the visitor is already looking at', async ({ page }) => {
    await seedSessionStorage(page, JSON.stringify(CARAMEL));
    const bundles = await holdBundles(page);
    await page.goto('/flavor', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
    // Mark the painted card's DOM node; React does not touch attributes it does not own.
    await page.getByRole('article').evaluate((article) => article.setAttribute('data-e2e-painted', ''));

    bundles.release();
    await expect(page.locator('#flavor-prepaint')).toHaveCount(0);
    await expect(page.getByTestId('result-card')).toHaveCount(1);
    await expect(page.locator('article[data-e2e-painted]')).toBeVisible();
    await expect(page.locator('[data-prepaint-row], [data-prepaint-shell]')).toHaveCount(0);
  });

  test('the card is the largest paint, and it comes with the first paint; Try Again still works', async ({
    page,
    origins,
  }) => {
    await seedSessionStorage(page, JSON.stringify(CARAMEL));
    await page.goto('/flavor');
    await expect(page.locator('#flavor-prepaint')).toHaveCount(0);
    await test.step('the card is the largest paint, and it comes with the first paint', async () => {
      const paints = await page.evaluate(async () => {
        const lcp = await new Promise<PerformanceEntry & { element?: Element | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          lcpInCard: Boolean(lcp.element?.closest('article')),
          lcpAtFirstPaint: fcp !== undefined && lcp.startTime === fcp.startTime,
        };
      });
      expect(paints).toEqual({ lcpInCard: true, lcpAtFirstPaint: true });
    });
    await test.step('Try Again still works', async () => {
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(`${origins.app}/`);
    });
  });
});
