'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `/states/error` (preview builds only, docs/qa.md): a render error, for the error screen. No saved value
 * makes a page of the site throw (each passes its guard first), so this is the one way there short of a
 * real bug. It throws once the page runs in the browser, never while it is prerendered, so the build
 * passes; the error goes up to the site's own error boundary (app/[locale]/error.tsx), as a real one would.
 */
export function StateError(): null {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  if (inBrowser) throw new Error('A render error asked for by the states page (/states/error).');
  return null;
}
