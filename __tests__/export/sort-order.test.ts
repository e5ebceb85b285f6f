/** @jest-environment node */
import fc from 'fast-check';
import { sortIndexes } from '@/lib/export/plays/sort-order';

/** sortIndexes (sort-order.ts) gives exactly the typed array's stable sort, ties kept in their order. */
describe('sortIndexes', () => {
  // Keys with many ties, so stability shows: rows compare by key only.
  const keysOf = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 300 });

  it('orders like Uint32Array.prototype.sort, ties in their original order', () => {
    fc.assert(
      fc.property(keysOf, fc.boolean(), (keys, presorted) => {
        const rows = presorted ? [...keys].sort((a, b) => a - b) : keys;
        const compare = (a: number, b: number) => (rows[a] ?? 0) - (rows[b] ?? 0);
        const order = Uint32Array.from(rows.keys());
        const expected = Uint32Array.from(rows.keys()).sort(compare);
        expect([...sortIndexes(order, compare)]).toEqual([...expected]);
      }),
    );
  });

  it('leaves an ordered table untouched after one pass', () => {
    const compare = jest.fn((a: number, b: number) => a - b);
    const order = Uint32Array.from([0, 1, 2, 3, 4]);
    expect([...sortIndexes(order, compare)]).toEqual([0, 1, 2, 3, 4]);
    expect(compare).toHaveBeenCalledTimes(4);
  });

  it('sorts runs of ordered rows (two files read out of order)', () => {
    const times = [5, 6, 7, 1, 2, 3];
    const order = Uint32Array.from(times.keys());
    const sorted = sortIndexes(order, (a, b) => (times[a] ?? 0) - (times[b] ?? 0));
    expect([...sorted].map((i) => times[i])).toEqual([1, 2, 3, 5, 6, 7]);
  });
});
