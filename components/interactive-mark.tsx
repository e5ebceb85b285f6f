'use client';

import { useEffect } from 'react';
import { markLive, type EarlyTapHost } from '@/lib/early-taps';

/**
 * Marks the page interactive once React has hydrated it: `<html data-interactive>`, which the e2e tests
 * wait for before they tap, and the end of the early-tap recording (lib/early-taps.ts). Renders nothing.
 */
export function InteractiveMark() {
  useEffect(() => {
    markLive(window as unknown as EarlyTapHost);
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
