'use client';

import { useEffect, useState } from 'react';
import { isRecord } from '@/lib/guards';

/**
 * Whether the server offers the Last.fm path (LASTFM_API_KEY is set there). Asked once while the widget
 * loads, from our own origin; the answer is a boolean and nothing about the visitor is sent.
 */
export function useLastfmAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/lastfm/status', { signal: controller.signal, cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : undefined))
      .then((body: unknown) => setAvailable(isRecord(body) && body.available === true))
      .catch(() => setAvailable(false));
    return () => controller.abort();
  }, []);
  return available;
}
