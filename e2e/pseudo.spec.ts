import type { FrameLocator, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import pseudo from '../messages/en-XA.json';
import { brand } from '../lib/brand';
import { FLAVOR_ROWS } from '../lib/flavor/table';
import { answerQuiz as answerEveryFirst } from './support/pop-up';
import { expect, STORAGE_KEY, test } from './support/test';

/**
 * Every screen in the pseudo-locale (docs/languages.md § The pseudo-locale), on a phone: the landing, the connect
 * dialog, the widget, the quiz, /flavor with the why view open and its pictures, a friend's link, the venue
 * screen and the 404. Every word a visitor reads comes from the catalogue, so on /en-XA it is accented and inside
 * ⟦…⟧: a word outside the brackets escaped the catalogues, and a bracket whose partner is missing, or drawn outside
 * the box that clips it, was cut off. The words the test taps are looked up in the generated catalogue.
 */
const t = createTranslator({ locale: 'en-XA', messages: pseudo });

/** What stays as it is in every language: the product's and the event's names, brands, celebrities. */
const NAMES = [
  "What's Your Flavor?",
  brand.event.name,
  brand.event.venue,
  ...brand.partners.map((partner) => partner.name),
  'The Scoop Lab',
  'Spotify',
  'Apple Music',
  'YouTube Music',
  'Last.fm',
  ...FLAVOR_ROWS.flatMap((row) => row.celebrities),
];
/** Dates and times formatted by `Intl` (English for the pseudo-locale), which no catalogue holds. */
const INTL_WORDS = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b/g;

test.use({
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  timezoneId: 'Europe/Berlin',
  permissions: ['clipboard-read', 'clipboard-write'],
});

/** The words of `text` outside every ⟦…⟧ and every name that stays as it is: what escaped the catalogues. */
function unbracketed(text: string): string[] {
  let rest = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  for (const name of [...NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  rest = rest.replace(INTL_WORDS, ' ');
  return [...rest.matchAll(/[A-Za-z]{3,}/g)].map((m) => {
    const at = m.index ?? 0;
    return rest.slice(Math.max(0, at - 25), at + m[0].length + 25).replace(/\s+/g, ' ');
  });
}

/**
 * Brackets cut off on screen: a ⟦ or ⟧ drawn outside the screen's width or outside an ancestor that clips
 * (overflow hidden or clip), and blocks whose brackets do not pair. Visually hidden text (sr-only) is left out.
 */
async function cutBrackets(target: Page | FrameLocator): Promise<string[]> {
  return target.locator('body').evaluate((body) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('.sr-only, script, style, [hidden]')) continue;
      for (let at = 0; at < text.length; at++) {
        if (text[at] !== '⟦' && text[at] !== '⟧') continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue; // not rendered (display: none)
        if (box.right > window.innerWidth + 1 || box.left < -1)
          problems.push(`off screen: "${text.slice(0, 60)}"`);
        for (let el: Element | null = parent; el && el !== body; el = el.parentElement) {
          const style = getComputedStyle(el);
          const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
          const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
          if (!clipsX && !clipsY) continue;
          const clip = el.getBoundingClientRect();
          const outX = box.left < clip.left - 1 || box.right > clip.right + 1;
          const outY = box.top < clip.top - 1 || box.bottom > clip.bottom + 1;
          if ((clipsX && outX) || (clipsY && outY)) {
            problems.push(`clipped by <${el.tagName.toLowerCase()}>: "${text.slice(0, 60)}"`);
            break;
          }
        }
      }
    }
    // A message is bracketed whole, rich-text tags and all: each block holds as many ⟦ as ⟧.
    for (const block of body.querySelectorAll(
      'p, li, h1, h2, h3, button, a, label, dd, dt, [role="status"]',
    )) {
      if (block.closest('.sr-only')) continue;
      const text = block.textContent ?? '';
      if (text.split('⟦').length !== text.split('⟧').length)
        problems.push(`unpaired brackets in <${block.tagName.toLowerCase()}>: "${text.slice(0, 60)}"`);
    }
    return problems;
  });
}

