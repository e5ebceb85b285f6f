import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { FixtureFile } from '../../fixtures/spotify-export';
import { SPEC_ROWS, type SpecRow } from '../../fixtures/results';
import { openConnectDialog, widgetIframe } from './stand-in';
import { expect, expectToast, readSessionStorage, test as base, toasts } from './test';
import { sameDocumentAsToast } from './toast-log';
import { toPayloads } from '../../fixtures/widget-fixtures';

/**
 * The real built-in widget inside the app's connect dialog: no stand-in, the app on
 * http://localhost:PORT frames http://127.0.0.1:PORT/embed/upload. Helpers to open it, hand it files (file
 * input, drag and drop, or a Blob made inside the frame) and check what the visitor sees.
 */

/** Every test fails on an uncaught error in the page (or its frames) and on a crashed tab. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      page.on('crash', () => errors.push('the tab crashed'));
      await provide(errors);
      expect(errors, 'uncaught page errors or a crash').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Alerts, progress and the import itself get this long ("within seconds" = the normal expect timeout). */
export const WIDGET_TIMEOUT = 15_000;
/** A larger export on a busy 2-core machine may take longer than a small one; still no timing assertion. */
export const IMPORT_TIMEOUT = 30_000;

export interface Widget {
  readonly page: Page;
  readonly dialog: Locator;
  readonly iframe: Locator;
  readonly frame: FrameLocator;
}

/** Where files can be dropped: the widget in its dialog, or the widget page opened on its own. */
interface DropTarget {
  readonly frame: FrameLocator | Page;
}

/** Opens the connect dialog on the current page ('/') and waits for the real widget to be ready. */
export async function openWidget(page: Page): Promise<Widget> {
  const dialog = await openConnectDialog(page);
  const iframe = widgetIframe(page);
  const frame = iframe.contentFrame();
  await expect(dropZone(frame)).toBeVisible();
  // The page answered `ready` with `config` (its loading note is gone), so a result is delivered at once.
  await expect(page.getByTestId('widget-container').getByRole('status')).toHaveCount(0);
  return { page, dialog, iframe, frame };
}

/** goto('/') + openWidget. */
export async function landOnWidget(page: Page): Promise<Widget> {
  await page.goto('/');
  return openWidget(page);
}

export function dropZone(frame: FrameLocator | Page): Locator {
  return frame.getByTestId('drop-zone');
}

export function fileInput(frame: FrameLocator | Page): Locator {
  return frame.locator('input[type="file"]');
}

export function progressBar(frame: FrameLocator | Page): Locator {
  return frame.getByRole('progressbar');
}

/** The widget's own alert (Next's route announcer is a role="alert" too, outside the widget). */
export function widgetAlert(frame: FrameLocator | Page): Locator {
  return frame.locator('#upload-widget').getByRole('alert');
}

/** Picks one of the built-in sample listeners by name. */
export async function pickSample(w: Widget, name: string): Promise<void> {
  const samples = w.frame.getByTestId('samples');
  await samples.locator('summary').click();
  await samples.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
}

/** Chooses files with the widget's file input. */
export async function chooseFiles(w: Widget, files: readonly FixtureFile[]): Promise<void> {
  await fileInput(w.frame).setInputFiles(toPayloads(files));
}

/**
 * Drags files onto the drop zone: the DataTransfer and its Files are built inside the frame (as the browser
 * would on a real drop), then dragenter/dragover/drop are dispatched on the zone.
 */
export async function dropFiles(w: DropTarget, files: readonly FixtureFile[]): Promise<void> {
  const list = toPayloads(files).map((f) => ({
    name: f.name,
    type: f.mimeType,
    base64: f.buffer.toString('base64'),
  }));
  const transfer = await w.frame.locator('body').evaluateHandle((_body, items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const text = atob(item.base64);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      dt.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return dt;
  }, list);
  await dispatchDrop(w, transfer);
}

/**
 * Drops one file of `megabytes` MiB built inside the frame from a single 1 MiB garbage Blob repeated by
 * reference: nothing of that size is allocated in the test or copied over the protocol.
 */
export async function dropGeneratedFile(
  w: Widget,
  file: { name: string; type: string; megabytes: number; head: string },
): Promise<number> {
  const transfer = await w.frame.locator('body').evaluateHandle((_body, f) => {
    const MIB = 1024 * 1024;
    const part = new Blob([`${'%garbage&*'.repeat(MIB / 10)}${'#'.repeat(MIB % 10)}`]);
    const head = new Blob([f.head]);
    const parts: Blob[] = [head, ...Array.from({ length: f.megabytes }, () => part)];
    const dt = new DataTransfer();
    dt.items.add(new File(parts, f.name, { type: f.type }));
    return dt;
  }, file);
  const size = await transfer.evaluate((dt) => dt.files[0]?.size ?? 0);
  await dispatchDrop(w, transfer);
  return size;
}

async function dispatchDrop(w: DropTarget, transfer: Awaited<ReturnType<Locator['evaluateHandle']>>) {
  const zone = dropZone(w.frame);
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await transfer.dispose();
}

/** How the widget names what was chosen in its alert heading. */
export function fileLabel(files: readonly { name: string }[]): string {
  return files.length === 1 ? `“${files[0]?.name}”` : `these ${files.length} files`;
}

/**
 * The widget explains a refused input in its own role="alert" (heading + the exact message), moves focus
 * to it, and offers "Choose other files"; the app itself shows nothing: no toast, still on '/', nothing saved.
 */
