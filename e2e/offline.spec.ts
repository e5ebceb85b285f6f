import { answerQuiz, openQuizWidget } from './support/pop-up';
import { widgetIframe } from './support/stand-in';
import { expect, test, untilInteractive } from './support/test';

/**
 * Wifi that drops (docs/offline.md): after one visit the service worker serves the landing, the
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
  // The site as at a venue: the built-in widget on the page's own origin, so one worker serves both. A
  // loopback address is a development host whose built-in widget is the page's origin (lib/widget/origin.ts),
  // and a secure context in every Chromium. On localhost the widget is framed from 127.0.0.1, a third-party
  // frame, which full Chromium (unlike its headless shell) refuses a service worker of its own.
  const site = `http://127.0.0.1:${origins.port}`;

  // One visit, online, without opening the dialog: the worker stores the widget's page with the others.
  await page.goto(`${site}/`);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');

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
  await expect(widgetIframe(page)).toHaveAttribute('src', `${site}/embed/upload`);
  await expect(frame.getByTestId('offline-lastfm')).toContainText('Last.fm needs an internet connection');
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${site}/flavor`, { timeout: 20_000 });
  await expect(page.getByTestId('quiz-note')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.goto(`${site}/flavor/caramel`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
  await page.goto(`${site}/de/flavor/coffee`, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
});
