import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import de from '../messages/de.json';
import { COUNTDOWN_IDLE_SECONDS, FRIEND_NAME, FRIEND_ROW, STATES } from '../lib/states/states';
import { expect, test, toastTitled } from './support/test';

/**
 * The states page of preview builds (docs/qa.md): every link on /states opens its state, in English and in German,
 * with no error in the page; the build stamp shows; Reset this browser leaves nothing of ours. One page per
 * language, a step per state, so the whole walk costs two cold loads. That a production build has none of this
 * is held in Jest (__tests__/states/states-page.test.tsx, __tests__/build/preview.test.ts): this build serves it.
 */
const LANGUAGES = [
  { code: 'en', prefix: '', words: en },
  { code: 'de', prefix: '/de', words: de },
] as const;

type Words = (typeof LANGUAGES)[number]['words'];

/** Last.fm's refusals in the widget's alert, in the page's words; the progress, the queue, the offline note. */
const LASTFM_REFUSALS = {
  'lastfm-unknown-user': 'unknown-user',
  'lastfm-private': 'private',
  'lastfm-rate-limited': 'rate-limited',
  'lastfm-upstream': 'upstream',
  'lastfm-too-few': 'too-few',
} as const;

async function expectLastfmState(page: Page, id: string, words: Words): Promise<void> {
  const widget = page.locator('#upload-widget');
  const alert = widget.locator('[role="alert"]');
  if (id in LASTFM_REFUSALS) {
    const error = LASTFM_REFUSALS[id as keyof typeof LASTFM_REFUSALS];
    await expect(alert).toContainText(words.ExportErrors.lastfm[error]);
    return;
  }
  switch (id) {
    case 'lastfm-quota': {
      // "… in about 25 minutes …": the sentence before the number, then the number.
      const [before] = words.ExportErrors.lastfm.quotaMinutes.split('{minutes');
      await expect(alert).toContainText((before ?? '').trim());
      await expect(alert).toContainText('25');
      return;
    }
    case 'lastfm-progress':
      await expect(widget.getByRole('progressbar')).toBeVisible();
      // A page of the year has come: "page 2 of 40" or later, the bar moving.
      await expect(widget.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
      await expect(widget.locator('#import-stage')).toContainText('40');
      return;
    case 'lastfm-queue':
      await expect(widget.getByRole('progressbar')).toBeVisible();
      await expect(widget.getByTestId('queue-wait')).toContainText('3');
      return;
    case 'lastfm-offline':
      await expect(widget.getByTestId('offline-lastfm')).toHaveText(words.Offline.lastfm);
      return;
    default:
      throw new Error(`no check for the state ${id}`);
  }
}

/** The toasts: through the connect frame's own bridge, or raised by the product's call where a tap is needed. */
const TOASTS = {
  'toast-flavor-found': 'flavorFound',
  'toast-processing-error': 'processingError',
  'toast-connection-error': 'connectionError',
  'toast-copied': 'copied',
  'toast-link-copied': 'linkCopied',
  'toast-copy-failed': 'copyFailed',
  'toast-share-failed': 'shareFailed',
} as const;

async function expectToastState(page: Page, id: string, words: Words, prefix: string): Promise<void> {
  const kind = TOASTS[id as keyof typeof TOASTS];
  if (!kind) throw new Error(`no check for the state ${id}`);
  const toast = toastTitled(page, words.Toasts[kind].title);
  if (id === 'toast-flavor-found') {
    // The sample's import, its result accepted by the frame's page: the toast, then /flavor under it.
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/flavor$`));
    await expect(page.getByTestId('sample-note')).toBeVisible();
    return;
  }
  const route = kind === 'processingError' || kind === 'connectionError' ? 'frame' : 'toast';
  await expect(page).toHaveURL(new RegExp(`${prefix}/states/${route}\\?state=${id}$`));
  await expect(toast).toBeVisible();
  if (kind === 'copied') await expect(toast).toContainText('X');
}

/** What each state shows once open: the check that it is that state, in the page's words. */
async function expectState(page: Page, id: string, words: Words, prefix: string): Promise<void> {
  // The one card shown (the prerendered page holds all eight, hidden, until it knows the saved one).
  const card = page.getByRole('article');
  const row = /^(.+)-(sure|swirl)$/.exec(id);
  if (row) {
    const slug = row[1] as keyof Words['Flavors'];
    await expect(page).toHaveURL(new RegExp(`${prefix}/flavor$`));
    await expect(page.getByRole('article', { name: words.Flavors[slug].name })).toBeVisible();
    await expect(page.getByTestId('swirl-line').first()).toBeVisible();
    return;
  }
  if (id.startsWith('widget-')) {
    await expect(page).toHaveURL(new RegExp(`${prefix}/embed/upload\\?state=${id}$`));
    // The widget's own alert (not the router's announcer), with the refusal's words.
    const alert = page.locator('#upload-widget [role="alert"]');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.locator('p').nth(1)).not.toBeEmpty();
    return;
  }
  if (id.startsWith('lastfm-')) {
    await expect(page).toHaveURL(new RegExp(`${prefix}/embed/upload\\?state=${id}$`));
    await expectLastfmState(page, id, words);
    return;
  }
  if (id.startsWith('toast-')) {
    await expectToastState(page, id, words, prefix);
    return;
  }
  switch (id) {
    case 'sample':
      await expect(page.getByTestId('sample-note')).toBeVisible();
      await expect(page.getByTestId('swirl-line').first()).toBeVisible();
      return;
    case 'quiz':
      await expect(page.getByTestId('quiz-note')).toBeVisible();
      return;
    case 'why':
      await expect(page).toHaveURL(/\/flavor#why-heading$/);
      await expect(page.locator('#why-heading')).toBeVisible();
      return;
    case 'friend-named':
    case 'friend-anonymous':
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor/${FRIEND_ROW}#v2-`));
      await expect(page.getByTestId('friend-reading')).toBeVisible();
      if (id === 'friend-named') await expect(page.getByTestId('link-title')).toContainText(FRIEND_NAME);
      else await expect(page.getByTestId('link-title')).not.toContainText(FRIEND_NAME);
      return;
    case 'friend-named-beside':
    case 'friend-anonymous-beside':
      await expect(page.getByTestId('friend-pair')).toBeVisible();
      if (id === 'friend-named-beside')
        await expect(page.getByTestId('friend-pair')).toContainText(FRIEND_NAME);
      return;
    case 'venue-landing':
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
      await expect(page.getByRole('button', { name: words.Landing.cta })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('flavor-venue'))).toContain('"on":true');
      return;
    case 'venue-result':
      await expect(page.getByTestId('venue-scan')).toBeVisible();
      await expect(page.getByTestId('personal-qr')).toBeVisible();
      return;
    case 'venue-countdown':
      await expect(card.first()).toBeVisible();
      await expect(page.getByTestId('venue-countdown')).toBeVisible({
        timeout: (COUNTDOWN_IDLE_SECONDS + 5) * 1000,
      });
      return;
    case 'read-error':
      await expect(page.getByText(words.Toasts.readError.title)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
      return;
    default:
      throw new Error(`no check for the state ${id}`);
  }
}

