import type { NamedYears } from './files/file-names';
import { historyYears } from './files/file-names';
import { QUALIFYING_MS } from './minimum-data';
import { SOURCE } from './plays/play-codes';
import type { TableChunk } from './plays/play-table';

/**
 * Which of an export's older years the result will never read, so the import can leave those files
 * unread: a heavy listener's ten years of extended history are read as the one or two the score looks at,
 * and the import's memory and time follow those, not the whole history.
 *
 * The extended history names its years (`Streaming_History_Audio_2023-2024_3.json`). The plan reads every
 * file without years in its name (account data, legacy history, the account's other files) and the newest
 * two years of named files first (export-plan.ts orders them so); those hold the newest play. The older
 * named files ("deferred") wait until all of that is in. Then `keepFrom`, given the qualifying plays read
 * so far, says the earliest play end the result can read (the scorer's year and its look-back before it,
 * given by the caller): a deferred file whose named years all end before it is not needed; the others are
 * read, newest first. When `keepFrom` cannot tell (no year of these plays holds enough music), all are.
 *
 * The decision is made once every first-round file is in, never on timing, so a pool of any size leaves
 * the same files unread, and the same files give the same summary. Anything that could make a skipped
 * file matter reads everything, exactly as before:
 *  - no `keepFrom` (callers that want the whole history);
 *  - a read file whose plays fall outside the years its name gives (the names cannot be trusted);
 *  - plays of another service among those read (the service with the most plays names the import);
 *  - no extended play newer than every deferred file's years (the newest play might be among them).
 *
 * `keepFrom` sees each distinct (end, time played) once, and not the account rows an extended history
 * supersedes (finalizePlays drops those): never more plays than the scorer will count.
 */
export type KeepFrom = (qualifyingEnds: Float64Array) => number | undefined;

export interface NeededYearsSummary {
  /** UTC years of the plays that were read. */
  readonly yearsRead: NamedYears;
  /** Files left unread because their years end before anything the result reads. */
  readonly filesNotNeeded: number;
}

/** Margin around a name's years (UTC), in case a name's years were counted in the listener's zone. */
const SLACK_MS = 2 * 86_400_000;

const yearStart = (year: number) => Date.UTC(year, 0, 1);

export class NeededYears {
  private readonly years: (NamedYears | undefined)[];
  /** First-round files not yet in. */
  private pending: number;
  private readonly deferred = new Set<number>();
  private readonly notNeeded = new Set<number>();
  private decidedFlag = false;
  private readonly waiters: (() => void)[] = [];
  private newest = -Infinity;
  private newestExtended = -Infinity;
  private oldest = Infinity;
  private trusted = true;
  private otherService = false;
  private readYears: NamedYears | undefined;
  /** Qualifying plays of the first round: end, time played, and whether an account row. */
  private readonly ends: number[] = [];
  private readonly mss: number[] = [];
  private readonly accountRow: boolean[] = [];
  private readonly listeners: (() => void)[] = [];

  /**
   * `paths`: the plan's tasks in reading order; `keepFrom`: the earliest play end (UTC ms) the result
   * reads, from the qualifying plays' ends; none means every file is needed.
   */
  constructor(
    paths: readonly string[],
    private readonly keepFrom?: KeepFrom,
  ) {
    this.years = paths.map((p) => historyYears(p));
    const newestYear = this.years.reduce((y, n) => Math.max(y, n?.to ?? -Infinity), -Infinity);
    if (keepFrom)
      this.years.forEach((y, index) => {
        // The newest two named years are always read: the window reaches back a year from the newest play.
        if (y && y.to <= newestYear - 2) this.deferred.add(index);
      });
    this.pending = paths.length - this.deferred.size;
    if (this.pending === 0 || this.deferred.size === 0) this.decide();
  }

  get decided(): boolean {
    return this.decidedFlag;
  }

  /** Waits for the first round when `index` is a deferred file; then whether it must be read. */
  async needed(index: number): Promise<boolean> {
    if (!this.deferred.has(index)) return true;
    if (!this.decidedFlag) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return !this.notNeeded.has(index);
  }

  /** Calls `listener` once decided (at once when it already is). */
  onDecided(listener: () => void): void {
    if (this.decidedFlag) listener();
    else this.listeners.push(listener);
  }

