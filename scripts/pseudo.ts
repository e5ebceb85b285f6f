import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * The pseudo-locale's transform (like Android's en-XA or Windows' qps-ploc): a message's literal text accented
 * (a → å, e → é, …), about 40% longer, and wrapped in ⟦…⟧, so on a pseudo-locale page a word that did not come
 * from a catalogue shows plain, one cut off shows without its closing bracket, and one that needs more room shows
 * where the layout breaks. The message is parsed as ICU and printed back: arguments (`{name}`,
 * `{count, number}`), a plural's or select's keys and `#`, rich-text tags (`<b>…</b>`) and their names stay as
 * they are; the literal text inside a plural's, a select's or a tag's branches is accented too. ASCII digits stay.
 */
const ACCENTS: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  n: 'ñ',
  o: 'ö',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
/** How much longer a message gets: German and French run 30–40% longer than English. */
const GROWTH = 0.4;

export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter] ?? letter);
}

/** The literal text of a message, all branches counted once. */
function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (isLiteralElement(element)) length += element.value.length;
    else if (isTagElement(element)) length += literalLength(element.children);
    else if (isPluralElement(element) || isSelectElement(element)) {
      const other = element.options.other ?? Object.values(element.options)[0];
      if (other) length += literalLength(other.value);
    }
  }
  return length;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (isLiteralElement(element)) return { ...element, value: accent(element.value) };
    if (isTagElement(element)) return { ...element, children: accentAll(element.children) };
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: accentAll(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** One message of the pseudo-locale. */
export function pseudoMessage(message: string): string {
  const ast = parse(message, { ignoreTag: false });
  const padding = Math.max(1, Math.ceil(literalLength(ast) * GROWTH));
  const literal = (value: string): MessageFormatElement => ({ type: 0, value }) as MessageFormatElement;
  return printAST([
    literal(PSEUDO_OPEN),
    ...accentAll(ast),
    // Short groups with spaces between: as long as the words a longer language adds, and breakable like them (one
    // unbroken run of dots would overflow a narrow screen where no real translation could).
    literal(' ·····'.repeat(Math.ceil(padding / 6)).slice(0, padding) + PSEUDO_CLOSE),
  ]);
}

/** A whole catalogue: every message of every namespace, the same keys. */
export function pseudoCatalogue(node: unknown): unknown {
  if (typeof node === 'string') return pseudoMessage(node);
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pseudoCatalogue(value)]));
  return node;
}
