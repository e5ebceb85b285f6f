'use client';

import { useSyncExternalStore } from 'react';
import { isVenueWidget, readVenueSetting } from '@/lib/venue/venue';
import { localStore } from '../browser/stores';

export { venueWidgetScript } from '@/lib/venue/venue';

/** Fired on this page when venue mode is turned on or off (the `storage` event only reaches other tabs). */
export const VENUE_CHANGE_EVENT = 'flavor-venue-change';

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
