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

/**
 * Registers the service worker (docs/offline.md) and offers a waiting one to take over. Loaded on demand by
 * components/offline/service-worker.tsx, once the visitor has left the page alone: none of it is needed
 * for a page's first load.
 */
export async function registerWorker(): Promise<void> {
  try {
    offerTakeOver(await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }));
  } catch {
    // No worker (a refusing browser, a private mode): the site simply needs the network.
  }
}
