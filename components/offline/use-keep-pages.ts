'use client';

import { useEffect } from 'react';
import { KEEP_PAGES_MESSAGE } from '@/lib/offline/worker-source';

/**
 * Asks the service worker to keep the site's pages a screen links to (docs/offline.md § What is kept), so a tap
 * on them works offline later: the crew's sundae links to its members' flavour pages, which the worker does not
 * keep at install. Waits for a worker to be active (it may be installed only after the visitor's first quiet
 * moment); without service workers, or in development, it does nothing. `paths` are pages without fragment.
 */
export function useKeepPagesOffline(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || key === '') return;
    let live = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (live) registration.active?.postMessage({ type: KEEP_PAGES_MESSAGE, paths: key.split('\n') });
    });
    return () => {
      live = false;
    };
  }, [key]);
}
