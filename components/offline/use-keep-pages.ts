'use client';

import { useEffect } from 'react';
import { KEEP_PAGES_MESSAGE } from '@/lib/offline/worker-messages';
import { askWorker } from './ask-worker';

/**
 * Asks the service worker to keep the site's pages a screen links to (docs/offline.md § What is kept), so a tap
 * on them works offline later: the crew's sundae links to its members' flavour pages, which the worker does not
 * keep at install. `paths` are pages without fragment.
 */
export function useKeepPagesOffline(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    if (key === '') return;
    return askWorker({ type: KEEP_PAGES_MESSAGE, paths: key.split('\n') });
  }, [key]);
}
