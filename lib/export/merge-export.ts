import { AuxiliaryCollector } from './services/auxiliary';
import type { DataSource, ExportData, ExportSummary, SkipReason, SkippedFile } from './export-data';
import { ExportError, refusalFor, type ExportErrorCode } from './export-error';
import type { ExportPlan, Findings } from './export-plan';
import { baseName } from './files/file-names';
import type { NeededYearsSummary } from './needed-years';
import { emptyRowCounters, type RowCounters } from './services/history-rows';
import type { ExportLimits } from './limits';
import { SOURCE } from './plays/play-codes';
import { PlayTableBuilder, type TableChunk } from './plays/play-table';
import { finalizePlays } from './plays/plays';
import { ReaderNames } from './plays/table-names';
import { unreadOutcome, type TaskOutcome } from './read-task';

/**
 * Puts the outcomes of every planned file back together, in reading order, whichever worker read them and
 * in whatever order they arrive: an outcome is held until every earlier one is in, then appended. So one
 * worker reading everything and a pool reading shares build exactly the same table, counts and lists,
 * and therefore the same result. The first failure in reading order is the one reported, as it would be
 * by a single reader that stops there. Each part's chunks carry ids in that part's own name lists, so the
 * merger keeps one ReaderNames per part to translate them (table-names.ts).
 */

/** What a part adds once its last file is read: Apple's listens, which wait for every Apple file of the part. */
export interface PartTail {
  readonly hadPlayActivity: boolean;
  readonly rows: RowCounters;
  readonly table?: TableChunk;
}

export class ExportMerger {
  private readonly table = new PlayTableBuilder();
  private readonly rows = emptyRowCounters();
  private readonly auxiliary = new AuxiliaryCollector();
  private readonly findings: Findings;
  private readonly skipped: SkippedFile[] = [];
  private readonly packages = { account: false, extended: false };
  private readonly waiting = new Map<number, { outcome: TaskOutcome; part: number }>();
  private readonly tails: { tail: PartTail; part: number }[] = [];
  private readonly readerNames = new Map<number, ReaderNames>();
  private next = 0;
  private filesSkipped = 0;
  private filesRead = 0;
  private historyFiles = 0;
  private failure: { index: number; error: ExportError } | undefined;

  constructor(
    private readonly plan: ExportPlan,
    private readonly limits: ExportLimits,
  ) {
    this.findings = { ...plan.findings };
    for (const s of plan.skipped) this.skip(s.name, s.reason);
  }

  /** Outcomes merged so far (every task before this index is in the table). */
  get merged(): number {
    return this.next;
  }

  /** A file's outcome, read by part `part` (whose names its chunk's ids index). */
  add(outcome: TaskOutcome, part: number): void {
    if (outcome.index < this.next || outcome.index >= this.plan.tasks.length) return;
    this.waiting.set(outcome.index, { outcome, part });
    for (let o = this.waiting.get(this.next); o; o = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.apply(o.outcome, o.part);
      this.next++;
    }
  }

  /** A file the import leaves unread (an older year the result never reads): it adds nothing. */
  notNeeded(index: number): void {
    this.add(unreadOutcome(index), 0);
  }

  addTail(tail: PartTail, part: number): void {
    this.tails.push({ tail, part });
  }

  /** A part stopped at task `index` (-1: while planning); the earliest failure in reading order wins. */
  fail(index: number, error: ExportError): void {
    if (!this.failure || index < this.failure.index) this.failure = { index, error };
  }

  /**
   * The merged export, or the failure that a single reader would have stopped at. `onStep(done)`: the
   * share of putting the plays in order done so far (finalizePlays).
   */
  finish(onStep?: (done: number) => void, olderYears?: NeededYearsSummary): ExportData {
    this.throwFailure();
    if (this.next !== this.plan.tasks.length) throw new ExportError('INTERNAL');
    let hadPlayActivity = false;
    for (const { tail, part } of this.tails) {
      addCounters(this.rows, tail.rows);
      if (tail.table) this.appendTable(tail.table, part, this.plan.tasks.length);
      hadPlayActivity ||= tail.hadPlayActivity;
    }
    this.throwFailure();
    if (hadPlayActivity) this.historyFiles++;
    this.findings.historyFile = this.historyFiles > 0;

    const { plays, counts } = finalizePlays(this.table, onStep);
    const summary: ExportSummary = {
      filesRead: this.filesRead,
      historyFiles: this.historyFiles,
      filesSkipped: this.filesSkipped,
      skipped: this.skipped,
      musicRows: plays.count,
      podcastRowsExcluded: this.rows.podcastRows,
      audiobookRowsExcluded: this.rows.audiobookRows,
      videoRowsExcluded: this.rows.videoRows,
      incognitoRowsExcluded: this.rows.incognitoRows,
      duplicatesRemoved: counts.duplicatesRemoved,
      invalidRows: this.rows.invalidRows,
      supersededAccountRows: counts.supersededAccountRows,
      packages: this.packages,
      ...(olderYears ? { olderYears } : {}),
    };
    if (plays.count === 0) throw explainNoMusic(summary, this.findings);
    return { source: dataSourceOf(plays.source), plays, auxiliary: this.auxiliary.finish(), summary };
  }

