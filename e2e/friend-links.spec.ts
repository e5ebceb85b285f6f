import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { pairLine } from '../lib/links/pairs';
import { rowForSlug } from '../lib/flavor/slug';
import { translatorFor } from '../lib/i18n/translator';
import en from '../messages/en.json';
import { expectNoViolations } from './support/axe';
import { analysePicture, recordedShares, recordShares, withoutWebShare } from './support/picture';
import { aiResult, specRow } from '../fixtures/results';
import {
  expect,
  readSessionStorage,
  seedSessionStorage,
  toastTitled,
  toasts,
  untilInteractive,
} from './support/test';
import { expectFlavorFound, openWidget, pickSample, test } from './support/widget-flow';

/**
 * Personal links (docs/sharing-links.md): "Copy my link" on /flavor, a friend's link opened anywhere with
 * empty storage, the pair of flavours on /flavor with the duo picture, and tampered links. The token is
 * written out here by hand (`v1-E-C-O[-name]`), not made by the app's encoder, so the suite catches drift.
 */

const FRIEND_KEY = 'flavor-friend-reading';
const OWN_KEY = 'spotify-flavor-data';

const readKey = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** Sam: Caramel (Low High High), as a link carries it. */
const SAM = { slug: 'caramel', token: 'v1-42-77-91-Sam', scores: { E: 42, C: 77, O: 91 } };

/** 100 minus the average gap of the three scores, rounded down (the one-line definition on the page). */
function expectedMatch(a: Record<'E' | 'C' | 'O', number>, b: Record<'E' | 'C' | 'O', number>): number {
  const gaps = Math.abs(a.E - b.E) + Math.abs(a.C - b.C) + Math.abs(a.O - b.O);
  return Math.floor(100 - gaps / 3);
}

async function expectFriendScores(page: Page, who: string, scores: Record<'E' | 'C' | 'O', number>) {
  const reading = page.getByTestId('friend-reading');
  await expect(reading.getByRole('heading', { level: 2 })).toHaveText(`${who} three scores`);
  const bin = (n: number) => (n >= 60 ? 'High' : 'Low');
  for (const [key, name] of [
    ['E', 'Extraversion'],
    ['C', 'Conscientiousness'],
    ['O', 'Openness'],
  ] as const) {
    const trait = reading.locator(`[data-trait="${key}"]`);
    await expect(trait.getByRole('heading', { level: 3 })).toContainText(
      `${name}: ${scores[key]} out of 100, ${bin(scores[key])}`,
    );
    await expect(trait.getByTestId('high-line')).toHaveCount(1);
  }
}

/** No horizontal scrolling at this width. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A control a thumb can hit: at least 44×44 CSS pixels. */
async function expectTouchTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

/** A new browser context: another device, nothing in its storage. */
async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/**
 * The two flows at phone width only: the clipboard, a fresh context, storage and the duo picture do not
 * depend on the layout; the touch targets and the no-overflow check are a phone's. (The layout-shift and
 * toast tests below keep both widths: there the layout decides.)
 */
