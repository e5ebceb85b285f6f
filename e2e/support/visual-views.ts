import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { aiResult, specRow } from '../../fixtures/results';
import { connectStandIn } from './stand-in';
import { expect, seedSessionStorage, type Origins } from './test';

/**
 * The four views that e2e/screenshots.spec.ts compares with committed baselines, how each is shot, and the
 * tolerance of the comparison.
 */

export const VISUAL_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * Pixel tolerance of every baseline comparison, measured in docs/decisions/screenshot-tolerance.md: a pixel
 * counts as different when pixelmatch's colour distance passes 0.2 (Playwright's default), and a view passes
 * with up to 20 such pixels. Two Chromium builds differed by at most 2 pixels on our own views; the smallest
 * change we mean to catch (a 1 px shift of a button, a changed word, a recoloured icon) moves 40 or more.
 */
export const SCREENSHOT_TOLERANCE = { threshold: 0.2, maxDiffPixels: 20 } as const;

/**
 * Animations and the caret off, and the build stamp hidden (a preview build's corner label, docs/qa.md: its commit
 * and time change with every build, and the baselines are of the product): a still picture.
 */
export const STILL = {
  animations: 'disabled',
  caret: 'hide',
  stylePath: path.join(__dirname, 'hide-build-stamp.css'),
} as const;

export interface VisualView {
  /** Baseline file name (Playwright adds `-chromium-linux`). */
  file: string;
  fullPage: boolean;
  /** Navigates and waits until the view shows what the baseline shows. */
  open: (page: Page, origins: Origins) => Promise<void>;
  /** What the comparison leaves out (painted as a solid box of the same size and place). */
  mask?: (page: Page) => Locator[];
}

export const VISUAL_VIEWS = {
  landing: {
    file: 'landing.png',
    fullPage: true,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
    },
  },
  dialog: {
    file: 'dialog.png',
    fullPage: false,
    open: async (page, origins) => {
      const { standIn } = await connectStandIn(page, '/', origins.devWidget);
      await expect(page.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
      await expect(standIn.frame.getByRole('heading', { name: 'Stand-in widget' })).toBeVisible();
    },
    // The frame shows a test double, not our product: its place and size are compared, its text is not
    // (its monospace line alone moved 43 pixels between two Chromium builds).
    mask: (page) => [page.locator('iframe')],
  },
  result: {
    file: 'result.png',
    fullPage: true,
    open: async (page) => {
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strawberry');
    },
  },
  notFound: {
    file: 'not-found.png',
    fullPage: true,
    open: async (page) => {
      await page.goto('/some/missing/path');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    },
  },
} as const satisfies Record<string, VisualView>;

export type VisualViewName = keyof typeof VISUAL_VIEWS;

/** Every view with its name, typed (Object.entries loses the key type). */
export function viewEntries(): [VisualViewName, VisualView][] {
  return Object.entries(VISUAL_VIEWS) as [VisualViewName, VisualView][];
}

/** Every image decoded and the fonts ready, so the shot does not race a late paint. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens `view` and waits until it is settled. */
export async function openView(page: Page, origins: Origins, view: VisualView): Promise<void> {
  await view.open(page, origins);
  await settled(page);
}

/** The options of `toHaveScreenshot` / `page.screenshot` for `view`. */
export function shotOptions(page: Page, view: VisualView) {
  return { ...STILL, fullPage: view.fullPage, mask: view.mask?.(page) ?? [] };
}
