import { readFile } from 'node:fs/promises';
import { aiResult, specRow } from '../fixtures/results';
import {
  analysePicture,
  recordedShares,
  recordShares,
  withoutWebShare,
  type PictureReport,
} from './support/picture';
import { expect, seedSessionStorage, test, toasts } from './support/test';
import { expectNoViolations } from './support/axe';

/** The share picture, made on the device, shared as a file or downloaded. */

const MINT = specRow('Mint Chocolate Chip');

async function showMint(page: import('@playwright/test').Page) {
  await seedSessionStorage(page, JSON.stringify(aiResult(MINT)));
  await page.goto('/flavor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MINT.funky);
  // The picture is ready once its preview shows.
  const preview = page.getByRole('img', { name: /Your share picture/ });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((canvas: HTMLCanvasElement) => canvas.dataset.painted))
    .toBe('1080x1920');
  return preview;
}

/**
 * The flavour's colour is an accent on a pastel tint of itself, never a full wall: the scoop carries it (a
 * few percent of the picture), the tint is the ground.
 */
function expectAccentOnTint(picture: PictureReport) {
  expect(picture.accentShare).toBeGreaterThan(0.02);
  expect(picture.accentShare).toBeLessThan(0.25);
  expect(picture.tintShare).toBeGreaterThan(0.4);
}

test('with Web Share: one tap hands over one 1080×1920 PNG that is not blank and carries the accent', async ({
  page,
  origins,
}) => {
  await recordShares(page);
  await showMint(page);
  await page.getByRole('button', { name: 'Share picture' }).click();
  await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
  const [call] = await recordedShares(page);
  expect(call?.files).toHaveLength(1);
  const file = call!.files[0]!;
  expect(file.name).toBe('my-flavor-mint-chocolate-chip.png');
  expect(file.type).toBe('image/png');
  // The share sheet carries the visitor's personal link: the flavour page and the three scores.
  expect(call?.url).toBe(`${origins.app}/flavor/mint-chocolate-chip#v1-84-27-27`);
  const picture = await analysePicture(page, file.data, MINT.hex);
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 1080, height: 1920 });
  expect(picture.colours).toBeGreaterThan(20);
  expectAccentOnTint(picture);
  await expect(toasts(page)).toHaveCount(0);
});

test('a cancelled share sheet says nothing and downloads nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shareCalls: number };
    w.__shareCalls = 0;
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => {
        w.__shareCalls++;
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  await showMint(page);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.getByRole('button', { name: 'Share picture' }).click();
  // The share sheet was asked; what follows its refusal runs in the same task (promise callbacks).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: number }).__shareCalls))
    .toBe(1);
  // A download of our own as a barrier, instead of a fixed wait: downloads arrive in order, so one the
  // cancelled share had started would come first.
  const square = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the square picture' }).click();
  await square;
  expect(downloads).toEqual(['my-flavor-mint-chocolate-chip-square.png']);
  await expect(toasts(page)).toHaveCount(0);
});

test('a failing share sheet is explained and the picture downloaded', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
  });
  await showMint(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share picture' }).click();
  expect((await download).suggestedFilename()).toBe('my-flavor-mint-chocolate-chip.png');
  await expect(toasts(page).filter({ hasText: 'Sharing did not work' })).toBeVisible();
});

test('without Web Share the same tap downloads that PNG', async ({ page }) => {
  await withoutWebShare(page);
  await showMint(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share picture' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-flavor-mint-chocolate-chip.png');
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const picture = await analysePicture(page, bytes.toString('base64'), MINT.hex);
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 1080, height: 1920 });
  expect(picture.colours).toBeGreaterThan(20);
  expectAccentOnTint(picture);
});

test('the square picture is 1080×1080 and offered as a download', async ({ page }) => {
  await showMint(page);
  const link = page.getByRole('link', { name: 'Download the square picture' });
  await expect(link).toHaveAttribute('download', 'my-flavor-mint-chocolate-chip-square.png');
  await expect(link).toHaveAttribute('href', /^blob:/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-flavor-mint-chocolate-chip-square.png');
  const base64 = (await readFile(await file.path())).toString('base64');
  const picture = await analysePicture(page, base64, MINT.hex);
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 1080, height: 1080 });
  expectAccentOnTint(picture);
});

test('the result page with its picture and explanation is axe clean; without certainty, no swirl and no bands', async ({
  page,
}) => {
  const preview = await showMint(page);
  await expect(page.getByRole('heading', { name: 'Why this flavour' })).toBeVisible();
  await expectNoViolations(page, '/flavor with the share picture');
  // A result without certainty keeps the old view (was "a result without certainty keeps the old view" in
  // certainty.spec.ts, with Caramel): the plain picture, no second scoop, no band on any meter.
  await expect(preview).toHaveAccessibleName(
    'Your share picture: Mint Chocolate Chip ice cream on a cone, "More outgoing than 84% of listeners" and #datarevolution',
  );
  await expect(page.getByTestId('swirl-line')).toHaveCount(0);
  await expect(page.getByTestId('trait-band')).toHaveCount(0);
});
