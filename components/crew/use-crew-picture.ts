'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { CrewPictureInput } from '@/lib/share/crew-layout';
import type { PictureFormat } from '@/lib/share/picture-layout';

export type CrewPictureState =
  /** Nobody asked for the picture yet: nothing of lib/share's drawing code has loaded. */
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; file: File; url: string }
  | { status: 'failed' };

export interface CrewPictureRequest {
  format: PictureFormat;
  /** The scoops' labels and the crew's flavour, in the page's language. */
  input: CrewPictureInput;
  /** The crew's flavour's ingredient art. */
  artSource: string;
  fileName: string;
}

/**
 * Draws the crew picture once it is asked for (`request` set by the tap on "Make the crew picture"), not
 * when the page is idle as the duo picture is: most visitors of a crew page never ask, and the crew page's
 * first load stays without the drawing code, which is imported here on demand. Pass a memoised request: a
 * new one (the other size, a crew that grew) is drawn again and reads as 'preparing' until then. The file
 * is ready before the Share tap, so that tap can call navigator.share at once (lib/share/share-or-download.ts).
 */
export function useCrewPicture(request: CrewPictureRequest | null): CrewPictureState {
  const [state, setState] = useState<{ source: CrewPictureRequest; value: CrewPictureState } | null>(null);
  const t = useTranslations('Picture');

  useEffect(() => {
    if (request === null) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    const { format, input, artSource, fileName } = request;
    const prepare = async () => {
      const { drawCrewPicture, loadArt } = await import('@/lib/share/draw-picture');
      const art = await loadArt(artSource);
      const blob = await drawCrewPicture(format, input, [art], t);
      if (cancelled) return;
      const file = new File([blob], fileName, { type: 'image/png' });
      objectUrl = URL.createObjectURL(file);
      setState({ source: request, value: { status: 'ready', file, url: objectUrl } });
    };
    prepare().catch((error: unknown) => {
      console.error('The crew picture could not be drawn.', error);
      if (!cancelled) setState({ source: request, value: { status: 'failed' } });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [request, t]);

  if (request === null) return { status: 'idle' };
  return state && state.source === request ? state.value : { status: 'preparing' };
}