test.describe('at 390×844', () => {
  const viewport = { width: 390, height: 844 };
  test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy my link with a name, open it in a fresh context: the card, the name and the three scores', async ({
    page,
    browser,
    origins,
  }) => {
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
    await page.goto('/flavor');
    const name = page.getByLabel('Your first name or nickname (optional)');
    await name.fill('  Zoë   (J.R.) ');
    const copy = page.getByRole('button', { name: 'Copy my link' });
    await expectTouchTarget(copy);
    await copy.click();
    await expect(toastTitled(page, 'Link copied!')).toContainText(
      'Send it to a friend: it opens your flavour and your three scores.',
    );
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // The scores and the tidied name, percent-encoded, in the fragment of the flavour page.
    expect(link).toBe(`${origins.app}/flavor/strawberry#v1-84-27-84-Zo%C3%AB%20%28J%2ER%2E%29`);
    await page.getByRole('button', { name: "What's in the link?" }).click();
    await expect(
      page.getByText('The link carries your three scores and this name, nothing else.'),
    ).toBeVisible();

    const friend = await freshPage(browser, viewport);
    const requests: string[] = [];
    friend.page.on('request', (r) => requests.push(`${r.resourceType()} ${r.url()}`));
    await friend.page.goto(link);
    await untilInteractive(friend.page);
    await expect(friend.page.getByTestId('link-title')).toHaveText("Zoë (J.R.)'s flavour");
    await expect(friend.page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(
      'Strawberry',
    );
    await expectFriendScores(friend.page, "Zoë (J.R.)'s", { E: 84, C: 27, O: 84 });
    const call = friend.page.getByRole('link', { name: 'Find your own flavour' });
    await expect(call).toHaveAttribute('href', '/');
    await expectTouchTarget(call);
    // The plain page's own call steps aside; the link preview stays the flavour's picture.
    await expect(friend.page.getByRole('link', { name: 'Find your flavor' })).toHaveCount(0);
    await expect(friend.page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/strawberry\.png$/,
    );
    // Kept for this tab under its own key; the visitor's own result key is never written.
    expect(await readKey(friend.page, FRIEND_KEY)).toBe('v1-84-27-84-Zo%C3%AB%20%28J%2ER%2E%29');
    expect(await readKey(friend.page, OWN_KEY)).toBeNull();
    // Nothing beyond the page and its own files; no request carries the scores.
    expect(requests.filter((r) => !r.includes(`${origins.app}/`))).toEqual([]);
    expect(requests.filter((r) => /fetch|xhr/.test(r.split(' ')[0] ?? ''))).toEqual([]);
    expect(requests.filter((r) => r.includes('v1-'))).toEqual([]);
    await expectNoOverflow(friend.page);
    await expectNoViolations(friend.page, "a friend's flavour page");
    expect(friend.errors).toEqual([]);
    await friend.close();
  });

  test("a friend's link, then your own flavour from a sample listener: both side by side, shared as a duo picture", async ({
    page,
    origins,
  }) => {
    await recordShares(page);
    await page.goto(`/flavor/${SAM.slug}#${SAM.token}`);
    await expect(page.getByTestId('link-title')).toHaveText("Sam's flavour");
    await page.getByRole('link', { name: 'Find your own flavour' }).click();
    await expect(page).toHaveURL(`${origins.app}/`);
    await untilInteractive(page);
    const w = await openWidget(page);
    await pickSample(w, 'Jade');
    const result = await expectFlavorFound(page);
    expect(result.funky_flavour_name).toBe('Mint Chocolate Chip');

    const pair = page.getByTestId('friend-pair');
    await expect(pair.getByRole('heading', { level: 2 })).toHaveText('You and Sam');
    const mine = { E: Number(result.E_score), C: Number(result.C_score), O: Number(result.O_score) };
    // Sample scores are whole numbers, so the link and the pair use them as they are.
    for (const s of Object.values(mine)) expect(Number.isInteger(s)).toBe(true);
    await expect(pair.getByTestId('match-score')).toHaveText(`${expectedMatch(mine, SAM.scores)}% match`);
    await expect(pair).toContainText('Match: 100 minus the average gap between your three scores.');
    const mint = rowForSlug('mint-chocolate-chip')!;
    const caramel = rowForSlug('caramel')!;
    await expect(pair.getByTestId('pair-line')).toHaveText(
      pairLine(mint, caramel, translatorFor('en', en, 'Pairs')),
    );
    // Both flavours, and each trait on one bar with both markers (said in words for screen readers).
    await expect(pair.getByRole('listitem').filter({ hasText: 'Mint Chocolate Chip' })).toContainText('You');
    await expect(pair.getByRole('listitem').filter({ hasText: 'Thoughtful Innovator' })).toContainText('Sam');
    for (const [key, name] of [
      ['E', 'Extraversion'],
      ['C', 'Conscientiousness'],
      ['O', 'Openness'],
    ] as const) {
      const heading = pair.locator(`[data-pair-trait="${name}"] h3`);
      await expect(heading).toContainText(`You: ${mine[key]} out of 100`);
      await expect(heading).toContainText(`Sam: ${SAM.scores[key]} out of 100`);
    }
    await expectNoOverflow(page);

    // The duo picture: ready, described, and handed to the share sheet as one 1080×1920 PNG.
    const preview = pair.getByRole('img', {
      name: /^Duo picture: your Mint Chocolate Chip and Sam's Caramel/,
    });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((canvas: HTMLCanvasElement) => canvas.dataset.painted))
      .toBe('1080x1920');
    const share = pair.getByRole('button', { name: 'Share duo picture' });
    await expectTouchTarget(share);
    await share.click();
    await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
    const [call] = await recordedShares(page);
    const file = call!.files[0]!;
    expect(file.name).toBe('our-flavors-mint-chocolate-chip-caramel.png');
    expect(file.type).toBe('image/png');
    // A sample's result says how sure it is, so its link is a v2 link: spreads in whole points, listening.
    const { spread } = result.certainty as { spread: Record<'E' | 'C' | 'O', number> };
    const spreads = [spread.E, spread.C, spread.O].map((s) => Math.round(s)).join('-');
    expect(call?.url).toBe(
      `${origins.app}/flavor/mint-chocolate-chip#v2-${mine.E}-${mine.C}-${mine.O}-${spreads}-l`,
    );
    const picture = await analysePicture(page, file.data, mint.color.hex);
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 1080, height: 1920 });
    expect(picture.colours).toBeGreaterThan(20);
    await expect(toasts(page).filter({ hasText: 'Sharing did not work' })).toHaveCount(0);

    // Both keys are there; "Remove Sam" forgets the friend for this tab and says so.
    expect(JSON.parse((await readSessionStorage(page)) ?? '{}')).toMatchObject({ row_key: 'High Low Low' });
    expect(await readKey(page, FRIEND_KEY)).toBe(SAM.token);
    const remove = pair.getByRole('button', { name: 'Remove Sam' });
    await expectTouchTarget(remove);
    await remove.click();
    await expect(page.getByTestId('friend-pair')).toHaveCount(0);
    const gone = page.getByRole('status').filter({ hasText: 'Sam is no longer beside you in this tab.' });
    await expect(gone).toBeFocused();
    expect(await readKey(page, FRIEND_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(
      'Mint Chocolate Chip',
    );
    await expect(page.getByTestId('friend-pair')).toHaveCount(0);
  });
});

