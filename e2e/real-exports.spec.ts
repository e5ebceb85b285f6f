import type { Page } from '@playwright/test';
import { EXPORT_ERROR_MESSAGES } from '../scripts/english/english-errors';
import { appleExportZip, appleWithoutHistoryZip, thinNewestYearHistory } from '../fixtures/other-services';
import { textFile, zipFiles } from '../fixtures/zip-writer';
import {
  chooseFiles,
  expect,
  expectFlavorFound,
  expectRefused,
  landOnWidget,
  test,
  type Widget,
} from './support/widget-flow';

/**
 * Exports as people keep them, through the built-in widget: Apple's older Play Activity columns, Apple's
 * Track Play History on its own, a history whose newest year is thin; and refusals that name the service
 * whose files were dropped (Apple Music, YouTube Music, Spotify), never another.
 */
/** A fresh start on '/' in the same page (warm: the app's files are cached), nothing saved from before. */
async function startOver(page: Page): Promise<Widget> {
  await page.evaluate(() => sessionStorage.clear());
  return landOnWidget(page);
}

// Jest reads each shape and each refusal (__tests__/export/real-shapes.test.ts); here the real widget, the
// shapes one after another in one page, the refusals in another.
test.describe('real export shapes reach a result', () => {
  test('Apple older columns, Apple Track Play History alone, and a history with a thin newest year', async ({
    page,
  }) => {
    // Three tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 3);
    await test.step('Apple Music Play Activity in the older columns (Content Name, Artist Name)', async () => {
      const w = await landOnWidget(page);
      await chooseFiles(w, [appleExportZip({ generation: 'older' })]);
      await expectFlavorFound(page);
      await expect(page.getByTestId('reading-months')).toContainText('Your listening from January 2025 to');
    });

    await test.step('Apple Music - Track Play History.csv on its own, and the why view says what it cannot show', async () => {
      const w = await startOver(page);
      await chooseFiles(w, [appleExportZip({ generation: 'track-history' })]);
      await expectFlavorFound(page);
      await expect(page.getByText(/Apple Music’s Track Play History does not show/).first()).toBeAttached();
    });

    await test.step('an old history with a thin newest year is read from its newest full-enough year', async () => {
      const w = await startOver(page);
      await chooseFiles(w, [thinNewestYearHistory()]);
      const result = await expectFlavorFound(page);
      const numbers = (result as { listening_numbers?: { plays: number; lastDate: string } })
        .listening_numbers;
      expect(numbers?.plays ?? 0).toBeGreaterThanOrEqual(300);
      expect((numbers?.lastDate ?? '') < '2024-01-01').toBe(true);
      await expect(page.getByTestId('reading-months')).toContainText(
        /Your listening from \w+ 202[23] to \w+ 2023/,
      );
    });
  });
});

test.describe('refusals name the service recognised', () => {
  test('Apple files without a play history, a YouTube history without music, Spotify account files without a history', async ({
    page,
  }) => {
    // Three tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 3);
    const w = await landOnWidget(page);
    await test.step('Apple files without a play history', async () => {
      await chooseFiles(w, [appleWithoutHistoryZip()]);
      const text = await expectRefused(
        w,
        /^Apple Music files, but no play history we can read: we found “Apple Music - Container Details\.csv”/,
        '“Apple_Media_Services_export.zip”',
      );
      expect(text).toContain('Apple Music Play Activity.csv');
      expect(text).not.toMatch(/Spotify|YouTube/);
    });

    await test.step('a YouTube history without music', async () => {
      const videos = [
        {
          header: 'YouTube',
          title: 'Watched a cooking video',
          titleUrl: 'https://www.youtube.com/watch?v=abc',
          time: '2025-03-01T10:00:00Z',
          products: ['YouTube'],
        },
      ];
      await chooseFiles(w, [textFile('watch-history.json', JSON.stringify(videos))]);
      const text = await expectRefused(w, /^YouTube Music files, but/, '“watch-history.json”');
      expect(text).toContain('takeout.google.com');
      expect(text).not.toMatch(/Spotify|Apple/);
    });

    await test.step('Spotify account files without a history', async () => {
      const zip = {
        name: 'my_spotify_data.zip',
        bytes: zipFiles([textFile('Spotify Account Data/Userdata.json', '{"username":"x","country":"GB"}')]),
      };
      await chooseFiles(w, [zip]);
      const text = await expectRefused(w, EXPORT_ERROR_MESSAGES.NO_HISTORY, '“my_spotify_data.zip”');
      expect(text).toContain('Spotify');
      expect(text).not.toMatch(/Apple|YouTube/);
    });
  });
});
