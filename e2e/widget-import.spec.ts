import { EXPORT_ERROR_MESSAGES, notEnoughMusicError } from '../lib/export/export-error';
import { EXPORT_LIMITS } from '../lib/export/limits';
import {
  accountExportZip,
  accountWithoutHistoryZip,
  emptyHistoryFile,
  endsongExportZip,
  extendedExportZip,
  legacyAccountZip,
  looseExportFiles,
  notAnExportFile,
  podcastsOnlyZip,
  renamedExportZip,
  technicalLogZip,
  tooLittleMusicZip,
  truncatedHistoryFile,
  unrelatedZip,
  type FixtureFile,
} from './fixtures/spotify-export';
import { textFile } from './fixtures/zip-writer';
import { discoverButton } from './support/stand-in';
import { toasts } from './support/test';
import {
  exactMusicZip,
  fastDeflate,
  once,
  pngNamed,
  renamed,
  toPayloads,
  withDeclaredSize,
  zipEntryText,
} from './support/widget-fixtures';
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
import { expectNoSeriousViolations } from './support/axe';

/**
 * The built-in connect widget, for real. The app on http://localhost:PORT frames
 * http://127.0.0.1:PORT/embed/upload; a synthetic Spotify export goes in through the file input or a drop,
 * the worker scores it, the app toasts 'Flavor Found!' and shows the card. Bad files are explained inside
 * the widget, and the visitor carries on without reloading.
 */

// Fixtures are made once per worker process, on first use, and kept small unless a test needs big.
const good = once(() => accountExportZip({ seed: 11 }));
const bigExport = once(() => extendedExportZip({ plays: 60_000, seed: 5, deflate: fastDeflate }));

async function importGood(w: Widget): Promise<void> {
  await chooseFiles(w, [good()]);
  await expectFlavorFound(w.page);
}

