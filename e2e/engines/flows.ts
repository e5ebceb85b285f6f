import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEY } from '../../lib/result-io/storage';
import { SAMPLE_LISTENERS } from '../../lib/samples/sample-roster';
import { aiResult, SPEC_ROWS, specRow } from '../../fixtures/results';
import { waitFor, type EnginePage } from './engine-page';

/** The visitor's flows that must work in every engine (listed in docs/testing.md); each can run alone. */

export interface FlowContext {
  page: EnginePage;
  /** Files the flows choose in the widget (written by fixtures.ts). */
  fixtures: { spotifyZip: string; appleCsvs: readonly string[] };
  /** Where this engine saves downloads. */
  downloads: string;
}

export interface Flow {
  name: string;
  /** Resolves with an optional note for the report line (what this engine did where engines may differ). */
  run: (ctx: FlowContext) => Promise<string | void>;
}

/** Waits that cover a worker starting and an import on a busy 2-core machine; none is a timing assertion. */
const UI_MS = 15_000;
const IMPORT_MS = 45_000;

const FUNKY_NAMES = SPEC_ROWS.map((row) => row.funky);

/** The page has hydrated: the root layout's `data-interactive="false"` turns "true" (interactive-mark.tsx). */
async function untilInteractive(page: EnginePage, where: string): Promise<void> {
  await waitFor(
    page,
    `${where} to become interactive`,
    UI_MS,
    () => document.documentElement.dataset.interactive !== 'false',
  );
}

async function open(page: EnginePage, route: string): Promise<void> {
  await page.goto(route);
  await untilInteractive(page, route);
}

/** `document.querySelector(css)` exists and its text contains `text`. */
function shows(page: EnginePage, what: string, css: string, text: string): Promise<boolean> {
  return waitFor(
    page,
    what,
    UI_MS,
    (selector: string, words: string) =>
      Array.from(document.querySelectorAll(selector)).some((el) => (el.textContent ?? '').includes(words)),
    css,
    text,
  );
}

function atPath(page: EnginePage, pathname: string, timeoutMs = UI_MS): Promise<boolean> {
  return waitFor(
    page,
    `the address to be ${pathname}`,
    timeoutMs,
    (p: string) => location.pathname === p,
    pathname,
  );
}

/** The titles of the toasts on screen (sonner's markup). */
function toastShown(page: EnginePage, title: string, timeoutMs = UI_MS): Promise<string> {
  return waitFor(
    page,
    `the toast "${title}"`,
    timeoutMs,
    (wanted: string) => {
      const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])'));
      const toast = toasts.find((t) => t.querySelector('[data-title]')?.textContent === wanted);
      return toast ? (toast.querySelector('[data-description]')?.textContent ?? '') : '';
    },
    title,
  );
}

/** From '/', opens the connect dialog and enters the built-in widget's frame once it is ready. */
async function openWidget(page: EnginePage): Promise<void> {
  await open(page, '/');
  await page.click('button', 'Discover Your Flavor');
  await shows(page, 'the connect dialog', '[role="dialog"] h2', 'Connect Spotify');
  await waitFor(
    page,
    'the widget frame',
    UI_MS,
    () => document.querySelector('[role="dialog"] iframe') !== null,
  );
  await page.enterFrame('[role="dialog"] iframe');
  await untilInteractive(page, 'the widget');
  await waitFor(
    page,
    'the drop zone',
    UI_MS,
    () => document.querySelector('[data-testid="drop-zone"]') !== null,
  );
}

/**
 * Opens the sample list. A click on <summary> toggles it, and clickWhenActionable tries a click again when the
 * driver reports an error, which may come after the click landed: two toggles leave the list closed, and its
 * buttons without a box. So the list is read, and clicked again only while it is seen closed.
 */
