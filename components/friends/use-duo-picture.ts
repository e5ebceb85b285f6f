'use client';

import type { DuoInput } from '@/lib/share/duo-layout';
import type { PictureWords } from '@/lib/share/picture-layout';
import { usePicture, type PictureState } from '../share/use-picture';

/** What the duo picture's drawing makes: the story as a file to share, both sizes to show. */
export interface DuoPicture {
  file: File;
  url: string;
  squareUrl: string;
  squareName: string;
}

export type DuoPictureState = Exclude<PictureState<DuoPicture>, { status: 'idle' }>;

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
  const state = usePicture(request, drawDuo, { when: 'idle', name: 'duo picture' });
  return state.status === 'idle' ? { status: 'preparing' } : state;
}

async function drawDuo(
  { input, artSources, fileName }: DuoPictureRequest,
  t: PictureWords,
  objectUrl: (file: Blob) => string,
): Promise<DuoPicture> {
  const { drawDuoPicture, loadArt } = await import('@/lib/share/draw-picture');
  const arts = await Promise.all([loadArt(artSources[0]), loadArt(artSources[1])] as const);
  const story = await drawDuoPicture('story', input, arts, t);
  const square = await drawDuoPicture('square', input, arts, t);
  const file = new File([story], fileName, { type: 'image/png' });
  const squareName = fileName.replace(/\.png$/, '-square.png');
  const url = objectUrl(file);
  const squareUrl = objectUrl(new File([square], squareName, { type: 'image/png' }));
  return { file, url, squareUrl, squareName };
}