/** Every picture's alt text that says something is the catalogue's. */
async function unbracketedAlts(target: Page | FrameLocator): Promise<string[]> {
  const alts = await target
    .locator('img[alt]:not([alt=""]), svg[aria-label]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? ''));
  return alts.filter((alt) => unbracketed(alt).length > 0);
}

async function expectPseudo(target: Page | FrameLocator, screen: string): Promise<void> {
  // Without the build label of a preview (docs/qa.md): its chip is a commit, a name in no language.
  const stamps = await target.locator('[data-build-stamp]').allInnerTexts();
  const text = stamps.reduce(
    (rest, stamp) => rest.replace(stamp, ''),
    await target.locator('body').innerText(),
  );
  expect(unbracketed(text), `words outside the catalogues on ${screen}`).toEqual([]);
  expect(await cutBrackets(target), `brackets cut off on ${screen}`).toEqual([]);
  expect(await unbracketedAlts(target), `alt texts outside the catalogues on ${screen}`).toEqual([]);
}

async function openWidget(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: t('Landing.cta') }).click();
  await expect(page.getByRole('heading', { name: t('Dialog.title') })).toBeVisible();
  const iframe = page.getByRole('dialog', { name: t('Dialog.title') }).locator('iframe');
  await expect(iframe).toHaveAttribute('src', /\/en-XA\/embed\/upload/);
  return iframe.contentFrame();
}

/** The quiz, answered with every first option, its first screen checked. */
async function answerQuiz(frame: FrameLocator): Promise<void> {
  const buttons = {
    start: t('Quiz.entryStart', { count: 10 }),
    next: t('Quiz.next'),
    finish: t('Quiz.finish'),
  };
  await answerEveryFirst(frame, buttons, () => expectPseudo(frame, 'a quiz screen'));
}

test('the pseudo-locale on a phone: every screen speaks only catalogue words, none cut off', async ({
  page,
  browser,
  origins,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expectPseudo(page, 'the landing');

  const frame = await openWidget(page);
  await expect(frame.getByTestId('drop-zone')).toBeVisible({ timeout: 20_000 });
  await expectPseudo(page, 'the dialog');
  await frame.getByText(t('Widget.howTitle')).click();
  await expectPseudo(frame, 'the widget, its how-to open');

  await answerQuiz(frame);
  await expect(page).toHaveURL(`${origins.app}/en-XA/flavor`);
  await expect(page.getByRole('article')).toBeVisible();
  await page.getByRole('button', { name: t('Why.showMore') }).click();
  const more = page.getByRole('button', { name: /^⟦.*⟧$/ }).filter({ hasText: /^⟦\d/ });
  while ((await more.count()) > 0) await more.first().click();
  await expect(page.getByRole('img', { name: /^⟦/ }).first()).toBeVisible();
  // The share picture's preview is drawn on the device from the catalogue's words.
  await expect(page.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 20_000 });
  await expectPseudo(page, '/en-XA/flavor from the quiz, its why view open');

  await page.getByRole('button', { name: t('Share.copyLink') }).click();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toMatch(/^\/flavor\/[a-z-]+$/);
  expect(link.hash).toMatch(/^#v2-/);

  // A friend opens the link in the pseudo-locale.
  const friend = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const friendPage = await friend.newPage();
  friendPage.on('pageerror', (error) => errors.push(error.message));
  await friendPage.goto(`${origins.app}/en-XA${link.pathname}${link.hash}`);
  await expect(friendPage.getByTestId('friend-reading')).toBeVisible();
  await expectPseudo(friendPage, "a friend's link");
  await friend.close();

  // The venue screen, on a counter tablet of its own: its landing, then this result with the QR code and Next visitor.
  const saved = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
  const tablet = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const venue = await tablet.newPage();
  venue.on('pageerror', (error) => errors.push(error.message));
  await venue.goto(`${origins.app}/en-XA?venue=on`);
  // Venue mode is on once the page has tidied its address.
  await expect(venue).toHaveURL(`${origins.app}/en-XA`);
  await expectPseudo(venue, 'the venue landing');
  await venue.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [STORAGE_KEY, saved]);
  await venue.goto(`${origins.app}/en-XA/flavor`);
  await expect(venue.getByRole('button', { name: t('Venue.nextVisitor') })).toBeVisible();
  await expectPseudo(venue, 'the venue result');
  await tablet.close();

  const response = await page.goto('/en-XA/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Screens.notFoundTitle'));
  await expectPseudo(page, 'the 404');

  expect(errors).toEqual([]);
});
