'use client';

import { useEffect, useRef } from 'react';

type OnFiles = (files: File[]) => void;

/**
 * The states page's widget states (docs/qa.md): on a preview build only, `/embed/upload?state=<id>` hands the
 * widget that state's files (lib/states/widget-files.ts, loaded only then) as soon as the import is ready, as if
 * the visitor had dropped them, so the real import reads them and shows its real refusal.
 */
function usePreviewFilesOnPreview(ready: boolean, onFiles: OnFiles): void {
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    const id = new URLSearchParams(window.location.search).get('state');
    if (id === null) return;
    started.current = true;
    // The inlined flag again, as a constant condition around the import itself: the bundler leaves a dead
    // branch's import out of a production build (no chunk, no loader).
    if (process.env.FLAVOR_PREVIEW_FEATURES !== 'off')
      void import('@/lib/states/widget-files').then(({ widgetFiles }) => {
        const files = widgetFiles(id);
        if (files) onFiles(files.map((file) => new File([file.bytes as BlobPart], file.name)));
      });
  }, [ready, onFiles]);
}

/**
 * The flag is inlined at build time (next.config.mjs, lib/preview.ts) and read here, in this module, so that a
 * production build's bundler drops the preview hook, its dynamic import and the files' chunk as dead code.
 */
export const usePreviewFiles: (ready: boolean, onFiles: OnFiles) => void =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off' ? () => undefined : usePreviewFilesOnPreview;
