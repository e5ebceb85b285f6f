import { extendedExportZip, looseExportFiles } from '../fixtures/spotify-export';
import { chooseFiles, expect, expectFlavorFound, landOnWidget, test } from './support/widget-flow';
import { cachedFixture } from './support/fixture-cache';
import { fastDeflate, once } from '../fixtures/widget-fixtures';

/**
 * The import pool in the browser: the page makes a lead and `__importPoolSize` readers (set before the page
 * loads, as the benchmark does), the readers share the files, and the saved result is the one a single
 * worker gives. The counts of workers are deterministic; nothing here is timed.
 */
// Built on first use (not when the file is loaded), the zip once per machine (fixture-cache.ts).
const zip = once(() =>
  cachedFixture('extended plays=20000 recordsPerFile=2500 seed=31 fastDeflate', () =>
    extendedExportZip({ plays: 20_000, recordsPerFile: 2_500, seed: 31, deflate: fastDeflate }),
  ),
);
const loose = once(() => looseExportFiles({ plays: 6_000, recordsPerFile: 1_000, seed: 32 }));

async function importWithPool(page: import('@playwright/test').Page, size: number, files = [zip()]) {
  await page.addInitScript((n: number) => {
    (window as unknown as { __importPoolSize: number }).__importPoolSize = n;
  }, size);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const w = await landOnWidget(page);
  await chooseFiles(w, files);
  const result = await expectFlavorFound(page);
  return { result, workers: workers.length };
}

test('one worker and a pool of three readers save the same result (a zip of eight files)', async ({
  browser,
}) => {
  // Two imports, each a test's worth of work: their budgets summed, none raised.
  test.setTimeout(test.info().timeout * 2);
  const one = await browser.newPage();
  const three = await browser.newPage();
  try {
    const single = await importWithPool(one, 1);
    const pooled = await importWithPool(three, 3);
    expect(single.workers).toBe(1);
    expect(pooled.workers).toBe(4); // the lead and three readers
    expect(pooled.result).toEqual(single.result);
  } finally {
    await one.close();
    await three.close();
  }
});

test('loose JSON files are shared by file and give the same result as one worker', async ({ browser }) => {
  // Two imports: their budgets summed (with only Debian's full chromium the two took 46 s of one 45 s budget).
  test.setTimeout(test.info().timeout * 2);
  const one = await browser.newPage();
  const two = await browser.newPage();
  try {
    const single = await importWithPool(one, 1, loose());
    const pooled = await importWithPool(two, 2, loose());
    expect(pooled.workers).toBe(3);
    expect(pooled.result).toEqual(single.result);
  } finally {
    await one.close();
    await two.close();
  }
});
