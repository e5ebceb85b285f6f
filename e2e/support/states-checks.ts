import type { Page } from '@playwright/test';
import { COUNTDOWN_IDLE_SECONDS, FRIEND_NAME, FRIEND_ROW } from '../../lib/states/states';
import { VENUE_STORAGE_KEY } from '../../lib/venue/venue-key';
import { checkPagesState, type Words } from './states-pages-checks';
import { checkSourcesState } from './states-sources-checks';
import { checkWidgetState } from './states-widget-checks';
import { expect, toastTitled } from './test';

/**
 * What each state of /states shows once open (lib/states/states.ts), in the page's words: the walk of
 * e2e/states.spec.ts checks each state with it, and the accessibility walk of e2e/a11y.spec.ts waits for it, so
 * axe reads each state as it stands rather than on its way there.
 */

/** The states whose page waits on a timer: opened on Playwright's clock, which their checks run ahead. */
export const ON_CLOCK = new Set(['venue-countdown', 'dialog-slow']);

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
export async function expectState(page: Page, id: string, words: Words, prefix: string): Promise<void> {
  if (await checkSourcesState(page, id, words, prefix)) return;
  if (await checkWidgetState(page, id, words, prefix)) return;
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
      expect(await page.evaluate((key) => localStorage.getItem(key), VENUE_STORAGE_KEY)).toContain(
        '"on":true',
      );
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
    case 'crew-named':
      await count(4);
      await expect(page.getByTestId('crew-heading')).toHaveText('Eisbande Kreuzberg');
      return;
    case 'crew-older-link':
      await count(3);
      await expect(page.getByRole('button', { name: words.Crew.newerOpen })).toBeVisible();
      return;
    case 'crew-grew-apart':
      await count(3);
      await expect(page.getByRole('button', { name: words.Crew.merge })).toBeVisible();
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
