'use client';

import { useEffect, useState, type RefObject } from 'react';

/** The screen's corners, in the order the build label prefers them. */
export const CORNERS = ['bottom-left', 'top-left', 'bottom-right', 'top-right'] as const;
export type Corner = (typeof CORNERS)[number];

/** The label's distance from the screen's edges, in CSS pixels (Tailwind's `1`). */
const INSET = 4;

/** What a visitor can tap or type into. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Where a box of this size sits in a corner of a screen of this size. */
export function boxIn(
  corner: Corner,
  size: { width: number; height: number },
  screen: { width: number; height: number },
): Box {
  const left = corner.endsWith('left') ? INSET : screen.width - INSET - size.width;
  const top = corner.startsWith('top') ? INSET : screen.height - INSET - size.height;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

/** Whether two boxes share more than a pixel each way. */
export function overlaps(a: Box, b: Box): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
  );
}

/** The first corner whose box covers none of `controls`; the first corner when every one does. */
export function freeCorner(
  size: { width: number; height: number },
  screen: { width: number; height: number },
  controls: readonly Box[],
): Corner {
  return (
    CORNERS.find((corner) => !controls.some((control) => overlaps(boxIn(corner, size, screen), control))) ??
    CORNERS[0]
  );
}

/** The label's layer (Tailwind's `z-10`): a control in a layer above it (a toast, a dialog) is never covered. */
const LABEL_LAYER = 10;

/** Whether a control sits in a positioned layer painted above the label's. */
function aboveLabel(control: Element): boolean {
  for (let el: Element | null = control; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.position !== 'static' && Number(style.zIndex) > LABEL_LAYER) return true;
  }
  return false;
}

/** The boxes of the visible controls on screen that the label could cover, its own left out. */
function controlBoxes(own: Element): Box[] {
  const boxes: Box[] = [];
  for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
    if (own.contains(control) || aboveLabel(control)) continue;
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    for (const rect of Array.from(control.getClientRects()))
      if (rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < window.innerHeight)
        boxes.push(rect);
  }
  return boxes;
}

/**
 * The corner where the label covers no control of what is on screen now (docs/qa.md): bottom left where it can,
 * else the next free corner. Read again after a resize, a scroll or a change of the page, once a frame; not
 * while `held` (the label is open: it stays where the tap found it).
 */
export function useFreeCorner(ref: RefObject<HTMLElement | null>, held: boolean): Corner {
  const [corner, setCorner] = useState<Corner>(CORNERS[0]);
  useEffect(() => {
    if (held) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const label = ref.current;
      if (!label) return;
      const { width, height } = label.getBoundingClientRect();
      const screen = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setCorner(freeCorner({ width, height }, screen, controlBoxes(label)));
    };
    const soon = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', soon);
    window.addEventListener('scroll', soon, { passive: true });
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('resize', soon);
      window.removeEventListener('scroll', soon);
    };
  }, [ref, held]);
  return corner;
}
