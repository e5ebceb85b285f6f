/**
 * npm run docs:design: the pictures of docs/design.md. Takes the first view of every screen the design spec
 * holds to (scripts/design-screens.ts: landing, dialog, quiz, result, friend, crew, refusal, 404, venue) at
 * 390×844 and 1280×800, at one device pixel per CSS pixel, and saves them as docs/design/<screen>-<width>.jpg.
 *
 * Against a running preview build (`npm run build && npm start`; the screens are opened through its states
 * page): SHOTS_URL (default http://localhost:3100). SHOTS_DIR writes elsewhere (a try-out: SHOTS_DIR=/tmp/shots);
 * JPEGs at quality 80 (a quarter to a half of a PNG's size, so the repository stays light); SHOTS_FORMAT=png
 * saves PNGs instead.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { DESIGN_SCREENS, openScreen, type DesignScreen } from './design-screens';

const BASE_URL = process.env.SHOTS_URL ?? 'http://localhost:3100';
const OUT = resolve(process.env.SHOTS_DIR ?? resolve(__dirname, '../docs/design'));
const JPEG = process.env.SHOTS_FORMAT !== 'png';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The suite's Chromium (e2e/support/chromium-path.mjs, which scripts may not import): CHROMIUM_PATH, else
 * Debian's headless shell or full browser when installed, else Playwright's own.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

/** The preview build's label (docs/qa.md) changes with every build: not part of the design's pictures. */
const HIDE_LABEL = '[data-build-label] { visibility: hidden !important; }';

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    for (const size of SIZES) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: size,
        deviceScaleFactor: 1,
        locale: 'en-US',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      let from: DesignScreen | undefined;
      for (const screen of DESIGN_SCREENS) {
        await openScreen(page, screen, from);
        from = screen;
        const path = resolve(OUT, `${screen.id}-${size.width}.${JPEG ? 'jpg' : 'png'}`);
        await page.screenshot({
          path,
          animations: 'disabled',
          caret: 'hide',
          style: HIDE_LABEL,
          ...(JPEG ? { type: 'jpeg' as const, quality: 80 } : { type: 'png' as const }),
        });
        console.log(`${path} (${Math.round(statSync(path).size / 1024)} KB)`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
