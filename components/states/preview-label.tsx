'use client';

import { useEffect } from 'react';
import { PREVIEW_COOKIE } from '@/lib/preview';

/**
 * The build label's place on every page (docs/qa.md): nothing in the markup. Once the page runs, and only where
 * the proxy has said this host is a preview's (its cookie, lib/preview-host.ts), it adds the label's own script
 * (`/states/label`, lib/states/label-script.ts) in the page's language. Not in a frame: the page around the
 * built-in widget has its own. On the live site this is the whole cost: a cookie read.
 */
function PreviewLabelOnPreview() {
  useEffect(() => {
    if (window.top !== window.self || !document.cookie.split('; ').includes(`${PREVIEW_COOKIE}=1`)) return;
    const script = document.createElement('script');
    script.src = `/states/label?lang=${encodeURIComponent(document.documentElement.lang)}`;
    script.async = true;
    document.head.append(script);
  }, []);
  return null;
}

/** Nothing at all on a production build: the flag is inlined, and the bundler drops the other branch. */
export const PreviewLabel: () => null =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off' ? () => null : PreviewLabelOnPreview;
