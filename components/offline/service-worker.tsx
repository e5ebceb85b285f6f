'use client';

import { useEffect } from 'react';
import { whenQuiet } from './when-quiet';

export const SERVICE_WORKER_PATH = '/sw.js';

/** This page's own build files: the worker takes over only if they are all in its list. */
function pageScripts(): string[] {
  return Array.from(document.scripts, (script) => script.src)
    .filter((src) => src !== '')
    .map((src) => new URL(src, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/_next/static/'))
    .map((url) => url.pathname);
}

function offerTakeOver(registration: ServiceWorkerRegistration): void {
  const ask = (worker: ServiceWorker | null) =>
    worker?.postMessage({ type: 'take-over', scripts: pageScripts() });
  if (registration.waiting) ask(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') ask(worker);
    });
  });
}

/** How long the visitor leaves the page alone before the worker is registered (and so installed). */
export const QUIET_BEFORE_INSTALL_MS = 3000;

/**
 * Registers the service worker (docs/offline.md) once the page has loaded and the visitor has left it alone
 * for a moment (whenQuiet), in production builds of browsers that have service workers; elsewhere it does
 * nothing. Renders nothing.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/' })
        .then(offerTakeOver)
        .catch(() => {
          // No worker (a refusing browser, a private mode): the site simply needs the network.
        });
    };
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
