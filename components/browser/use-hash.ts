'use client';

import { useSyncExternalStore } from 'react';

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const readHash = () => window.location.hash;
const notYet = () => null;

/**
 * This page's fragment (`location.hash`, with its `#`, or ''), following later hash changes; null while
 * prerendering and during hydration: the fragment never reaches a server, so it is read on the device only.
 */
export function useHash(): string | null {
  return useSyncExternalStore(subscribeHash, readHash, notYet);
}
