import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import de from '../messages/de.json';
import pseudo from '../messages/en-XA.json';
import { COUNTDOWN_IDLE_SECONDS, FRIEND_NAME, FRIEND_ROW, STATE_GROUPS, STATES } from '../lib/states/states';
import { faultsAtEveryWidth, WIDTHS } from './support/geometry';
import { checkPagesState } from './support/states-pages-checks';
import { expect, test, toastTitled } from './support/test';

/**
 * The states page of preview builds (docs/qa.md): every link on /states opens its state, in English, German and
 * the pseudo-locale, with no error in the page, and each state holds at every width of docs/testing.md § Widths
 * (checked where it is opened: a state's cold load is the larger part of its cost). The build stamp shows; Reset
 * this browser leaves nothing of ours. One test per group and language, so two workers share the walk evenly.
 * That a production build has none of this is held in Jest (__tests__/states/states-page.test.tsx,
 * __tests__/build/preview.test.ts): this build serves it.
 */
const LANGUAGES = [
  { code: 'en', prefix: '', words: en },
  { code: 'de', prefix: '/de', words: de },
  { code: 'en-XA', prefix: '/en-XA', words: pseudo },
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
  if (await checkPagesState(page, id, words, prefix)) return;
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
  if (id.startsWith('crew-')) {
    await expectCrewState(page, id, words, prefix);
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
    case 'venue-crew-result':
      // The crew so far under the flavour card: two friends, and the two ways on.
      await expect(page.getByTestId('venue-scan')).toBeVisible();
      await expect(page.getByTestId('venue-crew-count')).toContainText('2');
      await expect(page.getByRole('button', { name: words.Crew.venue.addNext })).toBeVisible();
      await expect(page.getByRole('button', { name: words.Crew.venue.ourSundae })).toBeVisible();
      return;
    case 'venue-crew':
      await expect(page.getByTestId('crew-scoop')).toHaveCount(3);
      await expect(page.getByTestId('venue-crew-bar').getByTestId('personal-qr')).toBeVisible();
      await expect(page.getByRole('button', { name: words.Venue.nextVisitor })).toBeVisible();
      return;
    case 'venue-countdown':
      // Opened on Playwright's clock (openState): the idle seconds are skipped over, not waited for.
      await expect(card.first()).toBeVisible();
      await page.clock.runFor(COUNTDOWN_IDLE_SECONDS * 1000);
      await expect(page.getByTestId('venue-countdown')).toBeVisible();
      return;
    case 'read-error':
      await expect(page.getByText(words.Toasts.readError.title)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
      return;
    default:
      throw new Error(`no check for the state ${id}`);
  }
}

/** The crew states (lib/states/crew-states.ts): the crew page with its link, each as it should read. */
async function expectCrewState(page: Page, id: string, words: Words, prefix: string): Promise<void> {
  const scoops = page.getByTestId('crew-scoop');
  const count = (n: number) => expect(scoops).toHaveCount(n);
  await expect(page).toHaveURL(new RegExp(`${prefix}/crew(#|$)`));
  switch (id) {
    case 'crew-one':
      await count(1);
      await expect(page.getByTestId('crew-share')).toBeVisible();
      await expect(page.getByTestId('crew-join')).toHaveCount(0);
      return;
    case 'crew-three':
      await count(3);
      await expect(page.getByRole('button', { name: words.Crew.add })).toBeVisible();
      return;
    case 'crew-ten':
      await count(10);
      await expect(page.getByTestId('crew-pairs').locator('[data-pair]')).toHaveCount(2);
      return;
    case 'crew-full':
      await count(10);
      await expect(page.getByRole('button', { name: words.Crew.startNew })).toBeVisible();
      return;
    case 'crew-tampered':
      await count(3);
      await expect(toastTitled(page, words.Toasts.crewLeftOut.title)).toBeVisible();
      return;
    case 'crew-sample':
      await count(3);
      await expect(page.getByTestId('crew-sample')).toBeVisible();
      return;
    case 'crew-unreadable':
    case 'crew-empty':
      await expect(page.getByTestId('crew-none')).toHaveAttribute(
        'data-reason',
        id === 'crew-empty' ? 'none' : 'unreadable',
      );
      return;
    default:
      throw new Error(`no check for the state ${id}`);
  }
}

/** Where /states sends each link (the list test holds every link to this). */
function stateHref(prefix: string, id: string): string {
  return id === 'not-found' ? `${prefix}/no-such-page` : `${prefix}/states/open?state=${id}`;
}

/** Opens a state by its link and checks it is that state, in the page's words. */
async function openState(page: Page, id: string, words: Words, prefix: string): Promise<void> {
  if (id === 'not-found') {
    const missing = await page.goto(stateHref(prefix, id));
    expect(missing?.status()).toBe(404);
    await expect(page.getByText(words.Screens.notFoundTitle)).toBeVisible();
    await expect(page.locator('[data-build-stamp]')).toBeVisible();
    return;
  }
  // The page's timers on a clock the test can run ahead (it flows as usual otherwise; the last of its group).
  if (id === 'venue-countdown') await page.clock.install();
  await page.goto(stateHref(prefix, id));
  await expectState(page, id, words, prefix);
}

// Motion off: each state is measured where it comes to rest, not half way through its entrance.
test.use({ reducedMotion: 'reduce' });

for (const { code, prefix, words } of LANGUAGES) {
  for (const group of STATE_GROUPS) {
    const ids = [...STATES.filter((s) => s.group === group).map((s) => s.id)];
    if (group === 'messages') ids.push('not-found');
    test(`${group}: each state opens, and holds at every width (${code})`, async ({ page }) => {
      // A cold load of each state (1–2 s on a quiet 2-core machine, 3–4 s on a busy one), then eight widths
      // (1–3 s): 16 states in the largest group.
      test.setTimeout(ids.length * 15_000 + 30_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      const faults: string[] = [];
      for (const id of ids) {
        await test.step(id, async () => {
          await page.setViewportSize(WIDTHS[2]);
          await openState(page, id, words, prefix);
          expect(errors, `page errors in ${id}`).toEqual([]);
          for (const fault of await faultsAtEveryWidth(page)) faults.push(`${id} ${fault}`);
        });
      }
      expect(faults, 'text over text, wider than the screen or cut off (docs/testing.md § Widths)').toEqual(
        [],
      );
      expect(errors).toEqual([]);
    });
  }
}

for (const { code, prefix, words } of LANGUAGES.filter((language) => language.code !== 'en-XA')) {
  test(`/states lists every state, with the stamp and a reset (${code})`, async ({ page }) => {
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
    // Each opens where the tests above open it.
    const ids = [...STATES.map((s) => s.id), 'not-found'];
    expect(links.map((l) => l.id)).toEqual(ids);
    for (const { id, href } of links) expect(href, id).toBe(stateHref(prefix, id));

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

test('on a host treated as production: no states page, no pseudo-locale, no stamp', async ({
  page,
  origins,
}) => {
  // This build is a preview build; a preview build promoted to the production host (docs/qa.md) must not show
  // what only previews show.
  for (const path of ['/states', '/de/states', '/states/open?state=quiz', '/en-XA', '/en-XA/states']) {
    const response = await page.goto(`${origins.prodPage}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('[data-build-stamp]'), path).toBeHidden();
  }
  for (const path of ['/', '/de/flavor/caramel']) {
    const response = await page.goto(`${origins.prodPage}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('[data-build-stamp]'), path).toBeHidden();
  }
});
