/**
 * Where the build label may sit, in the order it prefers them: the screen's corners, then the middle of its left
 * and right edges (a scrolled phone screen can have a control in every corner).
 */
export const CORNERS = [
  'bottom-left',
  'top-left',
  'bottom-right',
  'top-right',
  'middle-left',
  'middle-right',
] as const;
export type Corner = (typeof CORNERS)[number];

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The build label's corner (lib/states/label-script.ts, docs/qa.md): the corner it is in while that one is free,
 * else the first corner, in the order of CORNERS, where a box of `size` at `inset` pixels from the edges of
 * `screen` covers none of `controls`; the first corner when every one does. Runs in the browser from its own source (`toString`): refers to nothing outside
 * itself, so its corners are spelled out here again, in CORNERS' order (a test holds the two equal).
 */
export function freeCorner(
  size: Size,
  screen: Size,
  controls: readonly Box[],
  inset: number,
  /** Where the label is now: it stays there while that corner is free, so it does not hop about. */
  now?: Corner,
): Corner {
  const corners: Corner[] = [
    'bottom-left',
    'top-left',
    'bottom-right',
    'top-right',
    'middle-left',
    'middle-right',
  ];
  const order = now ? [now, ...corners.filter((corner) => corner !== now)] : corners;
  const boxIn = (corner: Corner): Box => {
    const left = corner.endsWith('left') ? inset : screen.width - inset - size.width;
    const top = corner.startsWith('top')
      ? inset
      : corner.startsWith('middle')
        ? Math.round((screen.height - size.height) / 2)
        : screen.height - inset - size.height;
    return { left, top, right: left + size.width, bottom: top + size.height };
  };
  // More than a pixel each way: a shared edge is no cover.
  const overlaps = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (const corner of order) {
    const box = boxIn(corner);
    if (!controls.some((control) => overlaps(box, control))) return corner;
  }
  return corners[0] ?? 'bottom-left';
}
