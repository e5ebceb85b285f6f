import { PREVIEW_COOKIE } from '../preview';
import { scriptJson } from '../script-safe-json';

/**
 * What a visitor does on a state's page before its message shows (docs/qa.md): a name typed into a field, a
 * tap on a button, or a browser whose canvas refuses to draw. `/states/open` keeps a state's steps for the tab
 * (lib/states/states.ts, seedPlan); on a preview build the site's pages carry a small script
 * (lib/states/preview-script.ts, with this module's stepsScript) that reads them once, before the page's own scripts run, and does them on
 * the real page as the visitor would. A production build renders no such script.
 */

/** The steps of the state being opened, kept for the tab until the page has read them. */
export const STEPS_KEY = 'flavor-state-steps';

export type StateStep =
  /**
   * The canvas refuses a 2D context, as a browser does that has run out of canvas memory (iOS Safari) or
   * blocks canvas drawing: every picture drawn on this page then fails as it would there.
   */
  | { readonly kind: 'refuse-canvas' }
  /** Text typed into the field `target` (a CSS selector), once the page has made it editable. */
  | { readonly kind: 'type'; readonly target: string; readonly text: string }
  /** A tap on `target`, once the page shows it. */
  | { readonly kind: 'tap'; readonly target: string };

/** The fields and buttons the steps reach, by the marks the product's own tests use. */
export const TARGETS = {
  /** The personal link's name field on /flavor ("Your link"). */
  nameField: 'input[autocomplete="nickname"]',
  /** "Start a crew" on /flavor. */
  startCrew: '[data-testid="start-crew"] button',
  /** "Add the next friend" under a venue screen's result: the first of the crew's buttons. */
  venueAddNext: '[data-testid="venue-crew"] button',
  /** "Add my scoop" on the crew page. */
  crewAdd: '[data-testid="crew-add"]',
  /** "Make the crew picture" on the crew page: the section's only button until it is asked for. */
  crewPictureMake: '[data-testid="crew-picture"] button',
  /** "Remove <name>" under the pair on /flavor. */
  friendRemove: '[data-testid="friend-remove"]',
} as const;

/** How long a step waits for its target (a slow phone hydrating /flavor), and how often it looks. */
const WAIT_MS = 20_000;
const LOOK_MS = 50;

/**
 * Runs in the page, from its own source (`toString`), before the page's scripts: refers to nothing outside
 * itself. Reads the steps once (a reload shows the page as it is), refuses the canvas at once, then types and
 * taps in order, each as soon as its target is there and editable: a field the page renders read-only until it
 * is interactive is waited for, so no keystroke lands before React listens. Anything unexpected stops quietly.
 */
export function runSteps(
  key: string,
  wait: number,
  look: number,
  previewCookie: string,
  win: Window & typeof globalThis = window,
): void {
  let text: string | null;
  try {
    // Only where the proxy has said this host is a preview's (lib/preview-host.ts): inert anywhere else.
    if (!win.document.cookie.split('; ').includes(previewCookie)) return;
    text = win.sessionStorage.getItem(key);
    if (text === null) return;
    win.sessionStorage.removeItem(key);
  } catch {
    return;
  }
  let steps: unknown;
  try {
    steps = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(steps)) return;
  // Every step checked before any is done: a list that is not all steps does nothing at all.
  const acts: { kind: string; target: string; text: string }[] = [];
  let refuseCanvas = false;
  for (const step of steps as unknown[]) {
    if (typeof step !== 'object' || step === null) return;
    const { kind, target, text: typed } = step as Record<string, unknown>;
    if (kind === 'refuse-canvas') refuseCanvas = true;
    else if ((kind === 'type' || kind === 'tap') && typeof target === 'string')
      acts.push({ kind, target, text: typeof typed === 'string' ? typed : '' });
    else return;
  }
  if (refuseCanvas) {
    const proto = win.HTMLCanvasElement.prototype;
    const original = proto.getContext;
    proto.getContext = function (this: HTMLCanvasElement, type: string, options?: unknown) {
      return type === '2d' ? null : original.call(this, type, options);
    } as typeof original;
  }
  const setValue = Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')?.set;
  let index = 0;
  let waited = 0;
  const next = () => {
    const act = acts[index];
    if (!act) return;
    const el = win.document.querySelector(act.target);
    const field = el instanceof win.HTMLInputElement ? el : null;
    if (!el || (field && field.readOnly) || (act.kind === 'type' && !field)) {
      waited += look;
      if (waited < wait) win.setTimeout(next, look);
      return;
    }
    waited = 0;
    index += 1;
    if (field && act.kind === 'type') {
      // The native setter, then an input event: what a keystroke does, so React's onChange sees it.
      setValue?.call(field, act.text);
      field.dispatchEvent(new win.Event('input', { bubbles: true }));
    } else (el as HTMLElement).click();
    // The next step after the page has rendered this one.
    win.setTimeout(next, look * 2);
  };
  next();
}

/** The page's script: runs the steps the tab keeps, if any. */
export function stepsScript(): string {
  return `(${runSteps.toString()})(${scriptJson(STEPS_KEY)},${WAIT_MS},${LOOK_MS},${scriptJson(`${PREVIEW_COOKIE}=1`)})`;
}
