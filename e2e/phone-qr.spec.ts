import { aiResult, specRow } from '../fixtures/results';
import { readQr } from './support/pop-up';
import { expect, seedSessionStorage, test } from './support/test';

/**
 * "Take it to your phone": the personal link as a QR code drawn on the device, beside the result on
 * a laptop, behind a button on a phone; scanned, it opens the same flavour and scores.
 */

test.describe('on a laptop (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the QR code decodes to the personal link (with the name), drawn without a request leaving the device; the link opens the same flavour and scores on a phone', async ({
    page,
    browser,
    origins,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
    await page.goto('/flavor');
    const aside = page.getByRole('complementary', { name: 'Take it to your phone' });
    const qr = aside.getByRole('img', { name: 'QR code of your personal link' });
    await expect(qr).toBeVisible();
    // Beside the result there is no link field (Copy my link is there): the code says what it holds.
    const bare = (await qr.getAttribute('data-link')) ?? '';
    expect(bare).toMatch(new RegExp(`^${origins.app}/flavor/strawberry#v[12]-`));
    expect(await readQr(qr)).toBe(bare);

    // A typed name rides in the code too, like "Copy my link".
    await page.getByLabel('Your first name or nickname (optional)').fill('Zoë');
    await expect(qr).not.toHaveAttribute('data-link', bare);
    const named = (await qr.getAttribute('data-link')) ?? '';
    expect(named).toContain('Zo%C3%AB');
    await expect.poll(() => readQr(qr)).toBe(named);

    // Nothing left this device to draw it: every request went to our own origin, none with the fragment.
    expect(requests.filter((url) => new URL(url).origin !== origins.app)).toEqual([]);
    expect(requests.filter((url) => url.includes('#') || url.includes('Zo%C3%AB'))).toEqual([]);

    await test.step('scanned on a phone: the same flavour and scores', async () => {
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const phonePage = await phone.newPage();
      await phonePage.goto(named);
      await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Strawberry');
      const reading = phonePage.getByTestId('friend-reading');
      await expect(reading.getByRole('heading', { level: 2 })).toContainText('Zoë');
      const scores = aiResult(specRow('Strawberry'));
      for (const [key, name] of [
        ['E', 'Extraversion'],
        ['C', 'Conscientiousness'],
        ['O', 'Openness'],
      ] as const) {
        await expect(
          reading.locator(`[data-trait="${key}"]`).getByRole('heading', { level: 3 }),
        ).toContainText(`${name}: ${String(scores[`${key}_score`])} out of 100`);
      }
      await phone.close();
    });
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the code waits behind "Take it to your phone", which answers the tap at once', async ({ page }) => {
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Caramel'))));
    await page.goto('/flavor');
    await expect(page.getByRole('img', { name: 'QR code of your personal link' })).toHaveCount(0);
    const show = page.getByRole('button', { name: 'Take it to your phone' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.tap();
    await expect(page.getByRole('button', { name: 'Hide the code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const qr = page.getByRole('img', { name: 'QR code of your personal link' });
    await expect(qr).toBeVisible();
    expect(await readQr(qr)).toBe(await page.getByLabel('Your personal link, to copy').inputValue());
  });
});
