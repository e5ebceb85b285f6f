'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { KEEP_EVERYTHING_MESSAGE } from '@/lib/offline/worker-messages';
import {
  applyVenueRequest,
  isLandingPath,
  readVenueQuery,
  readVenueSetting,
  withoutVenueParams,
} from '@/lib/venue/venue';
import { askWorker } from '../offline/ask-worker';
import { localStore } from '../browser/stores';
import { useVenueIdleSeconds, VENUE_CHANGE_EVENT } from './use-venue';
import type { LazyWords } from '../words/lazy-messages';

/** The idle watch and its countdown: loaded only on a venue screen, never in an ordinary visit. */
const VenueIdle = lazy(() => import('./venue-idle'));
const LazyMessages = lazy(() => import('../words/lazy-messages').then((m) => ({ default: m.LazyMessages })));

/**
 * Loaded by VenueMount (venue-mount.tsx) when the address asks for venue mode or this browser is a venue screen:
 * applies `?venue=on|off[&idle=…]` once and tidies the address bar; on a venue screen, away from the landing and
 * outside a frame, watches for the idle time.
 */
export default function VenueScreen({ words }: { words: LazyWords }) {
  const pathname = usePathname();
  const idleSeconds = useVenueIdleSeconds();

  useEffect(() => {
    const request = readVenueQuery(window.location.search);
    if (request.kind === 'none') return;
    applyVenueRequest(localStore(), request);
    const { pathname: path, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${path}${withoutVenueParams(search)}${hash}`);
    window.dispatchEvent(new Event(VENUE_CHANGE_EVENT));
  }, []);

  // A venue screen keeps everything offline (docs/offline.md § What is kept): it is one device, set up once while
  // the wifi works, on which any visitor may switch the language or open a crew member's flavour page. Asked on
  // every load, as the worker fetches only what it does not hold yet.
  useEffect(() => {
    if (readVenueSetting(localStore()) === null) return;
    return askWorker({ type: KEEP_EVERYTHING_MESSAGE });
  }, []);

  const framed = typeof window !== 'undefined' && window.top !== window.self;
  if (idleSeconds === null || framed || isLandingPath(pathname) || pathname.includes('/embed/')) return null;
  return (
    <Suspense fallback={null}>
      <LazyMessages words={words}>
        <VenueIdle key={pathname} idleSeconds={idleSeconds} />
      </LazyMessages>
    </Suspense>
  );
}
