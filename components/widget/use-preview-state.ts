'use client';

import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { previewHere } from '@/lib/preview-host';

/** What the widget lets a QA state do (docs/qa.md): the same calls a visitor's taps make. */
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

/** The handlers, and one control the widget has no tap for: reading every Last.fm profile through a stand-in. */
export interface PreviewControls extends PreviewHandlers {
  /** Offers Last.fm and reads every profile through `fetchImpl` from now on. */
  readonly offerLastfm: (fetchImpl: typeof fetch) => void;
}

/**
 * Drives the widget into the state `id` names: given by the states page's side of the seam (components/states),
 * which the widget's route renders on preview builds only. `controls` returns the widget's handlers as of now,
 * for a step taken a task later. The widget never imports the states themselves.
 */
export type PreviewDriver = (id: string, controls: () => PreviewControls) => void;

/** The seam: unset in a production build, where nothing provides it. */
export const PreviewDriverContext = createContext<PreviewDriver | undefined>(undefined);

/**
 * The states page's widget states: on a preview build under a preview host only, `/embed/upload?state=<id>`
 * hands that state to the driver the page provides as soon as the import is ready. Returns the Last.fm stand-in
 * once the driver offered one: the widget then offers Last.fm and reads every profile through it.
 */
function usePreviewStateOnPreview(ready: boolean, handlers: PreviewHandlers): typeof fetch | undefined {
  const drive = useContext(PreviewDriverContext);
  const started = useRef(false);
  const latest = useRef(handlers);
  const [lastfmFetch, setLastfmFetch] = useState<typeof fetch>();
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!ready || started.current || drive === undefined) return;
    const id = new URLSearchParams(window.location.search).get('state');
    // Under the live address the widget is the plain widget, whatever its address asks (lib/preview-host.ts).
    if (id === null || !previewHere(window.location.hostname)) return;
    started.current = true;
    drive(id, () => ({ ...latest.current, offerLastfm: (fetchImpl) => setLastfmFetch(() => fetchImpl) }));
  }, [ready, drive]);
  return lastfmFetch;
}

/**
 * The flag is inlined at build time (next.config.mjs, lib/preview.ts) and read here, in this module, so that a
 * production build's bundler drops the preview hook as dead code.
 */
export const usePreviewState: (ready: boolean, handlers: PreviewHandlers) => typeof fetch | undefined =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off' ? () => undefined : usePreviewStateOnPreview;
