import { expect, test } from './support/test';
import {
  openView,
  SCREENSHOT_TOLERANCE,
  shotOptions,
  VISUAL_VIEWPORT,
  VISUAL_VIEWS,
  type VisualViewName,
} from './support/visual-views';

/**
 * Visual regression of the main views on a phone-sized viewport, compared with the committed baselines in
 * e2e/screenshots.spec.ts-snapshots/ (made with Debian's Chromium on Linux). Fixed data (a stored result of
 * one table row, the stand-in widget), animations and the caret off, every image decoded and the fonts
 * ready before each shot. A small tolerance absorbs anti-aliasing that moves from one Chromium build to the
 * next; docs/decisions/screenshot-tolerance.md has the measurement, and e2e/screenshot-tolerance.spec.ts
 * checks that it still sees the smallest changes we mean to catch. After an intended visual change,
 * regenerate with `npx playwright test e2e/screenshots.spec.ts --update-snapshots` (after `npm run build`)
 * and look at the new pictures before committing them.
 */
test.use({ viewport: VISUAL_VIEWPORT });

const TITLES: Record<VisualViewName, string> = {
  landing: 'landing',
  dialog: 'connect dialog open',
  result: 'result page with a saved result',
  notFound: '404',
};

for (const [name, view] of Object.entries(VISUAL_VIEWS) as [
  VisualViewName,
  (typeof VISUAL_VIEWS)[VisualViewName],
][]) {
  test(TITLES[name], async ({ page, origins, browser }) => {
    await openView(page, origins, view);
    try {
      await expect(page).toHaveScreenshot(view.file, { ...shotOptions(page, view), ...SCREENSHOT_TOLERANCE });
    } catch (error) {
      const hint =
        `${view.file} differs from its baseline in Chromium ${browser.version()}. Open the -diff.png named ` +
        'below: changed layout, text or colour is a regression (or an intended change: regenerate); red ' +
        'only along glyph edges after a browser update is anti-aliasing: regenerate with ' +
        '`npx playwright test e2e/screenshots.spec.ts --update-snapshots`, look at the pictures, commit them ' +
        '(docs/decisions/screenshot-tolerance.md).';
      throw new Error(`${hint}\n\n${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