test('without Web Share the duo picture downloads as a 1080×1920 PNG', async ({ page }) => {
  await withoutWebShare(page);
  await page.addInitScript(
    ([key, token]) => {
      if (window.top === window) sessionStorage.setItem(key, token);
    },
    [FRIEND_KEY, 'v1-10-20-30'] as const,
  );
  await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Vanilla'))));
  await page.goto('/flavor');
  const pair = page.getByTestId('friend-pair');
  await expect(pair.getByRole('heading', { level: 2 })).toHaveText('You and your friend');
  const preview = pair.getByRole('img', {
    name: /^Duo picture: your Vanilla and your friend's Coffee ice cream/,
  });
  await expect
    .poll(() => preview.evaluate((canvas: HTMLCanvasElement) => canvas.dataset.painted))
    .toBe('1080x1920');
  const download = page.waitForEvent('download');
  await pair.getByRole('button', { name: 'Share duo picture' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('our-flavors-vanilla-coffee.png');
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const picture = await analysePicture(page, bytes.toString('base64'), '#F5DEB3');
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 1080, height: 1920 });
  expect(picture.colours).toBeGreaterThan(20);
  await expect(pair.getByRole('button', { name: 'Remove your friend' })).toBeVisible();
});

/**
 * Every tampered link goes through one decoder and one refused view: the whole table (v1 and v2 tokens) is
 * in __tests__/links/tampered-links.test.ts and __tests__/components/friends/friend-link.test.tsx. Here, one walk
 * per note in the production build: junk with markup (unreadable) and a valid link of another flavour.
 */
