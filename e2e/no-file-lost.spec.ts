import type { Page } from '@playwright/test';
import { accountExportZip } from '../fixtures/spotify-export';
import { toPayloads } from '../fixtures/widget-fixtures';
import { EXPORT_ERROR_MESSAGES } from '../scripts/english/english-errors';
import {
  chooseFiles,
  dropFiles,
  dropZone,
  expect,
  expectFlavorFound,
  fileInput,
  landOnWidget,
  test,
  widgetAlert,
  WIDGET_TIMEOUT,
} from './support/widget-flow';

/**
 * No file is ever lost. A file set the instant the widget's input exists completes (the
 * drop zone is disabled and says it is getting ready until the worker listens, and picks up anything set
 * before that); a stalled import ends in an alert with "Try again"; a drop outside the zone never navigates.
 */
const good = accountExportZip({ seed: 11 });

/**
 * Before the page loads: a 1.5 s stall timeout instead of 20 s, and the first `silent` workers say they are
 * ready and then never answer; any made after them are real. (A count, not Infinity: the argument goes
 * through JSON.)
 */
async function stallWorkers(page: Page, silent: number): Promise<void> {
  await page.addInitScript((count: number) => {
    (window as unknown as { __importStallMs: number }).__importStallMs = 1500;
    const Real = window.Worker;
    let made = 0;
    class SilentWorker extends EventTarget {
      constructor() {
        super();
        setTimeout(
          () => this.dispatchEvent(new MessageEvent('message', { data: { type: 'worker-ready' } })),
          0,
        );
      }
      postMessage(): void {}
      terminate(): void {}
    }
    (window as unknown as { Worker: unknown }).Worker = function (
      url: string | URL,
      options?: WorkerOptions,
    ) {
      made++;
      return made <= count ? new SilentWorker() : new Real(url, options);
    };
  }, silent);
}

test('a file set the instant the input appears completes, 20 times in a row', async ({ page }) => {
  test.setTimeout(240_000);
  for (let run = 0; run < 20; run++) {
    await page.goto('/embed/upload');
    // No waiting for anything but the element itself: set at once, whatever the page is doing.
    await fileInput(page).setInputFiles(toPayloads([good]));
    await expect(page.getByRole('status').filter({ hasText: 'Done! Scooping your flavour' })).toBeVisible({
      timeout: 30_000,
    });
  }
});

/**
 * Before the page loads: every worker the page makes is held back until `release(page)`, so the widget
 * stays "getting ready" for as long as a test needs. (The page makes a pool: a lead and, with two or more
 * cores, readers; all are held.)
 */
async function holdWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Worker;
    const held: (() => void)[] = [];
    (window as unknown as { __release: () => void }).__release = () => held.splice(0).forEach((go) => go());
    class Held extends EventTarget {
      private real: Worker | undefined;
      constructor(url: string | URL, options?: WorkerOptions) {
        super();
        held.push(() => {
          this.real = new Real(url, options);
          this.real.addEventListener('message', (e) =>
            this.dispatchEvent(new MessageEvent('message', { data: e.data })),
          );
        });
      }
      postMessage(message: unknown, transfer?: Transferable[]): void {
        this.real?.postMessage(message, transfer ?? []);
      }
      terminate(): void {
        this.real?.terminate();
      }
    }
    (window as unknown as { Worker: unknown }).Worker = Held;
  });
}

async function release(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
}

test('the drop zone says it is getting ready until the worker listens; a drop outside it never navigates', async ({
  page,
}) => {
  // Until the lead listens, the zone must not accept files.
  await holdWorkers(page);
  await page.goto('/embed/upload');
  await expect(dropZone(page).getByText('Getting ready… one moment.')).toBeVisible();
  await expect(dropZone(page).getByText(/^A Spotify, Apple Music or YouTube Music export/)).toBeHidden();
  await expect(fileInput(page)).toBeDisabled();
  const waitingHeight = (await dropZone(page).boundingBox())?.height;
  await page.getByTestId('samples').locator('summary').click();
  await expect(page.getByTestId('samples').getByRole('button').first()).toBeDisabled();
  await release(page);
  await expect(dropZone(page)).toHaveAttribute('data-ready', 'true', { timeout: WIDGET_TIMEOUT });
  await expect(fileInput(page)).toBeEnabled();
  await expect(dropZone(page).getByText('Getting ready… one moment.')).toBeHidden();
  await expect(dropZone(page).getByText(/^A Spotify, Apple Music or YouTube Music export/)).toBeVisible();
  // The zone keeps its height when it becomes ready: nothing below it moves.
  expect((await dropZone(page).boundingBox())?.height).toBe(waitingHeight);
  await test.step('a file dropped outside the drop zone never navigates the frame away', async () => {
    const url = page.url();
    const prevented = await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['{}'], 'x.json', { type: 'application/json' }));
      const over = new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true });
      const drop = new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true });
      document.querySelector('h1')?.dispatchEvent(over);
      document.querySelector('h1')?.dispatchEvent(drop);
      return over.defaultPrevented && drop.defaultPrevented;
    });
    expect(prevented).toBe(true);
    expect(page.url()).toBe(url);
  });
  await fileInput(page).setInputFiles(toPayloads([good]));
  await expect(page.getByRole('status').filter({ hasText: 'Done! Scooping your flavour' })).toBeVisible({
    timeout: 30_000,
  });
});

test('files dropped while the zone is getting ready are read once it is ready', async ({ page }) => {
  await holdWorkers(page);
  await page.goto('/embed/upload');
  await expect(dropZone(page)).toHaveAttribute('data-ready', 'false');
  await dropFiles({ frame: page }, [good]);
  await expect(dropZone(page).getByText('Getting ready… one moment.')).toBeVisible();
  await release(page);
  await expect(page.getByRole('status').filter({ hasText: 'Done! Scooping your flavour' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a stalled worker ends in an alert with "Try again"', async ({ page }) => {
  // A worker that says it is ready and then never answers; and a 1.5 s stall timeout instead of 20 s.
  await stallWorkers(page, 1000);
  const w = await landOnWidget(page);
  await chooseFiles(w, [good]);
  const alert = widgetAlert(w.frame);
  await expect(alert).toBeVisible({ timeout: WIDGET_TIMEOUT });
  await expect(alert).toContainText(EXPORT_ERROR_MESSAGES.STALLED);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(w.frame.getByRole('progressbar')).toHaveCount(0);
});

test('Try again after a stall runs the same files with a fresh worker', async ({ page }) => {
  // Only the first worker is silent; the one made after the stall is real.
  await stallWorkers(page, 1);
  const w = await landOnWidget(page);
  await chooseFiles(w, [good]);
  await widgetAlert(w.frame).getByRole('button', { name: 'Try again' }).click({ timeout: WIDGET_TIMEOUT });
  await expectFlavorFound(page);
});
