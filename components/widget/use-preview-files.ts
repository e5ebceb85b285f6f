'use client';

import { useEffect, useRef } from 'react';
import { PREVIEW_FEATURES } from '@/lib/preview';

/**
 * The states page's widget states (docs/qa.md): on a preview build only, `/embed/upload?state=<id>` hands the
 * widget that state's files (lib/states/widget-files.ts, loaded only then) as soon as the import is ready, as if
 * the visitor had dropped them, so the real import reads them and shows its real refusal. A production build
 * inlines PREVIEW_FEATURES as false, so none of this is in its widget.
 */
export function usePreviewFiles(ready: boolean, onFiles: (files: File[]) => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (!PREVIEW_FEATURES || !ready || started.current) return;
    const id = new URLSearchParams(window.location.search).get('state');
    if (id === null) return;
    started.current = true;
    void import('@/lib/states/widget-files').then(({ widgetFiles }) => {
      const files = widgetFiles(id);
      if (files) onFiles(files.map((file) => new File([file.bytes as BlobPart], file.name)));
    });
  }, [ready, onFiles]);
}
