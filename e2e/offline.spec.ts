import type { Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import { encodeCrew } from '../lib/crew/crew-link';
import { rowForReading } from '../lib/links/link';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { answerQuiz, openQuizWidget } from './support/pop-up';
import { widgetIframe } from './support/stand-in';
import { expect, test, untilInteractive } from './support/test';

/**
 * Wifi that drops (docs/offline.md): after one visit the service worker serves the landing, the quiz,
 * /flavor and the crew page in the visitor's language with the network cut; Last.fm says it needs a
 * connection; a flavour page opens offline once visited; a venue screen keeps every page of every language.
 */

// The specs about the service worker: the rest of the suite blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * The site as at a venue: the built-in widget on the page's own origin, so one worker serves both. A loopback
 * address is a development host whose built-in widget is the page's origin (lib/widget/origin.ts), and a
 * secure context in every Chromium. On localhost the widget is framed from 127.0.0.1, a third-party frame,
 * which full Chromium (unlike its headless shell) refuses a service worker of its own.
 */
const siteOf = (port: string) => `http://127.0.0.1:${port}`;

/** One visit online at `path` until the worker is active; returns the site's address. */
async function firstLoad(page: Page, port: string, path: string): Promise<string> {
  test.setTimeout(120_000);
  const site = siteOf(port);
  await page.goto(`${site}${path}`);
  await untilWorkerActive(page);
  return site;
}

async function untilWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/** A crew of two the visitor is not in: its sundae's tiles open the members' flavour pages. */
const CREW_MEMBERS = [
  { scores: { E: 85, C: 80, O: 20 }, name: 'Ana' },
  { scores: { E: 15, C: 20, O: 85 }, name: 'Ben' },
];
const CREW_TOKEN = encodeCrew({ id: 'offlin', members: CREW_MEMBERS });
const crewSlugs = CREW_MEMBERS.map((member) => rowForReading(member).slug);

/** Whether the worker's cache holds `path` (the venue's pages arrive in the background, after activation). */
function cacheHolds(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (key) => (await caches.match(key)) !== undefined, path);
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/lastfm/status').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
}

test("after one load, offline: the landing reloads, the quiz reaches /flavor, the crew page, a visited flavour page and a crew member's open, Last.fm needs a connection", async ({
  page,
  context,
  origins,
}) => {
  // One visit, online, without opening the dialog: the worker stores the widget's page with the others.
  const site = await firstLoad(page, origins.port, '/');
  // A flavour page (a friend's link) is kept once visited, not before.
  await page.goto(`${site}/flavor/caramel`);
  await expect.poll(() => cacheHolds(page, '/flavor/caramel')).toBe(true);
  expect(await cacheHolds(page, '/flavor/coffee')).toBe(false);
  expect(await cacheHolds(page, '/de')).toBe(false);
  // A crew's page asks the worker to keep its members' flavour pages, so its tiles open offline.
  expect(crewSlugs).not.toContain('caramel');
  await page.goto(`${site}/crew#${CREW_TOKEN}`);
  for (const slug of crewSlugs) await expect.poll(() => cacheHolds(page, `/flavor/${slug}`)).toBe(true);
  await page.goto(`${site}/`);

  await goOffline(page);
  await page.reload({ waitUntil: 'load' });
  await untilInteractive(page);
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();

  // Without a result of their own, a tile of the crew's sundae opens that member's flavour page.
  await page.goto(`${site}/crew#${CREW_TOKEN}`, { waitUntil: 'load' });
  await untilInteractive(page);
  await page.getByTestId('crew-scoop').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/flavor/${crewSlugs[1]}#`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Flavors[crewSlugs[1]!].name);
  await untilInteractive(page); // the flavour page's own build files were kept with it
  await page.goto(`${site}/`, { waitUntil: 'load' });
  await untilInteractive(page);

  const frame = await openQuizWidget(page);
  await expect(widgetIframe(page)).toHaveAttribute('src', `${site}/embed/upload`);
  await expect(frame.getByTestId('offline-lastfm')).toContainText('Last.fm needs an internet connection');
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${site}/flavor`, { timeout: 20_000 });
  await expect(page.getByTestId('quiz-note')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.goto(`${site}/crew`, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${site}/flavor/caramel`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
  await context.setOffline(false);
});

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });
  const t = createTranslator({ locale: 'de', messages: de });

  test('after one load of /de, offline: the landing reloads and the quiz reaches /de/flavor', async ({
    page,
    context,
    origins,
  }) => {
    const site = await firstLoad(page, origins.port, '/de');
    // Only the visitor's language: the English flows are not downloaded.
    expect(await cacheHolds(page, '/de/embed/upload')).toBe(true);
    expect(await cacheHolds(page, '/embed/upload')).toBe(false);

    await goOffline(page);
    await page.reload({ waitUntil: 'load' });
    await untilInteractive(page);
    await page.getByRole('button', { name: t('Landing.cta') }).click();
    const iframe = page.getByRole('dialog', { name: t('Dialog.title') }).locator('iframe');
    await expect(iframe).toHaveAttribute('src', `${site}/de/embed/upload`);
    await answerQuiz(iframe.contentFrame(), {
      start: /Fragen beantworten$/,
      next: t('Quiz.next'),
      finish: t('Quiz.finish'),
    });
    await expect(page).toHaveURL(`${site}/de/flavor`, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await context.setOffline(false);
  });
});

test('a venue screen after one load of /?venue=on, offline: the quiz reaches /flavor, every flavour page opens in either language', async ({
  page,
  context,
  origins,
}) => {
  const site = await firstLoad(page, origins.port, '/?venue=on');
  // The venue's page asks the worker for everything; it arrives in the background.
  await expect.poll(() => cacheHolds(page, '/de/flavor/coffee'), { timeout: 30_000 }).toBe(true);

  await goOffline(page);
  await page.reload({ waitUntil: 'load' });
  await untilInteractive(page);
  const frame = await openQuizWidget(page);
  await expect(widgetIframe(page)).toHaveAttribute('src', `${site}/embed/upload?venue=1`);
  await answerQuiz(frame);
  await expect(page).toHaveURL(`${site}/flavor`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  await page.goto(`${site}/flavor/caramel`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
  await page.goto(`${site}/de/flavor/coffee`, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.setOffline(false);
});
