import { LASTFM_MESSAGES } from '../lib/lastfm/recent-tracks';
import { SAMPLE_LISTENERS } from '../lib/samples/sample-roster';
import { EXPORT_ERROR_MESSAGES } from '../lib/export/export-error';
import { appleExportZip, youtubeWatchHistory } from './fixtures/other-services';
import { textFile } from './fixtures/zip-writer';
import { startFakeLastfm, FAKE_LASTFM_KEY, type FakeLastfm } from './support/fake-lastfm';
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
test.describe('other services', () => {
  test('an Apple Music export (outer zip with nested zips, no artist column) gives a flavour', async ({
    page,
  }) => {
    const w = await landOnWidget(page);
    await chooseFiles(w, [appleExportZip()]);
    await expectFlavorFound(page);
  });

  test('YouTube Music watch-history.json gives a flavour', async ({ page }) => {
    const w = await landOnWidget(page);
    await chooseFiles(w, [youtubeWatchHistory()]);
    await expectFlavorFound(page);
  });

  test('the HTML form of Takeout is explained: ask for JSON', async ({ page }) => {
    const w = await landOnWidget(page);
    await chooseFiles(w, [textFile('watch-history.html', '<html><body>Watched</body></html>')]);
    await expectRefused(w, EXPORT_ERROR_MESSAGES.YOUTUBE_HTML, '“watch-history.html”');
  });
});

test.describe('sample listeners', () => {
  test('the eight samples are meant for eight different rows', () => {
    const rows = new Set(SAMPLE_LISTENERS.map((s) => `${s.bins.E} ${s.bins.C} ${s.bins.O}`));
    expect(rows.size).toBe(8);
  });

  // One test per sample (they run in parallel); together they reach all eight rows.
  for (const sample of SAMPLE_LISTENERS) {
    test(`${sample.name} reaches ${sample.bins.E} ${sample.bins.C} ${sample.bins.O}, says it is a sample, and no request leaves the machine`, async ({
      page,
      context,
    }) => {
      const log = new RequestLog(context, page);
      const w = await landOnWidget(page);
      await pickSample(w, sample.name);
      const result = await expectFlavorFound(page);
      expect(result.row_key).toBe(`${sample.bins.E} ${sample.bins.C} ${sample.bins.O}`);
      expect(result.sample).toEqual({ name: `${sample.name}, a sample listener` });
      await expect(page.getByTestId('sample-note')).toContainText(`${sample.name}, a sample listener`);
      await expect(page.getByTestId('sample-note')).toContainText('not of your own listening');
      // The why view and the share picture's description say it too.
      await expect(page.getByTestId('why-sample-note')).toContainText(`${sample.name}, a sample listener`);
      await expect(
        page.getByRole('img', { name: new RegExp(`^Share picture of ${sample.name}, a sample listener:`) }),
      ).toBeVisible();
      await log.settle();
      expect(describe(offMachine(log.since(0))), 'requests that left the machine').toEqual([]);
    });
  }
});

test.describe('Last.fm through our own route', () => {
  test.describe.configure({ mode: 'serial' });
  let fake: FakeLastfm;
  test.beforeAll(async () => {
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

  const failures = [
    ['hidden', LASTFM_MESSAGES.private],
    ['nobody', LASTFM_MESSAGES['unknown-user']],
    ['busy', LASTFM_MESSAGES['rate-limited']],
    ['broken', LASTFM_MESSAGES.upstream],
    ['tiny', LASTFM_MESSAGES['too-few']],
  ] as const;
  for (const [user, message] of failures) {
    test(`"${user}" ends in a plain-words alert`, async ({ page }) => {
      const w = await landOnWidget(page);
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
    });
  }

  test('Cancel stops fetching', async ({ page }) => {
    const w = await landOnWidget(page);
    await submitUser(w, 'pages6');
    await expect(progressBar(w.frame)).toBeVisible();
    await w.frame.getByRole('button', { name: 'Cancel' }).click();
    await expect(w.frame.getByText('Cancelled. Nothing was kept')).toBeVisible();
    await expect(widgetAlert(w.frame)).toHaveCount(0);
  });
});
