'use client';

import type { CrewPictureInput } from '@/lib/share/crew-layout';
import type { PictureFormat, PictureWords } from '@/lib/share/picture-layout';
import { usePicture, type PictureState } from '../share/use-picture';

/** What the crew picture's drawing makes: the file to share and its URL to show. */
export interface CrewPicture {
  file: File;
  url: string;
}

/** `idle`: nobody asked for the picture yet, and nothing of lib/share's drawing code has loaded. */
export type CrewPictureState = PictureState<CrewPicture>;

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
  return usePicture(request, drawCrew, { when: 'now', name: 'crew picture' });
}

async function drawCrew(
  { format, input, artSource, fileName }: CrewPictureRequest,
  t: PictureWords,
  objectUrl: (file: Blob) => string,
): Promise<CrewPicture> {
  const { drawCrewPicture, loadArt } = await import('@/lib/share/draw-picture');
  const art = await loadArt(artSource);
  const blob = await drawCrewPicture(format, input, [art], t);
  const file = new File([blob], fileName, { type: 'image/png' });
  return { file, url: objectUrl(file) };
}
