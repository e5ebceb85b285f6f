'use client';

import { useEffect } from 'react';

/** docs/product-rules.md § Screens: the 404 page logs the attempted path. The only part of the 404 page that needs the browser. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
