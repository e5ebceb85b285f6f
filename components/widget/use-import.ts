'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { NamedYears } from '@/lib/export/files/file-names';
import type { ExportSummary } from '@/lib/export/export-data';
import type { Translator } from '@/lib/i18n/translator';
import {
  isImportReply,
  failedReplyText,
  type ImportProgressReply,
  type StartImportMessage,
  type StartSampleMessage,
} from '@/lib/import/import-protocol';
import type { FlavorResult } from '@/lib/flavor/result';
import { ImportPool, importPoolSize } from './import-pool';
import type { ProgressView } from './progress-panel';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: ProgressView }
  | {
      phase: 'failed';
      fileLabel: string;
      message: string;
      retry: boolean;
      /** A history too short to score: the qualifying songs and days it has (the refusal's meter). */
      shortBy?: { plays: number; days: number };
    }
  | { phase: 'cancelled' }
  | { phase: 'done'; result: FlavorResult; summary: ExportSummary };

/** What a job reads: files the visitor chose (or Last.fm scrobbles made into a file), or a sample listener. */
export type ImportRequest =
  | { readonly kind: 'files'; readonly files: readonly File[]; readonly label?: string }
  | { readonly kind: 'sample'; readonly sampleId: string; readonly label: string };

/** An import with no progress for this long ends in an alert with "Try again", never an endless bar. */
export const STALL_TIMEOUT_MS = 20_000;

/**
 * Tests shorten the stall timeout by setting `window.__importStallMs` before the page loads (Playwright's
 * addInitScript), so no test waits 20 real seconds.
 */
function stallTimeoutMs(): number {
  const override: unknown = (globalThis as { __importStallMs?: unknown }).__importStallMs;
  return typeof override === 'number' && override > 0 ? override : STALL_TIMEOUT_MS;
}

function createWorker(): Worker {
  return new Worker(new URL('../../lib/import/import-worker.ts', import.meta.url), { type: 'module' });
}

type WidgetWords = Translator<'Widget'>;

export function progressLabel(
  t: WidgetWords,
  reply: Pick<ImportProgressReply, 'stage' | 'fileIndex' | 'fileCount' | 'yearsRead'>,
): string {
  const stage =
    reply.stage === 'reading'
      ? t('progressReading')
      : reply.stage === 'scoring'
        ? t('progressScoring')
        : reply.fileIndex && reply.fileCount
          ? t('progressParsingFile', { index: reply.fileIndex, count: reply.fileCount })
          : t('progressParsing');
  // "Read 2024–2025; older years not needed. …" once the import left a long history's older years unread.
  return reply.yearsRead ? t('progressYearsRead', { span: yearSpan(reply.yearsRead), stage }) : stage;
}

/** Years as they are written, in any language: "2025" or "2024–2025". */
function yearSpan(years: NamedYears): string {
  return years.from === years.to ? `${years.from}` : `${years.from}–${years.to}`;
}

/**
 * "We read N music plays from F files.", and " (2024–2025); the 16 files of older years were not needed"
 * before its full stop when the import left older years unread. Scrobbles fetched from Last.fm came in no
 * file the visitor chose, so they are said as fetched.
 */
export function readSummary(
  t: WidgetWords,
  summary: Pick<ExportSummary, 'musicRows' | 'filesRead' | 'olderYears'>,
  fromLastfm = false,
): string {
  if (fromLastfm) return t('doneLastfm', { plays: summary.musicRows });
  const counts = { plays: summary.musicRows, files: summary.filesRead };
  const older = summary.olderYears;
  if (!older) return t('doneRead', counts);
  return t('doneReadOlder', { ...counts, span: yearSpan(older.yearsRead), older: older.filesNotNeeded });
}

/** The files the visitor chose themselves, named in our words for the progress panel (not Last.fm's, not a sample). */
function chosenBy(job: { fileLabel: string; request: ImportRequest }): { chosen?: string } {
  return job.request.kind === 'files' && job.request.label === undefined ? { chosen: job.fileLabel } : {};
}

function describeFiles(t: WidgetWords, files: readonly File[]): string {
  const first = files[0];
  return files.length === 1 && first
    ? t('labelOneFile', { name: first.name })
    : t('labelFiles', { count: files.length });
}

/**
 * Runs imports in the import pool (import-pool.ts: a lead worker, and readers with two or more cores), made
 * when the page loads and kept for the whole visit, so choosing files (again, after an error or a cancel)
 * fetches nothing. Replies come from the lead only and are matched to the current job by id; cancel tells
 * every worker to stop and stops listening to that job at once.
 *
 * No job is lost: the lead says `worker-ready` once it listens, and a job started before that
 * waits in `pending` and is posted on the handshake. `ready` is false until then, so the drop zone can say
 * it is getting ready. A job with no progress for STALL_TIMEOUT_MS ends in an alert with "Try again" and
 * a fresh pool.
 */
