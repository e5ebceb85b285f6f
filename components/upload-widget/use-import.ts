'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportSummary } from '@/lib/export/export-data';
import { EXPORT_ERROR_MESSAGES } from '@/lib/export/export-error';
import {
  isImportReply,
  type CancelImportMessage,
  type ImportProgressReply,
  type StartImportMessage,
} from '@/lib/import/worker-protocol';
import type { FlavorResult } from '@/lib/flavor/result';
import type { ProgressView } from './progress-panel';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: ProgressView }
  | { phase: 'failed'; fileLabel: string; message: string }
  | { phase: 'cancelled' }
  | { phase: 'done'; result: FlavorResult; summary: ExportSummary };

function createWorker(): Worker {
  return new Worker(new URL('../../lib/import/import-worker.ts', import.meta.url), { type: 'module' });
}

export function progressLabel(reply: Pick<ImportProgressReply, 'stage' | 'fileIndex' | 'fileCount'>): string {
  if (reply.stage === 'reading') return 'Reading your files…';
  if (reply.stage === 'scoring') return 'Scoring your listening…';
  return reply.fileIndex && reply.fileCount
    ? `Parsing file ${reply.fileIndex} of ${reply.fileCount}…`
    : 'Parsing your listening history…';
}

function describeFiles(files: readonly File[]): string {
  const first = files[0];
  return files.length === 1 && first ? `“${first.name}”` : `these ${files.length} files`;
}

/**
 * Runs imports in one Web Worker made when the page loads and kept for the whole visit, so choosing files
 * (again, after an error or a cancel) fetches nothing. Replies are matched to the current job by id;
 * cancel tells the worker to stop and stops listening to that job at once.
 */
export function useImport() {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const job = useRef<{ id: number; fileLabel: string } | null>(null);
  const lastJobId = useRef(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const reply = event.data;
      if (!isImportReply(reply)) {
        console.warn('Ignored an unexpected reply from the import worker.');
        return;
      }
      const current = job.current;
      if (!current || reply.jobId !== current.id) return;
      if (reply.type === 'progress') {
        setState({ phase: 'working', progress: { label: progressLabel(reply), percent: reply.percent } });
        return;
      }
      job.current = null;
      setState(
        reply.type === 'done'
          ? { phase: 'done', result: reply.result, summary: reply.summary }
          : { phase: 'failed', fileLabel: current.fileLabel, message: reply.message },
      );
    };
    // The worker script failed or crashed (for example out of memory): say so instead of spinning forever,
    // and start a fresh worker for the next try (the only case that fetches its script again).
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      const current = job.current;
      job.current = null;
      if (current)
        setState({ phase: 'failed', fileLabel: current.fileLabel, message: EXPORT_ERROR_MESSAGES.INTERNAL });
      attach(createWorker());
    };
    const attach = (next: Worker) => {
      worker.current?.terminate();
      next.addEventListener('message', onMessage);
      next.addEventListener('error', onError);
      worker.current = next;
    };
    attach(createWorker());
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, []);

  const start = useCallback((files: File[]) => {
    const id = ++lastJobId.current;
    job.current = { id, fileLabel: describeFiles(files) };
    setState({ phase: 'working', progress: { label: 'Reading your files…', percent: 0 } });
    const message: StartImportMessage = {
      type: 'start',
      jobId: id,
      files,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    worker.current?.postMessage(message);
  }, []);

  const cancel = useCallback(() => {
    const current = job.current;
    job.current = null;
    if (current)
      worker.current?.postMessage({ type: 'cancel', jobId: current.id } satisfies CancelImportMessage);
    setState({ phase: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}
