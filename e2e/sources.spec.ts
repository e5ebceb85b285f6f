import type { Page } from '@playwright/test';
import { lastfmFailureMessage, LASTFM_MESSAGES } from '../scripts/english/english-failures';
import { LASTFM_MAX_REQUESTS_PER_IMPORT, LASTFM_PERIOD_PAGES } from '../lib/lastfm/recent-tracks';
import { LASTFM_SAMPLE_PERIODS } from '../lib/lastfm/sampling';
import { SAMPLE_LISTENERS } from '../lib/samples/sample-roster';
import { EXPORT_ERROR_MESSAGES } from '../scripts/english/english-errors';
import { appleExportZip, youtubeWatchHistory } from '../fixtures/other-services';
import { textFile } from '../fixtures/zip-writer';
import { expectNoViolations } from './support/axe';
import { startFakeLastfm, FAKE_LASTFM_KEY, PORT_WAIT_MS, type FakeLastfm } from './support/fake-lastfm';
import {
  chooseFiles,
  expect,
  expectFlavorFound,
  expectRefused,
  landOnWidget,
  pickSample,
  progressBar,
  test,
  widgetAlert,
  WIDGET_TIMEOUT,
  type Widget,
} from './support/widget-flow';
import { describe, offMachine, RequestLog } from './support/widget-requests';

/**
 * Every visitor gets a flavour. Apple Music and YouTube Music exports through the real widget, the
 * eight sample listeners (all eight rows, nothing leaving the machine), and Last.fm through our own route
 * against a fake Last.fm API on loopback.
 */
/** A fresh start on '/' in the same page (warm: the app's files are cached), nothing saved from before. */
async function startOver(page: Page): Promise<Widget> {
  await page.evaluate(() => sessionStorage.clear());
  return landOnWidget(page);
}

test.describe('other services', () => {
  // Jest reads each (__tests__/export/other-sources.test.ts); here the real widget, in one page.
  test('the HTML form of Takeout is explained; an Apple Music export and YouTube Music JSON give a flavour', async ({
    page,
  }) => {
    // Three tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 3);
    const w = await landOnWidget(page);
    await test.step('the HTML form of Takeout is explained: ask for JSON', async () => {
      await chooseFiles(w, [textFile('watch-history.html', '<html><body>Watched</body></html>')]);
      await expectRefused(w, EXPORT_ERROR_MESSAGES.YOUTUBE_HTML, '“watch-history.html”');
    });
    await test.step('an Apple Music export (outer zip with nested zips, no artist column) gives a flavour', async () => {
      await chooseFiles(w, [appleExportZip()]);
      await expectFlavorFound(page);
    });
    await test.step('YouTube Music watch-history.json gives a flavour', async () => {
      await chooseFiles(await startOver(page), [youtubeWatchHistory()]);
      await expectFlavorFound(page);
    });
  });
});

test.describe('sample listeners', () => {
  // Jest: the eight are meant for eight different rows, and each reaches its row with the sample mark
  // (__tests__/export/sample-listeners.test.ts, __tests__/import/sample-import.test.ts); the states page's
  // "Flavor found" toast takes a sample through the widget in three languages (states.spec.ts). Here two of
  // them, one after the other in one page, go through the real widget to /flavor, the why view and the
  // picture: the widget's path is the same for all eight, so walking all eight repeated it (44 s of the suite).
  const walked = [SAMPLE_LISTENERS[0], SAMPLE_LISTENERS[5]].filter((s) => s !== undefined);
  test(`${walked.map((s) => s.name).join(' and ')}: each reaches its row, says it is a sample, and no request leaves the machine`, async ({
    page,
    context,
  }) => {
    // Two tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * walked.length);
    const log = new RequestLog(context, page);
    let w = await landOnWidget(page);
    for (const [i, sample] of walked.entries()) {
      await test.step(`${sample.name} reaches ${sample.bins.E} ${sample.bins.C} ${sample.bins.O}`, async () => {
        if (i > 0) w = await startOver(page);
        await pickSample(w, sample.name);
        const result = await expectFlavorFound(page);
        expect(result.row_key).toBe(`${sample.bins.E} ${sample.bins.C} ${sample.bins.O}`);
        expect(result.sample).toEqual({ id: sample.id });
        await expect(page.getByTestId('sample-note')).toContainText(`${sample.name}, a sample listener`);
        await expect(page.getByTestId('sample-note')).toContainText('not of your own listening');
        // The why view and the share picture's description say it too.
        await expect(page.getByTestId('why-sample-note')).toContainText(`${sample.name}, a sample listener`);
        await expect(
          page.getByRole('img', {
            name: new RegExp(`^Share picture of ${sample.name}, a sample listener:`),
          }),
        ).toBeVisible();
      });
    }
    await log.settle();
    expect(describe(offMachine(log.since(0))), 'requests that left the machine').toEqual([]);
  });
});

