import { SCREENSHOT_TOLERANCE } from './support/visual-views';
import { openPicturePage } from './support/picture-page';
import { REQUESTS } from './support/picture-cases';
import { expect, test } from './support/test';

/**
 * Baselines of the pictures a visitor posts: the share picture (with and without a second scoop), the duo and
 * the crew pictures (ten members and three), story and square, English and German, drawn by the real painter
 * (lib/share/draw-picture.ts) on Chromium's canvas with the self-hosted display face, on one page of their
 * own (e2e/support/picture-page.ts: no build or server needed), each compared at a third of its size. The
 * tolerance is the screenshots' (docs/decisions/screenshot-tolerance.md). The layout's own rules (the
 * Instagram zones, fitting, no orphan) are __tests__/share/pictures.test.ts.
 *
 * An intended change: `npx playwright test e2e/pictures.spec.ts --update-snapshots`, look at every picture,
 * commit them with the Chromium version in the message.
 */
test.use({ viewport: { width: 800, height: 800 } });

test('every picture, story and square, English and German, matches its baseline', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openPicturePage(page);
  for (const [name, request] of Object.entries(REQUESTS)) {
    await page.evaluate(
      ([id, r]) =>
        (window as unknown as { pictures: { show: (i: string, q: unknown) => Promise<void> } }).pictures.show(
          id,
          r,
        ),
      [name, request] as const,
    );
    const img = page.getByTestId(name);
    try {
      await expect(img).toHaveScreenshot(`${name}.png`, { ...SCREENSHOT_TOLERANCE, animations: 'disabled' });
    } catch (error) {
      throw new Error(
        `${name}.png differs from its baseline in Chromium ${browser.version()}: open its -diff.png. A moved ` +
          'drawing, word or colour is a regression or an intended change (regenerate with --update-snapshots ' +
          'and look at every picture); red only along glyph edges after a browser update is anti-aliasing.\n' +
          String(error),
      );
    }
    // One picture on the page at a time: the next one's screenshot is its own.
    await img.evaluate((el) => el.remove());
  }
  expect(errors).toEqual([]);
});
