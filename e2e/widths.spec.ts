import type { Frame, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import en from '../messages/en.json';
import de from '../messages/de.json';
import pseudo from '../messages/en-XA.json';
import { faultsAtEveryWidth, resizeTo, settled, WIDTHS } from './support/geometry';
import { expect, test } from './support/test';

/**
 * "Every width" for the screens a visitor walks through before any state of /states: the landing, the connect
 * dialog with the widget in it, and every screen of the quiz, at each width of e2e/support/geometry.ts (phones, tablets both
 * ways, a desktop) in English, German and the pseudo-locale, checked by geometry (support/geometry.ts): no
 * text over text, nothing wider than the screen, no word cut off. The states themselves are checked where
 * e2e/states.spec.ts opens them.
 */
const LANGUAGES = [
  { code: 'en', prefix: '', messages: en },
  { code: 'de', prefix: '/de', messages: de },
  { code: 'en-XA', prefix: '/en-XA', messages: pseudo },
] as const;

// Motion off: a screen is read where it comes to rest, not half way through its entrance.
test.use({ reducedMotion: 'reduce' });

function widgetFrame(page: Page): () => Frame[] {
  return () => page.frames().filter((frame) => frame.url().includes('/embed/upload'));
}

for (const { code, prefix, messages } of LANGUAGES) {
  test(`the landing, the dialog and every quiz screen at every width (${code})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = createTranslator({ locale: code, messages });
    const faults: string[] = [];
    const sweep = async (screen: string) => {
      for (const fault of await faultsAtEveryWidth(page, widgetFrame(page)))
        faults.push(`${screen} ${fault}`);
      // Back to a phone, where the quiz shows one screen at a time; the widget's frame lays itself out again
      // and tells the dialog its new height, so both settle before the next tap lands.
      await resizeTo(page, WIDTHS[2]);
      for (const frame of widgetFrame(page)()) await settled(frame);
      await settled(page);
    };

    await page.setViewportSize(WIDTHS[2]);
    await page.goto(`${prefix}/`);
    await sweep('the landing');

    await page.getByRole('button', { name: t('Landing.cta') }).click();
    const frame = page
      .getByRole('dialog', { name: t('Dialog.title') })
      .locator('iframe')
      .contentFrame();
    const start = frame.getByRole('button', { name: t('Quiz.entryStart', { count: 10 }) });
    await expect(start).toBeVisible({ timeout: 20_000 });
    await sweep('the dialog');

    await start.click();
    for (let screen = 1; screen <= 12; screen++) {
      const questions = frame.getByTestId('quiz-question');
      await expect(questions.first()).toBeVisible();
      await sweep(`quiz screen ${screen}`);
      // Back on a phone the widget regroups its questions one a screen, once its own frame has seen the width.
      await expect(questions).toHaveCount(1);
      for (const question of await questions.all()) await question.locator('label').first().click();
      const done = frame.getByRole('button', { name: t('Quiz.finish') });
      if (await done.isVisible()) break;
      await frame.getByRole('button', { name: t('Quiz.next') }).click();
    }
    expect(faults).toEqual([]);
  });
}
