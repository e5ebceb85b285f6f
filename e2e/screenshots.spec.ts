import { existsSync, readFileSync } from 'node:fs';
import { differingPixels } from './support/pixel-diff';
import { expect, test } from './support/test';
import { SMALLEST_CHANGES } from './support/visual-changes';
import {
  openView,
  SCREENSHOT_TOLERANCE,
  shotOptions,
  VISUAL_VIEWPORT,
  viewEntries,
  type VisualViewName,
} from './support/visual-views';

/**
 * Visual regression of the main views on a phone-sized viewport, compared with the committed baselines in
 * e2e/screenshots.spec.ts-snapshots/ (made with Debian's Chromium on Linux). Fixed data (a stored result of
 * one table row, the stand-in widget), animations and the caret off, every image decoded and the fonts
 * ready before each shot. A small tolerance absorbs anti-aliasing that moves from one Chromium build to the
 * next (docs/decisions/screenshot-tolerance.md has the measurement); the second group of tests checks that
 * it still sees the smallest changes we mean to catch, and `SCREENSHOT_MEASURE=1` prints what each moves
 * at three thresholds and each view's distance from its baseline (the tables of that record). After an
 * intended visual change, regenerate with `npx playwright test e2e/screenshots.spec.ts --update-snapshots`
 * (after `npm run build`) and look at the new pictures before committing them.
 */
test.use({ viewport: VISUAL_VIEWPORT });

const TITLES: Record<VisualViewName, string> = {
  landing: 'landing',
  dialog: 'connect dialog open',
  result: 'result page with a saved result',
  notFound: '404',
};

for (const [name, view] of viewEntries()) {
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

const MEASURE = process.env.SCREENSHOT_MEASURE === '1';
const THRESHOLDS = [0.05, 0.1, SCREENSHOT_TOLERANCE.threshold] as const;

for (const [name, view] of viewEntries()) {
  test(`${name}: the tolerance still sees the smallest changes`, async ({ page, origins }, testInfo) => {
    test.setTimeout(90_000);
    const shoot = () => page.screenshot({ ...shotOptions(page, view), scale: 'css' });
    await openView(page, origins, view);
    const unchanged = await shoot();
    const counts = (a: Buffer, b: Buffer) => THRESHOLDS.map((t) => differingPixels(a, b, t)).join(' / ');
    const lines: string[] = [];
    if (MEASURE) {
      const baseline = testInfo.snapshotPath(view.file, { kind: 'screenshot' });
      if (existsSync(baseline))
        lines.push(`${name}: against the committed baseline ${counts(readFileSync(baseline), unchanged)}`);
    }
    for (const change of SMALLEST_CHANGES[name]) {
      await openView(page, origins, view);
      await change.apply(page);
      const changed = await shoot();
      const pixels = differingPixels(unchanged, changed, SCREENSHOT_TOLERANCE.threshold);
      if (MEASURE) lines.push(`${name}: ${change.what} ${counts(unchanged, changed)}`);
      expect(pixels, `${change.what} moves ${pixels} pixels`).toBeGreaterThan(
        SCREENSHOT_TOLERANCE.maxDiffPixels,
      );
    }
    if (MEASURE) console.log(`pixels at threshold ${THRESHOLDS.join(' / ')}\n${lines.join('\n')}`);
  });
}
