import { contrastRatio, DARK_TEXT, parseHex } from '../flavor/contrast';

/**
 * The pictures' colours, all worked out from a flavour's table colour: a pastel tint for the background (the
 * table colour itself is an accent on it, never a full wall), a darker shade for outlines and texture, and a
 * deep tone of the same hue for words on the tint that still reads at WCAG AA.
 */

const FALLBACK = '#be185d';

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `a` mixed with `b`: `amount` 0 is `a`, 1 is `b`. Unreadable colours count as the berry fallback. */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a) ?? parseHex(FALLBACK)!;
  const cb = parseHex(b) ?? parseHex(FALLBACK)!;
  return `#${ca.map((c, i) => hex2(c + ((cb[i] ?? 0) - c) * amount)).join('')}`;
}

/** The table colour as a safe '#rrggbb' (a malformed one: the berry). */
export function solid(hex: string): string {
  return mix(hex, hex, 0);
}

/** The background: mostly white, a breath of the flavour. */
export const tint = (hex: string, amount = 0.84) => mix(hex, '#ffffff', amount);

/** A darker tone of the colour: outlines, chips, the shade under a scoop's lip. */
export const shade = (hex: string, amount = 0.35) => mix(hex, '#000000', amount);

/** The colour's own deep tone that reaches 4.5:1 on `background`, else our ink. */
export function deepOn(hex: string, background: string): string {
  for (let amount = 0.3; amount <= 0.9; amount += 0.05) {
    const deep = shade(hex, amount);
    if (contrastRatio(deep, background) >= 4.5) return deep;
  }
  return DARK_TEXT;
}
