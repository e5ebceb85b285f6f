import type { Browser, Page } from '@playwright/test';
import { FLAVOR_ROWS } from '../lib/flavor/table';
import { expectNoViolations } from './support/axe';
import { aiResult, specRow } from '../fixtures/results';
import { seedSessionStorage, untilInteractive } from './support/test';
import { expect, expectFlavorFound, landOnWidget, pickSample, test } from './support/widget-flow';

/**
 * "Sure, or a swirl" (docs/product-rules.md § How sure, docs/sharing-links.md § The token): a sample
 * listener near the Openness line (Luna) shows a second scoop under the card, in the why view, in the share
 * picture's description and through a v2 personal link opened in another browser; one far from every line
 * (Sam) shows a sure scoop; v1 links still open as before. Tokens for the friend's page are written out by
 * hand, so the suite catches drift in the format.
 */

const MOBILE = { width: 390, height: 844 };

/** A new browser context: another device, nothing in its storage. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** /flavor names no flavour but these (outside a friend comparison). */
async function expectOnlyFlavours(page: Page, named: readonly string[]) {
  const text = (await page.locator('main').innerText()).replace(/Mint Chocolate Chip/g, 'MINT');
  for (const row of FLAVOR_ROWS) {
    const shown = row.funkyFlavorName === 'Mint Chocolate Chip' ? 'MINT' : row.funkyFlavorName;
    expect(text.includes(shown), `${row.funkyFlavorName} named`).toBe(named.includes(row.funkyFlavorName));
  }
}

test.describe('sure, or a swirl', () => {
  test.use({ viewport: MOBILE, permissions: ['clipboard-read', 'clipboard-write'] });

  test('a listener near the line: the second scoop under the card, in the why view, the picture and a v2 link', async ({
    page,
    browser,
    origins,
  }) => {
    // An import, three axe runs and a second browser context: long on a busy 2-core machine.
    test.setTimeout(150_000);
    const w = await landOnWidget(page);
    await pickSample(w, 'Luna');
    const result = await expectFlavorFound(page);
    expect(result.funky_flavour_name).toBe('Matcha / Pistachio');

    // Under the card (the card itself unchanged): the swirl and why, in plain text.
    await expect(page.getByTestId('result-card')).toContainText('SCORE 100%');
    const swirl = page.getByTestId('swirl-line');
    await expect(swirl).toContainText('Matcha / Pistachio, with a swirl of Coffee');
    await expect(swirl).toContainText("Luna's Openness sits on the line");
    await expect(swirl).toContainText("read again, Luna's flavour would stay Matcha / Pistachio about");
    await swirl.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('swirl-390.png') });

    // The why view: a band on each meter, the chance in words, the visitor's own chances.
    const why = page.getByRole('region', { name: 'Why this flavour' });
    const openness = why.locator('[data-trait="O"]');
    await expect(openness.getByTestId('trait-band')).toHaveCount(1);
    await why.getByRole('button', { name: 'Show why' }).click();
    await expect(openness.getByTestId('trait-stay')).toContainText(
      /between \d+ and \d+ .*: it stays High about \d times in 10\./,
    );
    await expect(why.getByTestId('trait-band')).toHaveCount(3);
    await expect(why.getByTestId('steadiness')).toContainText(
      "How steady is it? Read from another stretch of Luna's listening, Luna's flavour would stay Matcha / Pistachio about",
    );
    await expect(why.getByTestId('steadiness')).toContainText('Otherwise, most likely Coffee.');
    await openness.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('why-390.png') });

    // The share picture draws the second scoop and says so.
    await expect(
      page.getByRole('img', {
        name: /^Share picture of Luna, a sample listener: Matcha \/ Pistachio ice cream with a smaller scoop of Coffee on top \(a swirl of Coffee\) on a cone, "More .+ than \d+% of listeners"/,
      }),
    ).toBeVisible();
    await expectOnlyFlavours(page, ['Matcha / Pistachio', 'Coffee']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoViolations(page, '/flavor with a second scoop');

    // The personal link is a v2 link: scores, spreads in whole points, read from listening.
    await page.getByRole('button', { name: 'Copy my link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const { E_score: E, C_score: C, O_score: O } = result as unknown as Record<string, string>;
    expect(link).toMatch(
      new RegExp(`^${origins.app}/flavor/matcha-pistachio#v2-${E}-${C}-${O}-\\d+-\\d+-\\d+-l$`),
    );

    const friend = await freshPage(browser);
    await friend.page.goto(link);
    await untilInteractive(friend.page);
    await expect(friend.page.getByTestId('link-title')).toHaveText("A friend's flavour");
    const reading = friend.page.getByTestId('friend-reading');
    await expect(reading).toContainText('Each trait scores 0 to 100, read from music habits;');
    await expect(reading.getByTestId('swirl-line')).toContainText(
      'Matcha / Pistachio, with a swirl of Coffee',
    );
    await expect(reading.getByTestId('swirl-line')).toContainText("Your friend's Openness sits on the line");
    await expect(reading.getByTestId('trait-band')).toHaveCount(3);
    await expectNoViolations(friend.page, "a friend's v2 link");
    await reading.getByTestId('swirl-line').scrollIntoViewIfNeeded();
    await friend.page.screenshot({ path: test.info().outputPath('friend-390.png') });
    expect(friend.errors).toEqual([]);
    await friend.close();
  });

  test('a listener far from every line: a sure scoop', async ({ page }) => {
    const w = await landOnWidget(page);
    await pickSample(w, 'Sam');
    const result = await expectFlavorFound(page);
    expect(result.funky_flavour_name).toBe('Coffee');
    const swirl = page.getByTestId('swirl-line');
    await expect(swirl).toContainText('Coffee: a sure scoop');
    await expect(swirl).toContainText('the nearest to the line, stays Low nearly every time');
    await expect(
      page.getByRole('img', {
        name: /^Share picture of Sam, a sample listener: Coffee ice cream on a cone, "More .+ than \d+% of listeners"/,
      }),
    ).toBeVisible();
    await expectOnlyFlavours(page, ['Coffee']);
    await expectNoViolations(page, '/flavor with a sure scoop');
  });

  test("a friend's quiz reading by a v2 link: from their answers, their second scoop beside yours", async ({
    page,
  }) => {
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Vanilla'))));
    await page.goto('/flavor/caramel#v2-42-77-63-6-9-5-a-Sam');
    await expect(page.getByTestId('link-title')).toHaveText("Sam's flavour");
    const reading = page.getByTestId('friend-reading');
    await expect(reading).toContainText(
      'Each trait scores 0 to 100, read from their answers to our listening quiz;',
    );
    await expect(reading.getByTestId('swirl-line')).toContainText('Caramel, with a swirl of Vanilla');
    await expect(reading.getByTestId('swirl-line')).toContainText("Sam's Openness sits on the line");
    await expectNoViolations(page, "a friend's quiz link");

    await page.getByRole('link', { name: 'Compare with yours' }).click();
    const pair = page.getByTestId('friend-pair');
    await expect(pair.getByRole('heading', { level: 2 })).toHaveText('You and Sam');
    await expect(pair.getByRole('listitem').filter({ hasText: 'Thoughtful Innovator' })).toContainText(
      'with a swirl of Vanilla',
    );
    // Checked with its duo picture in place (it was "/flavor with a friend beside" in friend-links.spec.ts).
    await expect(page.getByRole('img', { name: /^Duo picture:/ })).toBeVisible();
    await expectNoViolations(page, 'the duo view with a second scoop');
  });
});
