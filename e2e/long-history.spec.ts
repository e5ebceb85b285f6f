import type { Page } from '@playwright/test';
import { EXPORT_ERROR_MESSAGES } from '../scripts/english/english-errors';
import { zipBomb } from '../fixtures/hostile-exports';
import { extendedExportZip } from '../fixtures/spotify-export';
import { cachedFixture } from './support/fixture-cache';
import { fastDeflate, once } from '../fixtures/widget-fixtures';
import {
  chooseFiles,
  dropZone,
  expect,
  expectRefused,
  fileInput,
  fileLabel,
  landOnWidget,
  progressBar,
  test,
  IMPORT_TIMEOUT,
} from './support/widget-flow';

/**
 * A decade of listening (docs/performance.md, "Memory that follows what is scored"): the widget reads the
 * newest years of a ten-year extended history, says which years it read, and leaves the older ones unread.
 * Jest (__tests__/import/older-years.test.ts) checks that the result is exactly the full read's; here the
 * real widget in Chromium. Nothing is timed.
 */
// Built once per machine and shared by the workers (fixture-cache.ts), read once per worker.
const tenYears = once(() =>
  cachedFixture('extended plays=60000 days=3650 recordsPerFile=2000 seed=41 fastDeflate', () =>
    extendedExportZip({ plays: 60_000, days: 3650, recordsPerFile: 2000, seed: 41, deflate: fastDeflate }),
  ),
);

/**
 * Three crowded years, every play in the years the widget reads: the decade above needs only its newest files,
 * read in a fraction of a second on an idle machine, too fast for a tab to close while they are read.
 */
const crowdedYears = once(() =>
  cachedFixture('extended plays=150000 days=1000 recordsPerFile=5000 seed=43 fastDeflate', () =>
    extendedExportZip({ plays: 150_000, days: 1000, recordsPerFile: 5000, seed: 43, deflate: fastDeflate }),
  ),
);

/** Records every text the progress label shows, in every frame (the widget runs in the dialog's iframe). */
async function recordStages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __stages: string[] }).__stages = seen;
    new MutationObserver(() => {
      const text = document.getElementById('import-stage')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('a ten-year history: a flavour from its newest years, and the widget says which years it read', async ({
  page,
}) => {
  await recordStages(page);
  await page.goto('/embed/upload');
  await expect(fileInput(page)).toBeEnabled();
  await fileInput(page).setInputFiles({
    name: tenYears().name,
    mimeType: 'application/zip',
    buffer: Buffer.from(tenYears().bytes),
  });
  const done = page.getByText(/^We read [\d,]+ music plays from \d+ files/);
  await expect(done).toBeVisible({ timeout: IMPORT_TIMEOUT });
  // The newest play is in mid 2025: the window and its look-back reach into 2024, and the file that holds
  // the turn of the year may be named 2023-2024 (read whole).
  const said =
    /^We read [\d,]+ music plays from \d+ files \((202[34])–2025\); the \d+ files of older years were not needed\.$/;
  await expect(done).toHaveText(said);
  const from = said.exec((await done.textContent()) ?? '')?.[1];
  const stages = await page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
  // Said while the import runs, from the first file parsed after the decision to the scoring: React may paint
  // two quick progress lines as one (full Chromium merged every "Parsing file" line into "Scoring").
  const sayingYears = new RegExp(`^Read ${from}–2025; older years not needed\\. (Parsing file|Scoring)`);
  expect(
    stages.some((s) => sayingYears.test(s)),
    stages.join(' | '),
  ).toBe(true);
});

test('a broken file among the years read is still reported in plain words', async ({ page }) => {
  // A zip bomb whose entry is named in the newest year, chosen with a ten-year history: it is read (among
  // the first files), and refused as it would be alone.
  const history = cachedFixture(
    'extended plays=12000 days=3650 recordsPerFile=1000 seed=43 fastDeflate',
    () =>
      extendedExportZip({ plays: 12_000, days: 3650, recordsPerFile: 1000, seed: 43, deflate: fastDeflate }),
  );
  const bomb = zipBomb(32, 'Spotify Extended Streaming History/Streaming_History_Audio_2025_0.json');
  const files = [history, { ...bomb, name: 'my_spotify_data (2).zip' }];
  const w = await landOnWidget(page);
  await chooseFiles(w, files);
  await expectRefused(w, EXPORT_ERROR_MESSAGES.ZIP_UNSAFE, fileLabel(files));
});

test('a tab closed mid-read leaves nothing behind: no worker, nothing stored', async ({ browser }) => {
  const context = await browser.newContext();
  const cdp = await browser.newBrowserCDPSession();
  const workerTargets = async () => {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    // The import's workers; the site's service worker (docs/offline.md) outlives tabs by design and holds no
    // visitor data, so it is checked for what it is instead.
    return targetInfos.filter((t) => /worker/.test(t.type) && !serviceWorker(t)).length;
  };
  const serviceWorker = (t: { type: string; url: string }) =>
    t.type === 'service_worker' && new URL(t.url).pathname === '/sw.js';
  try {
    const page = await context.newPage();
    await recordStages(page);
    await page.goto('/embed/upload');
    await expect(dropZone(page)).toBeVisible();
    await expect(fileInput(page)).toBeEnabled();
    await fileInput(page).setInputFiles({
      name: crowdedYears().name,
      mimeType: 'application/zip',
      buffer: Buffer.from(crowdedYears().bytes),
    });
    // Mid-read: a file is being parsed and the bar is short of the end.
    await page.waitForFunction(
      () => (window as unknown as { __stages: string[] }).__stages.some((s) => /Parsing file/.test(s)),
      undefined,
      { polling: 'raf' },
    );
    await expect(progressBar(page)).toBeVisible();
    expect(await workerTargets()).toBeGreaterThan(0);
    await page.close();
    await expect.poll(workerTargets).toBe(0);

    // The same origin, in a new tab of the same profile: nothing was written on the way.
    const after = await context.newPage();
    await after.goto('/embed/upload');
    const stored = await after.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
      // Only the service worker's cache of the site's own files (docs/offline.md): no other cache, and
      // nothing in it that could be a visitor's (a query, a fragment, the Last.fm route).
      caches: (await caches.keys()).filter((name) => !name.startsWith('flavor-offline-')).length,
      personalCached: (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((r) => r.url),
          ),
        )
      )
        .flat()
        .filter((url) => {
          const u = new URL(url);
          return u.search !== '' || u.hash !== '' || u.pathname.startsWith('/api/');
        }).length,
      opfs: await (async () => {
        const names: string[] = [];
        const root = await navigator.storage.getDirectory();
        for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
          names.push(name);
        return names.length;
      })(),
    }));
    expect(stored).toEqual({ local: 0, session: 0, databases: 0, caches: 0, personalCached: 0, opfs: 0 });
  } finally {
    await cdp.detach().catch(() => undefined); // already gone when the browser closed the session itself
    await context.close();
  }
});