test('tampered links show the plain flavour page with a note, never an error', async ({ page }) => {
  for (const [what, slug, fragment, note, flavour] of [
    ['junk', 'caramel', '%E2%82%ZZ<script>alert(1)</script>', 'This link could not be read.', 'Caramel'],
    [
      'scores of another flavour',
      'coffee',
      'v1-42-77-91-Sam',
      'This link does not match this flavour.',
      'Coffee',
    ],
  ] as const) {
    await test.step(what, async () => {
      const response = await page.goto(`/flavor/${slug}#${fragment}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('link-note')).toHaveText(note);
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(flavour);
      await expect(page.getByTestId('friend-reading')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Find your flavor' })).toHaveAttribute('href', '/');
      await expect(page.locator('b, script:has-text("alert(1)")')).toHaveCount(0);
      expect(await readKey(page, FRIEND_KEY)).toBeNull();
      expect(await readKey(page, OWN_KEY)).toBeNull();
    });
  }
  // (was in "axe: the friend view, a tampered link and the pair with its duo picture")
  await expectNoViolations(page, 'a tampered link');
});

test.describe('nothing on screen moves once the page has read the link', () => {
  /** Every new document of the page sums its layout shifts (buffered, so those before the scripts too). */
  async function meterShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** Loads `path` as a new document and returns its layout shift once `ready` shows. */
  async function layoutShift(page: Page, path: string, ready: Locator): Promise<number> {
    await page.goto(path);
    await expect(ready).toBeVisible();
    // Two frames after the last change, so any shift it caused has been reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}: a friend's link, a tampered one, and /flavor with a friend beside`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await meterShifts(page);
      expect(
        await layoutShift(page, `/flavor/caramel#${SAM.token}`, page.getByTestId('friend-reading')),
      ).toBe(0);
      // Another page, so that this is a new document and not a hash change.
      expect(await layoutShift(page, '/flavor/coffee#v1-1-2-300', page.getByTestId('link-note'))).toBe(0);
      // The friend is kept in the tab now; a reload of /flavor paints the card first, then the pair.
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Vanilla'))));
      expect(await layoutShift(page, '/flavor', page.getByTestId('friend-pair'))).toBe(0);
      await expect(page.getByRole('button', { name: 'Copy my link' })).toBeVisible();
    });
  }
});

test.describe('keyboard, narrow screens and accessibility', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('name, Copy my link and Remove work from the keyboard', async ({ page, origins }) => {
    await page.addInitScript(
      ([key, token]) => {
        if (window.top === window && !sessionStorage.getItem('e2e-friend')) {
          sessionStorage.setItem('e2e-friend', '1');
          sessionStorage.setItem(key, token);
        }
      },
      [FRIEND_KEY, SAM.token] as const,
    );
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Coffee'))));
    await page.goto('/flavor');
    const name = page.getByLabel('Your first name or nickname (optional)');
    await name.focus();
    await page.keyboard.type('<Kim>');
    await expect(
      page.getByText('Use letters, numbers, spaces and punctuation only (no < or >).'),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy my link' })).toBeFocused();
    await page.keyboard.press('Enter');
    // A bad name is never dropped silently: no copy, back to the field.
    await expect(name).toBeFocused();
    await expect(toastTitled(page, 'Link copied!')).toHaveCount(0);
    await name.fill('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toastTitled(page, 'Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origins.app}/flavor/coffee#v1-27-27-27-Kim`,
    );
    const remove = page.getByRole('button', { name: 'Remove Sam' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Sam is no longer' })).toBeFocused();
  });

  test('at 320 px nothing overflows: a long name on the flavour page and in the pair', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const long = 'v1-42-77-91-Maximiliane-Josephine';
    await page.goto(`/flavor/caramel#${long}`);
    await expect(page.getByTestId('friend-reading')).toBeVisible();
    await expectNoOverflow(page);
    await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Mint Chocolate Chip'))));
    await page.goto('/flavor');
    await expect(page.getByTestId('friend-pair')).toBeVisible();
    await expectNoOverflow(page);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ])
    test(`toasts do not cover the next tap at ${viewport.width}×${viewport.height}: Copy my link, Share picture, Share duo picture`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordShares(page);
      await page.addInitScript(
        ([key, token]) => {
          if (window.top === window) sessionStorage.setItem(key, token);
        },
        [FRIEND_KEY, SAM.token] as const,
      );
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow('Strawberry'))));
      await page.goto('/flavor');
      await expect(page.getByRole('img', { name: /^Duo picture:/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /Your share picture/ })).toBeVisible();
      const onTop = async (button: Locator) => {
        await button.scrollIntoViewIfNeeded();
        return button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit !== null && el.contains(hit);
        });
      };
      const copy = page.getByRole('button', { name: 'Copy my link' });
      expect(await onTop(copy)).toBe(true);
      await copy.click({ noWaitAfter: true, timeout: 2000 });
      await expect(toastTitled(page, 'Link copied!')).toBeVisible();
      for (const name of ['Share picture', 'Share duo picture']) {
        const button = page.getByRole('button', { name, exact: true });
        expect(await onTop(button), name).toBe(true);
        await button.click({ timeout: 2000 });
      }
      await expect.poll(async () => (await recordedShares(page)).length).toBe(2);
      await expect(toastTitled(page, 'Link copied!')).toBeVisible();
    });
});
