'use client';

import { useEffect, useMemo, type RefObject } from 'react';
import { appConfig } from '@/lib/config';
import { isAllowedEmbedder } from '@/lib/widget/embedders';
import { createWidgetSide, type WidgetSide } from '@/lib/widget/widget-side';

/**
 * The built-in widget's link to the page that frames it: announces `ready`, accepts `config` only from
 * the parent window and an allowed embedder, and reports the content height whenever it changes.
 * Returns null when the widget is opened on its own (not framed): there is nobody to talk to.
 *
 * The height is the widget root's, not the document's: the document is at least as tall as the frame,
 * so measuring it would let the frame grow but never shrink.
 */
export function useEmbedding(rootRef: RefObject<HTMLElement | null>): WidgetSide | null {
  const side = useMemo(() => {
    if (typeof window === 'undefined' || window.parent === window) return null;
    return createWidgetSide({
      parent: window.parent,
      isAllowedEmbedder: (origin) => isAllowedEmbedder(origin, window.location, appConfig),
    });
  }, []);

  useEffect(() => {
    if (!side) return;
    window.addEventListener('message', side.handleMessage);
    const stopListening = () => window.removeEventListener('message', side.handleMessage);
    side.announceReady();
    let last = 0;
    const root = rootRef.current;
    if (!root) return stopListening;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        side.post({ type: 'resize', height });
      }
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [side, rootRef]);

  return side;
}