async function openSamples(page: EnginePage): Promise<void> {
  const isOpen = () => document.querySelector('[data-testid="samples"]')?.hasAttribute('open') === true;
  for (let attempt = 1; ; attempt += 1) {
    if (await page.evaluate(isOpen)) return;
    await page.click('[data-testid="samples"] summary');
    try {
      await waitFor(page, 'the sample list to open', 2_000, isOpen);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Back on the page: "Flavor Found!", /flavor, and a card naming one of the eight flavours. */
async function expectFlavorFound(page: EnginePage): Promise<string> {
  await page.leaveFrame();
  const description = await toastShown(page, 'Flavor Found!', IMPORT_MS);
  if (description !== "We've analyzed your sweet tunes.")
    throw new Error(`Flavor Found! said "${description}"`);
  await atPath(page, '/flavor');
  return waitFor(
    page,
    'the result card',
    UI_MS,
    (names: string[]) => {
      const title = document.querySelector('article h1')?.textContent ?? '';
      return names.includes(title) ? title : '';
    },
    FUNKY_NAMES,
  );
}

/** The result page shows "Why this flavour" with three scored traits and the share picture's preview. */
async function expectWhyAndPreview(page: EnginePage): Promise<void> {
  await shows(page, '"Why this flavour"', 'h2', 'Why this flavour');
  await waitFor(page, 'three trait headings', UI_MS, () =>
    ['Extraversion', 'Conscientiousness', 'Openness'].every((trait) =>
      Array.from(document.querySelectorAll('h3')).some((h) => (h.textContent ?? '').startsWith(trait)),
    ),
  );
  // The preview is painted on a canvas (components/share/picture-preview.tsx), which says the picture's size.
  await waitFor(page, 'the share picture preview (1080×1920, painted)', UI_MS, () => {
    const preview = Array.from(document.querySelectorAll('canvas[role="img"]')).find((c) =>
      /share picture/i.test(c.getAttribute('aria-label') ?? ''),
    );
    return preview instanceof HTMLCanvasElement && preview.dataset.painted === '1080x1920';
  });
}

/** A saved result in sessionStorage, then /flavor: the flows that start on the result page. */
async function showSavedResult(page: EnginePage, funky: string): Promise<void> {
  await open(page, '/');
  await page.evaluate(
    (key: string, value: string) => sessionStorage.setItem(key, value),
    STORAGE_KEY,
    JSON.stringify(aiResult(specRow(funky))),
  );
  await open(page, '/flavor');
  await shows(page, `the ${funky} card`, 'article h1', funky);
}

type Recorded = {
  name: string;
  type: string;
  bytes: number;
  head: number[];
};

/**
 * Records what each `<a download>` click hands the browser (name, and the type, size and first bytes of the
 * Blob behind its object URL, kept when the URL is made: our CSP lets no fetch read blob: URLs), then lets
 * the click go on to the browser's own download.
 */
function recordDownloads(page: EnginePage): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __blobs: Map<string, Blob>; __downloads: Promise<Recorded>[] };
    w.__blobs = new Map();
    w.__downloads = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) w.__blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = w.__blobs.get(this.href);
      if (this.download && blob) {
        const name = this.download;
        w.__downloads.push(
          blob
            .slice(0, 4)
            .arrayBuffer()
            .then((head) => ({
              name,
              type: blob.type,
              bytes: blob.size,
              head: Array.from(new Uint8Array(head)),
            })),
        );
      }
      click.call(this);
    };
  });
}

function firstDownload(page: EnginePage): Promise<Recorded> {
  return waitFor(page, 'the picture download', UI_MS, async () => {
    const list = (window as unknown as { __downloads?: Promise<Recorded>[] }).__downloads ?? [];
    return list[0] ? await list[0] : null;
  });
}

