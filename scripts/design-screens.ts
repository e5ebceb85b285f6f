import type { Frame, Page } from '@playwright/test';
import en from '../messages/en.json';
import { DEFAULT_LOCALE } from '../lib/i18n/routing';
import { NOT_FOUND_STATE, stateHref } from '../lib/states/states';

/**
 * The screens the design system is held to (docs/design.md): the design spec
 * (e2e/design-system.spec.ts) reads each of them and `npm run docs:design` (scripts/design-shots.ts) takes
 * their pictures, so both walk the same list, in English, on a preview build (the states page's seed step).
 * Each screen is opened as a visitor reaches it and measured once it has come to rest.
 */
export interface DesignScreen {
  /** Short name: the failure messages' "screen" and the picture's file name (docs/design/<id>-<width>.png). */
  readonly id: string;
  /** The state of lib/states/states.ts that opens it; the landing's dialog and quiz are taps from there. */
  readonly state: string;
  /** What is done after the state has opened: open the connect dialog, and in it start the quiz. */
  readonly then?: 'dialog' | 'quiz';
}

/**
 * In walking order: a state's seed step clears the browser first, so no screen sees what the one before left,
 * with one exception kept last: the 404 is no state (nothing is cleared), so it comes before venue mode is
 * switched on.
 */
export const DESIGN_SCREENS: readonly DesignScreen[] = [
  { id: 'landing', state: 'page-landing' },
  { id: 'dialog', state: 'page-landing', then: 'dialog' },
  { id: 'quiz', state: 'page-landing', then: 'quiz' },
  { id: 'result', state: 'vanilla-swirl' },
  { id: 'friend', state: 'friend-named-beside' },
  { id: 'crew', state: 'crew-ten' },
  { id: 'refusal', state: 'widget-too-few' },
  { id: 'not-found', state: 'not-found' },
  { id: 'venue', state: 'venue-result' },
];

/** The English address of a state: the states page's own (lib/states/states.ts). */
function screenHref(state: string): string {
  return stateHref(DEFAULT_LOCALE, state);
}

/** What a screen shows once it is ready: per state, an element that only its finished page has. */
const READY: Record<string, string> = {
  'page-landing': 'main h1',
  'vanilla-swirl': '[data-testid="result-card"]',
  'friend-named-beside': '[data-testid="friend-pair"]',
  'crew-ten': '[data-testid="crew-scoop"] >> nth=9',
  'widget-too-few': '#upload-widget [role="alert"]',
  'not-found': 'main',
  'venue-result': '[data-testid="personal-qr"]',
};

/** Long enough for a cold load or a widget's import on a busy 2-core machine. */
const READY_MS = 20_000;

/** Waits until the page or frame has marked itself interactive (components/ui/interactive-mark.tsx). */
async function interactive(target: Page | Frame): Promise<void> {
  await target.waitForFunction(() => document.documentElement?.dataset.interactive === 'true', undefined, {
    timeout: READY_MS,
  });
}

/**
 * A tap without the mouse: the element's own click(), so that nothing on the page is ever hovered and every
 * control is read at rest (the pointer never enters the page).
 */
async function tap(target: Page | Frame, selector: string): Promise<void> {
  const element = target.locator(selector).first();
  // Attached is enough: a native input under a custom look may be visually hidden (sr-only) on purpose.
  await element.waitFor({ state: 'attached', timeout: READY_MS });
  await element.evaluate((el) => (el as HTMLElement).click());
}

/** The built-in widget's frame inside the connect dialog, once it shows its quiz entry (`atEntry`). */
async function widgetFrame(page: Page, atEntry: boolean): Promise<Frame> {
  const iframe = page.locator('[role="dialog"] iframe');
  await iframe.waitFor({ state: 'visible', timeout: READY_MS });
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('The connect dialog has no widget frame.');
  if (atEntry)
    await frame.locator('[data-testid="quiz-entry"] button').waitFor({ state: 'visible', timeout: READY_MS });
  await interactive(frame);
  return frame;
}

/**
 * Waits until what a page (or frame) shows has come to rest: its fonts loaded, no new file arrived for 300 ms
 * (the lazy parts: the QR code, the dialog's widget; Playwright's "networkidle" never comes while the dialog's
 * widget is open), its finite animations done, two frames drawn.
 */
export async function atRest(targets: readonly (Page | Frame)[]): Promise<void> {
  for (const target of targets)
    // No named function inside: tsx (esbuild's keepNames) would wrap it in a helper the page does not have.
    await target.evaluate(async () => {
      await document.fonts.ready;
      const until = Date.now() + 5_000;
      let files = -1;
      while (Date.now() < until && performance.getEntriesByType('resource').length !== files) {
        files = performance.getEntriesByType('resource').length;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const finite = document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.race([
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    });
}

/** The taps after a state has opened, in the order a visitor takes them. */
const TAPS = [undefined, 'dialog', 'quiz'] as const;

/**
 * Opens a screen in `page` (English, at the page's present size) and returns what to read: the page, and the
 * widget's frame where the screen shows it in the dialog. The landing's dialog and quiz are opened from the
 * landing itself, as a visitor taps; the quiz is read with its first answer chosen. Given the screen the page
 * shows now (`from`), a screen that is a further tap on the same state goes on from there instead of loading
 * the state again (the landing, then its dialog, then the quiz: one load).
 */
export async function openScreen(
  page: Page,
  screen: DesignScreen,
  from?: DesignScreen,
): Promise<{ frame?: Frame }> {
  const done = from?.state === screen.state ? TAPS.indexOf(from.then) : -1;
  const wanted = TAPS.indexOf(screen.then);
  if (done < 0 || done > wanted) {
    await page.goto(screenHref(screen.state));
    if (screen.state !== NOT_FOUND_STATE)
      await page.waitForURL((url) => url.pathname !== '/states/open', { timeout: READY_MS });
    await interactive(page);
    const ready = READY[screen.state];
    if (!ready) throw new Error(`No ready mark for the state ${screen.state}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: READY_MS });
  }
  const start = Math.max(done, 0);
  let frame: Frame | undefined;
  if (wanted >= 1) {
    if (start < 1) {
      const cta = page.getByRole('button', { name: en.Landing.cta });
      await cta.waitFor({ state: 'visible', timeout: READY_MS });
      await cta.evaluate((el) => (el as HTMLElement).click());
    }
    frame = await widgetFrame(page, start < 2);
  }
  if (frame && wanted >= 2 && start < 2) {
    await tap(frame, '[data-testid="quiz-entry"] button');
    await tap(frame, '[data-testid="quiz-question"] input[type="radio"]');
    await frame
      .locator('[data-testid="quiz-question"] input:checked')
      .first()
      .waitFor({ state: 'attached', timeout: READY_MS });
  }
  await atRest(frame ? [page, frame] : [page]);
  return frame ? { frame } : {};
}
