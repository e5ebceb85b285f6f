import type { ExportPlan } from './export-plan';
import type { NamedYears } from './files/file-names';
import { FILES_READ_PERCENT, STAGE_END_PERCENT, type ProgressReporter } from './progress';

/**
 * The parsing stage's progress when one or several workers read files of the plan at once: the bar
 * follows the uncompressed bytes handled across every part, and "file k of n" counts the files begun so
 * far, so both only ever grow whichever part reports. A file's start is reported at once (as the single
 * reader always did); bytes within a file go through the reporter's throttle.
 */
export class PartsProgress {
  private readonly current = new Map<number, { index: number; bytes: number }>();
  private doneBytes = 0;
  private started = 0;
  private lastName = '';
  private notNeeded = 0;
  private yearsRead: NamedYears | undefined;

  constructor(
    private readonly plan: Pick<ExportPlan, 'tasks' | 'totalBytes'>,
    private readonly reporter: ProgressReporter,
  ) {}

  /** Part `part` is at `bytes` of task `index` (a new index means it began that file). */
  at(part: number, index: number, bytes: number): void {
    const task = this.plan.tasks[index];
    if (!task) return;
    const was = this.current.get(part);
    const begun = !was || was.index !== index;
    if (begun) {
      this.started++;
      this.lastName = task.path;
    }
    this.current.set(part, { index, bytes: Math.min(Math.max(0, bytes), task.size) });
    this.report(begun);
  }

  /** Part `part` finished task `index`. */
  done(part: number, index: number): void {
    const was = this.current.get(part);
    if (was?.index === index) this.current.delete(part);
    this.doneBytes += this.plan.tasks[index]?.size ?? 0;
    this.report(false);
  }

  /**
   * Older years' files the import will not read (needed-years.ts): their share of the bar is done, they
   * leave the file count, and from now on the progress says which years are read.
   */
  leaveUnread(indexes: readonly number[], yearsRead: NamedYears | undefined): void {
    for (const index of indexes) this.doneBytes += this.plan.tasks[index]?.size ?? 0;
    this.notNeeded += indexes.length;
    this.yearsRead = yearsRead;
    this.report(true);
  }

  private report(force: boolean): void {
    let bytes = this.doneBytes;
    for (const c of this.current.values()) bytes += c.bytes;
    const span = FILES_READ_PERCENT - STAGE_END_PERCENT.reading;
    const count = this.plan.tasks.length - this.notNeeded;
    this.reporter.report(
      {
        stage: 'parsing',
        percent: STAGE_END_PERCENT.reading + (span * bytes) / this.plan.totalBytes,
        fileIndex: Math.min(Math.max(1, this.started), count),
        fileCount: count,
        fileName: this.lastName,
        ...(this.yearsRead ? { yearsRead: this.yearsRead } : {}),
      },
      force,
    );
  }
}