export const FLOWS: readonly Flow[] = [
  {
    name: 'the 404 page and its way home',
    run: async ({ page }) => {
      await open(page, '/some/missing/path');
      await shows(page, 'the 404 heading', 'h1', 'Oops! Page not found');
      await page.click('a', 'Return to Home');
      await atPath(page, '/');
      await shows(page, 'the landing page', 'button', 'Discover Your Flavor');
    },
  },
  {
    name: 'landing → dialog → a sample listener → card, why view, picture preview',
    run: async ({ page }) => {
      const sample = SAMPLE_LISTENERS[0];
      if (!sample) throw new Error('no sample listener');
      const expected = SPEC_ROWS.find(
        (r) => r.rowKey === `${sample.bins.E} ${sample.bins.C} ${sample.bins.O}`,
      );
      await openWidget(page);
      await openSamples(page);
      const opened = Date.now();
      // The buttons stay disabled until the import workers are up (in WebKit for a while): wait for them.
      await waitFor(page, 'the sample buttons to be enabled', UI_MS, () =>
        Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="samples"] button')).some(
          (b) => !b.disabled,
        ),
      );
      const enabledAfter = Date.now() - opened;
      await page.click('[data-testid="samples"] button', sample.name);
      const funky = await expectFlavorFound(page);
      if (funky !== expected?.funky) throw new Error(`${sample.name} gave ${funky}, not ${expected?.funky}`);
      await shows(
        page,
        'the sample note',
        '[data-testid="sample-note"]',
        `${sample.name}, a sample listener`,
      );
      await expectWhyAndPreview(page);
      return `${sample.name} → ${funky}; samples enabled ${enabledAfter} ms after the list opened`;
    },
  },
  {
    name: 'a Spotify export zip through the file input',
    run: async ({ page, fixtures }) => {
      await openWidget(page);
      await page.chooseFiles('input[type="file"]', [fixtures.spotifyZip]);
      const funky = await expectFlavorFound(page);
      await expectWhyAndPreview(page);
      return funky;
    },
  },
  {
    name: 'Apple Music CSVs through the file input',
    run: async ({ page, fixtures }) => {
      await openWidget(page);
      await page.chooseFiles('input[type="file"]', fixtures.appleCsvs);
      return expectFlavorFound(page);
    },
  },
  {
    name: '"Share picture" downloads the PNG, a copy button shows its toast',
    run: async ({ page, downloads }) => {
      await showSavedResult(page, 'Mint Chocolate Chip');
      const webShare = await page.evaluate(() => typeof navigator.share === 'function');
      if (webShare) throw new Error('this engine has Web Share: the download path is not what it takes');
      await waitFor(page, 'the picture to be ready', UI_MS, () =>
        Array.from(document.querySelectorAll('button')).some(
          (b) => b.textContent?.includes('Share picture') && b.getAttribute('aria-disabled') === 'false',
        ),
      );
      await recordDownloads(page);
      await page.click('button', 'Share picture');
      const saved = await firstDownload(page);
      const png = saved.head.join(',') === '137,80,78,71';
      if (saved.name !== 'my-flavor-mint-chocolate-chip.png' || !png || saved.bytes < 10_000) {
        throw new Error(`the download was ${JSON.stringify(saved)}`);
      }
      const onDisk = await fileArrives(path.join(downloads, saved.name));

      await page.click('button[aria-label="Share on X"]');
      const description = await toastShown(page, 'Copied to clipboard!');
      if (description !== 'Now go to X and paste your message to share.') throw new Error(description);
      return `${saved.name}, ${onDisk} bytes saved`;
    },
  },
  {
    name: 'Try Again goes back to the landing page',
    run: async ({ page }) => {
      await showSavedResult(page, 'Sorbet');
      await page.click('button', 'Try Again');
      await atPath(page, '/');
      await shows(page, 'the landing page', 'button', 'Discover Your Flavor');
    },
  },
];

/** Polls for a downloaded file to be complete on disk (no .part beside it) and returns its size. */
async function fileArrives(file: string): Promise<number> {
  const deadline = Date.now() + UI_MS;
  for (;;) {
    const partial = readdirSync(path.dirname(file)).some((f) => f.endsWith('.part'));
    if (existsSync(file) && !partial && statSync(file).size > 0) return statSync(file).size;
    if (Date.now() > deadline) throw new Error(`${file} was not saved`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
