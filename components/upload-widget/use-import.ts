'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportSummary } from '@/lib/export/export-data';
import { EXPORT_ERROR_MESSAGES } from '@/lib/export/export-error';
import {
  isImportReply,
  type ImportProgressReply,
  type StartImportMessage,
} from '@/lib/export/worker-protocol';
import type { FlavorResult } from '@/lib/flavor/result';
import type { ProgressView } from './progress-panel';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: ProgressView }
  | { phase: 'failed'; fileLabel: string; message: string }
  | { phase: 'cancelled' }
  | { phase: 'done'; result: FlavorResult; summary: ExportSummary };

function createWorker(): Worker {
  return new Worker(new URL('../../lib/export/import-worker.ts', import.meta.url), { type: 'module' });
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
 * Runs one import at a time in a Web Worker. A worker is made ready when the page loads (so choosing files
 * fetches nothing), used for one import, and replaced after it ends; cancel terminates it mid-way.
 */
export function useImport() {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const spare = useRef<Worker | null>(null);
  const active = useRef<Worker | null>(null);

  useEffect(() => {
    spare.current = createWorker();
    return () => {
      spare.current?.terminate();
      active.current?.terminate();
      spare.current = null;
      active.current = null;
    };
  }, []);

  const stopActive = useCallback(() => {
    active.current?.terminate();
    active.current = null;
  }, []);

  const start = useCallback(
    (files: File[]) => {
      stopActive();
      const worker = spare.current ?? createWorker();
      spare.current = null;
      active.current = worker;
      const fileLabel = describeFiles(files);
      const finish = (next: ImportState) => {
        if (active.current !== worker) return;
        stopActive();
        spare.current ??= createWorker();
        setState(next);
      };

      worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (active.current !== worker) return;
        const reply = event.data;
        if (!isImportReply(reply)) {
          console.warn('Ignored an unexpected reply from the import worker.');
          return;
        }
        if (reply.type === 'progress') {
          setState({ phase: 'working', progress: { label: progressLabel(reply), percent: reply.percent } });
        } else if (reply.type === 'failed') {
          finish({ phase: 'failed', fileLabel, message: reply.message });
        } else {
          finish({ phase: 'done', result: reply.result, summary: reply.summary });
        }
      });
      // The worker script failed or crashed (for example out of memory): say so instead of spinning forever.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        finish({ phase: 'failed', fileLabel, message: EXPORT_ERROR_MESSAGES.INTERNAL });
      });

      setState({ phase: 'working', progress: { label: 'Reading your files…', percent: 0 } });
      const message: StartImportMessage = {
        type: 'start',
        files,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      worker.postMessage(message);
    },
    [stopActive],
  );

  const cancel = useCallback(() => {
    stopActive();
    spare.current ??= createWorker();
    setState({ phase: 'cancelled' });
  }, [stopActive]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}
