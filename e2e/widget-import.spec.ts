import type { Page } from '@playwright/test';
import { BAD_INPUT_CATEGORIES, BAD_INPUTS } from '../fixtures/bad-inputs';
import {
  accountExportZip,
  endsongExportZip,
  extendedExportZip,
  legacyAccountZip,
  looseExportFiles,
  renamedExportZip,
  type FixtureFile,
} from '../fixtures/spotify-export';
import { cachedFixture } from './support/fixture-cache';
import { discoverButton } from './support/stand-in';
import { toasts } from './support/test';
import { exactMusicZip, fastDeflate, once, toPayloads } from '../fixtures/widget-fixtures';
import {
  chooseFiles,
  countBadInputs,
  dropFiles,
  dropZone,
  expect,
  expectFlavorFound,
  expectRefused,
  fileInput,
  fileLabel,
  IMPORT_TIMEOUT,
  landOnWidget,
  openWidget,
  pressUntil,
  progressBar,
  scoresOf,
  test,
  widgetAlert,
  WIDGET_TIMEOUT,
  type Widget,
} from './support/widget-flow';
import { describe, offMachine, RequestLog } from './support/widget-requests';
import { expectNoViolations } from './support/axe';

/**
 * The built-in connect widget, for real. The app on http://localhost:PORT frames
 * http://127.0.0.1:PORT/embed/upload; a synthetic Spotify export goes in through the file input or a drop,
 * the worker scores it, the app toasts 'Flavor Found!' and shows the card. Bad files are explained inside
 * the widget, and the visitor carries on without reloading.
 */

// Fixtures are made once per worker process, on first use, and kept small unless a test needs big.
const good = once(() => accountExportZip({ seed: 11 }));
// The 60k-play export is built once per machine and shared by the workers (fixture-cache.ts).
const bigExport = once(() =>
  cachedFixture('extended plays=60000 seed=5 fastDeflate', () =>
    extendedExportZip({ plays: 60_000, seed: 5, deflate: fastDeflate }),
  ),
);

async function importGood(w: Widget): Promise<void> {
  await chooseFiles(w, [good()]);
  await expectFlavorFound(w.page);
}

/** A fresh start on '/' in the same page (warm: the app's files are cached), nothing saved from before. */
async function startOver(page: Page): Promise<Widget> {
  await page.evaluate(() => sessionStorage.clear());
  return landOnWidget(page);
}

test.describe('a real export gives a flavour', () => {
  // Each shape is read by Jest (__tests__/export/read-export.test.ts, "readExport: every generation"); here each
  // goes through the real widget and worker to /flavor, one page per way in (file input, drag and drop).
  test('through the file input: every export shape, one after another in one page', async ({ page }) => {
    // Six tests merged here: their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 6);
    const cases: Array<{ title: string; files: () => FixtureFile[] }> = [
      // The same bytes as the test of the broken auxiliary file (non-JSON UserAddress.json): skipped, not fatal.
      { title: 'account-data zip', files: () => [good()] },
      { title: 'extended-history zip', files: () => [extendedExportZip({ plays: 4000, seed: 2 })] },
      {
        title: 'loose JSON files chosen several at once',
        files: () => looseExportFiles({ plays: 4000, recordsPerFile: 1200, seed: 3 }),
      },
      { title: 'legacy endsong zip', files: () => [endsongExportZip({ plays: 3000, seed: 4 })] },
      {
        title: 'renamed zip without a top folder',
        files: () => [renamedExportZip({ plays: 3000, seed: 6 })],
      },
      { title: 'exactly the minimum: 300 songs across 30 days', files: () => [exactMusicZip(300, 30)] },
    ];
    let w = await landOnWidget(page);
    for (const [i, c] of cases.entries()) {
      await test.step(c.title, async () => {
        const files = c.files();
        if (c.title.startsWith('loose')) expect(files.length).toBeGreaterThan(2);
        if (i > 0) w = await startOver(page);
        await chooseFiles(w, files);
        await expectFlavorFound(page);
      });
    }
  });

  test('by drag and drop, and the same files twice give the same scores (file input, then a drop)', async ({
    page,
  }) => {
    // Three tests merged here (four imports): their budgets summed, none raised.
    test.setTimeout(test.info().timeout * 3);
    const zip = accountExportZip({ seed: 21, profile: 'homebody' });
    const w = await landOnWidget(page);
    await chooseFiles(w, [zip]);
    const first = await expectFlavorFound(page);

    await test.step('Try Again, then the same zip dropped', async () => {
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(discoverButton(page)).toBeVisible();
      await expect(toasts(page)).toHaveCount(0, { timeout: WIDGET_TIMEOUT });
      await page.evaluate(() => sessionStorage.clear());
      const again = await openWidget(page);
      await dropFiles(again, [zip]);
      const second = await expectFlavorFound(page);
      expect(scoresOf(second)).toEqual(scoresOf(first));
      expect(second).toEqual(first);
    });

    await test.step('legacy MyData account zip, dragged and dropped', async () => {
      const again = await startOver(page);
      await dropFiles(again, [legacyAccountZip({ plays: 3000, profile: 'homebody', seed: 7 })]);
      await expectFlavorFound(page);
    });

    await test.step('loose JSON files dragged and dropped together', async () => {
      const files = looseExportFiles({ plays: 3000, recordsPerFile: 1000, seed: 8 });
      expect(files.length).toBeGreaterThan(2);
      const again = await startOver(page);
      await dropFiles(again, files);
      await expectFlavorFound(page);
    });
  });
});

