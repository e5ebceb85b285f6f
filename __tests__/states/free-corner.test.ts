import { boxIn, CORNERS, freeCorner, overlaps } from '@/components/states/free-corner';

/**
 * The build label's corner (components/states/free-corner.ts): bottom left unless a control of the screen is
 * under it there, then the next free corner in order; the first when none is free.
 */
const SCREEN = { width: 360, height: 780 };
const CHIP = { width: 58, height: 24 };

describe('freeCorner', () => {
  it('keeps bottom left on a screen with nothing there', () => {
    expect(freeCorner(CHIP, SCREEN, [{ left: 100, top: 300, right: 260, bottom: 340 }])).toBe('bottom-left');
  });

  it("moves off a footer link that reaches the screen's bottom left to the next free corner, in order", () => {
    const footer = { left: 0, top: 717, right: 240, bottom: 756 };
    expect(freeCorner(CHIP, SCREEN, [footer])).toBe('top-left');
    const topBar = { left: 0, top: 0, right: 120, bottom: 40 };
    expect(freeCorner(CHIP, SCREEN, [footer, topBar])).toBe('bottom-right');
  });

  it('stays bottom left when every corner has a control', () => {
    const everywhere = CORNERS.map((corner) => boxIn(corner, CHIP, SCREEN));
    expect(freeCorner(CHIP, SCREEN, everywhere)).toBe('bottom-left');
  });

  it('counts a touch of a pixel as no overlap', () => {
    const chip = boxIn('bottom-left', CHIP, SCREEN);
    expect(overlaps(chip, { ...chip, top: chip.bottom - 1, bottom: chip.bottom + 20 })).toBe(false);
    expect(overlaps(chip, { ...chip, top: chip.bottom - 2, bottom: chip.bottom + 20 })).toBe(true);
  });
});