test.describe('Last.fm through our own route', () => {
  test.describe.configure({ mode: 'serial' });
  let fake: FakeLastfm;
  test.beforeAll(async () => {
    // The fake's port may be held a while by another spec's Last.fm visitor (crew.spec): wait for it.
    test.setTimeout(PORT_WAIT_MS + 10_000);
    fake = await startFakeLastfm();
  });
  test.afterAll(async () => {
    await fake.close();
  });

  async function submitUser(w: Widget, user: string): Promise<void> {
    const form = w.frame.getByTestId('lastfm');
    await expect(form).toBeVisible({ timeout: WIDGET_TIMEOUT });
    await expect(form).toContainText(
      'your username and your scrobbles of the last 12 months pass through our server',
    );
    await expect(form).toContainText('Nothing is kept.');
    await form.getByRole('textbox').fill(user);
    await form.getByRole('button', { name: 'Read my scrobbles' }).click();
  }

  test('several pages of scrobbles give a flavour, paced at 5 requests a second, with the key only on the server', async ({
    page,
    context,
  }) => {
    const log = new RequestLog(context, page);
    const w = await landOnWidget(page);
    const before = fake.requests.length;
    await submitUser(w, 'pages6');
    await expectFlavorFound(page);
    const mine = fake.requests.slice(before).filter((r) => r.user === 'pages6');
    expect(mine.map((r) => r.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mine.every((r) => r.apiKey === FAKE_LASTFM_KEY)).toBe(true);
    // At most 5 requests a second: the 6th reaches Last.fm a second after the 1st (less a little network
    // jitter between our server's paced send and the fake's arrival; the exact 200 ms spacing is a Jest test).
    expect((mine[5]?.at ?? 0) - (mine[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    await log.settle();
    const all = log.since(0);
    expect(describe(offMachine(all))).toEqual([]);
    // The browser only ever spoke to our own origin; the key never appears in any URL it requested.
    expect(all.filter((r) => r.url.includes(FAKE_LASTFM_KEY))).toEqual([]);
    expect(all.filter((r) => r.url.includes('/api/lastfm/recent')).length).toBe(6);
  });

  test('a year over the cap is read in five periods, newest first, and gives a flavour', async ({ page }) => {
    // 1 + LASTFM_MAX_PAGES requests at our 4 a second, then scoring the scrobbles, on a busy machine.
    test.setTimeout(120_000);
    const w = await landOnWidget(page);
    const before = fake.requests.length;
    await submitUser(w, 'heavy');
    await expect(progressBar(w.frame)).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`page \\d+ of ${LASTFM_MAX_REQUESTS_PER_IMPORT}`),
    );
    await expectFlavorFound(page, 90_000);
    const mine = fake.requests.slice(before).filter((r) => r.user === 'heavy');
    expect(mine).toHaveLength(LASTFM_MAX_REQUESTS_PER_IMPORT);
    // The whole year's first page tells the total; each period but the oldest tells its size on its first
    // page, newest first; then the periods' further pages. A full year: the cap's equal share each.
    const [first, ...rest] = mine;
    const windows = [...new Set(rest.map((r) => `${r.from}-${r.to}`))];
    expect(windows).toHaveLength(LASTFM_SAMPLE_PERIODS);
    expect(rest.slice(0, LASTFM_SAMPLE_PERIODS - 1).map((r) => r.page)).toEqual(
      Array.from({ length: LASTFM_SAMPLE_PERIODS - 1 }, () => 1),
    );
    for (const key of windows)
      expect(
        rest
          .filter((r) => `${r.from}-${r.to}` === key)
          .map((r) => r.page)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: LASTFM_PERIOD_PAGES }, (_, i) => i + 1));
    const periods = windows.map((key) => key.split('-').map(Number) as [number, number]);
    expect(periods[0]?.[1]).toBe(first?.to);
    expect(periods.at(-1)?.[0]).toBe(first?.from);
    for (let k = 1; k < periods.length; k++) expect(periods[k]?.[1]).toBe(periods[k - 1]?.[0]);
  });

  test('six months of 11,000 scrobbles over the cap are read as nearly the whole cap, not a fifth of it per period', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = await landOnWidget(page);
    const before = fake.requests.length;
    await submitUser(w, 'halfyear');
    const result = await expectFlavorFound(page, 90_000);
    const mine = fake.requests.slice(before).filter((r) => r.user === 'halfyear');
    expect(mine.length).toBeLessThanOrEqual(LASTFM_MAX_REQUESTS_PER_IMPORT);
    const numbers = (result as { listening_numbers?: { plays: number } }).listening_numbers;
    expect(numbers?.plays ?? 0).toBeGreaterThanOrEqual(7_500);
    // The why view says which months were read, and that Last.fm gives only the last 12.
    await expect(page.getByTestId('reading-months')).toContainText(
      'Last.fm lets us read only your last 12 months of scrobbles',
    );
  });

  const failures = [
    ['hidden', LASTFM_MESSAGES.private],
    ['nobody', LASTFM_MESSAGES['unknown-user']],
    ['busy', LASTFM_MESSAGES['rate-limited']],
    ['broken', LASTFM_MESSAGES.upstream],
    ['tiny', LASTFM_MESSAGES['too-few']],
  ] as const;
  // The answers' meanings are Jest's (__tests__/lastfm/lastfm.test.ts); here each reaches the visitor through
  // our route and the real widget, one after another in one page, with Cancel first and the hourly allowance
  // last (its answer is routed for the whole context).
  test('Cancel stops fetching; each failure ends in a plain-words alert; over the hourly allowance, the widget says when', async ({
    page,
  }) => {
    // Seven tests merged here (Cancel, five failures, the hourly allowance): their budgets summed, none raised.
    test.setTimeout(test.info().timeout * (failures.length + 2));
    const w = await landOnWidget(page);
    await test.step('Cancel stops fetching', async () => {
      await submitUser(w, 'pages6');
      await expect(progressBar(w.frame)).toBeVisible();
      await w.frame.getByRole('button', { name: 'Cancel' }).click();
      await expect(w.frame.getByText('Cancelled. Nothing was kept')).toBeVisible();
      await expect(widgetAlert(w.frame)).toHaveCount(0);
    });
    for (const [user, message] of failures) {
      await test.step(`"${user}" ends in a plain-words alert`, async () => {
        await submitUser(w, user);
        await expectRefused(w, message, `the Last.fm profile “${user}”`);
        const tryAgain = widgetAlert(w.frame).getByRole('button', { name: 'Try again' });
        await expect(tryAgain).toHaveCount(user === 'busy' || user === 'broken' ? 1 : 0);
        if (user === 'busy') {
          // "Try again" asks Last.fm again (still busy here), without the visitor retyping anything.
          const asked = fake.requests.filter((r) => r.user === 'busy').length;
          await tryAgain.click();
          await expect.poll(() => fake.requests.filter((r) => r.user === 'busy').length).toBe(asked + 1);
          await expect(widgetAlert(w.frame)).toContainText(message);
        }
        // Back to every way in, in the Last.fm box, the name still typed there to fix.
        await widgetAlert(w.frame).getByRole('button', { name: 'Try another username' }).click();
        await expect(widgetAlert(w.frame)).toHaveCount(0);
        await expect(w.frame.getByTestId('lastfm').getByRole('textbox')).toBeFocused();
      });
    }
    await test.step('over the hourly allowance, the widget says when it may read another profile', async () => {
      await page.context().route('**/api/lastfm/recent?*', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '1490', 'Cache-Control': 'no-store' },
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, error: 'quota', retryAfterS: 1490 }),
        }),
      );
      await submitUser(w, 'pages6');
      await expectRefused(w, lastfmFailureMessage('quota', 1490), 'the Last.fm profile “pages6”');
      await expect(widgetAlert(w.frame)).toContainText('in about 25 minutes');
      await expect(widgetAlert(w.frame).getByRole('button', { name: 'Try again' })).toHaveCount(0);
    });
  });

  test('in a crowd, the widget shows its place, waits its turn by itself and finishes', async ({
    page,
    context,
    request,
  }) => {
    const log = new RequestLog(context, page);
    const w = await landOnWidget(page);
    const form = w.frame.getByTestId('lastfm');
    await expect(form).toBeVisible({ timeout: WIDGET_TIMEOUT });
    await form.getByRole('textbox').fill('pages6');
    // Forty requests from "other visitors" (with the headers their browsers would send) fill ten seconds of
    // the queue, so the widget's first page is far from its turn: 429, Retry-After and a kept ticket.
    const origin = new URL((await w.iframe.getAttribute('src')) ?? '', page.url()).origin;
    const before = fake.requests.length;
    const crowd = Promise.all(
      Array.from({ length: 40 }, () =>
        request.get(`${origin}/api/lastfm/recent?user=pages6&page=2`, {
          headers: { 'Sec-Fetch-Site': 'same-origin' },
        }),
      ),
    );
    await expect.poll(() => fake.requests.length).toBeGreaterThan(before);
    await form.getByRole('button', { name: 'Read my scrobbles' }).click();
    const wait = w.frame.getByTestId('queue-wait');
    await expect(wait).toContainText(
      /Your turn in about \d+ s: \d+ visitors ahead of you\. We keep your place/,
    );
    await expect(progressBar(w.frame)).toBeVisible();
    await expectNoViolations(page, 'Last.fm: waiting in line');
    await expectFlavorFound(page);
    const answers = await crowd;
    expect(answers.map((a) => a.status()).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    await log.settle();
    const asked = log.since(0).filter((r) => r.url.includes('/api/lastfm/recent'));
    // The widget came back with its ticket, and asked for no page twice otherwise.
    expect(asked.filter((r) => new URL(r.url).searchParams.has('ticket')).length).toBeGreaterThanOrEqual(1);
    expect(describe(offMachine(log.since(0)))).toEqual([]);
  });

  test("the route refuses a script without the browser's fetch metadata, and another site's page", async ({
    request,
  }) => {
    const url = '/api/lastfm/recent?user=pages6&page=1';
    const before = fake.requests.length;
    const refused: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of refused) {
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ ok: false, error: 'forbidden' });
    }
    expect(fake.requests.length).toBe(before);
  });
});
