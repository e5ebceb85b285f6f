import type { Page } from '@playwright/test';
import type en from '../../messages/en.json';
import { QUESTIONS } from '../../lib/quiz/questions';
import { buildQuiz, minimumAnswers } from '../../lib/quiz/quiz';
import { CARRY_ON_ANSWERED, TOO_FEW_ANSWERED } from '../../lib/states/quiz-states';
import { DIALOG_SLOW_MS } from '../../lib/states/states';
import { expect } from './test';

/** A language's catalogue, as the states' tests hand it over. */
export type Words = typeof en;

/** The widget's refusals added here, by the words of their code (ExportErrors). */
const REFUSALS = {
  'widget-too-many-files': 'TOO_MANY_FILES',
  'widget-zip-locked': 'ZIP_UNSUPPORTED',
  'widget-zip-unsafe': 'ZIP_UNSAFE',
} as const;

/** Last.fm's refusals added here, by their words (ExportErrors.lastfm). */
const LASTFM_REFUSALS = {
  'lastfm-bad-request': 'bad-request',
  'lastfm-unavailable': 'unavailable',
  'lastfm-forbidden': 'forbidden',
} as const;

const has = <T extends object>(table: T, id: string): id is Extract<keyof T, string> =>
  Object.hasOwn(table, id);

/** A sentence's words up to its first tag (`<seconds>`, `<link>`), where a live value or a link begins. */
const before = (sentence: string, tag: string) => sentence.split(`<${tag}>`)[0] ?? sentence;
/** The words inside a tag of a rich sentence. */
const inside = (sentence: string, tag: string) =>
  new RegExp(`<${tag}>(.*?)</${tag}>`).exec(sentence)?.[1] ?? sentence;

/** A sentence with its `{name, number}` places filled (small whole numbers read the same in every language here). */
const filled = (sentence: string, values: Record<string, number>) =>
  sentence.replace(/\{(\w+), number\}/g, (place, name: string) => String(values[name] ?? place));

/**
 * The upload widget's and Last.fm's states of states-widget (lib/states/states.ts): the check that each is
 * that state, in the page's own words. True when it handled the id, false when the id is not one of these.
 */
export async function checkWidgetState(
  page: Page,
  id: string,
  words: Words,
  prefix: string,
): Promise<boolean> {
  const widget = page.locator('#upload-widget');
  const alert = widget.locator('[role="alert"]');
  const url = () => expect(page).toHaveURL(new RegExp(`${prefix}/embed/upload\\?state=${id}$`));
  if (has(REFUSALS, id)) {
    await url();
    await expect(alert).toContainText(words.ExportErrors[REFUSALS[id]], { timeout: 20_000 });
    return true;
  }
  if (has(LASTFM_REFUSALS, id)) {
    await url();
    await expect(alert).toContainText(words.ExportErrors.lastfm[LASTFM_REFUSALS[id]]);
    return true;
  }
  switch (id) {
    case 'widget-cancelled':
      await url();
      await expect(widget.getByRole('status')).toHaveText(words.Widget.cancelled, { timeout: 20_000 });
      await expect(widget.getByRole('progressbar')).toHaveCount(0);
      return true;
    case 'widget-done': {
      await url();
      const done = widget.getByRole('status');
      await expect(done).toContainText(words.Widget.done, { timeout: 20_000 });
      // Opened on its own, nobody frames it: the panel sends the visitor to the app.
      await expect(done.getByRole('link', { name: inside(words.Widget.standalone, 'link') })).toHaveAttribute(
        'href',
        prefix || '/',
      );
      return true;
    }
    case 'lastfm-queue-full':
      await url();
      await expect(widget.getByRole('progressbar')).toBeVisible();
      await expect(widget.getByTestId('queue-wait')).toContainText(before(words.Widget.queueFull, 'seconds'));
      return true;
    case 'lastfm-invalid-name': {
      await url();
      // The box's own line under the name, and nothing asked of our server (no alert, no progress).
      const box = widget.getByTestId('lastfm');
      await expect(box.getByText(words.Widget.lastfmInvalid)).toBeVisible();
      await expect(box.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
      await expect(alert).toHaveCount(0);
      return true;
    }
    case 'dialog-loading': {
      await expect(page).toHaveURL(new RegExp(`${prefix}/states/frame\\?state=${id}$`));
      const frame = page.getByTestId('widget-container');
      await expect(frame.getByRole('status')).toHaveText(words.Dialog.loading);
      await expect(frame.getByRole('button', { name: words.Dialog.reload })).toHaveCount(0);
      return true;
    }
    case 'dialog-slow': {
      // The frame's wait on Playwright's clock (each walk of the states installs it before the state opens:
      // ON_CLOCK, e2e/support/states-checks.ts), run ahead instead of waited for, as venue-countdown's is.
      const frame = page.getByTestId('widget-container');
      await expect(frame.getByRole('status')).toHaveText(words.Dialog.loading);
      await page.clock.runFor(DIALOG_SLOW_MS);
      await expect(frame.getByRole('status')).toContainText(words.Dialog.slow);
      await expect(frame.getByRole('button', { name: words.Dialog.reload })).toBeVisible();
      return true;
    }
    case 'quiz-questions':
      await url();
      await expect(widget.getByTestId('quiz')).toBeVisible();
      await expect(
        widget.getByRole('heading', {
          name: filled(words.Quiz.questionOf, { number: 1, total: QUESTIONS.length }),
        }),
      ).toBeVisible();
      return true;
    case 'quiz-carry-on': {
      await url();
      // Back on the screen the visitor left, the answer given there still chosen.
      const left = QUESTIONS[CARRY_ON_ANSWERED - 1];
      await expect(
        widget.getByRole('heading', {
          name: filled(words.Quiz.questionOf, { number: CARRY_ON_ANSWERED, total: QUESTIONS.length }),
        }),
      ).toBeVisible();
      await expect(widget.locator(`[data-question="${left?.id}"] input:checked`)).toHaveCount(1);
      return true;
    }
    case 'quiz-too-few': {
      await url();
      const quiz = widget.getByTestId('quiz');
      await expect(quiz.getByRole('alert')).toHaveText(
        filled(words.Quiz.tooFew, {
          needed: minimumAnswers(buildQuiz()),
          total: QUESTIONS.length,
          answered: TOO_FEW_ANSWERED,
        }),
      );
      return true;
    }
    default:
      return false;
  }
}
