'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PictureWords } from '@/lib/share/picture-layout';
import { whenIdle } from '../browser/when-idle';

/**
 * A picture's life: `idle` (nobody asked), `preparing` (asked, drawing), then `ready` with what the drawing
 * made, or `failed`.
 */
export type PictureState<Made extends object> =
  { status: 'idle' } | { status: 'preparing' } | ({ status: 'ready' } & Made) | { status: 'failed' };

/**
 * Draws one request's picture(s). `words` are the picture's own words (the catalogue's `Picture`);
 * `objectUrl` makes a URL for a drawn file that lives as long as the request does (revoked when a newer
 * request or the unmount ends it). The drawing code is imported inside, so no page loads it before it draws.
 */
export type DrawPicture<Request, Made extends object> = (
  request: Request,
  words: PictureWords,
  objectUrl: (file: Blob) => string,
) => Promise<Made>;

export interface PictureOptions {
  /**
   * Draw when the page is idle (a picture prepared as soon as it shows, for a tap that comes much later), or
   * at once (a picture drawn because the visitor asked for it).
   */
  readonly when: 'idle' | 'now';
  /** What the console says failed, for whoever reads it. */
  readonly name: string;
}

/**
 * The life cycle the share, duo and crew pictures share. Pass a memoised request and a module-level `draw`:
 * a new request is drawn again and reads as `preparing` until its picture is ready, so a picture of an older
 * request is never shown for a newer one; null reads as `idle`.
 */
export function usePicture<Request, Made extends object>(
  request: Request | null,
  draw: DrawPicture<Request, Made>,
  { when, name }: PictureOptions,
): PictureState<Made> {
  // Tagged with the request it was made for.
  const [state, setState] = useState<{ source: Request; value: PictureState<Made> } | null>(null);
  const words = useTranslations('Picture');

  useEffect(() => {
    if (request === null) return;
    let cancelled = false;
    const urls: string[] = [];
    const objectUrl = (file: Blob) => {
      const url = URL.createObjectURL(file);
      urls.push(url);
      return url;
    };
    const revoke = () => {
      for (const url of urls.splice(0)) URL.revokeObjectURL(url);
    };
    const run = () =>
      void draw(request, words, objectUrl).then(
        (made) => {
          // A request ended while it drew: its files are never shown, their URLs go at once.
          if (cancelled) revoke();
          else setState({ source: request, value: { status: 'ready', ...made } });
        },
        (error: unknown) => {
          console.error(`The ${name} could not be drawn.`, error);
          revoke();
          if (!cancelled) setState({ source: request, value: { status: 'failed' } });
        },
      );
    let cancel = () => {};
    if (when === 'idle') cancel = whenIdle(run);
    else run();
    return () => {
      cancelled = true;
      cancel();
      revoke();
    };
  }, [request, draw, words, when, name]);

  if (request === null) return { status: 'idle' };
  return state && state.source === request ? state.value : { status: 'preparing' };
}
