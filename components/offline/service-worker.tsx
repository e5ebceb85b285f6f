'use client';

import { useEffect } from 'react';
import { whenQuiet } from './when-quiet';

/** How long the visitor leaves the page alone before the worker is registered (and so installed). */
export const QUIET_BEFORE_INSTALL_MS = 3000;

/** The registration's code, fetched only when it runs. */
const register = () =>
  void import('./register-worker').then(
    (m) => m.registerWorker(),
    () => undefined, // offline before it ever loaded: the site simply needs the network
  );

/**
 * Registers the service worker (docs/offline.md) once the page has loaded and the visitor has left it alone
 * for a moment (whenQuiet), in production builds of browsers that have service workers; elsewhere it does
 * nothing. Renders nothing.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancel = () => {};
    const loaded = () => {
      cancel = whenQuiet(register, QUIET_BEFORE_INSTALL_MS);
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      cancel();
    };
  }, []);
  return null;
}