  private throwFailure(): void {
    if (this.failure) throw this.failure.error;
  }

  private skip(name: string, reason: SkipReason): void {
    this.filesSkipped++;
    if (this.skipped.length < this.limits.maxSkippedFilesListed) this.skipped.push({ name, reason });
    if (reason === 'too-large') this.findings.tooLarge = true;
    if (reason === 'damaged') this.findings.damaged = true;
    if (reason === 'unsupported') this.findings.unsupported = true;
    if (reason === 'technical-log') this.findings.technicalLog = true;
  }

  /** A chunk whose names do not follow its part's earlier ones cannot be placed: the import fails. */
  private appendTable(table: TableChunk, part: number, index: number): void {
    let names = this.readerNames.get(part);
    if (!names) this.readerNames.set(part, (names = new ReaderNames()));
    if (!this.table.append(table, names)) this.fail(index, new ExportError('INTERNAL'));
  }

  private apply(o: TaskOutcome, part: number): void {
    const path = this.plan.tasks[o.index]?.path ?? '';
    if (o.skip) this.skip(path, o.skip);
    this.filesRead += o.filesRead;
    if (o.historyFile) this.historyFiles++;
    if (o.accountPackage) this.packages.account = true;
    if (o.extendedPackage) this.packages.extended = true;
    if (o.brokenHistory) this.findings.brokenHistory = true;
    if (o.accountData) this.findings.accountData = true;
    // A Spotify file recognised by its keys, where its name said nothing.
    if (o.accountPackage || o.extendedPackage || o.accountData)
      this.findings.recognised ??= { service: 'spotify', file: baseName(path) };
    addCounters(this.rows, o.rows);
    if (o.table) this.appendTable(o.table, part, o.index);
    const aux = o.auxiliary;
    if (aux?.kind === 'library') this.auxiliary.addLibrary(aux.value);
    else if (aux?.kind === 'playlists') this.auxiliary.addPlaylists(aux.value);
    else if (aux?.kind === 'follow') this.auxiliary.addFollow(aux.value);
    else if (aux?.kind === 'search') this.auxiliary.addSearches(aux.value);
  }
}

function addCounters(into: RowCounters, add: RowCounters): void {
  into.podcastRows += add.podcastRows;
  into.audiobookRows += add.audiobookRows;
  into.videoRows += add.videoRows;
  into.incognitoRows += add.incognitoRows;
  into.invalidRows += add.invalidRows;
}

/** The source with the most plays names the import; Spotify with any extended rows is 'spotify-extended'. */
export function dataSourceOf(sources: Uint8Array): DataSource {
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < sources.length; i++) counts[sources[i] ?? 0] = (counts[sources[i] ?? 0] ?? 0) + 1;
  const spotify = (counts[SOURCE.account] ?? 0) + (counts[SOURCE.extended] ?? 0);
  const apple = counts[SOURCE.apple] ?? 0;
  const appleHistory = counts[SOURCE.appleHistory] ?? 0;
  const youtube = counts[SOURCE.youtube] ?? 0;
  const best = Math.max(spotify, apple, appleHistory, youtube, counts[SOURCE.lastfm] ?? 0);
  if (best === spotify) return (counts[SOURCE.extended] ?? 0) > 0 ? 'spotify-extended' : 'spotify-account';
  if (best === apple) return 'apple-music';
  if (best === appleHistory) return 'apple-track-history';
  if (best === youtube) return 'youtube-music';
  return 'lastfm';
}

function explainNoMusic(summary: ExportSummary, f: Findings): ExportError {
  const nonMusic = summary.podcastRowsExcluded + summary.audiobookRowsExcluded + summary.videoRowsExcluded;
  // Most specific first: a broken history file explains more than the podcasts that did survive.
  const code: ExportErrorCode = f.youtubeHtml
    ? 'YOUTUBE_HTML'
    : f.brokenHistory ||
        (f.historyFile && nonMusic === 0 && summary.invalidRows > 0 && summary.incognitoRowsExcluded === 0)
      ? 'EMPTY_OR_TRUNCATED'
      : nonMusic > 0
        ? 'ONLY_PODCASTS'
        : f.technicalLog
          ? 'TECHNICAL_LOG'
          : f.historyFile
            ? 'NOT_ENOUGH_MUSIC'
            : f.damaged
              ? 'ZIP_DAMAGED'
              : f.unsupported
                ? 'ZIP_UNSUPPORTED'
                : f.tooLarge
                  ? 'FILE_TOO_LARGE'
                  : f.accountData
                    ? 'NO_HISTORY'
                    : 'NOT_AN_EXPORT';
  return refusalFor(code, f.recognised);
}
