import type { Box, Corner, freeCorner } from './free-corner';
import { scriptJson } from '../script-json';

/**
 * The build label (docs/qa.md): which build this is, in a corner of every page of a preview. A script of its
 * own, answered by `/states/label` (preview builds, preview hosts only: the proxy answers 404 elsewhere) and
 * added by the preview's inline script (lib/states/preview-script.ts) under a preview host only. So the build
 * line is in no page's markup, payload or bundle, and the live site loads nothing for it.
 */

/** What the label says, in the page's language, and the build line it copies. */
export interface LabelArgs {
  /** The closed chip: the commit's first 7 characters. */
  readonly chip: string;
  /** The chip's name for screen readers: "Build {commit}: show the whole build line and copy it". */
  readonly show: string;
  /** The open label: "Build {commit} · {branch} · {time}", the branch cut short (lib/build-stamp.ts). */
  readonly open: string;
  /** The build line a tap copies, the whole commit and branch. */
  readonly line: string;
  readonly copied: string;
  readonly copyByHand: string;
  /** The landmark's name. */
  readonly region: string;
}

/**
 * Runs in the browser from its own source (`toString`), with freeCorner's: refers to nothing outside itself.
 * Adds the label to the page once: a chip with the commit, in the first corner where it covers no control of
 * what is on screen (bottom left unless something is there), placed again after a resize, a scroll or a change
 * of the page; a tap opens the whole line and copies it (or leaves it selectable where the clipboard refuses),
 * another tap or a few seconds fold it back.
 */
export function mountBuildLabel(
  args: LabelArgs,
  pickCorner: typeof freeCorner,
  win: Window & typeof globalThis = window,
): void {
  const doc = win.document;
  /** Tailwind's `1`, the label's distance from the screen's edges. */
  const INSET = 4;
  /** The label's layer (`z-10`): a control in a layer above it (a toast, a dialog) is never covered. */
  const LAYER = 10;
  /** How long the open label stays open after a tap. */
  const OPEN_MS = 6000;
  const PLACE: Record<Corner, string> = {
    'bottom-left': 'bottom-1 left-1',
    'top-left': 'top-1 left-1',
    'bottom-right': 'bottom-1 right-1 flex-row-reverse',
    'top-right': 'top-1 right-1 flex-row-reverse',
  };
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

  const aside = doc.createElement('aside');
  aside.setAttribute('data-build-label', '');
  aside.setAttribute('aria-label', args.region);
  aside.setAttribute('translate', 'no');
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('data-build-stamp', '');
  // A branch name may have no space: it wraps anywhere rather than run off a narrow screen.
  button.style.overflowWrap = 'anywhere';
  // Always there, so a screen reader hears the word when it comes; a box only around a word.
  const status = doc.createElement('span');
  status.setAttribute('role', 'status');
  aside.append(button, status);

  let open = false;
  let said = '';
  let corner: Corner = 'bottom-left';
  let fold = 0;
  let frame = 0;

  function render(): void {
    aside.className = `fixed ${PLACE[corner]} z-10 flex max-w-[calc(100%-0.5rem)] flex-wrap items-center gap-x-1.5 font-mono text-[10px] leading-tight text-gray-800 print:hidden`;
    aside.setAttribute('data-corner', corner);
    button.className = `min-h-6 rounded-full bg-white/90 px-2 text-left ring-1 ring-gray-300 hover:ring-gray-500 focus-visible:outline-2 focus-visible:outline-berry${said === args.copyByHand ? ' select-all' : ''}`;
    button.textContent = open ? args.open : args.chip;
    button.setAttribute('aria-expanded', String(open));
    if (open) button.removeAttribute('aria-label');
    else button.setAttribute('aria-label', args.show);
    status.textContent = said;
    status.className = said ? 'rounded bg-white/90 px-1' : '';
  }

  function aboveLabel(control: Element): boolean {
    for (let el: Element | null = control; el; el = el.parentElement) {
      const style = win.getComputedStyle(el);
      if (style.position !== 'static' && Number(style.zIndex) > LAYER) return true;
    }
    return false;
  }

  function controls(): Box[] {
    const boxes: Box[] = [];
    for (const control of Array.from(doc.querySelectorAll(CONTROLS))) {
      if (aside.contains(control) || aboveLabel(control)) continue;
      const style = win.getComputedStyle(control);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      for (const rect of Array.from(control.getClientRects()))
        if (rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < win.innerHeight)
          boxes.push(rect);
    }
    return boxes;
  }

  function place(): void {
    frame = 0;
    if (open) return;
    const { width, height } = button.getBoundingClientRect();
    const screen = { width: doc.documentElement.clientWidth, height: win.innerHeight };
    const next = pickCorner({ width, height }, screen, controls(), INSET);
    if (next === corner) return;
    corner = next;
    render();
  }

  function soon(): void {
    if (frame === 0) frame = win.requestAnimationFrame(place);
  }

  function close(): void {
    win.clearTimeout(fold);
    open = false;
    said = '';
    render();
    soon();
  }

  function settle(word: string): void {
    said = word;
    render();
    fold = win.setTimeout(close, OPEN_MS);
  }

  button.addEventListener('click', () => {
    if (open) return close();
    open = true;
    render();
    try {
      win.navigator.clipboard.writeText(args.line).then(
        () => settle(args.copied),
        () => settle(args.copyByHand),
      );
    } catch {
      settle(args.copyByHand);
    }
  });

  function start(): void {
    if (doc.querySelector('[data-build-label]')) return;
    render();
    doc.body.append(aside);
    place();
    // The page's own changes only: the label's words changing must not place it again.
    new win.MutationObserver((records) => {
      if (records.some((record) => !aside.contains(record.target))) soon();
    }).observe(doc.body, { childList: true, subtree: true });
    win.addEventListener('resize', soon);
    win.addEventListener('scroll', soon, { passive: true });
  }

  // After React has taken the page over (the root layout's `data-interactive`), so the label is never a node
  // that hydration did not expect.
  const root = doc.documentElement;
  if (root.dataset.interactive !== 'false') return start();
  const hydrated = new win.MutationObserver(() => {
    if (root.dataset.interactive === 'false') return;
    hydrated.disconnect();
    start();
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
}

/** The script `/states/label` answers: the label's code, its words and the build line, nothing else. */
export function labelScript(args: LabelArgs, pickCorner: typeof freeCorner): string {
  return `(${mountBuildLabel.toString()})(${scriptJson(args)},${pickCorner.toString()});`;
}
