import type { FrameLocator, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect } from './test';
import { discoverButton, widgetIframe } from './stand-in';

/**
 * Helpers of the pop-up specs (e2e/phone-qr.spec.ts, venue.spec.ts, offline.spec.ts): read the QR
 * code the page drew, and answer the quiz in the built-in widget (the language walks too, in their words).
 */

/**
 * The text of the QR code in `qr` (an <svg>), read from its pixels drawn on a canvas in the page. The pixels
 * come back as one base64 string: as an array, Playwright serialises each of the 672,400 numbers (41 modules
 * at 10 px) one by one, which took 5–12 s a read on the busy 2-core machine, so a poll of 10 s for the
 * redrawn code could see one stale read and one unfinished (full Chromium, slower, failed so twice in two runs).
 */
export async function readQr(qr: Locator): Promise<string | null> {
  // Whole pixels per module: a code drawn at a fractional scale has uneven modules.
  const modules = Number((await qr.getAttribute('viewBox'))?.split(' ')[2] ?? 0);
  const size = modules * 10;
  const base64 = await qr.evaluate(async (svg, side) => {
    const xml = new XMLSerializer().serializeToString(svg);
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, side, side);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, side, side);
    const bytes = ctx.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, size);
  return jsQR(new Uint8ClampedArray(Buffer.from(base64, 'base64')), size, size)?.data ?? null;
}

/** Opens the connect dialog on the landing and returns the widget's frame once its quiz entry shows. */
export async function openQuizWidget(page: Page): Promise<FrameLocator> {
  await discoverButton(page).click();
  const frame = widgetIframe(page).contentFrame();
  await expect(frame.getByRole('button', { name: /^Answer \d+ questions$/ })).toBeVisible({
    timeout: 20_000,
  });
  return frame;
}

/** The quiz's buttons in the page's language: its start button, "Next" and the last one. */
export interface QuizButtons {
  readonly start: string | RegExp;
  readonly next: string;
  readonly finish: string;
}

const ENGLISH_BUTTONS: QuizButtons = {
  start: /^Answer \d+ questions$/,
  next: 'Next',
  finish: 'See my flavour',
};

/**
 * Answers every question with its first option and asks for the flavour. `firstScreen` looks at the first
 * screen of questions before it is answered (the language walks check its words).
 */
export async function answerQuiz(
  frame: FrameLocator,
  buttons: QuizButtons = ENGLISH_BUTTONS,
  firstScreen?: () => Promise<unknown>,
): Promise<void> {
  // The start button is in the widget's prerendered HTML: a click before React runs in the frame is lost
  // (with only full chromium the frame hydrates later, and the pseudo-locale walk once waited for a quiz that
  // never started). Wait until the frame has marked itself interactive, as page.goto does for a page.
  await expect(frame.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
  await frame.getByRole('button', { name: buttons.start }).click();
  for (let screen = 0; screen < 12; screen++) {
    const questions = frame.getByTestId('quiz-question');
    await expect(questions.first()).toBeVisible();
    if (screen === 0) await firstScreen?.();
    for (const question of await questions.all()) await question.locator('label').first().click();
    const done = frame.getByRole('button', { name: buttons.finish });
    if (await done.isVisible()) {
      await done.click();
      return;
    }
    await frame.getByRole('button', { name: buttons.next }).click();
  }
  throw new Error(`the quiz never offered "${buttons.finish}"`);
}
