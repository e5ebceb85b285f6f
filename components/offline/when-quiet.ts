/** What counts as the visitor acting on the page: each one restarts the wait. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/**
 * Runs `task` once the visitor has left the page alone for `quietMs` (no tap, key, wheel or scroll by touch)
 * and the browser then has an idle moment; every input restarts the wait. For background work that must
 * never compete with a tap: the service worker's install fetches and compiles the whole build, which on a
 * 2-core phone at 4× CPU doubled the landing's first tap (docs/offline.md § When). Returns a cancel function.
 */
export function whenQuiet(task: () => void, quietMs: number): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const cancelPending = () => {
    window.clearTimeout(timer);
    if (idle !== undefined && typeof window.cancelIdleCallback === 'function')
      window.cancelIdleCallback(idle);
    idle = undefined;
  };
  const stop = () => {
    cancelPending();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, true);
  };
  const run = () => {
    stop();
    task();
  };
  function restart() {
    cancelPending();
    timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback: the quiet time alone is the wait there.
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: quietMs });
      else run();
    }, quietMs);
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}