test.describe('a real export gives a flavour', () => {
  const cases: Array<{ title: string; files: () => FixtureFile[]; drop?: boolean }> = [
    { title: 'account-data zip', files: () => [good()] },
    { title: 'extended-history zip', files: () => [extendedExportZip({ plays: 4000, seed: 2 })] },
    {
      title: 'loose JSON files chosen several at once',
      files: () => looseExportFiles({ plays: 4000, recordsPerFile: 1200, seed: 3 }),
    },
    { title: 'legacy endsong zip', files: () => [endsongExportZip({ plays: 3000, seed: 4 })] },
    { title: 'renamed zip without a top folder', files: () => [renamedExportZip({ plays: 3000, seed: 6 })] },
    {
      title: 'legacy MyData account zip, dragged and dropped',
      files: () => [legacyAccountZip({ plays: 3000, profile: 'homebody', seed: 7 })],
      drop: true,
    },
    {
      title: 'loose JSON files dragged and dropped together',
      files: () => looseExportFiles({ plays: 3000, recordsPerFile: 1000, seed: 8 }),
      drop: true,
    },
    { title: 'exactly the minimum: 300 songs across 30 days', files: () => [exactMusicZip(300, 30)] },
  ];

  for (const c of cases) {
    test(c.title, async ({ page }) => {
      const files = c.files();
      if (c.title.startsWith('loose')) expect(files.length).toBeGreaterThan(2);
      const w = await landOnWidget(page);
      await (c.drop ? dropFiles(w, files) : chooseFiles(w, files));
      await expectFlavorFound(page);
    });
  }

  test('a broken auxiliary file (non-JSON UserAddress.json) in a good account zip is skipped, not fatal', async ({
    page,
  }) => {
    const zip = good();
    const address = zipEntryText(zip, 'Spotify Account Data/UserAddress.json');
    expect(address, 'the fixture holds the broken file').toMatch(/^List\(Map\(/);
    expect(() => JSON.parse(address ?? '')).toThrow();
    const w = await landOnWidget(page);
    await chooseFiles(w, [zip]);
    await expectFlavorFound(page);
  });

  test('the same files twice give the same scores (file input, then a drop)', async ({ page }) => {
    const zip = accountExportZip({ seed: 21, profile: 'homebody' });
    const w = await landOnWidget(page);
    await chooseFiles(w, [zip]);
    const first = await expectFlavorFound(page);

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

/** Bad inputs: the category, the files, the exact message, and whether to press "Choose other files" first. */
interface BadInput {
  category: string;
  title: string;
  files: () => FixtureFile[];
  message: () => string | RegExp;
  reset?: boolean;
}

const MESSAGES = EXPORT_ERROR_MESSAGES;
const MIB = 1024 * 1024;

/** The not-enough-music text with the visitor's numbers, any numbers (they come from the scorer). */
const NOT_ENOUGH_ANY = new RegExp(
  '^' +
    notEnoughMusicError(987_654, 321)
      .message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('987,654 songs', '[\\d,]+ songs?')
      .replace('321 days', '\\d+ days?') +
    '$',
);

const BAD_INPUTS: BadInput[] = [
  {
    category: 'not a zip or JSON',
    title: 'a .txt file',
    files: () => [notAnExportFile()],
    message: () => MESSAGES.NOT_AN_EXPORT,
  },
  {
    category: 'not a zip or JSON',
    title: 'a .png renamed to my_spotify_data.zip',
    files: () => [pngNamed('my_spotify_data.zip')],
    message: () => MESSAGES.NOT_AN_EXPORT,
    reset: true,
  },
  {
    category: 'not a zip or JSON',
    title: 'a .txt renamed to StreamingHistory_music_0.json',
    files: () => [renamed(notAnExportFile(), 'StreamingHistory_music_0.json')],
    message: () => MESSAGES.NOT_AN_EXPORT,
  },
  {
    category: 'zip without Spotify history',
    title: 'a zip of unrelated files',
    files: () => [unrelatedZip()],
    message: () => MESSAGES.NOT_AN_EXPORT,
    reset: true,
  },
  {
    category: 'zip without Spotify history',
    title: 'account data without any streaming history',
    files: () => [accountWithoutHistoryZip()],
    message: () => MESSAGES.NO_HISTORY,
  },
  {
    category: 'technical-log package',
    title: 'the technical-log package',
    files: () => [technicalLogZip()],
    message: () => MESSAGES.TECHNICAL_LOG,
    reset: true,
  },
  {
    category: 'podcasts only',
    title: 'podcasts and audiobooks only',
    files: () => [podcastsOnlyZip()],
    message: () => MESSAGES.ONLY_PODCASTS,
  },
  {
    category: 'empty or truncated JSON',
    title: 'an empty history file',
    files: () => [emptyHistoryFile()],
    message: () => MESSAGES.EMPTY_OR_TRUNCATED,
    reset: true,
  },
  {
    category: 'empty or truncated JSON',
    title: 'a history file cut off half way',
    files: () => [truncatedHistoryFile()],
    message: () => MESSAGES.EMPTY_OR_TRUNCATED,
  },
  {
    category: 'empty or truncated JSON',
    title: 'a history file holding []',
    files: () => [textFile('StreamingHistory_music_0.json', '[]')],
    message: () => MESSAGES.EMPTY_OR_TRUNCATED,
  },
  {
    category: 'too little music',
    title: '120 plays over 12 days',
    files: () => [tooLittleMusicZip()],
    message: () => NOT_ENOUGH_ANY,
    reset: true,
  },
  {
    category: 'too little music',
    title: '299 songs across 60 days',
    files: () => [exactMusicZip(299, 60)],
    message: () => notEnoughMusicError(299, 60).message,
  },
  {
    category: 'too little music',
    title: '2,000 songs across 29 days',
    files: () => [exactMusicZip(2000, 29)],
    message: () => notEnoughMusicError(2000, 29).message,
  },
  {
    category: 'over the size limit',
    title: 'a zip whose history entries declare more than the JSON size limit',
    files: () => [
      withDeclaredSize(
        extendedExportZip({ plays: 1000, seed: 9 }),
        EXPORT_LIMITS.maxJsonFileBytes + MIB,
        /Streaming_History_/,
      ),
    ],
    message: () => MESSAGES.FILE_TOO_LARGE,
    reset: true,
  },
];

test.describe('bad inputs are explained inside the widget, and a good file still works', () => {
  const perCategory = new Map<string, number>();
  for (const bad of BAD_INPUTS) perCategory.set(bad.category, (perCategory.get(bad.category) ?? 0) + 1);

  for (const bad of BAD_INPUTS) {
    test(`${bad.category}: ${bad.title}`, async ({ page }) => {
      const files = bad.files();
      const w = await landOnWidget(page);
      await chooseFiles(w, files);
      const shown = await expectRefused(w, bad.message(), fileLabel(files));
      test.info().annotations.push({ type: 'alert', description: shown });
      if (bad.reset) {
        await widgetAlert(w.frame).getByRole('button', { name: 'Choose other files' }).click();
        await expect(widgetAlert(w.frame)).toHaveCount(0);
        await expect(fileInput(w.frame)).toBeEnabled();
      }
      await importGood(w);
    });
  }

  test('every kind of bad input is tried (the broken auxiliary file is above: it must succeed)', () => {
    for (const [category, n] of perCategory) countBadInputs(category, n);
    // Each kind has its own message in the widget; dropping one from this list must be deliberate.
    expect([...perCategory.keys()].sort()).toEqual(
      [
        'empty or truncated JSON',
        'not a zip or JSON',
        'over the size limit',
        'podcasts only',
        'technical-log package',
        'too little music',
        'zip without Spotify history',
      ].sort(),
    );
  });
});

test.describe('privacy: no request leaves the machine', () => {
  test('every request of the whole flow (page, widget frame, worker) goes to localhost or 127.0.0.1', async ({
    page,
    context,
  }) => {
    const log = new RequestLog(context, page);
    const w = await landOnWidget(page);
    await chooseFiles(w, [unrelatedZip()]);
    await expectRefused(w, MESSAGES.NOT_AN_EXPORT, '“photos.zip”');
    await importGood(w);
    await log.settle();
    const all = log.since(0);
    test.info().annotations.push({ type: 'requests', description: `${all.length} in total` });
    expect(all.length).toBeGreaterThan(0);
    expect(describe(offMachine(all)), 'requests that left the machine').toEqual([]);
    // The frame and the worker were seen by the listeners (so the check above covers them).
    expect(all.some((r) => r.url.startsWith(`http://127.0.0.1:`) && r.type === 'document')).toBe(true);
    expect(log.workers.length, 'the import worker').toBeGreaterThan(0);
  });

  test('the widget makes no request at all once it has loaded and a file is chosen', async ({
    page,
    context,
    origins,
  }) => {
    const log = new RequestLog(context, page);
    const w = await landOnWidget(page);
    // The worker is made ready (and its script fetched) at page load on purpose: wait for that to finish.
    await expect.poll(() => log.workers.length).toBeGreaterThan(0);
    await log.settle();
    const mark = log.mark();

    await chooseFiles(w, [technicalLogZip()]);
    await expectRefused(w, MESSAGES.TECHNICAL_LOG, '“my_spotify_data.zip”');
    await chooseFiles(w, [good()]);
    await expectFlavorFound(page);
    await log.settle();

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

test.describe('keyboard only', () => {
  test('Tab from the landing button into the dialog and the frame, then Space opens the file chooser', async ({
    page,
  }) => {
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

    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(toPayloads([good()]));
    await expectFlavorFound(page);
  });
});

test.describe('accessibility (axe) of the widget', () => {
  test('/embed/upload opened directly', async ({ page, origins }) => {
    await page.goto(`${origins.devWidget}/embed/upload`);
    await expect(dropZone(page)).toBeVisible();
    await expectNoSeriousViolations(page, '/embed/upload');
  });

  test('the widget inside the dialog', async ({ page }) => {
    await landOnWidget(page);
    await expectNoSeriousViolations(page, 'widget in the dialog');
  });

  test('the widget showing an alert', async ({ page }) => {
    const w = await landOnWidget(page);
    await chooseFiles(w, [podcastsOnlyZip()]);
    await expectRefused(w, MESSAGES.ONLY_PODCASTS, '“my_spotify_data.zip”');
    await expectNoSeriousViolations(page, 'widget with an alert');
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
    await expectNoSeriousViolations(page, 'widget with the progress bar');
    await expect(progressBar(w.frame)).toBeVisible();
    expect(held, 'the worker script was held').toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
