'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { DuoInput } from '@/lib/share/duo-layout';
import { whenIdle } from '../browser/when-idle';

export type DuoPictureState =
  | { status: 'preparing' }
  | { status: 'ready'; file: File; url: string; squareUrl: string; squareName: string }
  | { status: 'failed' };

export interface DuoPictureRequest {
  input: DuoInput;
  /** The visitor's ingredient art, then the friend's. */
  artSources: readonly [string, string];
  fileName: string;
}

/**
 * Prepares the duo picture, story and square, as soon as the pair shows, when the page is idle, so the tap on "Share
 * duo picture" can call navigator.share at once. Pass a memoised request: a new one is drawn again and
 * reads as 'preparing' until then. The drawing code is loaded on demand, like the single picture's. The
 * request carries the sides' words in the page's language; the picture's own words come from `Picture`.
 */
export function useDuoPicture(request: DuoPictureRequest | null): DuoPictureState {
  const [state, setState] = useState<{ source: DuoPictureRequest; value: DuoPictureState } | null>(null);
  const t = useTranslations('Picture');

  useEffect(() => {
    if (request === null) return;
    let cancelled = false;
    const urls: string[] = [];
    const { input, artSources, fileName } = request;
    const prepare = async () => {
      const { drawDuoPicture, loadArt } = await import('@/lib/share/draw-picture');
      const arts = await Promise.all([loadArt(artSources[0]), loadArt(artSources[1])] as const);
      const story = await drawDuoPicture('story', input, arts, t);
      const square = await drawDuoPicture('square', input, arts, t);
      if (cancelled) return;
      const file = new File([story], fileName, { type: 'image/png' });
      const squareName = fileName.replace(/\.png$/, '-square.png');
      const url = URL.createObjectURL(file);
      const squareUrl = URL.createObjectURL(new File([square], squareName, { type: 'image/png' }));
      urls.push(url, squareUrl);
      setState({ source: request, value: { status: 'ready', file, url, squareUrl, squareName } });
    };
    const run = () =>
      void prepare().catch((error: unknown) => {
        console.error('The duo picture could not be drawn.', error);
        if (!cancelled) setState({ source: request, value: { status: 'failed' } });
      });
    const cancel = whenIdle(run);
    return () => {
      cancelled = true;
      cancel();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [request, t]);

  return state && state.source === request ? state.value : { status: 'preparing' };
}