export async function expectRefused(w: Widget, message: string | RegExp, label: string): Promise<string> {
  const alert = widgetAlert(w.frame);
  await expect(alert).toBeVisible({ timeout: WIDGET_TIMEOUT });
  const [heading, text] = [alert.locator('p').nth(0), alert.locator('p').nth(1)];
  await expect(heading).toHaveText(`We couldn't use ${label}`);
  await expect(text).toHaveText(message);
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('button', { name: 'Choose other files' })).toBeVisible();
  await expect(dropZone(w.frame)).toBeVisible();
  await expect(progressBar(w.frame)).toHaveCount(0);
  await expectAppUntouched(w.page);
  return (await text.textContent()) ?? '';
}

/** The embedding app did nothing: same URL, dialog open, no toast, nothing in sessionStorage. */
export async function expectAppUntouched(page: Page): Promise<void> {
  expect(new URL(page.url()).pathname).toBe('/');
  // The dialog element has no box of its own (its children are fixed), so its title stands for it.
  await expect(
    page.getByRole('dialog', { name: 'Connect Spotify' }).getByRole('heading', { name: 'Connect Spotify' }),
  ).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  expect(await readSessionStorage(page)).toBeNull();
}

export interface StoredResult extends Record<string, unknown> {
  E_score: string;
  C_score: string;
  O_score: string;
  row_key: string;
  evidence: Record<string, string[]>;
}

const SCORE = /^(?:100|[1-9]?\d)$/;
const TRAITS = [
  ['E', 'extraversion_signals'],
  ['C', 'conscientiousness_signals'],
  ['O', 'openness_signals'],
] as const;

/** A result's required shape: scores "0"–"100", High at >= 60, the row of those bins, 3–8 evidence each. */
export function checkResult(result: Record<string, unknown>): SpecRow {
  const bins = TRAITS.map(([t]) => {
    const score = result[`${t}_score`];
    expect(typeof score, `${t}_score is a string`).toBe('string');
    expect(score as string, `${t}_score is "0"–"100"`).toMatch(SCORE);
    const bin = Number(score) >= 60 ? 'High' : 'Low';
    expect(result[`${t}_bin`], `${t}_bin for score ${String(score)}`).toBe(bin);
    return bin;
  });
  const rowKey = bins.join(' ');
  expect(result.row_key).toBe(rowKey);
  const row = SPEC_ROWS.find((r) => r.rowKey === rowKey);
  if (!row) throw new Error(`no spec row ${rowKey}`);
  expect(result.personality_type).toBe(row.personalityType);
  expect(result.funky_flavour_name).toBe(row.funky);
  expect(result.og_flavour_name).toBe(row.og);
  expect(result.primary_color).toEqual({ name: row.colorName, hex: row.hex });
  const evidence = result.evidence as Record<string, unknown>;
  for (const [, key] of TRAITS) {
    const signals = evidence[key];
    expect(Array.isArray(signals), `${key} is a list`).toBe(true);
    const list = signals as unknown[];
    expect(list.length, `${key}: 3–8 sentences`).toBeGreaterThanOrEqual(3);
    expect(list.length, `${key}: 3–8 sentences`).toBeLessThanOrEqual(8);
    for (const s of list) expect(s, `${key} sentence`).toEqual(expect.stringMatching(/\S/));
  }
  return row;
}

/**
 * The app's side of a successful import: the 'Flavor Found!' toast, /flavor, the saved result valid and
 * the card showing the row of the saved scores. Returns the saved result.
 */
export async function expectFlavorFound(page: Page, timeout = IMPORT_TIMEOUT): Promise<StoredResult> {
  // Only that toast when it shows: no Connection Error or processing error on the way.
  await expectToast(
    page,
    { title: 'Flavor Found!', description: "We've analyzed your sweet tunes.", variant: 'default' },
    { timeout, alone: true },
  );
  await expect(page).toHaveURL(/\/flavor$/);
  expect(
    await sameDocumentAsToast(page, 'Flavor Found!'),
    '/flavor reached in the document that showed Flavor Found! (no full page load took the toast away)',
  ).toBe(true);
  // Nor after it (Flavor Found! itself may have left by now: a toast lasts 4 s).
  await expect(
    toasts(page).filter({ hasNot: page.locator('[data-title]', { hasText: 'Flavor Found!' }) }),
  ).toHaveCount(0);
  const raw = await readSessionStorage(page);
  expect(raw, 'the result saved in sessionStorage').not.toBeNull();
  const result = JSON.parse(raw ?? 'null') as StoredResult;
  const row = checkResult(result);
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(row.funky);
  await expect(card).toContainText(row.og);
  await expect(card).toContainText(row.personalityType);
  return result;
}

export function scoresOf(result: StoredResult): { E: string; C: string; O: string } {
  return { E: result.E_score, C: result.C_score, O: result.O_score };
}

/** Presses `key` until `isFocused()` holds (at most `max` presses). */
export async function pressUntil(
  page: Page,
  isFocused: () => Promise<boolean>,
  key = 'Tab',
  max = 20,
): Promise<number> {
  for (let i = 0; i <= max; i++) {
    if (await isFocused()) return i;
    if (i < max) await page.keyboard.press(key);
  }
  throw new Error(`focus never reached the target after ${max} presses of ${key}`);
}

/** Records how many bad inputs a test tried, per category, as an annotation (shown in the report). */
export function countBadInputs(category: string, n: number): void {
  test.info().annotations.push({ type: `bad inputs: ${category}`, description: String(n) });
}
