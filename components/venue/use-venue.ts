'use client';

import { useSyncExternalStore } from 'react';
import { isVenueWidget, readVenueSetting } from '@/lib/venue/venue';

export { venueWidgetScript } from '@/lib/venue/venue';

/** Fired on this page when venue mode is turned on or off (the `storage` event only reaches other tabs). */
export const VENUE_CHANGE_EVENT = 'flavor-venue-change';

/** window.localStorage, or null where the browser refuses it (privacy modes). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(VENUE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(VENUE_CHANGE_EVENT, onChange);
  };
}

/** The venue screen's idle time in seconds, or null when this browser is not a venue screen (or prerendering). */
export function useVenueIdleSeconds(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readVenueSetting(localStore())?.idleSeconds ?? null,
    () => null,
  );
}

const never = () => () => {};

/** In the built-in widget: whether the page that frames it said it is a venue screen (`?venue=1`). */
export function useVenueWidget(): boolean {
  return useSyncExternalStore(
    never,
    () => isVenueWidget(window.location.search),
    () => false,
  );
}

/** Whether a media query matches; false while prerendering, and where the browser has no matchMedia. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