for (const { code, prefix, words } of LANGUAGES) {
  test(`every state of /states opens, with the stamp and a reset (${code})`, async ({ page }) => {
    // About 55 states, each a cold load of its page: 1–2 s each on a quiet 2-core machine, 3–4 s on a busy one.
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    const response = await page.goto(`${prefix}/states`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: words.States.title })).toBeVisible();

    await test.step('the stamp names the build, here and in the corner of every page', async () => {
      const details = page.getByTestId('build-details');
      await expect(details).toContainText(/[0-9a-f]{12}|\?/);
      const stamp = page.locator('[data-build-stamp]');
      await expect(stamp).toBeVisible();
      await expect(stamp).toHaveText(/^Build \S+ · \S+ · \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      const commit = await details.locator('dd').first().innerText();
      await expect(stamp).toContainText(`Build ${commit.slice(0, 7)} · `);
      // Out of the way: every tap goes through it, and the language switch (top right) stays clear of it.
      expect(await stamp.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
      const box = await stamp.boundingBox();
      const switchBox = await page.getByRole('navigation').first().boundingBox();
      expect(box && switchBox && box.y > switchBox.y + switchBox.height).toBe(true);
      await page.emulateMedia({ media: 'print' });
      await expect(stamp).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });

    const links = await page
      .locator('a[data-state]')
      .evaluateAll((as) =>
        as.map((a) => ({ id: a.getAttribute('data-state') ?? '', href: a.getAttribute('href') ?? '' })),
      );
    expect(links.map((l) => l.id)).toEqual([...STATES.map((s) => s.id), 'not-found']);

    for (const { id, href } of links) {
      await test.step(id, async () => {
        if (id === 'not-found') {
          const missing = await page.goto(href);
          expect(missing?.status()).toBe(404);
          await expect(page.getByText(words.Screens.notFoundTitle)).toBeVisible();
          await expect(page.locator('[data-build-stamp]')).toBeVisible();
          return;
        }
        expect(href).toBe(`${prefix}/states/open?state=${id}`);
        await page.goto(href);
        await expectState(page, id, words, prefix);
        expect(errors, `page errors in ${id}`).toEqual([]);
      });
    }

    await test.step('Reset this browser leaves nothing of ours', async () => {
      await page.goto(`${prefix}/states/open?state=venue-result`);
      await expect(page.getByTestId('venue-scan')).toBeVisible();
      await page.goto(`${prefix}/states`);
      await page.getByRole('button', { name: words.States.reset }).click();
      await expect(page.getByText(words.States.resetDone)).toBeVisible();
      const left = await page.evaluate(() => ({
        session: sessionStorage.length,
        local: localStorage.length,
        cookie: document.cookie.includes('NEXT_LOCALE='),
      }));
      expect(left).toEqual({ session: 0, local: 0, cookie: false });
    });

    await test.step('an unknown state says so, with a way back', async () => {
      await page.goto(`${prefix}/states/open?state=nope`);
      await expect(page.getByText(words.States.unknown)).toBeVisible();
      await expect(page.getByRole('link', { name: words.States.back })).toHaveAttribute(
        'href',
        `${prefix}/states`,
      );
    });
    expect(errors).toEqual([]);
  });
}
