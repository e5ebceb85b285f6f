'use client';

import { useSyncExternalStore } from 'react';

/**
 * The `storage` event fires when another tab of this origin changes the store; this tab's own writes
 * re-render through React state (or the caller's refresh), so they need no event.
 */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const notYet = () => undefined;

/**
 * A text `read` takes from this tab's session store, kept current with other tabs' writes; undefined while
 * prerendering and during hydration, whose HTML cannot know what this tab keeps.
 */
export function useSessionText(read: (session: Storage) => string | null): string | null | undefined {
  return useSyncExternalStore(subscribeToStorage, () => read(window.sessionStorage), notYet);
}
