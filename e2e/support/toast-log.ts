import type { BrowserContext, Page } from '@playwright/test';

/**
 * A record, kept in the page, of every toast that was ever on screen: what it said, its colours, and
 * which toasts shared the screen with it when it first showed.
 *
 * Why: a toast lasts 4 s (sonner's default). A test that looks for it only after its own next round trip
 * (a `goto` that waits until the page is interactive, a click) can look too late on a busy machine: in a
 * full run at load 15 a hostile-storage test waited 3.4 s for `data-interactive` after /flavor's load
 * event while the page, already hydrated, showed "An Error Occurred" over its loading screen; the toast
 * left 4 s after it came and the check, starting then, saw nothing for 10 s (the trace's screencast shows
 * the toast on screen the whole time the test was waiting). The page itself now notes each toast the
 * moment the DOM shows it (a MutationObserver, no round trip, no animation frame needed), and the checks
 * read that note, so a toast that came and went between two round trips is still found.
 */

export interface ToastReading {
  title: string;
  description: string;
  /** Playwright's sense: a box of some size and not `visibility: hidden`. */
  visible: boolean;
  background: string;
  border: string;
  borderWidth: string;
}

export interface LoggedToast extends ToastReading {
  /** One number per toast element, so a check can tell whether it is still on screen. */
  element: number;
  /** performance.now() when the page first showed it with these words. */
  at: number;
  /** The titles of every visible toast in that same moment, this one included. */
  together: string[];
  /** A check has already claimed it (it may still satisfy another while on screen). */
  claimed?: boolean;
  /** performance.now() at the first animation frame after it showed: when the visitor could first see it. */
  paintedAt?: number;
  /** performance.now() when a check claimed it: how late the test looked. */
  claimedAt?: number;
}

interface ToastLogWindow {
  __e2eToastLog?: LoggedToast[];
  __e2eToastsOnScreen?: () => number[];
}

/** Runs in the page (an init script, or evaluated): starts the record once per top-level document. */
function installToastLog(): void {
  const w = window as unknown as ToastLogWindow;
  if (window.top !== window || w.__e2eToastLog) return;
  const log: LoggedToast[] = [];
  const ids = new WeakMap<Element, number>();
  const noted = new WeakMap<Element, Set<string>>();
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const onScreen = () =>
    Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])'));
  let nextId = 0;
  const idOf = (el: Element) => {
    let id = ids.get(el);
    if (id === undefined) {
      id = nextId++;
      ids.set(el, id);
    }
    return id;
  };
  const read = () => {
    const shown = onScreen().map((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        el,
        title: text(el.querySelector('[data-title]')),
        description: text(el.querySelector('[data-description]')),
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
        background: style.backgroundColor,
        border: style.borderTopColor,
        borderWidth: style.borderTopWidth,
      };
    });
    const together = shown.filter((t) => t.visible).map((t) => t.title);
    for (const { el, ...reading } of shown) {
      if (!reading.visible || !reading.title) continue;
      const words = `${reading.title}\n${reading.description}`;
      const seen = noted.get(el) ?? new Set<string>();
      noted.set(el, seen);
      if (seen.has(words)) continue;
      seen.add(words);
      const entry: LoggedToast = { ...reading, element: idOf(el), at: performance.now(), together };
      log.push(entry);
      requestAnimationFrame(() => (entry.paintedAt = performance.now()));
    }
  };
  w.__e2eToastLog = log;
  w.__e2eToastsOnScreen = () => onScreen().map(idOf);
  new MutationObserver(read).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-removed', 'data-mounted', 'data-visible'],
  });
  read();
}

/** Every page of the context records its toasts from before its first script runs. */
export async function recordToastsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(installToastLog);
}

/** For a page whose context did not record from the start (a context a test made itself). */
export async function ensureToastLog(page: Page): Promise<void> {
  await page.evaluate(installToastLog);
}

/**
 * Waits until the page's record holds a toast with these words that no earlier check claimed (or that is
 * still on screen), claims it and returns it; null when none came within `timeout`.
 */
export async function waitForLoggedToast(
  page: Page,
  words: { title: string; description: string },
  timeout: number,
): Promise<LoggedToast | null> {
  await ensureToastLog(page);
  try {
    const handle = await page.waitForFunction(
      ({ title, description }) => {
        const w = window as unknown as ToastLogWindow;
        const onScreen = new Set(w.__e2eToastsOnScreen?.() ?? []);
        const match = (w.__e2eToastLog ?? []).find(
          (t) =>
            t.title === title && t.description === description && (!t.claimed || onScreen.has(t.element)),
        );
        if (!match) return false;
        match.claimed = true;
        match.claimedAt = performance.now();
        return match;
      },
      words,
      { polling: 100, timeout },
    );
    const found = (await handle.jsonValue()) as LoggedToast;
    await handle.dispose();
    return found;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return null;
    throw error;
  }
}

/** What the record holds, for a failure message. */
export async function loggedToasts(page: Page): Promise<string[]> {
  return page
    .evaluate(() =>
      ((window as unknown as ToastLogWindow).__e2eToastLog ?? []).map(
        (t) => `${Math.round(t.at)} ms: ${t.title} / ${t.description}${t.claimed ? ' (claimed)' : ''}`,
      ),
    )
    .catch(() => ['(unreadable)']);
}

/**
 * Whether the document on screen is the one that showed the toast a check claimed: false after a full
 * page load (a hard navigation would take the visitor's toast with the old document).
 */
export async function sameDocumentAsToast(page: Page, title: string): Promise<boolean> {
  return page.evaluate(
    (t) =>
      ((window as unknown as ToastLogWindow).__e2eToastLog ?? []).some((e) => e.claimed && e.title === t),
    title,
  );
}
