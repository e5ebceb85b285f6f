/** A generated block of a doc: found between its markers, and compared whatever padding Prettier gave it. */

/** The block between two markers, markers included, or undefined when either is missing. */
export function blockBetween(docs: string, startMarker: string, endMarker: string): string | undefined {
  const start = docs.indexOf(startMarker);
  const end = docs.indexOf(endMarker);
  return start >= 0 && end > start ? docs.slice(start, end + endMarker.length) : undefined;
}

/** Equal up to Prettier's column padding. */
export function sameTable(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/-{3,}/g, '---')
      .replace(/[ \t]+/g, ' ')
      .replace(/ \|/g, '|')
      .trim();
  return norm(a) === norm(b);
}
