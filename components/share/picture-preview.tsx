'use client';

import { useEffect, useRef } from 'react';

/** The preview's drawing size: twice its largest CSS width, sharp on a phone's screen. */
const WIDTH = 352;
const HEIGHT = 626;

async function bitmapOf(picture: Blob, url: string): Promise<CanvasImageSource> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(picture);
  // Older Safari: the picture's own blob: URL through an <img>.
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}

/**
 * A story picture's small preview, painted on a <canvas> rather than shown as an <img>: the picture is made on
 * the device after the page is interactive, and as an image it would become the page's largest paint seconds
 * after the card (docs/performance.md § Kept). It reads as one image to screen readers: `alt` is its name.
 * `data-painted` says the picture's own size once it is on screen (the tests read it).
 */
export function PicturePreview({ picture, url, alt }: { picture: Blob; url: string; alt: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    void bitmapOf(picture, url)
      .then((source) => {
        const el = canvas.current;
        const ctx = el?.getContext('2d');
        if (!current || !el || !ctx) return;
        ctx.drawImage(source, 0, 0, WIDTH, HEIGHT);
        const { width, height } = source as { width: number; height: number };
        el.dataset.painted = `${width}x${height}`;
      })
      .catch(() => {
        // The preview is a courtesy: the buttons beside it share and save the picture itself.
      });
    return () => {
      current = false;
    };
  }, [picture, url]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={alt}
      width={WIDTH}
      height={HEIGHT}
      className="h-full w-full"
    />
  );
}
