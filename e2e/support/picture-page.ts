import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Page } from '@playwright/test';

/**
 * A page of its own for the pictures' screenshots: the painter bundled from the sources (picture-harness.ts),
 * the display face from @fontsource-variable/fredoka as the site self-hosts it, and the ingredient art from
 * public/, all served by Playwright's router on an origin of its own, so no build or server is needed.
 */
export const PICTURE_ORIGIN = 'http://pictures.test';

const ROOT = path.resolve(__dirname, '../..');
const FONT_DIR = path.join(ROOT, 'node_modules/@fontsource-variable/fredoka');

let bundle: string | null = null;

function harness(): string {
  bundle ??= buildSync({
    entryPoints: [path.join(__dirname, 'picture-harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    alias: { '@': ROOT },
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return bundle;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/wght.css">
<style>body{margin:0;background:#fff;display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start}</style>
<script src="/harness.js"></script></head><body></body></html>`;

export async function openPicturePage(page: Page): Promise<void> {
  await page.route(`${PICTURE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const file = url.pathname;
    if (file === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (file === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: harness() });
    if (file === '/wght.css')
      return route.fulfill({ contentType: 'text/css', body: readFileSync(path.join(FONT_DIR, 'wght.css')) });
    if (file.startsWith('/files/') && file.endsWith('.woff2'))
      return route.fulfill({
        contentType: 'font/woff2',
        body: readFileSync(path.join(FONT_DIR, 'files', path.basename(file))),
      });
    if (file.startsWith('/ingredients/') && file.endsWith('.svg'))
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: readFileSync(path.join(ROOT, 'public/ingredients', path.basename(file))),
      });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${PICTURE_ORIGIN}/`);
}
