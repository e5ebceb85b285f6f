'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { VENUE_STORAGE_KEY } from '@/lib/venue/venue-key';
import type { LazyWords } from '../words/lazy-messages';

/** The venue screen's code (its query, its stored setting, the idle countdown): fetched only where it is used. */
const VenueScreen = lazy(() => import('./venue-screen'));

const never = () => () => {};

/** Whether this page may be a venue screen: the address asks for venue mode, or the setting is stored. */
function mayBeVenue(): boolean {
  if (/[?&]venue=/.test(window.location.search)) return true;
  try {
    return window.localStorage.getItem(VENUE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * On every page (the root layout), and part of every first load, so it is only this check: on an ordinary
 * visit nothing more is fetched; on a venue screen (or a link that turns it on or off) the venue code loads.
 */
export function VenueMount({ words }: { words: LazyWords }) {
  const venue = useSyncExternalStore(never, mayBeVenue, () => false);
  if (!venue) return null;
  return (
    <Suspense fallback={null}>
      <VenueScreen words={words} />
    </Suspense>
  );
}
