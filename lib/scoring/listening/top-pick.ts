/**
 * The id with the highest count, ties broken by name (then by a second name) so the quoted artist, song or
 * album never depends on the order the files were read in. Undefined when every count is zero.
 */
export function pickTop(
  counts: ArrayLike<number>,
  names: readonly string[],
  secondName?: (id: number) => string,
): number | undefined {
  let best: number | undefined;
  let bestCount = 0;
  for (let id = 0; id < counts.length; id++) {
    const c = counts[id] ?? 0;
    if (c <= 0 || c < bestCount) continue;
    if (best !== undefined && c === bestCount) {
      const a = names[id] ?? '';
      const b = names[best] ?? '';
      if (a > b) continue;
      if (a === b && secondName && secondName(id) >= secondName(best)) continue;
    }
    best = id;
    bestCount = c;
  }
  return best;
}
