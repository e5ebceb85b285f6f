/**
 * Progress of an import for the page's progress bar. Percent is for the whole job (reading, parsing and
 * scoring), so the bar never jumps back. Reporting is throttled: at every file boundary and at most every
 * ~100 ms in between, so a long file still moves the bar at least every ~250 ms without flooding messages.
 */
import type { NamedYears } from './files/file-names';

export type ImportStage = 'reading' | 'parsing' | 'scoring';

export interface ImportProgress {
  readonly stage: ImportStage;
  /** 0–100, whole numbers, never decreasing. */
  readonly percent: number;
  /** 1-based index of the file being parsed, with the total (stage 'parsing' only). */
  readonly fileIndex?: number;
  readonly fileCount?: number;
  readonly fileName?: string;
  /** Set once older years were found not needed: the years that are read (needed-years.ts). */
  readonly yearsRead?: NamedYears;
}

export type ProgressCallback = (progress: ImportProgress) => void;

/** Share of the bar each stage ends at. */
export const STAGE_END_PERCENT: Readonly<Record<ImportStage, number>> = {
  reading: 2,
  parsing: 90,
  scoring: 100,
};

/**
 * Inside the parsing stage, where reading the files ends and putting their plays in order (sorting,
 * removing duplicates) begins: a million plays take a few hundred milliseconds of that, so it has its own
 * stretch of the bar rather than a pause at its end.
 */
export const FILES_READ_PERCENT = 87;

const MIN_INTERVAL_MS = 100;

export class ProgressReporter {
  private last = 0;
  private lastPercent = 0;

  constructor(
    private readonly callback: ProgressCallback | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  report(progress: ImportProgress, force = false): void {
    if (!this.callback) return;
    const t = this.now();
    if (!force && t - this.last < MIN_INTERVAL_MS) return;
    this.last = t;
    this.lastPercent = Math.max(this.lastPercent, Math.min(100, Math.max(0, Math.floor(progress.percent))));
    this.callback({ ...progress, percent: this.lastPercent });
  }
}
