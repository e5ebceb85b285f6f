'use client';

import { useEffect, useRef, useState } from 'react';
import { previewHere } from '@/lib/preview-host';

/** What the widget does for a state (lib/states/widget-state.ts): the same calls a visitor's taps make. */
export interface PreviewHandlers {
  /** Files dropped. */
  readonly onFiles: (files: File[]) => void;
  /** A Last.fm profile asked for, through `fetchImpl` (the stand-in of our route). */
  readonly onLastfm: (user: string, fetchImpl: typeof fetch) => void;
  /** The progress panel's Cancel tapped. */
  readonly onCancel: () => void;
  /** The quiz's entry tapped; with `resume`, after the visitor left it there ("Other ways in"). */
  readonly onQuiz: (resume?: { answers: readonly (number | null)[]; first: number }) => void;
  /** A sample listener picked. */
  readonly onSample: (sampleId: string) => void;
  /** A message to the page that frames the widget. */
  readonly post: (message: { type: 'error'; message: string } | { type: 'complete'; result: string }) => void;
}

/** The browser's word that the device is offline, for the widget's offline note (components/offline/use-online.ts). */
function goOffline(): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

/**
 * The states page's widget states (docs/qa.md): on a preview build under a preview host only, `/embed/upload?state=<id>` has the
 * widget do what that state needs (lib/states/widget-state.ts, loaded only then) as soon as the import is
 * ready: read its files as if dropped (and cancel the read), open the quiz, read a Last.fm profile through the stand-in of our route, or (framed
 * by `/states/frame`) pick a sample or answer the page as a failing widget would. Returns the Last.fm
 * stand-in while a Last.fm state is open: the widget then offers Last.fm and reads every profile through it.
 */
function usePreviewStateOnPreview(ready: boolean, handlers: PreviewHandlers): typeof fetch | undefined {
  const started = useRef(false);
  const latest = useRef(handlers);
  const [lastfmFetch, setLastfmFetch] = useState<typeof fetch>();
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!ready || started.current) return;
    const id = new URLSearchParams(window.location.search).get('state');
    // Under the live address the widget is the plain widget, whatever its address asks (lib/preview-host.ts).
    if (id === null || !previewHere(window.location.hostname)) return;
    started.current = true;
    // The inlined flag again, as a constant condition around the import itself: the bundler leaves a dead
    // branch's import out of a production build (no chunk, no loader).
    if (process.env.FLAVOR_PREVIEW_FEATURES !== 'off')
      void import('@/lib/states/widget-state').then(({ widgetStatePlan }) => {
        const plan = widgetStatePlan(id);
        const act = latest.current;
        const files = (list: readonly { name: string; bytes: Uint8Array }[]) =>
          list.map((file) => new File([file.bytes as BlobPart], file.name));
        if (plan?.kind === 'files') act.onFiles(files(plan.files));
        else if (plan?.kind === 'cancel') {
          act.onFiles(files(plan.files));
          // A task later, once the progress panel (and its Cancel) is on screen, as a visitor's tap would be.
          setTimeout(() => latest.current.onCancel(), 0);
        } else if (plan?.kind === 'quiz') {
          act.onQuiz(plan.resume);
          plan.afterOpen?.();
        } else if (plan?.kind === 'sample') act.onSample(plan.sampleId);
        else if (plan?.kind === 'post') act.post(plan.message);
        else if (plan?.kind === 'lastfm') {
          const { user, fetch: standIn, offline, typeIn } = plan.lastfm;
          setLastfmFetch(() => standIn);
          if (offline) goOffline();
          else if (typeIn) typeIn();
          else act.onLastfm(user, standIn);
        }
      });
  }, [ready]);
  return lastfmFetch;
}

/**
 * The flag is inlined at build time (next.config.mjs, lib/preview.ts) and read here, in this module, so that a
 * production build's bundler drops the preview hook, its dynamic import and the states' chunk as dead code.
 */
export const usePreviewState: (ready: boolean, handlers: PreviewHandlers) => typeof fetch | undefined =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off' ? () => undefined : usePreviewStateOnPreview;
