import type { EnginePage } from './engine-page';

/**
 * The index, among `document.querySelectorAll(css)`, of the first element whose text contains `text`
 * (the first element when `text` is undefined); -1 when none. Both clients then take that element from
 * their own `$$(css)`, so the flows can name a button by its words in either engine.
 */
export function elementIndex(page: EnginePage, css: string, text?: string): Promise<number> {
  return page.evaluate(
    (selector: string, words: string | null) =>
      Array.from(document.querySelectorAll(selector)).findIndex(
        (el) => words === null || (el.textContent ?? '').includes(words),
      ),
    css,
    text ?? null,
  );
}

export function describeTarget(css: string, text?: string): string {
  return text === undefined ? css : `${css} with text "${text}"`;
}
