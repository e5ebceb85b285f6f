import { AppleMusicCollector } from './services/apple-music';
import type { ExportData } from './export-data';
import { ExportError, toExportError } from './export-error';
import { checkInputCount, planExport, type ExportPlan } from './export-plan';
import type { ExportInput, RandomAccess } from './files/export-source';
import { InflateBuffer } from './files/zip-entry';
import { emptyRowCounters } from './services/history-rows';
import { withLimits, type ExportLimits } from './limits';
import { ExportMerger, type PartTail } from './merge-export';
import { NeededYears, type KeepFrom } from './needed-years';
import { PartsProgress } from './parts-progress';
import { PlayTableBuilder } from './plays/play-table';
import { FILES_READ_PERCENT, ProgressReporter, STAGE_END_PERCENT, type ProgressCallback } from './progress';
import { readTask, type TaskOutcome } from './read-task';
import { TableNames } from './plays/table-names';
import { TaskQueue } from './task-queue';

/**
 * Reads a Spotify data export — zips and/or loose JSON files, any generation — into compact music plays
 * plus the auxiliary facts the model uses. Files are handled one at a time (read or inflate one entry ->
 * decode -> parse -> reduce -> drop), so peak memory follows the largest file, not the whole export.
 * Every failure leaves as an ExportError with a stable code.
 *
 * The work is planned first (export-plan.ts), then read either here, file by file, or by a pool of
 * readers given in `parts`, each reading the files of the plan that a TaskQueue hands it whenever it is free
 * (task-queue.ts); either way the outcomes are merged in reading order (merge-export.ts), so the export
 * read is the same to the last row.
 */
export interface ReadExportOptions {
  readonly onProgress?: ProgressCallback;
  /** Tests lower limits to exercise them cheaply; production uses EXPORT_LIMITS. */
  readonly limits?: Partial<ExportLimits>;
  /**
   * Readers for files of the plan (the import pool: one per worker). With fewer than two, or an export
   * that planning had to inflate nested zips for, or a single file, everything is read here.
   */
  readonly parts?: readonly PartReader[];
  /**
   * The earliest play end (UTC ms) the result reads, from the qualifying plays' ends (needed-years.ts).
   * Given, the import leaves unread the older years' files that end before it; not given, it reads every
   * file.
   */
  readonly keepFrom?: KeepFrom;
}

/** Where one part's news goes: the merger and the progress bar (through a port, for a pool worker). */
export interface PartSink {
  /** At `bytes` of task `index`; may throw (the page cancelled), which stops the part. */
  at(index: number, bytes: number): void;
  outcome(outcome: TaskOutcome): void;
  /** After the part's last task. */
  tail(tail: PartTail): void;
  /** The part stopped at task `index` (-1: while planning) with `error`; nothing follows. */
  failed(index: number, error: unknown): void;
}

/**
 * Reads part `part` of the export, whatever the transport, reporting to `sink`: the files `take()` hands it,
 * one at a time, each asked for once the previous one is read (null: no more). `plan` is the caller's, for a
 * reader that plans for itself to check its own against. Settles once the part has ended (with `tail` or
 * `failed`).
 */
export type PartReader = (
  part: number,
  sink: PartSink,
  plan: ExportPlan,
  take: () => number | null | Promise<number | null>,
) => Promise<void>;

/** The files a part reads, one at a time: asked for when the previous one is done; null ends the part. */
export type NextTask = () => Promise<number | null> | number | null;

