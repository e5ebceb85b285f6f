/**
 * What the flows (flows.ts) need from a browser, implemented by webkit.ts and firefox.ts. Clicks and file
 * choosing go through the client (real input, so a tap counts as a user gesture); the rest runs in the page.
 */

/** A JSON-safe value: what crosses into and out of the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A function run in the page (its source is sent, so it may use only its arguments and the page's globals). */
export type InPage<A extends Json[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  /** Opens `path` (relative to the app's origin) in the top-level document and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the current document (the top level, or the frame entered last). */
  evaluate<A extends Json[], R extends Json | undefined | void>(fn: InPage<A, R>, ...args: A): Promise<R>;
  /** Clicks the first element matching `css` whose text contains `text`, as a visitor would. */
  click(css: string, text?: string): Promise<void>;
  /** Chooses local files with the `<input type=file>` matching `css`. */
  chooseFiles(css: string, paths: readonly string[]): Promise<void>;
  /** Makes the document of the `<iframe>` matching `css` the current one. */
  enterFrame(css: string): Promise<void>;
  /** Back to the top-level document. */
  leaveFrame(): Promise<void>;
  /** Uncaught errors and unhandled rejections seen since the last call (see each engine for its reach). */
  takeErrors(): Promise<string[]>;
}

export interface Engine {
  /** `webkit` or `firefox`: the word at the start of every report line. */
  readonly id: string;
  /** The engine and its version as the browser reports them, e.g. "WebKitGTK 2.50.6". */
  readonly version: string;
  readonly page: EnginePage;
  close(): Promise<void>;
}

/**
 * The source of a self-contained script that calls `fn` with `args`. tsx (which runs this tool) wraps named
 * functions in a `__name(...)` helper that does not exist in the page, so the script brings its own; the
 * arguments travel as JSON inside the source, which both clients evaluate without `eval` in the page (our
 * CSP forbids it).
 */
export function inPageSource(fn: (...args: never[]) => unknown, args: readonly Json[]): string {
  return `(function () { var __name = function (f) { return f; }; return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })()`;
}

const POLL_MS = 100;

/** What a successful wait returns: the value without its falsy cases. */
export type Truthy<T> = Exclude<T, null | undefined | void | false | 0 | ''>;

/**
 * Waits until `fn` returns something truthy in the page, polling (the engines have no auto-waiting
 * locators); throws with `what` and the last value after `timeoutMs`.
 */
export async function waitFor<A extends Json[], R extends Json | undefined | void>(
  page: EnginePage,
  what: string,
  timeoutMs: number,
  fn: InPage<A, R>,
  ...args: A
): Promise<Truthy<R>> {
  const deadline = Date.now() + timeoutMs;
  let last: R | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await page.evaluate(fn, ...args);
      if (last) return last as Truthy<R>;
    } catch (error) {
      // A navigation can destroy the context mid-call; the next poll runs in the new document.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last value ${JSON.stringify(last)}${detail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The index, among `document.querySelectorAll(css)`, of the first element whose text contains `text` (the
 * first element when `text` is undefined); -1 when none. Both clients then take that element from their own
 * `$$(css)`, so the flows can name a button by its words in either engine.
 */
export function elementIndex(page: EnginePage, css: string, text?: string): Promise<number> {
  return page.evaluate(
    (selector: string, words: string | null) =>
      Array.from(document.querySelectorAll(selector)).findIndex(
        (el) => words === null || (el.textContent ?? '').includes(words),
      ),
    css,
    text ?? null,
  );
}

/** How long a click waits for its target to become clickable: a worker starting on a busy 2-core machine. */
const ACTIONABLE_MS = 15_000;

/**
 * What Playwright's own clicks wait for, which neither engine's client does: the target exists, is enabled,
 * is scrolled into view, holds still for one poll, and is what a tap at its centre would hit (not covered,
 * not below a frame that has yet to grow). Returns its index as elementIndex does.
 */
export async function actionableIndex(page: EnginePage, css: string, text?: string): Promise<number> {
  const found = await waitFor(
    page,
    `${describeTarget(css, text)} to be clickable`,
    ACTIONABLE_MS,
    (selector: string, words: string | null) => {
      const w = window as unknown as { __engineLastBox?: string; __engineWhyNot?: string };
      // Each poll that fails leaves its reason behind, so that a timeout can name it.
      const notYet = (why: string) => ((w.__engineWhyNot = why), null);
      const all = Array.from(document.querySelectorAll(selector));
      const index = all.findIndex((el) => words === null || (el.textContent ?? '').includes(words));
      const el = all[index];
      if (!el) return notYet('not in the document');
      if ((el as HTMLButtonElement).disabled) return notYet('disabled');
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return notYet('no box (hidden, or in a closed <details>)');
      if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) {
        el.scrollIntoView({ block: 'center', inline: 'center' });
        box = el.getBoundingClientRect();
      }
      const where = `${index} ${box.left} ${box.top} ${box.width} ${box.height}`;
      const still = w.__engineLastBox === where;
      w.__engineLastBox = where;
      if (!still) return notYet(`moving (box ${where})`);
      if (box.top < 0 || box.bottom > window.innerHeight)
        return notYet(`out of view (${box.top} to ${box.bottom} of ${window.innerHeight})`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit === null || !el.contains(hit))
        return notYet(`covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
      return { index };
    },
    css,
    text ?? null,
  ).catch(async (error: unknown) => {
    const why = await page
      .evaluate(() => (window as unknown as { __engineWhyNot?: string }).__engineWhyNot ?? null)
      .catch(() => null);
    throw why ? new Error(`${error instanceof Error ? error.message : String(error)}: ${why}`) : error;
  });
  return found.index;
}

/**
 * Clicks through `clickAt` once the target is clickable; a target that React replaced between the check and
 * the click (a stale element) is looked up and tried again, twice at most.
 */
export async function clickWhenActionable(
  page: EnginePage,
  css: string,
  text: string | undefined,
  clickAt: (index: number) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const index = await actionableIndex(page, css, text);
    try {
      await clickAt(index);
      return;
    } catch (error) {
      if (attempt >= 3) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`clicking ${describeTarget(css, text)}: ${message}`);
      }
    }
  }
}

export const describeTarget = (css: string, text?: string) =>
  text === undefined ? css : `${css} with text "${text}"`;

/**
 * Firefox files a request that the page dropped while its service worker was answering it under the page's
 * errors: "Failed to load ‘…’. A ServiceWorker intercepted the request and encountered an unexpected error."
 * React creates a result's <img> (and so starts its request) during a render that a navigation may throw away
 * and redo; the picture is then requested again and shown (on /flavor in Firefox ESR 153, docs/testing.md §
 * What the engines differ in). Such a line is not an uncaught error: the run
 * reports it beside the flow and checks instead that every picture in view has loaded (picturesShown).
 */
const DROPPED_REQUEST =
  /^Failed to load ‘[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** Splits what an engine reported into uncaught errors and dropped requests (see DROPPED_REQUEST). */
export function sortPageErrors(errors: readonly string[]): { uncaught: string[]; dropped: number } {
  const uncaught = errors.filter((e) => !DROPPED_REQUEST.test(e));
  return { uncaught, dropped: errors.length - uncaught.length };
}

/** Waits until every picture in view in the top-level document has loaded and has pixels. */
export async function picturesShown(page: EnginePage, timeoutMs = 15_000): Promise<void> {
  await page.leaveFrame();
  await waitFor(page, 'every picture in view to load', timeoutMs, () =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}
