import type { Page } from '@playwright/test';
import { buildShareText } from '../lib/links/share';
import { translatorFor } from '../lib/i18n/translator';
import en from '../messages/en.json';
import { aiResult, appRow, SPEC_ROWS, specRow } from '../fixtures/results';
import {
  contrastRatio,
  cssColorsToRgb,
  expect,
  expectToast,
  hexToRgb,
  readSessionStorage,
  seedSessionStorage,
  STORAGE_KEY,
  test,
  toasts,
  toastTitled,
} from './support/test';

/**
 * The result screen: loading, shown, redirected when nothing is saved; the share text and the copy toast.
 * (An unreadable saved value: hostile-storage.spec.ts.)
 */

const NETWORKS = ['X', 'Facebook', 'LinkedIn', 'Instagram'] as const;

function card(page: Page) {
  return page.getByRole('article');
}

/** The value shown next to a row label (TYPE., DESC., PEERS.). */
function rowValue(page: Page, label: string) {
  return card(page).getByText(label, { exact: true }).locator('..');
}

async function showResult(page: Page, funky: string) {
  await seedSessionStorage(page, JSON.stringify(aiResult(specRow(funky))));
  await page.goto('/flavor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(funky);
}

test.describe('result screen states', () => {
  test('the prerendered HTML shows the loading state', async ({ request }) => {
    const response = await request.get('/flavor');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Loading your flavor...');
  });

  test('missing saved data redirects to / without a toast', async ({ page, origins }) => {
    await page.goto('/flavor');
    await expect(page).toHaveURL(`${origins.app}/`);
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });
  // A corrupt saved value (the read error, the value removed, back to /) is walked in hostile-storage.spec.ts,
  // one value per path the browser takes; every value of its table is also read in Jest.
});

test.describe('result card', () => {
  test('each of the 8 rows shows every field, its ingredient image and a readable accent colour; Try Again returns to /', async ({
    page,
    origins,
  }) => {
    await page.goto('/');
    const sources: string[] = [];
    for (const spec of SPEC_ROWS) {
      await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [
        STORAGE_KEY,
        JSON.stringify(aiResult(spec)),
      ] as const);
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 }), spec.funky).toHaveText(spec.funky);
      // Every field of the saved result (was "shows every field of a saved result", for Chocolate).
      const own = appRow(spec);
      await expect(card(page)).toContainText('PERSONALITY TYPE');
      await expect(card(page)).toContainText('SCORE 100%');
      await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(spec.funky);
      await expect(card(page)).toContainText(spec.og);
      await expect(rowValue(page, 'TYPE.')).toContainText(spec.personalityType);
      await expect(rowValue(page, 'DESC.')).toContainText(own.personalityDescription);
      await expect(rowValue(page, 'PEERS.')).toContainText(own.celebrities.join(', '));
      await expect(page.getByRole('heading', { name: 'Share your flavor' })).toBeVisible();
      const image = card(page).getByRole('img', { name: spec.ingredient });
      await expect(image, `${spec.funky} image`).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      sources.push((await image.getAttribute('src')) ?? '');

      // The accent colour is the result's primary colour, with text that stays readable on it.
      const header = card(page).getByText('PERSONALITY TYPE', { exact: true }).locator('..');
      const { bg, fg } = await header.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, fg: s.color };
      });
      const [bgRgb, fgRgb] = await cssColorsToRgb(page, [bg, fg]);
      expect.soft(bgRgb, `${spec.funky} accent`).toEqual(hexToRgb(spec.hex));
      expect.soft(contrastRatio(bgRgb!, fgRgb!), `${spec.funky} header contrast`).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(sources).size).toBe(8);

    // Any other funky flavour gets the placeholder image.
    await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [
      STORAGE_KEY,
      JSON.stringify({ ...aiResult(specRow('Coffee')), funky_flavour_name: 'Bubblegum Blast' }),
    ] as const);
    await page.goto('/flavor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bubblegum Blast');
    const placeholder = card(page).getByRole('img');
    await expect(placeholder).toHaveAttribute('alt', /\S/);
    expect(sources).not.toContain(await placeholder.getAttribute('src'));
    await expect.poll(() => placeholder.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

    // (was "Try Again returns to /", from Sorbet's page)
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(`${origins.app}/`);
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
  });
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('all four buttons copy the share text and name their network', async ({ page, origins }) => {
    const spec = specRow('Mint Chocolate Chip');
    const own = appRow(spec);
    const expected = buildShareText(
      { name: spec.funky, description: own.personalityDescription },
      origins.app,
      translatorFor('en', en, 'Share'),
    );
    // The share text's required shape, written out here independently of buildShareText.
    expect(expected).toMatch(
      new RegExp(
        `^If I was an Ice Cream Flavour, I'd be Mint Chocolate Chip, [a-z][^\\n]*[^.]\\.\\nTaste your data: ${origins.app.replace(/[.]/g, '\\.')} #datarevolution$`,
      ),
    );
    await showResult(page, spec.funky);
    // The spec's four, as one list inside the share step (beside the picture and the link).
    const buttons = page
      .getByRole('region', { name: 'Share your flavor' })
      .getByRole('list', { name: 'Share as text' })
      .getByRole('button');
    await expect(buttons).toHaveCount(4);
    for (const network of NETWORKS) {
      await page.evaluate(() => navigator.clipboard.writeText('(clipboard before the click)'));
      await page.getByRole('button', { name: new RegExp(`\\b${network}\\b`) }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), network).toBe(expected);
      const toast = await expectToast(page, {
        title: 'Copied to clipboard!',
        description: `Now go to ${network} and paste your message to share.`,
        variant: 'default',
      });
      await expect(toast).toContainText(network);
    }
    // Storage is untouched by sharing (was its own test, which shared nothing).
    expect(JSON.parse((await readSessionStorage(page)) ?? 'null')).toMatchObject({
      funky_flavour_name: spec.funky,
    });
  });

  test('the copy toast lasts about 4000 ms', async ({ page }) => {
    await showResult(page, 'Coffee');
    await page.getByRole('button', { name: /\bLinkedIn\b/ }).click();
    await page.mouse.move(0, 0); // hovering the toaster would pause it
    const toast = toastTitled(page, 'Copied to clipboard!');
    await expect(toast).toBeVisible();
    // Timed in the page, from when the page showed it (the toast log) to when sonner lets it go: the test
    // runner's own clock also counts how late a busy machine lets it look.
    const lasted = await page.evaluate(
      (title) =>
        new Promise<number>((resolve) => {
          const log = (window as unknown as { __e2eToastLog: { title: string; at: number }[] }).__e2eToastLog;
          const shown = log.find((entry) => entry.title === title)?.at ?? Number.NaN;
          const gone = () =>
            ![...document.querySelectorAll('[data-sonner-toast]')].some(
              (el) => el.getAttribute('data-removed') !== 'true' && el.textContent?.includes(title),
            );
          const done = () => resolve(performance.now() - shown);
          if (gone()) return done();
          new MutationObserver((_, observer) => {
            if (!gone()) return;
            observer.disconnect();
            done();
          }).observe(document, { subtree: true, childList: true, attributes: true });
        }),
      'Copied to clipboard!',
    );
    expect(lasted).toBeGreaterThan(3500);
    expect(lasted).toBeLessThan(5000);
  });
});