export async function readExport(
  inputs: readonly ExportInput[],
  options: ReadExportOptions = {},
): Promise<ExportData> {
  const limits = withLimits(options.limits);
  const progress = new ProgressReporter(options.onProgress);
  checkInputCount(inputs, limits);
  progress.report({ stage: 'reading', percent: 0 }, true);
  const plan = await planExport(inputs, limits);
  progress.report({ stage: 'reading', percent: STAGE_END_PERCENT.reading }, true);

  const merger = new ExportMerger(plan, limits);
  const tracker = new PartsProgress(plan, progress);
  const years = new NeededYears(
    plan.tasks.map((t) => t.path),
    options.keepFrom,
  );
  years.onDecided(() => {
    const unread = years.unread();
    if (unread.length === 0) return;
    for (const index of unread) merger.notNeeded(index);
    tracker.leaveUnread(unread, years.summary()?.yearsRead);
  });
  const sinkFor = (part: number, failed: PartSink['failed']): PartSink => ({
    at: (index, bytes) => tracker.at(part, index, bytes),
    outcome: (o) => {
      years.observe(o.index, o.table);
      merger.add(o, part);
      tracker.done(part, o.index);
    },
    tail: (tail) => merger.addTail(tail, part),
    failed,
  });

  const readers = options.parts ?? [];
  const parts = Math.min(readers.length, plan.tasks.length);
  if (parts >= 2 && !plan.nested) {
    const queue = new TaskQueue(plan.tasks, years);
    try {
      await Promise.all(
        readers.slice(0, parts).map((read, part) =>
          read(
            part,
            sinkFor(part, (index, error) => {
              queue.stopAt(index);
              merger.fail(index, toExportError(error));
            }),
            plan,
            () => queue.take(part),
          ),
        ),
      );
    } finally {
      years.stop();
    }
  } else {
    let next = 0;
    try {
      await readPart(
        plan,
        limits,
        sinkFor(0, (_index, error) => {
          throw error;
        }),
        async () => {
          // Files come in reading order, so every first-round file is in before the first older one.
          while (next < plan.tasks.length) {
            const index = next++;
            if (await years.needed(index)) return index;
          }
          return null;
        },
      );
    } finally {
      years.stop();
    }
  }
  const olderYears = years.summary();
  const yearsRead = olderYears ? { yearsRead: olderYears.yearsRead } : {};
  const ordering = STAGE_END_PERCENT.parsing - FILES_READ_PERCENT;
  const data = merger.finish(
    (done) =>
      progress.report(
        { stage: 'parsing', percent: FILES_READ_PERCENT + ordering * done, ...yearsRead },
        true,
      ),
    olderYears,
  );
  progress.report({ stage: 'parsing', percent: STAGE_END_PERCENT.parsing, ...yearsRead }, true);
  return data;
}

/**
 * A pool worker's part: plans the export itself (cheap: names, sizes, zip directories), checks the plan
 * with `accept` (the lead's), and reads the files `next` hands it. Resolves with the plan, or undefined when
 * it failed.
 */
export async function readExportPart(
  inputs: readonly ExportInput[],
  sink: PartSink,
  next: NextTask,
  limits: ExportLimits = withLimits(undefined),
  accept: (plan: ExportPlan) => boolean = () => true,
): Promise<ExportPlan | undefined> {
  let plan: ExportPlan;
  try {
    plan = await planExport(inputs, limits);
  } catch (error) {
    sink.failed(-1, error);
    return undefined;
  }
  if (!accept(plan)) {
    sink.failed(-1, new ExportError('INTERNAL'));
    return undefined;
  }
  await readPart(plan, limits, sink, next);
  return plan;
}

/** Reads the files of `plan` that `next` hands out, in the order it hands them, one at a time. */
async function readPart(
  plan: ExportPlan,
  limits: ExportLimits,
  sink: PartSink,
  next: NextTask,
): Promise<void> {
  // A source's cached bytes (if any) go once its last file is read, or when the part ends.
  const lastTaskOf = new Map<RandomAccess, number>();
  plan.tasks.forEach((task, index) => lastTaskOf.set(task.file, index));
  const opened = new Set<RandomAccess>();
  const rows = emptyRowCounters();
  const apple = new AppleMusicCollector(rows);
  // One set of names for the whole part: each chunk then brings only the names new to this part.
  const names = new TableNames();
  // One array to inflate every file into (zip-entry.ts says why).
  const inflated = new InflateBuffer();
  let index = -1;
  try {
    for (let taken = await next(); taken !== null; taken = await next()) {
      const task = plan.tasks[taken];
      if (!task) throw new ExportError('INTERNAL');
      index = taken;
      opened.add(task.file);
      sink.at(index, 0);
      const onBytes = (n: number) => sink.at(taken, n);
      const outcome = await readTask(task, index, limits, apple, names, onBytes, inflated);
      if (lastTaskOf.get(task.file) === index) {
        task.file.release();
        opened.delete(task.file);
      }
      sink.outcome(outcome);
    }
    index = plan.tasks.length;
    const table = new PlayTableBuilder(names);
    apple.flush(table, limits.maxPlayMs);
    sink.tail({
      // Either Apple history file counts as a history file read (Track Play History alone is one).
      hadPlayActivity: apple.hadPlayActivity || apple.hadTrackHistory,
      rows,
      ...(table.count > 0 ? { table: table.toChunk() } : {}),
    });
  } catch (error) {
    sink.failed(index, error);
  } finally {
    for (const file of opened) file.release();
  }
}