test.describe('progress', () => {
  test('a larger export (60k plays) shows a real progress bar; Cancel returns to the drop zone', async ({
    page,
  }) => {
    const zip = bigExport();
    const w = await landOnWidget(page);
    // On a quiet machine the whole import can finish within the few steps a test needs between seeing the
    // bar and clicking (CI saw it once), so the frame itself presses Cancel the moment the bar first shows,
    // noting the bar and the drop zone as they were then.
    await w.frame.locator('body').evaluate(() => {
      const observer = new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (!bar) return;
        observer.disconnect();
        const labelId = bar.getAttribute('aria-labelledby') ?? '';
        (window as unknown as { __firstBar: Record<string, unknown> }).__firstBar = {
          now: bar.getAttribute('aria-valuenow'),
          min: bar.getAttribute('aria-valuemin'),
          max: bar.getAttribute('aria-valuemax'),
          label: document.getElementById(labelId)?.textContent ?? '',
          dropZones: document.querySelectorAll('[data-testid="drop-zone"]').length,
        };
        const cancel = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Cancel',
        );
        cancel?.click();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await chooseFiles(w, [zip]);

    const bar = progressBar(w.frame);
    const readFirstBar = () =>
      w.frame
        .locator('body')
        .evaluate(() => (window as unknown as { __firstBar?: Record<string, unknown> }).__firstBar ?? null);
    await expect.poll(readFirstBar, { timeout: WIDGET_TIMEOUT }).not.toBeNull();
    const firstBar = (await readFirstBar()) ?? {};
    expect(firstBar.now).toMatch(/^\d{1,3}$/);
    expect(Number(firstBar.now)).toBeGreaterThanOrEqual(0);
    expect(Number(firstBar.now)).toBeLessThanOrEqual(100);
    expect(firstBar.min).toBe('0');
    expect(firstBar.max).toBe('100');
    expect(firstBar.label).toMatch(/\S/);
    expect(firstBar.dropZones).toBe(0);

    await expect(bar).toHaveCount(0);
    await expect(dropZone(w.frame)).toBeVisible();
    await expect(w.frame.getByRole('status')).toHaveText(
      'Cancelled. Nothing was kept; choose your files again whenever you like.',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(toasts(page)).toHaveCount(0);

    await importGood(w);
  });

  test('the 60k-play export completes when left alone, the bar moving forward', async ({ page }) => {
    const w = await landOnWidget(page);
    // Records every value the bar shows, from inside the frame, so no step is missed between polls.
    await w.frame.locator('body').evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __bar: number[] }).__bar = seen;
      const read = () => {
        const v = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (v != null && seen[seen.length - 1] !== Number(v)) seen.push(Number(v));
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await chooseFiles(w, [bigExport()]);
    await expect(progressBar(w.frame)).toBeVisible({ timeout: WIDGET_TIMEOUT });
    // Keep the latest snapshot until the app navigates away (the frame goes with the dialog).
    let seen: number[] = [];
    await expect
      .poll(
        async () => {
          seen = await w.frame
            .locator('body')
            .evaluate(() => (window as unknown as { __bar: number[] }).__bar.slice(), undefined, {
              timeout: 1000,
            })
            .catch(() => seen);
          return new URL(page.url()).pathname;
        },
        { timeout: IMPORT_TIMEOUT, intervals: [50] },
      )
      .toBe('/flavor');
    await expectFlavorFound(page, IMPORT_TIMEOUT);
    test.info().annotations.push({ type: 'progress values seen', description: seen.join(', ') });
    expect(seen.length, `bar values ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(
      [...seen].sort((a, b) => a - b),
      'the bar never goes back',
    ).toEqual(seen);
    expect(seen.every((v) => v >= 0 && v <= 100)).toBe(true);
  });
});

test.describe('bad inputs are explained inside the widget, and a good file still works', () => {
  // Every input of the table (fixtures/bad-inputs.ts) is also read by Jest through the worker's own
  // read -> score with its exact message (__tests__/import/bad-inputs.test.ts). Here all of them go through the
  // real widget in one page, one after another: each refusal leaves the widget ready for the next file (the
  // next one is read and gets its own message), and after the last a good file gives a flavour. The same walk
  // is the privacy check (every request of the flow; none from the widget once a file is chosen) and axe's
  // look at the widget in the dialog and showing an alert.
  test('every bad input in turn, then a good file; no request leaves the machine; axe clean', async ({
    page,
    context,
    origins,
  }) => {
    // Eighteen tests merged here (fourteen bad inputs, two privacy checks, two axe views): their budgets
    // summed, none raised.
    test.setTimeout(test.info().timeout * (BAD_INPUTS.length + 4));
    const log = new RequestLog(context, page);
    const w = await landOnWidget(page);
    // The worker is made ready (and its script fetched) at page load on purpose: wait for that to finish.
    await expect.poll(() => log.workers.length).toBeGreaterThan(0);
    await log.settle();
    const mark = log.mark();

    await test.step('axe: the widget inside the dialog', async () => {
      await expectNoViolations(page, 'widget in the dialog');
    });

    const perCategory = new Map<string, number>();
    for (const bad of BAD_INPUTS) {
      perCategory.set(bad.category, (perCategory.get(bad.category) ?? 0) + 1);
      await test.step(`${bad.category}: ${bad.title}`, async () => {
        const files = bad.files();
        await chooseFiles(w, files);
        const shown = await expectRefused(w, bad.message(), fileLabel(files));
        test.info().annotations.push({ type: 'alert', description: shown });
        if (bad.category === 'podcasts only') await expectNoViolations(page, 'widget with an alert');
        if (bad.reset) {
          // Back to every way in: the refusal goes, the upload tile is back.
          await widgetAlert(w.frame).getByRole('button', { name: 'Other ways in' }).click();
          await expect(widgetAlert(w.frame)).toHaveCount(0);
        }
        await expect(fileInput(w.frame)).toBeEnabled();
      });
    }
    for (const [category, n] of perCategory) countBadInputs(category, n);
    expect([...perCategory.keys()].sort()).toEqual([...BAD_INPUT_CATEGORIES].sort());

    await test.step('a good file still works', async () => {
      await importGood(w);
    });

    await test.step('no request left the machine; none from the widget once a file was chosen', async () => {
      await log.settle();
      const all = log.since(0);
      test.info().annotations.push({ type: 'requests', description: `${all.length} in total` });
      expect(all.length).toBeGreaterThan(0);
      expect(describe(offMachine(all)), 'requests that left the machine').toEqual([]);
      // The frame and the worker were seen by the listeners (so the check above covers them).
      expect(all.some((r) => r.url.startsWith(`http://127.0.0.1:`) && r.type === 'document')).toBe(true);
      expect(log.workers.length, 'the import worker').toBeGreaterThan(0);
      const after = log.since(mark);
      const fromWidget = after.filter(
        (r) => r.url.startsWith(origins.devWidget) || r.frame.startsWith(origins.devWidget),
      );
      test.info().annotations.push({
        type: 'requests after a file was chosen',
        description: describe(after).join('\n') || 'none',
      });
      expect(
        describe(fromWidget),
        'requests made by the widget (frame or worker) after a file was chosen',
      ).toEqual([]);
    });
  });
});

