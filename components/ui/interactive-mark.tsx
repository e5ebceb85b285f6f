'use client';

import { useEffect } from 'react';

/**
 * Marks the page interactive once React has hydrated it: the root layout renders `<html
 * data-interactive="false">` and this turns it to "true", which the e2e tests wait for before they tap.
 * Renders nothing.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
