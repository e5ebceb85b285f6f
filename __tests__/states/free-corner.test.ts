import { CORNERS, freeCorner, type Box, type Corner } from '@/lib/states/free-corner';

/**
 * The build label's corner (lib/states/free-corner.ts): bottom left unless a control of the screen is under it
 * there, then the next free corner in order; the first when none is free.
 */
const SCREEN = { width: 360, height: 780 };
const CHIP = { width: 58, height: 24 };
const INSET = 4;

/** Where the chip sits in a corner. */
function chipIn(corner: Corner): Box {
  const left = corner.endsWith('left') ? INSET : SCREEN.width - INSET - CHIP.width;
  const top = corner.startsWith('top')
    ? INSET
    : corner.startsWith('middle')
      ? Math.round((SCREEN.height - CHIP.height) / 2)
      : SCREEN.height - INSET - CHIP.height;
  return { left, top, right: left + CHIP.width, bottom: top + CHIP.height };
}

describe('freeCorner', () => {
  it('keeps bottom left on a screen with nothing there', () => {
    expect(freeCorner(CHIP, SCREEN, [{ left: 100, top: 300, right: 260, bottom: 340 }], INSET)).toBe(
      'bottom-left',
    );
  });

  it("moves off a footer link in the screen's bottom left to the next free corner, in order", () => {
    const footer = { left: 0, top: 717, right: 240, bottom: 756 };
    expect(freeCorner(CHIP, SCREEN, [footer], INSET)).toBe('top-left');
    const topBar = { left: 0, top: 0, right: 120, bottom: 40 };
    expect(freeCorner(CHIP, SCREEN, [footer, topBar], INSET)).toBe('bottom-right');
    const wide = { left: 0, top: 717, right: 360, bottom: 756 };
    expect(freeCorner(CHIP, SCREEN, [wide, topBar], INSET)).toBe('top-right');
  });

  it('stays in the corner it is in while that corner is free, and leaves it when a control comes', () => {
    const footer = { left: 0, top: 717, right: 240, bottom: 756 };
    expect(freeCorner(CHIP, SCREEN, [], INSET, 'top-left')).toBe('top-left');
    expect(freeCorner(CHIP, SCREEN, [chipIn('top-left')], INSET, 'top-left')).toBe('bottom-left');
    expect(freeCorner(CHIP, SCREEN, [chipIn('top-left'), footer], INSET, 'top-left')).toBe('bottom-right');
  });

  it('goes to the middle of an edge when a scrolled phone screen has a control in every corner', () => {
    const corners = ['bottom-left', 'top-left', 'bottom-right', 'top-right'] as const;
    expect(freeCorner(CHIP, SCREEN, corners.map(chipIn), INSET)).toBe('middle-left');
  });

  it('stays bottom left when every place has a control', () => {
    expect(freeCorner(CHIP, SCREEN, CORNERS.map(chipIn), INSET)).toBe('bottom-left');
  });

  it('counts a shared pixel as no cover', () => {
    const chip = chipIn('bottom-left');
    const touching = { ...chip, top: chip.bottom - 1, bottom: chip.bottom + 20 };
    expect(freeCorner(CHIP, SCREEN, [touching], INSET)).toBe('bottom-left');
    const over = { ...chip, top: chip.bottom - 2, bottom: chip.bottom + 20 };
    expect(freeCorner(CHIP, SCREEN, [over], INSET)).toBe('top-left');
  });

  it('runs from its own source, as the label script runs it, in the order of CORNERS', () => {
    const copy = new Function(`return (${freeCorner.toString()})`)() as typeof freeCorner;
    const footer = { left: 0, top: 717, right: 240, bottom: 756 };
    expect(copy(CHIP, SCREEN, [footer], INSET)).toBe('top-left');
    // Its own order is CORNERS': each corner blocked in turn moves the chip to the next.
    const blocked: Box[] = [];
    for (const corner of CORNERS) {
      expect(copy(CHIP, SCREEN, blocked, INSET)).toBe(corner);
      blocked.push(chipIn(corner));
    }
  });
});
