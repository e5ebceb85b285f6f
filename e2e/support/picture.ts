import type { Page } from '@playwright/test';
import { tint } from '../../lib/share/paint';

export interface PictureReport {
  width: number;
  height: number;
  /** Distinct colours among sampled pixels: a blank picture has one. */
  colours: number;
  /** Share of sampled pixels within a small distance of the accent colour (the scoop). */
  accentShare: number;
  /** Share of sampled pixels within a small distance of the accent's pastel tint (the ground). */
  tintShare: number;
}

/** Decodes a PNG (base64) in the page and reports its size, variety and how much of it is the accent. */
export async function analysePicture(page: Page, base64: string, accentHex: string): Promise<PictureReport> {
  return page.evaluate(
    async ([data, hex, tintHex]) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const ground = [1, 3, 5].map((i) => parseInt(tintHex.slice(i, i + 2), 16));
      let tinted = 0;
      const colours = new Set<number>();
      let samples = 0;
      let accent = 0;
      for (let i = 0; i < pixels.length; i += 4 * 97) {
        const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        colours.add((r << 16) | (g << 8) | b);
        samples++;
        if (
          Math.abs(r - (target[0] ?? 0)) + Math.abs(g - (target[1] ?? 0)) + Math.abs(b - (target[2] ?? 0)) <=
          12
        )
          accent++;
        if (
          Math.abs(r - (ground[0] ?? 0)) + Math.abs(g - (ground[1] ?? 0)) + Math.abs(b - (ground[2] ?? 0)) <=
          12
        )
          tinted++;
      }
      return {
        width: bitmap.width,
        height: bitmap.height,
        colours: colours.size,
        accentShare: accent / samples,
        tintShare: tinted / samples,
      };
    },
    [base64, accentHex, tint(accentHex)] as const,
  );
}

/** Replaces navigator.share / canShare with a recorder that keeps every shared file as base64. */
export async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { url?: string; files: { name: string; type: string; size: number; data: string }[] }[] = [];
    (window as unknown as { __shares: typeof calls }).__shares = calls;
    const toBase64 = async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    };
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => Array.isArray(data?.files) && data.files.length > 0,
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        if (!navigator.userActivation.isActive)
          throw new DOMException('No user activation', 'NotAllowedError');
        const files = await Promise.all(
          (data.files ?? []).map(async (f) => ({
            name: f.name,
            type: f.type,
            size: f.size,
            data: await toBase64(f),
          })),
        );
        calls.push({ url: data.url, files });
      },
    });
  });
}

export async function recordedShares(
  page: Page,
): Promise<{ url?: string; files: { name: string; type: string; size: number; data: string }[] }[]> {
  return page.evaluate(() => (window as unknown as { __shares: [] }).__shares);
}

/** Removes Web Share, as in desktop Firefox or an in-app browser. */
export async function withoutWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['share', 'canShare'])
      Object.defineProperty(Navigator.prototype, name, { configurable: true, value: undefined });
  });
}
