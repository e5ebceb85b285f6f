import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { VENUE_STORAGE_KEY as VENUE_KEY } from '../lib/venue/venue-key';
import { answerQuiz, openQuizWidget, readQr } from './support/pop-up';
import { widgetIframe } from './support/stand-in';
import { expect, STORAGE_KEY, test } from './support/test';

/**
 * A venue screen (docs/venue.md): turned on by `/?venue=on`, the quiz without a file picker, the
 * result's QR large with "Next visitor", the idle reset, and `/?venue=off`.
 */

const FRIEND_KEY = 'flavor-friend-reading';

async function everyKey(page: Page) {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  }));
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a venue screen: no file input, the quiz to a large QR, Next visitor clears everything and Back shows no result', async ({
  page,
  origins,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?venue=on');
  await expect(page).toHaveURL(`${origins.app}/`);
  expect((await everyKey(page)).local[VENUE_KEY]).toBe('{"on":true,"idleSeconds":90}');

  const frame = await openQuizWidget(page);
  expect(new URL((await widgetIframe(page).getAttribute('src')) ?? '').searchParams.get('venue')).toBe('1');
  await expect(frame.locator('input[type=file]')).toHaveCount(0);
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${origins.app}/flavor`);

  const scan = page.getByRole('region', { name: 'Scan to keep your flavour' });
  const qr = scan.getByRole('img', { name: 'QR code of your personal link' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(280);
  // No link field at a counter (nothing to copy there).
  await expect(scan.getByRole('textbox')).toHaveCount(0);
  expect(await readQr(qr)).toBe(await qr.getAttribute('data-link'));

  // Leave traces of a visitor: a name typed, a friend, something in local storage.
  await page.getByLabel('Your first name or nickname (optional)').fill('Ada');
  await page.evaluate((friend) => {
    sessionStorage.setItem(friend, 'v1-10-20-30');
    localStorage.setItem('left-behind', 'x');
  }, FRIEND_KEY);
  await scan.getByRole('button', { name: 'Next visitor' }).click();
  await expect(page).toHaveURL(`${origins.app}/`);
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
  expect(await everyKey(page)).toEqual({
    session: [],
    local: { [VENUE_KEY]: '{"on":true,"idleSeconds":90}' },
  });

  await page.goBack();
  await page.waitForLoadState();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    /Strawberry|Chocolate|Caramel|Vanilla|Sorbet|Coffee|Mint|Matcha/,
  );
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
  expect(await page.getByText('Ada').count()).toBe(0);
});

test('idle=5 resets a result screen on its own after a visible countdown; venue mode survives a reload and ends with venue=off', async ({
  page,
  origins,
}) => {
  test.setTimeout(90_000);
  // The page's timers run on Playwright's clock (flowing as usual): the 5 s of idleness and the 10 s countdown
  // are skipped over below instead of waited for.
  await page.clock.install();
  await page.goto('/?venue=on&idle=5');
  // The setting is written, then the address tidied (the venue code loads on demand: wait for the tidy address).
  await expect(page).toHaveURL(`${origins.app}/`);
  expect((await everyKey(page)).local[VENUE_KEY]).toBe('{"on":true,"idleSeconds":5}');
  await page.reload();
  expect((await everyKey(page)).local[VENUE_KEY]).toBe('{"on":true,"idleSeconds":5}');

  const frame = await openQuizWidget(page);
  await expect(frame.locator('input[type=file]')).toHaveCount(0);
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${origins.app}/flavor`);
  await expect(page.getByRole('region', { name: 'Scan to keep your flavour' })).toBeVisible();

  const countdown = page.getByTestId('venue-countdown');
  await page.clock.runFor(5_000);
  await expect(countdown).toBeVisible();
  await expect(countdown).toContainText('Starting over for the next visitor in');
  // Each second of the countdown, then the reset.
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(`${origins.app}/`);
  expect((await everyKey(page)).session).toEqual([]);

  await page.goto('/?venue=off');
  await expect(page).toHaveURL(`${origins.app}/`);
  expect((await everyKey(page)).local[VENUE_KEY]).toBeUndefined();
  const frameAfter = await openQuizWidget(page);
  await expect(frameAfter.locator('input[type=file]')).toHaveCount(1);
});

test('a venue tablet shows the flavour, the QR code and Next visitor without scrolling, landscape and portrait', async ({
  page,
  origins,
}) => {
  const saved = await readFile('fixtures/saved-result.json', 'utf8');
  await page.goto('/?venue=on');
  await expect(page).toHaveURL(`${origins.app}/`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [STORAGE_KEY, saved]);
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/flavor');
    const scan = page.getByTestId('venue-scan');
    await expect(scan.getByTestId('personal-qr')).toBeVisible();
    for (const [what, target] of [
      ['the flavour', page.getByRole('article').getByRole('heading', { level: 1 })],
      ['the QR code', scan.getByTestId('personal-qr')],
      ['Next visitor', scan.getByRole('button', { name: 'Next visitor' })],
    ] as const)
      await expect(target, `${what} at ${viewport.width}×${viewport.height}`).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  }
});

test("a venue screen's widget never shows the file picker, not even before its scripts run", async ({
  page,
  origins,
}) => {
  // The framework's scripts never arrive: what shows is the prerendered HTML and its inline scripts.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(`${origins.app}/embed/upload?venue=1`, { waitUntil: 'load' });
  await expect(page.getByTestId('drop-zone')).toBeHidden();
  await page.goto(`${origins.app}/embed/upload`, { waitUntil: 'load' });
  await expect(page.getByTestId('drop-zone')).toBeVisible();
});
