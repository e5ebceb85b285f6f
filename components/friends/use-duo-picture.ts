'use client';

import type { DuoInput } from '@/lib/share/duo-layout';
import type { PictureWords } from '@/lib/share/picture-layout';
import { useDrawnPicture, type DrawnPictureState } from '../share/use-drawn-picture';

export type DuoPictureState = DrawnPictureState;

export interface DuoPictureRequest {
  input: DuoInput;
  /** The visitor's ingredient art, then the friend's. */
  artSources: readonly [string, string];
  fileName: string;
}

/** The drawing code and the two arts, fetched when the picture is drawn, never in the page's first load. */
async function drawDuo({ input, artSources }: DuoPictureRequest, t: PictureWords): Promise<Blob> {
  const { drawDuoPicture, loadArt } = await import('@/lib/share/draw-picture');
  const arts = await Promise.all([loadArt(artSources[0]), loadArt(artSources[1])] as const);
  return drawDuoPicture(input, arts, t);
}

/**
 * Prepares the duo story picture as soon as the pair shows, when the page is idle (useDrawnPicture). The
 * request carries the sides' words in the page's language.
 */
export function useDuoPicture(request: DuoPictureRequest | null): DuoPictureState {
  return useDrawnPicture(request, drawDuo, 'duo picture');
}
