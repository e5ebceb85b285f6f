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

/** The words of a display line: a lone "/", "&" or "·" belongs to the word before ("Matcha /" "Pistachio"). */
export function displayWords(text: string): string[] {
  const words: string[] = [];
  // Spaces only: a no-break space (German "82\u00a0%") holds its words together.
  for (const token of text.trim().split(/[ \t\n\r]+/)) {
    if (token === '') continue;
    if (/^[/&·+–-]$/.test(token) && words.length > 0) words[words.length - 1] += ` ${token}`;
    else words.push(token);
  }
  return words;
}

/** Every way to cut `n` words into `lines` non-empty runs, as the start index of each run after the first. */
function* cuts(n: number, lines: number, from = 1): Generator<number[]> {
  if (lines === 1) {
    yield [];
    return;
  }
  for (let i = from; i <= n - (lines - 1); i++)
    for (const rest of cuts(n, lines - 1, i + 1)) yield [i, ...rest];
}

/**
 * Display text as a designer sets it: on one line at the largest of `sizes` that allows it; if none does,
 * in balanced lines (the widest as narrow as it can be) whose last line holds at least two words, never an
 * orphan ("Mint Chocolate / Chip" becomes "Mint / Chocolate Chip"; "Matcha / Pistachio" stays on one line at
 * a smaller size, below the listed ones if it must, down to 60% of the smallest). Only when nothing allows
 * that does it fall back to fitText's wrapping and ellipsis.
 */
export function fitBalanced(
  text: string,
  opts: { maxWidth: number; maxLines: number; sizes: readonly number[]; font: FontSpec },
  measure: Measure,
): FittedText {
  const { maxWidth, maxLines, sizes, font } = opts;
  const words = displayWords(text);
  const single = words.join(' ');
  for (const size of sizes) {
    const css = cssFont(font, size);
    if (measure(single, css) <= maxWidth) return { size, font: css, lines: [single] };
  }
  for (const size of sizes) {
    const css = cssFont(font, size);
    const width = (line: string) => measure(line, css);
    for (let n = 2; n <= maxLines; n++) {
      if (words.length < n + 1) break;
      let best: { lines: string[]; widest: number } | null = null;
      for (const starts of cuts(words.length, n)) {
        const bounds = [0, ...starts, words.length];
        const lines = bounds.slice(0, -1).map((b, i) => words.slice(b, bounds[i + 1]).join(' '));
        // The last line holds two words at least.
        if ((bounds[n] ?? 0) - (bounds[n - 1] ?? 0) < 2) continue;
        const widest = Math.max(...lines.map(width));
        if (widest <= maxWidth && (!best || widest < best.widest)) best = { lines, widest };
      }
      if (best) return { size, font: css, lines: best.lines };
    }
  }
  // Two words that fit no line at the listed sizes ("Praktisches Organisationstalent" in a narrow column):
  // one line still, a little smaller, rather than an orphan; down to 60% of the smallest size.
  const smallest = sizes[sizes.length - 1] ?? 16;
  const natural = measure(single, cssFont(font, smallest));
  const shrunk = Math.floor((smallest * maxWidth) / Math.max(1, natural));
  if (shrunk >= Math.ceil(smallest * 0.6)) {
    for (let size = shrunk; size >= Math.ceil(smallest * 0.6); size--) {
      const css = cssFont(font, size);
      if (measure(single, css) <= maxWidth) return { size, font: css, lines: [single] };
    }
  }
  return fitText(text, opts, measure);
}
