import axe, { type AxeResults, type ElementContext, type PartialResult, type RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/**
 * axe-core over a page and the frames inside it (the widget is on another origin), read the way
 * @axe-core/playwright reads it (`runPartial` in every frame, `finishRun` on the parts), with two costs left
 * out: axe's 1.2 MB source is evaluated once per document rather than on every read, and `finishRun` runs in
 * the page itself rather than in a new blank tab opened for it (that tab guards against a page that tampers
 * with axe; these are our own pages). Same results, read for read; a read of /flavor took 1.5–2.9 s with
 * @axe-core/playwright and 0.7–1.2 s here, the widget alone 1.0 s and 0.2 s (same machine, same hour).
 */

type AxeWindow = { axe?: typeof axe };

/**
 * What axe reads: its default rules (WCAG 2 A and AA, best practice), and one it ships as experimental and
 * off: label-content-name-mismatch, a control whose name leaves out the words it shows, so a speech user who
 * says what they see ("tap EN") finds nothing.
 */
const RUN_OPTIONS: RunOptions = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** Puts axe into a frame's document unless it is there already, allowed to talk to frames on any origin. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.runPartial === 'function');
  if (present) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    (window as AxeWindow).axe?.configure({
      allowedOrigins: ['<unsafe_all_origins>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * The parts of one frame and of the frames in it, in axe's order (the frame, then each child's parts in
 * document order). A child that cannot be read counts as `null`, as axe expects; the top frame's own failure
 * is thrown.
 */
async function partsOf(
  frame: Frame,
  // What axe hands from a frame to its child frames; passed through as it came (JSON), never read here.
  context: unknown,
  top: boolean,
): Promise<(PartialResult | null)[]> {
  try {
    await ensureAxe(frame);
    const children = await frame.evaluate(
      (ctx) =>
        (window as AxeWindow).axe!.utils.getFrameContexts(ctx as ElementContext).map((c) => ({
          frameSelector: c.frameSelector as unknown,
          frameContext: c.frameContext as unknown,
        })),
      context,
    );
    const own = await frame.evaluate(
      ({ ctx, options }) => (window as AxeWindow).axe!.runPartial(ctx as ElementContext, options),
      { ctx: context, options: RUN_OPTIONS },
    );
    const parts: (PartialResult | null)[] = [own];
    for (const { frameSelector, frameContext } of children) {
      const element = (
        await frame.evaluateHandle(
          (selector) =>
            (window as AxeWindow).axe!.utils.shadowSelect(
              selector as Parameters<typeof axe.utils.shadowSelect>[0],
            ),
          frameSelector,
        )
      ).asElement();
      const child = element ? await element.contentFrame() : null;
      parts.push(...(child ? await partsOf(child, frameContext, false) : [null]));
    }
    return parts;
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/** axe's results for the page as it stands, its frames included. */
export async function axeResults(page: Page): Promise<AxeResults> {
  // The whole document, as @axe-core/playwright names it when nothing is included or excluded.
  const parts = await partsOf(page.mainFrame(), { exclude: [], include: [] }, true);
  return page.evaluate(({ all, options }) => (window as AxeWindow).axe!.finishRun(all, options), {
    all: parts,
    options: RUN_OPTIONS,
  });
}