  /** Whether `index` is an older year's file, read only if the first round shows it is needed. */
  isDeferred(index: number): boolean {
    return this.deferred.has(index);
  }

  /** Whether `index` is known to be unneeded (false while undecided). */
  isNotNeeded(index: number): boolean {
    return this.notNeeded.has(index);
  }

  /** Files left unread, in reading order (once decided). */
  unread(): number[] {
    return [...this.notNeeded].sort((a, b) => a - b);
  }

  /**
   * A file of the plan was read (or skipped for a problem of its own): its plays, if any. Deferred files
   * that are read add only to the summary's years.
   */
  observe(index: number, table: TableChunk | undefined): void {
    if (table) this.look(index, table);
    if (this.deferred.has(index) || this.decidedFlag) return;
    this.pending--;
    if (this.pending === 0) this.decide();
  }

  /** The import stopped (a failure or a cancel): nobody waits for a decision any more. */
  stop(): void {
    if (!this.decidedFlag) this.decide(true);
  }

  /** Once older files were left unread: which years were read (fixed at the decision) and how many files not. */
  summary(): NeededYearsSummary | undefined {
    if (this.notNeeded.size === 0 || !this.readYears) return undefined;
    return { yearsRead: this.readYears, filesNotNeeded: this.notNeeded.size };
  }

  private look(index: number, t: TableChunk): void {
    const named = this.years[index];
    const collect = this.keepFrom !== undefined && !this.decidedFlag;
    for (let i = 0; i < t.count; i++) {
      const end = t.end[i] ?? 0;
      const source = t.source[i] ?? 0;
      const ms = t.ms[i] ?? 0;
      if (collect && ms >= QUALIFYING_MS) {
        this.ends.push(end);
        this.mss.push(ms);
        this.accountRow.push(source === SOURCE.account);
      }
      if (end > this.newest) this.newest = end;
      if (end < this.oldest) this.oldest = end;
      if (source === SOURCE.extended) {
        if (end > this.newestExtended) this.newestExtended = end;
      } else if (source !== SOURCE.account) this.otherService = true;
      if (named && (end < yearStart(named.from) - SLACK_MS || end >= yearStart(named.to + 1) + SLACK_MS))
        this.trusted = false;
    }
  }

  /** The first round's qualifying plays as the scorer will count them at most: ends, ascending. */
  private qualifyingEnds(): Float64Array {
    const order: number[] = [];
    for (let i = 0; i < this.ends.length; i++)
      if (!(this.accountRow[i] && (this.ends[i] ?? 0) <= this.newestExtended)) order.push(i);
    const end = (i: number) => this.ends[i] ?? 0;
    const ms = (i: number) => this.mss[i] ?? 0;
    order.sort((a, b) => end(a) - end(b) || ms(a) - ms(b));
    const out = new Float64Array(order.length);
    let n = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] ?? 0;
      const prev = order[k - 1];
      if (k > 0 && prev !== undefined && end(prev) === end(i) && ms(prev) === ms(i)) continue;
      out[n++] = end(i);
    }
    return out.subarray(0, n);
  }

  private decide(stopped = false): void {
    if (this.decidedFlag) return;
    this.decidedFlag = true;
    if (!stopped && this.keepFrom && this.trusted && !this.otherService && this.deferred.size > 0) {
      const newestDeferredYear = Math.max(...[...this.deferred].map((i) => this.years[i]?.to ?? Infinity));
      const from =
        this.newestExtended >= yearStart(newestDeferredYear + 1) + SLACK_MS
          ? this.keepFrom(this.qualifyingEnds())
          : undefined;
      if (from !== undefined) {
        for (const index of this.deferred) {
          const to = this.years[index]?.to;
          if (to !== undefined && yearStart(to + 1) + SLACK_MS <= from) this.notNeeded.add(index);
        }
        // The years read: those of the plays in so far and the named years of the older files still to read.
        let first = new Date(this.oldest).getUTCFullYear();
        for (const index of this.deferred)
          if (!this.notNeeded.has(index)) first = Math.min(first, this.years[index]?.from ?? first);
        this.readYears = { from: first, to: new Date(this.newest).getUTCFullYear() };
      }
    }
    this.ends.length = this.mss.length = this.accountRow.length = 0;
    for (const listener of this.listeners.splice(0)) listener();
    for (const wake of this.waiters.splice(0)) wake();
  }
}
