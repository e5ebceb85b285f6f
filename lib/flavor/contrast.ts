/** WCAG contrast helpers, so a light primary_color (Soft Cream, Golden Honey) never carries light text. */

export const DARK_TEXT = '#1f1d2b';
export const LIGHT_TEXT = '#ffffff';
/** Mid-tone accents (Forest Green) reach 4.5:1 with neither white nor our ink; pure black always does there. */
const BLACK_TEXT = '#000000';
/** WCAG AA for normal-size text: the card header is small print. */
export const MIN_TEXT_CONTRAST = 4.5;
const FALLBACK_ACCENT = '#be185d';

/** '#abc' or '#aabbcc' → [r, g, b] in 0–255; anything else → undefined. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a) ?? [0, 0, 0]);
  const lb = relativeLuminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The accent as a safe CSS colour, plus a text colour that reaches WCAG AA on it (white, our ink, else black). */
export function accentColors(hex: string): { background: string; text: string } {
  const trimmed = hex.trim();
  const background = parseHex(trimmed)
    ? trimmed.startsWith('#')
      ? trimmed
      : `#${trimmed}`
    : FALLBACK_ACCENT;
  const text =
    [LIGHT_TEXT, DARK_TEXT].find((c) => contrastRatio(background, c) >= MIN_TEXT_CONTRAST) ??
    (contrastRatio(background, BLACK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
      ? BLACK_TEXT
      : LIGHT_TEXT);
  return { background, text };
}
