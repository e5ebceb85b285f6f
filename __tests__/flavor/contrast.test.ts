import { accentColors, contrastRatio } from '@/lib/flavor/contrast';
import { FLAVOR_ROWS } from '@/lib/flavor/table';

describe('contrastRatio', () => {
  it('is 21 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#4B1E1E', '#4B1E1E')).toBeCloseTo(1, 5);
  });
});

describe('accentColors', () => {
  it.each(FLAVOR_ROWS.map((r) => [r.color.name, r.color.hex] as const))(
    '%s (%s) gets text with WCAG contrast >= 4.5',
    (_name, hex) => {
      const { background, text } = accentColors(hex);
      expect(background.toLowerCase()).toBe(hex.toLowerCase());
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['', 'red', 'javascript:alert(1)', '#12345', 'url(x)'])(
    'replaces the unusable colour "%s" with a fallback that still has contrast >= 4.5',
    (hex) => {
      const { background, text } = accentColors(hex);
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('accentColors with hand-edited values', () => {
  it('trims surrounding spaces so the colour stays valid CSS', () => {
    expect(accentColors(' #A0522D ').background).toBe('#A0522D');
    expect(accentColors('A0522D').background).toBe('#A0522D');
  });
});
