/**
 * Posts a request to the active service worker (lib/offline/worker-messages.ts) once there is one: it may be
 * installed only after the visitor's first quiet moment (service-worker.tsx). Without service workers, or in
 * development, nothing is asked. Returns a cancel, for an effect whose page has moved on meanwhile.
 */
export function askWorker(message: Record<string, unknown>): () => void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return () => {};
  let live = true;
  void navigator.serviceWorker.ready.then((registration) => {
    if (live) registration.active?.postMessage(message);
  });
  return () => {
    live = false;
  };
}
