'use client';

import { useSyncExternalStore } from 'react';

/**
 * Is the widget's frame wide enough for a few questions side by side? The frame, not the device: on a
 * desktop the widget sits in a dialog about 36rem wide, on a phone it fills the 320–430 px screen.
 */
export const WIDE_QUERY = '(min-width: 30rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
