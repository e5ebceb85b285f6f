import type { Page } from '@playwright/test';
import { MAX_RESULT_CHARS } from '../lib/result-io/limits';
import {
  corruptStored,
  editedStored,
  HOSTILE_HEXES,
  MARKUP_NAME,
  MARKUP_STORED_TEXT,
  paddedTo,
  PROTO_KEY_STORED_TEXT,
  VALID_STORED_TEXT,
} from '../fixtures/corrupt-storage';
import { countBadInputs, test } from './support/hostile-helpers';
import { discoverButton } from './support/stand-in';
import { expect, expectToast, readSessionStorage, STORAGE_KEY, toasts } from './support/test';

/**
 * Hostile session storage (docs/security.md). Whatever sits in
 * sessionStorage['spotify-flavor-data'] that is not a saved result (isFlavorResult in lib/flavor/result.ts:
 * every field present, scores strings 0–100, bins High/Low, string lists, colour and evidence objects),
 * or is over 100,000 characters, is corrupt: the 'An Error Occurred' toast, the value removed, and a
 * redirect to '/'. A well-shaped value renders the card, as text only.
 *
 * Every value of the table (fixtures/corrupt-storage.ts) is decided in Jest, where the decision is made:
 * the page's reader (__tests__/result-io/hostile-storage.test.ts), the pre-paint script
 * (__tests__/prepaint/hostile-storage.test.ts) and the page's toast, removal and redirect
 * (__tests__/components/result/flavor-view.test.tsx). Here, in the production build, one value walks each path
 * the browser takes: refused by length before any parsing, refused by JSON.parse, parsed and refused by
 * the guard; both the pre-paint script and React take each of these three.
 */

const READ_ERROR = {
  title: 'An Error Occurred',
  description: 'Could not read your Spotify data.',
  variant: 'destructive',
} as const;

/** Seeds the value on a 404 page of the same origin, then opens /flavor. */
async function openFlavorWith(page: Page, value: string): Promise<void> {
  const seed = await page.goto('/hostile-storage-seed');
  expect(seed?.status()).toBe(404);
  await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [STORAGE_KEY, value] as const);
  await page.goto('/flavor');
}

function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

test.describe('hostile session storage on /flavor', () => {
  // One value per path, each in its own test (as each value once was): three loads and a toast a test.
  const paths = [
    // Over the cap: both readers stop at its length, before parsing.
    corruptStored(`valid result padded to ${MAX_RESULT_CHARS + 1} chars`),
    // Not JSON (and markup that must not run): JSON.parse throws in both readers.
    corruptStored('HTML'),
    // JSON of the wrong shape: parsed, then refused by isFlavorResult in both readers.
    corruptStored("bin 'Medium'"),
  ];
  for (const c of paths) {
    test(`${c.category}: ${c.label} -> error toast, value removed, back to /`, async ({ page, origins }) => {
      countBadInputs('storage', 1);
      await openFlavorWith(page, c.value);
      await expectToast(page, READ_ERROR);
      await expect(page).toHaveURL(`${origins.app}/`);
      await expect(discoverButton(page)).toBeVisible();
      expect(await readSessionStorage(page), 'the bad value is removed').toBeNull();
      await expect(page.getByTestId('result-card')).toHaveCount(0);
      expect(await pwned(page)).toBeUndefined();
    });
  }

  test('a valid value renders and stays saved, up to exactly the cap', async ({ page }) => {
    await test.step('a valid value renders the card and stays saved', async () => {
      await openFlavorWith(page, VALID_STORED_TEXT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
      await expect(toasts(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/flavor');
      expect(await readSessionStorage(page)).toBe(VALID_STORED_TEXT);
    });

    await test.step(`a valid value of exactly ${MAX_RESULT_CHARS} chars still renders`, async () => {
      const text = paddedTo(MAX_RESULT_CHARS);
      await openFlavorWith(page, text);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
      await expect(toasts(page)).toHaveCount(0);
      expect(await readSessionStorage(page)).toBe(text);
    });
  });

  test('well-shaped hostile values render the card, as text only', async ({ page }) => {
    await test.step('an extra __proto__ key on a valid shape renders, and pollutes nothing', async () => {
      countBadInputs('storage (well-shaped hostile)', 1);
      await openFlavorWith(page, PROTO_KEY_STORED_TEXT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
      await expect(toasts(page)).toHaveCount(0);
      expect(
        await page.evaluate(() => [
          ({} as { polluted?: unknown }).polluted,
          ({} as { E_score?: unknown }).E_score,
        ]),
      ).toEqual([undefined, undefined]);
    });

    await test.step('markup in a well-shaped value is shown as text, never run', async () => {
      countBadInputs('storage (well-shaped hostile)', 1);
      await openFlavorWith(page, MARKUP_STORED_TEXT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MARKUP_NAME);
      await expect(page.getByTestId('result-card').locator('img[src="x"], script')).toHaveCount(0);
      expect(await pwned(page)).toBeUndefined();
    });
  });

  // Three a test: six loads of /flavor each seeded on its own page keep every test well within its timeout.
  const hexGroups = [HOSTILE_HEXES.slice(0, 3), HOSTILE_HEXES.slice(3)];
  for (const [n, hexes] of hexGroups.entries()) {
    test(`a hand-edited primary_color.hex still paints the accent (the colour or the fallback), ${n + 1} of ${hexGroups.length}`, async ({
      page,
    }) => {
      countBadInputs('storage (well-shaped hostile)', hexes.length);
      for (const hex of hexes) {
        await openFlavorWith(
          page,
          editedStored((r) => (r.primary_color = { name: 'Caramel Brown', hex })),
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
        const background = await page
          .getByTestId('card-accent')
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect.soft(background, `accent for hex ${JSON.stringify(hex)}`).not.toBe('rgba(0, 0, 0, 0)');
      }
    });
  }
});
