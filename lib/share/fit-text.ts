/**
 * Text fitting for the share pictures, as pure functions: canvas is not available in tests (jsdom), so the
 * width of a string comes from an injected `measure` (on the device: CanvasRenderingContext2D.measureText).
 */

/** Width in pixels of `text` drawn with the CSS font shorthand `font`. */
export type Measure = (text: string, font: string) => number;

export interface FontSpec {
  readonly weight: number;
  readonly family: string;
}

export function cssFont(spec: FontSpec, size: number): string {
  return `${spec.weight} ${size}px ${spec.family}`;
}

/** Splits a word wider than `maxWidth` into pieces that fit (a long name without spaces never overflows). */
function breakWord(word: string, maxWidth: number, fits: (t: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
    if (current !== '' && !fits(current + char)) {
      pieces.push(current);
      current = char;
    } else current += char;
  }
  if (current !== '') pieces.push(current);
  return maxWidth > 0 ? pieces : [word];
}

/**
 * Greedy word wrap: breaks after spaces and after a slash or hyphen ("Matcha / Pistachio", "Laid-Back"),
 * so every line is at most `maxWidth` wide.
 */
export function wrapText(text: string, maxWidth: number, font: string, measure: Measure): string[] {
  const fits = (t: string) => measure(t, font) <= maxWidth;
  // Tokens keep their trailing break character: "Laid-" "Back", "Matcha " "/ " "Pistachio".
  const tokens =
    text
      .trim()
      .match(/[^\s/-]*[/-]?\s*|\s+/g)
      ?.filter((t) => t !== '') ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (fits(candidate.trimEnd())) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
    const word = token.trimEnd();
    if (fits(word)) line = token;
    else {
      const pieces = breakWord(word, maxWidth, fits);
      lines.push(...pieces.slice(0, -1));
      line = (pieces[pieces.length - 1] ?? '') + token.slice(word.length);
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Shortens the last line with an ellipsis until it fits: only for text longer than any design allows. */
function ellipsize(line: string, maxWidth: number, font: string, measure: Measure): string {
  let text = line;
  while (text.length > 1 && measure(`${text}…`, font) > maxWidth) text = text.slice(0, -1).trimEnd();
  return `${text}…`;
}

export interface FittedText {
  readonly size: number;
  readonly font: string;
  readonly lines: readonly string[];
}

/** Every word of `text` fits whole on a line (a word breaks only after a slash or hyphen). */
function wordsFit(text: string, maxWidth: number, font: string, measure: Measure): boolean {
  const words = text.trim().match(/[^\s/-]+[/-]?/g) ?? [];
  return words.every((word) => measure(word, font) <= maxWidth);
}

/**
 * The largest of `sizes` (largest first) at which `text` wraps into at most `maxLines` lines of at most
 * `maxWidth`, with no word broken inside (German "Schokolade" steps down a size rather than read
 * "Schokolad / e"); else the largest that fits by breaking a word. If none does, the smallest size, cut to
 * `maxLines` with an ellipsis.
 */
export function fitText(
  text: string,
  opts: { maxWidth: number; maxLines: number; sizes: readonly number[]; font: FontSpec },
  measure: Measure,
): FittedText {
  const { maxWidth, maxLines, sizes, font } = opts;
  for (const size of sizes) {
    const css = cssFont(font, size);
    if (!wordsFit(text, maxWidth, css, measure)) continue;
    const lines = wrapText(text, maxWidth, css, measure);
    if (lines.length <= maxLines) return { size, font: css, lines };
  }
  for (const size of sizes) {
    const css = cssFont(font, size);
    const lines = wrapText(text, maxWidth, css, measure);
    if (lines.length <= maxLines) return { size, font: css, lines };
  }
  const size = sizes[sizes.length - 1] ?? 16;
  const css = cssFont(font, size);
  const lines = wrapText(text, maxWidth, css, measure).slice(0, maxLines);
  const last = lines.length - 1;
  if (last >= 0) lines[last] = ellipsize(lines[last] ?? '', maxWidth, css, measure);
  return { size, font: css, lines };
}
