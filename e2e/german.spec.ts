import type { FrameLocator, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import de from '../messages/de.json';
import { FLAVOR_ROWS } from '../lib/flavor/table';
import { accountExportZip } from '../fixtures/spotify-export';
import { artistName } from '../fixtures/synthetic-names';
import { englishLeft } from './support/english-left';
import { germanLeft } from './support/german-left';
import { toPayloads } from '../fixtures/widget-fixtures';
import { answerQuiz as answerEveryFirst } from './support/pop-up';
import { expect, expectToast, test, untilInteractive } from './support/test';

/**
 * A new visitor whose phone speaks German: the landing, the dialog, the widget, the quiz, the
 * result, the why view, the copied share text, a friend's link and the 404, each in German with no English
 * sentence left (brands, celebrities and the product's title aside), numbers grouped the German way, and the
 * switch to English holding on reload. Words are looked up in the German catalogue, so the test follows the
 * copy; the English walk is the rest of the suite, unchanged.
 */
const t = createTranslator({ locale: 'de', messages: de });
/** Names that stay as they are: the rows' celebrities, and the fixture listener's artists the why view quotes. */
const NAMES = [
  ...FLAVOR_ROWS.flatMap((row) => row.celebrities),
  ...Array.from({ length: 2000 }, (_, i) => artistName(i)),
];
/** A listener at home in Berlin: times are read in the browser's zone. */
test.use({
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});

/**
 * The text a visitor sees, sampled once the screen has settled; without the build stamp of a preview build
 * (docs/qa.md), whose commit and branch are names, in no language.
 */
async function visibleText(target: Page | FrameLocator): Promise<string> {
  const text = await target.locator('body').innerText();
  const stamps = await target.locator('[data-build-stamp]').allInnerTexts();
  return stamps.reduce((rest, stamp) => rest.replace(stamp, ''), text);
}

async function expectGerman(target: Page | FrameLocator, screen: string): Promise<string> {
  const text = await visibleText(target);
  expect(englishLeft(text, NAMES), `English left on ${screen}`).toEqual([]);
  // German groups thousands with a point: "5,158" would be the English way.
  expect(text.match(/\b\d{1,3},\d{3}\b/g) ?? [], `numbers grouped the English way on ${screen}`).toEqual([]);
  return text;
}

async function widgetFrame(page: Page): Promise<FrameLocator> {
  const iframe = page.getByRole('dialog', { name: t('Dialog.title') }).locator('iframe');
  await expect(iframe).toHaveAttribute('src', /\/de\/embed\/upload/);
  const frame = iframe.contentFrame();
  await expect(frame.getByTestId('drop-zone')).toBeVisible({ timeout: 20_000 });
  return frame;
}

async function openWidget(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: t('Landing.cta') }).click();
  await expect(page.getByRole('heading', { name: t('Dialog.title') })).toBeVisible();
  return widgetFrame(page);
}

/** The quiz, answered with every first option, its first screen checked. */
async function answerQuiz(frame: FrameLocator): Promise<void> {
  const buttons = { start: /Fragen beantworten$/, next: t('Quiz.next'), finish: t('Quiz.finish') };
  await answerEveryFirst(frame, buttons, () => expectGerman(frame, 'a quiz screen'));
}

async function expectFlavorFoundInGerman(page: Page): Promise<void> {
  await expectToast(
    page,
    {
      title: t('Toasts.flavorFound.title'),
      description: t('Toasts.flavorFound.description'),
      variant: 'default',
    },
    { timeout: 30_000, alone: true },
  );
  await expect(page).toHaveURL(/\/de\/flavor$/);
  await expect(page.getByRole('article')).toBeVisible();
}

/** Opens every "more clues" of the why view, so its sentences are on screen too. */
async function openAllClues(page: Page): Promise<void> {
  // The why view is a teaser that opens: its clues and numbers are behind „Zeig mir, warum“.
  const why = page.getByRole('button', { name: t('Why.showMore') });
  if ((await why.count()) > 0) await why.click();
  const more = page.getByRole('button', { name: /weitere Hinweise? zeigen$/ });
  while ((await more.count()) > 0) await more.first().click();
}

