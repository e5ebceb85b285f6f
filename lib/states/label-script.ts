import type { Box, Corner, freeCorner } from './free-corner';
import { scriptJson } from '../script-safe-json';

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
 * of the page, staying where it is while that corner is free; a tap opens the whole line and copies it (or leaves it selectable where the clipboard refuses),
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
  // Its own few rules, in a style element of its own: the site's stylesheet knows nothing of the label.
  const STYLE = [
    '[data-build-label]{position:fixed;z-index:10;display:flex;flex-wrap:wrap;align-items:center;column-gap:6px;',
    'max-width:calc(100% - 8px);font:10px/1.25 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1e2939}',
    '[data-build-label][data-corner$=left]{left:4px}',
    '[data-build-label][data-corner$=right]{right:4px;flex-direction:row-reverse}',
    '[data-build-label][data-corner^=top]{top:4px}',
    '[data-build-label][data-corner^=bottom]{bottom:4px}',
    '[data-build-label][data-corner^=middle]{top:calc(50% - 12px)}',
    '[data-build-label] button{min-height:24px;padding:0 8px;border-radius:9999px;background:rgb(255 255 255/.9);',
    'box-shadow:0 0 0 1px #d1d5dc;text-align:left;overflow-wrap:anywhere;color:inherit;font:inherit;cursor:pointer}',
    '[data-build-label] button:hover{box-shadow:0 0 0 1px #6a7282}',
    '[data-build-label] button:focus-visible{outline:2px solid #be185d;outline-offset:2px}',
    '[data-build-label] button[data-select]{user-select:all}',
    '[data-build-label] [role=status]:not(:empty){padding:0 4px;border-radius:4px;background:rgb(255 255 255/.9)}',
    '@media print{[data-build-label]{display:none}}',
  ].join('');
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

  const aside = doc.createElement('aside');
  aside.setAttribute('data-build-label', '');
  aside.setAttribute('aria-label', args.region);
  aside.setAttribute('translate', 'no');
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('data-build-stamp', '');
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
    aside.setAttribute('data-corner', corner);
    button.textContent = open ? args.open : args.chip;
    button.setAttribute('aria-expanded', String(open));
    if (open) button.removeAttribute('aria-label');
    else button.setAttribute('aria-label', args.show);
    // Where the clipboard refused, the open line is selected with one tap, to copy by hand.
    if (said === args.copyByHand) button.setAttribute('data-select', '');
    else button.removeAttribute('data-select');
    status.textContent = said;
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
    const next = pickCorner({ width, height }, screen, controls(), INSET, corner);
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
    const style = doc.createElement('style');
    style.textContent = STYLE;
    doc.head.append(style);
    render();
    doc.body.append(aside);
    place();
    // The page's own changes only: the label's words changing must not place it again.
    new win.MutationObserver((records) => {
      if (records.some((record) => !aside.contains(record.target))) soon();
    }).observe(doc.body, { childList: true, attributes: true, subtree: true });
    // A layout that moves without a change of the page's nodes (a media query's rules, a font arriving).
    if ('ResizeObserver' in win) new win.ResizeObserver(soon).observe(doc.body);
    win.addEventListener('resize', soon);
    // A page moved under it (a scroll, or the browser keeping a line in place after a resize): it stays while its
    // corner is free, so it moves only when a control comes under it.
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
