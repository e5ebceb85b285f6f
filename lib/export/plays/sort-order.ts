/**
 * Sorts row indexes by `compare`, stably, in place: the same order Uint32Array.prototype.sort gives, for
 * less work on the orders a play table has. Files are read oldest first and each lists its plays in time
 * order, so the table is usually in order already (checked in one pass, nothing moved); otherwise it is a
 * few sorted runs, which Array.prototype.sort (TimSort) merges, while a typed array's merge sort compares
 * n log n times whatever its input.
 */
export function sortIndexes(order: Uint32Array, compare: (a: number, b: number) => number): Uint32Array {
  let ordered = true;
  for (let k = 1; k < order.length && ordered; k++) ordered = compare(order[k - 1] ?? 0, order[k] ?? 0) <= 0;
  if (!ordered) order.set(Array.from(order).sort(compare));
  return order;
}
