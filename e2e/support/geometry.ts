import type { Frame, Page } from '@playwright/test';

/**
 * "Every width" (docs/testing.md § Widths): what a screen must never do at any width, read from the layout
 * itself rather than from pictures. Three faults, each named by the text it hurts:
 * - overlap: a line of text drawn over a line of another element's text;
 * - outside: text or the page itself wider than the screen (a sideways scroll);
 * - clipped: text cut by an ancestor that hides its overflow (a word cut off).
 * Text counts when it is rendered and visible (not hidden, not transparent, not the screen readers' 1 px
 * boxes). Text in a fixed layer (toasts, the stamp) is compared only with its own layer: a toast floats over
 * the page on purpose.
 */
export interface GeometryFault {
  readonly kind: 'overlap' | 'outside' | 'clipped';
  /** The text concerned (and, for an overlap, the other text), cut to 40 characters. */
  readonly text: string;
  readonly detail: string;
}

/** Less than this many pixels is antialiasing and kerning, not a fault. */
const SLACK_PX = 2;

/** Runs in the page: must not refer to anything outside itself. */
function findFaults(slack: number): GeometryFault[] {
  type Box = { node: Text; rect: DOMRect; fixed: boolean };
  const faults: GeometryFault[] = [];
  const short = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 40);
  const width = document.documentElement.clientWidth;

  // The page wider than the screen.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width + 1) {
    // Named by the innermost element that reaches past the screen's right edge.
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 1 && !el.querySelector('*'),
    );
    const culprit = past[0];
    const name = culprit
      ? `<${culprit.tagName.toLowerCase()} class="${short(culprit.className.toString())}">`
      : '';
    faults.push({
      kind: 'outside',
      text: '(the page)',
      detail: `${pageWidth} px wide in ${width} px ${name}`,
    });
  }

  const layerOf = new Map<Element, { fixed: boolean; hidden: boolean; clips: Element[] }>();
  function layer(el: Element): { fixed: boolean; hidden: boolean; clips: Element[] } {
    const known = layerOf.get(el);
    if (known) return known;
    const style = getComputedStyle(el);
    const parent = el.parentElement ? layer(el.parentElement) : { fixed: false, hidden: false, clips: [] };
    const rect = el.getBoundingClientRect();
    // The screen readers' box (sr-only): 1 px, clipped to nothing on purpose.
    const srOnly = style.clip === 'rect(0px, 0px, 0px, 0px)' || (rect.width <= 1 && rect.height <= 1);
    // The root's and the body's overflow belong to the viewport (the "outside" check reads that), and a fixed
    // box escapes every clip above it: it is clipped by what lies inside it only.
    const viewportLevel = el === document.documentElement || el === document.body;
    const above = style.position === 'fixed' ? [] : parent.clips;
    const clipsX = !viewportLevel && (style.overflowX === 'hidden' || style.overflowX === 'clip');
    const clipsY = !viewportLevel && (style.overflowY === 'hidden' || style.overflowY === 'clip');
    const result = {
      fixed: parent.fixed || style.position === 'fixed' || style.position === 'sticky',
      hidden: parent.hidden || (srOnly && style.overflow !== 'visible'),
      clips: clipsX || clipsY ? [...above, el] : above,
    };
    layerOf.set(el, result);
    return result;
  }

  const boxes: Box[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template, svg')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const { fixed, hidden, clips } = layer(el);
    if (hidden) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 1 || rect.height < 1) continue;
      boxes.push({ node, rect, fixed });
      if (!fixed && (rect.right > width + slack || rect.left < -slack))
        faults.push({
          kind: 'outside',
          text: short(node.data),
          detail: `x ${Math.round(rect.left)}–${Math.round(rect.right)} in ${width} px`,
        });
      for (const clip of clips) {
        const style = getComputedStyle(clip);
        const box = clip.getBoundingClientRect();
        const cutX =
          (style.overflowX === 'hidden' || style.overflowX === 'clip') &&
          (rect.left < box.left - slack || rect.right > box.right + slack);
        const cutY =
          (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
          (rect.top < box.top - slack || rect.bottom > box.bottom + slack);
        if (cutX || cutY) {
          faults.push({
            kind: 'clipped',
            text: short(node.data),
            detail: `cut by <${clip.tagName.toLowerCase()} class="${short(clip.className.toString())}">`,
          });
          break;
        }
      }
    }
  }

  // Two lines of different texts in the same layer, overlapping by more than the slack both ways.
  const seen = new Set<string>();
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.node === b.node || a.fixed !== b.fixed) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // Line boxes of tight headings touch by a few pixels: a fault is a third of the smaller line.
      const lineOverlap = Math.max(slack, Math.min(a.rect.height, b.rect.height) / 3);
      if (x <= slack || y <= lineOverlap) continue;
      const key = `${short(a.node.data)}|${short(b.node.data)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      faults.push({
        kind: 'overlap',
        text: `${short(a.node.data)} ⟷ ${short(b.node.data)}`,
        detail: `${Math.round(x)}×${Math.round(y)} px`,
      });
    }
  }
  return faults;
}

/** The faults of what a page (or a frame in it, the widget) shows now, at its present size. */
export async function geometryFaults(target: Page | Frame): Promise<GeometryFault[]> {
  return target.evaluate(findFaults, SLACK_PX);
}

/** The widths every screen is checked at: phones, tablets both ways, a desktop. Heights are the devices' own. */
export const WIDTHS = [
  { width: 320, height: 568 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

/** Resizes and waits until the layout and the page's own size listeners have settled (two frames). */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await settled(page);
}

/** Waits two frames of a page or frame: its layout and its own size listeners have run. */
export async function settled(target: Page | Frame): Promise<void> {
  await target.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Every fault of the page, and of the frames it shows (the widget in its dialog), at every width, each named
 * by its width and where it is.
 */
export async function faultsAtEveryWidth(page: Page, frames: () => Frame[] = () => []): Promise<string[]> {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await resizeTo(page, size);
    for (const target of [page, ...frames()]) {
      const where = target === page ? '' : ' (in the widget)';
      for (const fault of await geometryFaults(target))
        found.push(`${size.width}×${size.height}${where} ${fault.kind}: ${fault.text} (${fault.detail})`);
    }
  }
  return found;
}
