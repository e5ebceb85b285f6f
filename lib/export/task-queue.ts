import type { Task } from './export-plan';
import type { NeededYears } from './needed-years';

/**
 * Hands the planned files to the readers of the import pool one at a time, as each finishes its previous
 * one, instead of splitting them up front. A split fixed in advance finishes when its slowest reader does:
 * a phone's cores are not alike (big and little cores differ two- to threefold), and on any device one reader
 * shares its core with the page, the lead or the engine's compilers for a while. Taking the next file when
 * free keeps every reader busy until the files run out, so the readers finish within about one file of each
 * other.
 *
 * Files go out in reading order, so each reader reads its files in increasing order: the merger appends
 * chunks in reading order, and a reader's chunks carry its names in the order it met them, which only lines
 * up when both orders agree (table-names.ts). Apple's CSV files all go to part 0, first: its reader joins rows
 * across them (they yield no table until the part ends, so their place in its order does not matter).
 *
 * With `years`, the older years' files wait until the first round is in (needed-years.ts): a part that
 * reaches one waits for the decision, then gets the next file that is needed, or null.
 */
export class TaskQueue {
  private next = 0;
  private end: number;
  private readonly csv: number[] = [];

  constructor(
    private readonly tasks: readonly Pick<Task, 'format'>[],
    private readonly years?: NeededYears,
  ) {
    this.end = tasks.length;
    tasks.forEach((task, index) => {
      if (task.format === 'csv') this.csv.push(index);
    });
  }

  /**
   * The next file for `part` to read, or null when there is none left for it; a promise when the next file
   * is an older year's and the first round is not in yet.
   */
  take(part: number): number | null | Promise<number | null> {
    if (part === 0) {
      const csv = this.csv.shift();
      if (csv !== undefined && csv < this.end) return csv;
    }
    for (;;) {
      while (this.next < this.end && this.tasks[this.next]?.format === 'csv') this.next++;
      if (this.next >= this.end) return null;
      const index = this.next;
      if (this.years && !this.years.decided && this.years.isDeferred(index))
        // Ask again once decided: another part may have taken this file meanwhile.
        return this.years.needed(index).then(() => this.take(part));
      this.next++;
      if (!this.years?.isNotNeeded(index)) return index;
    }
  }

  /** A part failed at `index`: the import will report that failure (or an earlier one), so hand out nothing after it. */
  stopAt(index: number): void {
    this.end = Math.min(this.end, Math.max(0, index));
    this.years?.stop();
  }
}
