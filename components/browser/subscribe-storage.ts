/**
 * Session storage as an external store for useSyncExternalStore: the `storage` event fires when another tab
 * of this origin changes it (our own writes re-render through React state).
 */
export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
