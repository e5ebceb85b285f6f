import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A toast fading in or out is drawn part-transparent for a few frames: axe would measure its colours as they
 * are mid-fade. Waits until no toast is moving, so each toast is checked as it stands (still shown or gone).
 */
async function untilToastsSettle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.('[data-sonner-toast]'),
      ),
  );
}

/** The accessibility bar: no serious or critical axe violation (frames included). */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  await untilToastsSettle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe: ${where}`).toEqual([]);
}