export function useImport() {
  // The worker writes the evidence sentences and a refusal in the page's language, from the `Evidence` and
  // `ExportErrors` messages it is handed (both are the page's: WIDGET_NAMESPACES).
  const locale = useLocale();
  const messages = useMessages();
  const evidence = messages.Evidence;
  const exportErrors = messages.ExportErrors;
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const t = useTranslations('Widget');
  const errorWords = useTranslations('ExportErrors');
  // The words as of the latest render, for the pool's listeners (made once, when the page loads).
  const words = useRef({ t, errorWords });
  useEffect(() => {
    words.current = { t, errorWords };
  }, [t, errorWords]);
  const [ready, setReady] = useState(false);
  const pool = useRef<ImportPool | null>(null);
  const pending = useRef<StartImportMessage | StartSampleMessage | null>(null);
  const job = useRef<{ id: number; fileLabel: string; request: ImportRequest } | null>(null);
  const lastJobId = useRef(0);
  const stallTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const replaceWorker = useRef<() => void>(() => undefined);
  const lastRequest = useRef<ImportRequest | null>(null);
  const retryOutside = useRef<(() => void) | null>(null);

  const clearStall = useCallback(() => {
    if (stallTimer.current !== null) clearTimeout(stallTimer.current);
    stallTimer.current = null;
  }, []);

  const armStall = useCallback(() => {
    clearStall();
    stallTimer.current = setTimeout(() => {
      stallTimer.current = null;
      const current = job.current;
      if (!current) return;
      job.current = null;
      setState({
        phase: 'failed',
        fileLabel: current.fileLabel,
        message: words.current.errorWords('STALLED'),
        retry: true,
      });
      // The stuck workers may never answer again: start over with a fresh pool.
      replaceWorker.current();
    }, stallTimeoutMs());
  }, [clearStall]);

  useEffect(() => {
    const onReady = () => {
      setReady(true);
      const queued = pending.current;
      pending.current = null;
      if (queued) pool.current?.post(queued);
    };
    const onMessage = (reply: unknown) => {
      if (!isImportReply(reply)) {
        console.warn('Ignored an unexpected reply from the import worker.');
        return;
      }
      const current = job.current;
      if (!current || reply.jobId !== current.id) return;
      if (reply.type === 'progress') {
        armStall();
        setState({
          phase: 'working',
          progress: {
            label: progressLabel(words.current.t, reply),
            percent: reply.percent,
            ...chosenBy(current),
          },
        });
        return;
      }
      clearStall();
      job.current = null;
      setState(
        reply.type === 'done'
          ? { phase: 'done', result: reply.result, summary: reply.summary }
          : {
              phase: 'failed',
              fileLabel: current.fileLabel,
              message: failedReplyText(words.current.errorWords, reply),
              retry: false,
              ...(reply.detail?.kind === 'not-enough'
                ? { shortBy: { plays: reply.detail.plays, days: reply.detail.days } }
                : {}),
            },
      );
    };
    // A worker script failed or crashed (for example out of memory): say so instead of spinning forever,
    // and start a fresh pool for the next try (the only case that fetches the script again).
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      clearStall();
      const current = job.current;
      job.current = null;
      if (current)
        setState({
          phase: 'failed',
          fileLabel: current.fileLabel,
          message: words.current.errorWords('INTERNAL'),
          retry: true,
        });
      replace();
    };
    const replace = () => {
      pool.current?.terminate();
      pool.current = new ImportPool(createWorker, importPoolSize(), { onReady, onMessage, onError });
    };
    replaceWorker.current = replace;
    replace();
    return () => {
      clearStall();
      pool.current?.terminate();
      pool.current = null;
    };
  }, [armStall, clearStall]);

  const run = useCallback(
    (request: ImportRequest) => {
      const id = ++lastJobId.current;
      const fileLabel =
        request.kind === 'sample'
          ? request.label
          : (request.label ?? describeFiles(words.current.t, request.files));
      retryOutside.current = null;
      job.current = { id, fileLabel, request };
      lastRequest.current = request;
      setState({
        phase: 'working',
        progress: { label: words.current.t('progressReading'), percent: 0, ...chosenBy(job.current) },
      });
      const message: StartImportMessage | StartSampleMessage =
        request.kind === 'sample'
          ? { type: 'start-sample', jobId: id, sampleId: request.sampleId, locale, evidence, exportErrors }
          : {
              type: 'start',
              jobId: id,
              files: [...request.files],
              timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              locale,
              evidence,
              exportErrors,
            };
      armStall();
      if (pool.current?.ready) pool.current.post(message);
      else pending.current = message;
    },
    [armStall, locale, evidence, exportErrors],
  );

  const start = useCallback((files: File[]) => run({ kind: 'files', files }), [run]);

  const cancel = useCallback(() => {
    clearStall();
    const current = job.current;
    job.current = null;
    pending.current = null;
    if (current) pool.current?.cancel(current.id);
    setState({ phase: 'cancelled' });
  }, [clearStall]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  /**
   * Shows a failure that happened before the worker got the job (the Last.fm fetch); with `again`, the
   * alert offers "Try again" and that runs it.
   */
  const fail = useCallback(
    (fileLabel: string, message: string, again?: () => void) => {
      clearStall();
      job.current = null;
      retryOutside.current = again ?? null;
      setState({ phase: 'failed', fileLabel, message, retry: again !== undefined });
    },
    [clearStall],
  );

  /** The last job again (after a stall, a crash, or a failed Last.fm fetch). */
  const retry = useCallback(() => {
    const outside = retryOutside.current;
    retryOutside.current = null;
    if (outside) return outside();
    const last = lastRequest.current;
    if (last) run(last);
    else setState({ phase: 'idle' });
  }, [run]);

  /** Progress of work done before the worker gets the job (the Last.fm fetch). */
  const showProgress = useCallback(
    (label: string, percent: number, wait?: ProgressView['wait']) =>
      setState({ phase: 'working', progress: wait ? { label, percent, wait } : { label, percent } }),
    [],
  );

  return { state, ready, start, run, cancel, reset, retry, fail, showProgress };
}
