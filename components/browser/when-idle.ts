/**
 * Runs `task` when the page is idle, within a second at most, so first paints and first interactions never
 * wait for it; 100 ms later where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 100);
  return () => window.clearTimeout(handle);
}
