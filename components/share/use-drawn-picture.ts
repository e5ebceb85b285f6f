'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PictureWords } from '@/lib/share/picture-layout';
import { whenIdle } from '../ui/when-idle';

export type DrawnPictureState =
  { status: 'preparing' } | { status: 'ready'; file: File; url: string } | { status: 'failed' };

/**
 * A picture drawn on the device when the page is next idle, so a tap on its Share button can call
 * navigator.share at once (the duo and the crew picture). `draw` loads the drawing code on demand and returns
 * the PNG; `request` must be memoised: a new one is drawn again and reads as 'preparing' until then. The
 * picture's own words come from `Picture`, in the page's language.
 */
export function useDrawnPicture<R extends { fileName: string }>(
  request: R | null,
  draw: (request: R, t: PictureWords) => Promise<Blob>,
  what: string,
): DrawnPictureState {
  const [state, setState] = useState<{ source: R; value: DrawnPictureState } | null>(null);
  const t = useTranslations('Picture');

  useEffect(() => {
    if (request === null) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    const prepare = async () => {
      const blob = await draw(request, t);
      if (cancelled) return;
      const file = new File([blob], request.fileName, { type: 'image/png' });
      objectUrl = URL.createObjectURL(file);
      setState({ source: request, value: { status: 'ready', file, url: objectUrl } });
    };
    const run = () =>
      void prepare().catch((error: unknown) => {
        console.error(`The ${what} could not be drawn.`, error);
        if (!cancelled) setState({ source: request, value: { status: 'failed' } });
      });
    const cancel = whenIdle(run);
    return () => {
      cancelled = true;
      cancel();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [request, draw, what, t]);

  return state && state.source === request ? state.value : { status: 'preparing' };
}
