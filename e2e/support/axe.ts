import type { AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { axeResults } from './axe-run';

interface ToastWatchWindow {
  /** Set when a toast came, went or began to move since the last settle. */
  __e2eToastMoved?: boolean;
  __e2eToastWatch?: MutationObserver;
}

/**
 * A toast fading in or out is drawn part-transparent for a few frames: axe would measure its colours as they
 * are mid-fade. Waits until no toast is moving, so each toast is checked as it stands (still shown or gone),
 * and from then on notes in the page whether one starts to move (a toast added, or one marked mounted,
 * removed, hidden or expanded: the attributes sonner's transitions follow).
 */
async function untilToastsSettle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ToastWatchWindow;
    if (w.__e2eToastWatch) return;
    const isToast = (node: Node) =>
      node instanceof Element &&
      (node.matches('[data-sonner-toast]') || node.querySelector('[data-sonner-toast]') !== null);
    w.__e2eToastWatch = new MutationObserver((records) => {
      for (const r of records) {
        const moved =
          r.type === 'attributes'
            ? (r.target as Element).matches('[data-sonner-toast]')
            : [...r.addedNodes, ...r.removedNodes].some(isToast);
        if (moved) w.__e2eToastMoved = true;
      }
    });
    w.__e2eToastWatch.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-mounted', 'data-removed', 'data-visible', 'data-expanded', 'data-front'],
    });
  });
  await page.waitForFunction(() => {
    const settled = document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.('[data-sonner-toast]'),
      );
    if (settled) (window as unknown as ToastWatchWindow).__e2eToastMoved = false;
    return settled;
  });
}

/** Whether a toast came, went or moved since the last settle. */
async function toastMoved(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as ToastWatchWindow).__e2eToastMoved === true);
}

/**
 * How many times axe looks again when a toast moved while it read the page. A toast lasts 4 s; a read of a
 * long page takes seconds on a busy machine, so the "Flavor Found!" toast of the step before may start to
 * leave in the middle of one (full Chromium: its description measured mid-fade, "color-contrast" on
 * `div[data-description]`). A read taken while nothing moved stands, whatever it found.
 */
const READS = 3;

/** One axe rule a page breaks, and where. */
export interface Violation {
  id: string;
  impact: AxeResults['violations'][number]['impact'];
  help: string;
  targets: string[];
}

/** axe's violations of any impact on the page as it stands, its frames included, read while no toast moved. */
export async function violationsOf(page: Page): Promise<Violation[]> {
  let violations: AxeResults['violations'] = [];
  for (let read = 1; read <= READS; read++) {
    await untilToastsSettle(page);
    ({ violations } = await axeResults(page));
    if (!(await toastMoved(page))) break;
  }
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** The accessibility bar: no axe violation of any impact (frames included), with label-content-name-mismatch on. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await violationsOf(page), `axe: ${where}`).toEqual([]);
}