test.describe('keyboard only', () => {
  test('Tab from the landing button into the dialog and the frame, then Space opens the file chooser', async ({
    page,
  }) => {
    // Waiting for the chooser from the start: Playwright turns on the interception of file choosers when this
    // wait begins, in every frame, and a Space pressed the instant after can reach the widget's frame (another
    // process) before it is on there. The chooser then opened natively, unseen (one run in six on a busy
    // machine); a click leaves time, a key press does not.
    const chooser = page.waitForEvent('filechooser');
    await page.goto('/');
    const button = discoverButton(page);
    await pressUntil(page, () => button.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect Spotify' });
    await expect(dialog.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
    const frame = dialog.locator('iframe').contentFrame();
    await expect(dropZone(frame)).toBeVisible();

    const input = fileInput(frame);
    const presses = await pressUntil(page, async () => {
      const inFrame = await page.evaluate(() => document.activeElement?.tagName === 'IFRAME');
      return inFrame && (await input.evaluate((el) => el === document.activeElement && document.hasFocus()));
    });
    test.info().annotations.push({
      type: 'Tab presses from the dialog to the file input',
      description: String(presses),
    });

    await page.keyboard.press('Space');
    await (await chooser).setFiles(toPayloads([good()]));
    await expectFlavorFound(page);
  });
});

test.describe('accessibility (axe) of the widget', () => {
  test('/embed/upload opened directly', async ({ page, origins }) => {
    await page.goto(`${origins.devWidget}/embed/upload`);
    await expect(dropZone(page)).toBeVisible();
    await expectNoViolations(page, '/embed/upload');
  });

  test('the widget showing the progress bar', async ({ page, origins }) => {
    // Hold the worker's scripts so the import waits at its first step: the bar stays up while axe runs.
    let held = 0;
    await page.route(
      (url) => url.origin === origins.devWidget && /worker/i.test(url.pathname),
      () => {
        held++;
      },
    );
    const w = await landOnWidget(page);
    await chooseFiles(w, [good()]);
    await expect(progressBar(w.frame)).toBeVisible({ timeout: WIDGET_TIMEOUT });
    await expectNoViolations(page, 'widget with the progress bar');
    await expect(progressBar(w.frame)).toBeVisible();
    expect(held, 'the worker script was held').toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
