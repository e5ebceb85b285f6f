'use client';

import type { CrewPictureInput } from '@/lib/share/crew-layout';
import type { PictureFormat, PictureWords } from '@/lib/share/picture-layout';
import { useDrawnPicture, type DrawnPictureState } from '../share/use-drawn-picture';

export type CrewPictureState = DrawnPictureState;

export interface CrewPictureRequest {
  format: PictureFormat;
  input: CrewPictureInput;
  /** The crew flavour's ingredient art. */
  artSource: string;
  fileName: string;
}

/** The drawing code and the art, fetched when the picture is drawn: the crew page's first load has neither. */
async function drawCrew({ format, input, artSource }: CrewPictureRequest, t: PictureWords): Promise<Blob> {
  const { drawCrewPicture, loadArt } = await import('@/lib/share/draw-picture');
  return drawCrewPicture(format, input, await loadArt(artSource), t);
}

/** The crew picture in the chosen size, drawn when the page is idle (useDrawnPicture). */
export function useCrewPicture(request: CrewPictureRequest | null): CrewPictureState {
  return useDrawnPicture(request, drawCrew, 'crew picture');
}
