import { answerQuiz, openQuizWidget } from './support/pop-up';
import { expect, test, untilInteractive } from './support/test';

/**
 * Wifi that drops (issue 42, docs/offline.md): after one visit the service worker serves the landing, the
 * quiz, /flavor and the flavour pages with the network cut; Last.fm says it needs a connection.
 */

// The one spec about the service worker: the rest of the suite blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after one load, offline: the landing reloads, the quiz reaches /flavor, a flavour page opens, Last.fm needs a connection', async ({
  page,
  context,
  origins,
}) => {
  test.setTimeout(120_000);
  // One visit, online. The built-in widget runs on its own origin here (127.0.0.1), with its own worker,
  // so the visit opens the dialog once; at the venue the widget shares the page's origin (docs/offline.md).
  await page.goto('/');
  await openQuizWidget(page);
  const ready = async (p: typeof page) =>
    p.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
  await expect.poll(() => ready(page), { timeout: 30_000 }).toBe('activated');
  const widget = page.frames().find((f) => f.url().includes('/embed/upload'));
  expect(widget).toBeDefined();
  await expect
    .poll(() => widget!.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  // Every file is precached before the worker activates; give the widget's worker a moment to settle.
  await page.waitForTimeout(500);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/lastfm/status').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  await page.reload({ waitUntil: 'load' });
  await untilInteractive(page);
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();

  const frame = await openQuizWidget(page);
  await expect(frame.getByTestId('offline-lastfm')).toContainText('Last.fm needs an internet connection');
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${origins.app}/flavor`, { timeout: 20_000 });
  await expect(page.getByTestId('quiz-note')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.goto('/flavor/caramel', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
  await page.goto('/de/flavor/coffee', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
});
