import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { differingPixels } from './support/pixel-diff';
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
 * Keeps the screenshot tolerance honest (docs/decisions/screenshot-tolerance.md): on each view of
 * e2e/screenshots.spec.ts, the smallest changes we mean the baselines to catch (a 1 px shift of a button or
 * border, a changed word, a recoloured icon or control) are made in the live page, and each must move more
 * pixels than SCREENSHOT_TOLERANCE lets through, counted by Playwright's own comparator against the
 * unchanged view in the same browser. `SCREENSHOT_MEASURE=1` also prints every count at three thresholds
 * and each view's distance from its committed baseline: the table of that decision record.
 */
test.use({ viewport: VISUAL_VIEWPORT });

interface Change {
  what: string;
  apply: (page: Page) => Promise<void>;
}

function styled(what: string, target: (page: Page) => Locator, css: Record<string, string>): Change {
  return {
    what,
    apply: (page) =>
      target(page).evaluate((el, style) => {
        for (const [property, value] of Object.entries(style))
          (el as HTMLElement).style.setProperty(property, value);
      }, css),
  };
}

function reworded(what: string, target: (page: Page) => Locator, from: string, to: string): Change {
  return {
    what,
    apply: (page) =>
      target(page).evaluate(
        (el, [a, b]) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.nodeValue?.includes(a)) {
              node.nodeValue = node.nodeValue.replace(a, b);
              return;
            }
          }
          throw new Error(`no text "${a}" to change`);
        },
        [from, to] as const,
      ),
  };
}

const RIGHT_1PX = { transform: 'translateX(1px)' };
const DOWN_1PX = { transform: 'translateY(1px)' };
const INK = '#1f1d2b';

const CHANGES: Record<VisualViewName, Change[]> = {
  landing: [
    styled(
      '"Discover Your Flavor" 1 px right',
      (p) => p.getByRole('button', { name: 'Discover Your Flavor' }),
      RIGHT_1PX,
    ),
    reworded('one word of the note ("playful" → "careful")', (p) => p.locator('main'), 'playful', 'careful'),
    styled(
      'the music icon white → gold',
      (p) => p.getByRole('button', { name: 'Discover Your Flavor' }).locator('svg'),
      { color: '#ffd700' },
    ),
  ],
  dialog: [
    styled('the close button 1 px right', (p) => p.getByRole('button', { name: /close/i }), RIGHT_1PX),
    styled(
      'the header divider 1 px thicker',
      (p) => p.getByRole('heading', { name: 'Connect Spotify' }).locator('..'),
      { 'border-bottom-width': '2px' },
    ),
    reworded(
      'the title\'s first word ("Connect" → "Contact")',
      (p) => p.getByRole('heading', { name: 'Connect Spotify' }),
      'Connect',
      'Contact',
    ),
  ],
  result: [
    styled('"Try Again" 1 px right', (p) => p.getByRole('button', { name: 'Try Again' }), RIGHT_1PX),
    styled('"Share picture" 1 px down', (p) => p.getByRole('button', { name: 'Share picture' }), DOWN_1PX),
    reworded('one evidence word ("evenings" → "mornings")', (p) => p.locator('main'), 'evenings', 'mornings'),
  ],
  notFound: [
    styled('"Return to Home" 1 px right', (p) => p.getByRole('link', { name: 'Return to Home' }), RIGHT_1PX),
    reworded(
      'one word of the link ("Home" → "Hone")',
      (p) => p.getByRole('link', { name: 'Return to Home' }),
      'Home',
      'Hone',
    ),
    styled('the link berry → ink', (p) => p.getByRole('link', { name: 'Return to Home' }), {
      'background-color': INK,
    }),
  ],
};

const MEASURE = process.env.SCREENSHOT_MEASURE === '1';
const THRESHOLDS = [0.05, 0.1, SCREENSHOT_TOLERANCE.threshold] as const;

for (const [name, view] of Object.entries(VISUAL_VIEWS) as [
  VisualViewName,
  (typeof VISUAL_VIEWS)[VisualViewName],
][]) {
  test(`${name}: the tolerance still sees the smallest changes`, async ({ page, origins }, testInfo) => {
    test.setTimeout(90_000);
    const shoot = () => page.screenshot({ ...shotOptions(page, view), scale: 'css' });
    await openView(page, origins, view);
    const unchanged = await shoot();
    const counts = (a: Buffer, b: Buffer) => THRESHOLDS.map((t) => differingPixels(a, b, t)).join(' / ');
    const lines: string[] = [];
    if (MEASURE) {
      const baseline = path.join(
        __dirname,
        'screenshots.spec.ts-snapshots',
        view.file.replace(/\.png$/, `-${testInfo.project.name}-${process.platform}.png`),
      );
      if (existsSync(baseline))
        lines.push(`${name}: against the committed baseline ${counts(readFileSync(baseline), unchanged)}`);
    }
    for (const change of CHANGES[name]) {
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