test('a German phone: landing, dialog, widget, quiz, result, why view and the copied share text', async ({
  page,
  origins,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page).toHaveURL(`${origins.app}/de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: t('Landing.cta') })).toBeVisible();
  await expectGerman(page, 'the landing');

  const frame = await openWidget(page);
  await expectGerman(page, 'the dialog');
  await frame.getByText(t('Widget.howTitle')).click();
  await expectGerman(frame, 'the widget');

  await answerQuiz(frame);
  await expectFlavorFoundInGerman(page);
  await openAllClues(page);
  await expectGerman(page, '/de/flavor from the quiz, its why view open');

  // The share text is in the sharer's language, the personal link carries none.
  await page.getByRole('button', { name: t('Share.shareOn', { network: 'Instagram' }) }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  // Two lines: the flavour its own sentence, the description the next with a single full stop; then the call.
  expect(shared).toMatch(
    /^Wäre ich eine Eissorte, wäre ich [^.\n]+\. \p{Lu}[^\n]*[^.\n]\.\nDeine Daten zum Löffeln: \S+ #datarevolution$/u,
  );
  expect(shared).not.toContain('..');
  // The words are the German row's of the card on screen.
  const name = (await page.getByRole('article').getByRole('heading', { level: 1 }).textContent())?.trim();
  const words = Object.values(de.Flavors).find((row) => row.name === name);
  expect(words, `the German row named "${name}"`).toBeDefined();
  expect(shared.split('\n')[0]).toBe(
    `Wäre ich eine Eissorte, wäre ich ${words?.name}. ${words?.description}`,
  );
  await page.getByRole('button', { name: t('Share.copyLink') }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${origins.app}/flavor/[a-z-]+#v2-`));

  // The switch to English holds: the same result, in English, after a reload too.
  await page
    .getByRole('navigation', { name: t('Language.label') })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(`${origins.app}/flavor`);
  await untilInteractive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Why this flavour' })).toBeVisible();
  // Every clue follows the language: scored in German, shown in English, and no German left on the page.
  const clues = page.locator('[data-trait] li');
  await page.getByRole('button', { name: 'Show why' }).click();
  await expect(clues.first()).toBeVisible();
  const more = page.getByRole('button', { name: /^Show \d+ more clues?$/ });
  while ((await more.count()) > 0) await more.first().click();
  expect(await clues.count()).toBeGreaterThan(6);
  expect(germanLeft(await visibleText(page)), 'German left on /flavor in English').toEqual([]);
  await page.reload();
  await expect(page).toHaveURL(`${origins.app}/flavor`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // And back: the same clues in German again.
  await page.getByRole('navigation').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${origins.app}/de/flavor`);
  await untilInteractive(page);
  await openAllClues(page);
  await expectGerman(page, '/de/flavor after English and back');
  await page.getByRole('navigation').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${origins.app}/flavor`);
  await page.goto('/');
  await expect(page).toHaveURL(`${origins.app}/`);
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
});

test("a German phone: /flavor from an export, in German numbers; a friend's link; the 404", async ({
  page,
  browser,
  origins,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const frame = await openWidget(page);
  await frame.locator('input[type="file"]').setInputFiles(toPayloads([accountExportZip({ seed: 11 })]));
  await expectFlavorFoundInGerman(page);
  await openAllClues(page);
  const numbers = page.getByRole('region', { name: t('Why.numbersHeading') });
  await expect(numbers).toBeVisible();
  // Thousands grouped with a point (the export has thousands of plays).
  await expect(numbers).toContainText(/\d{1,3}\.\d{3}/);
  await expectGerman(page, '/de/flavor from an export');

  await page.getByRole('button', { name: t('Share.copyLink') }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // A friend whose phone speaks German opens it: the page in German, the fragment kept through the redirect.
  const friend = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await expect(friendPage).toHaveURL(new RegExp(`^${origins.app}/de/flavor/[a-z-]+#v2-`));
  await untilInteractive(friendPage);
  await expect(friendPage.getByTestId('friend-reading')).toBeVisible();
  await expectGerman(friendPage, "a friend's link");
  await friend.close();

  const response = await page.goto('/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${origins.app}/de/diese-seite-gibt-es-nicht`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Screens.notFoundTitle'));
  await expect(page.getByRole('link', { name: t('Screens.home') })).toHaveAttribute('href', '/de');
  await expectGerman(page, 'the 404');
});
