import type { Page } from '@playwright/test';
import { MAX_RESULT_CHARS } from '../lib/result-io/limits';
import { countBadInputs, test } from './support/hostile-helpers';
import { aiResult, specRow } from './support/results';
import { discoverButton } from './support/stand-in';
import { expect, expectToast, readSessionStorage, STORAGE_KEY, toasts } from './support/test';

/**
 * Hostile session storage (docs/security.md). Whatever sits in
 * sessionStorage['spotify-flavor-data'] that is not a saved result (isFlavorResult in lib/flavor/result.ts:
 * every field present, scores strings 0–100, bins High/Low, string lists, colour and evidence objects),
 * or is over 100,000 characters, is corrupt: the 'An Error Occurred' toast, the value removed, and a
 * redirect to '/'. A well-shaped value renders the card, as text only.
 */

const READ_ERROR = {
  title: 'An Error Occurred',
  description: 'Could not read your Spotify data.',
  variant: 'destructive',
} as const;

const VALID = aiResult(specRow('Caramel'));
const VALID_TEXT = JSON.stringify(VALID);

function edited(change: (r: Record<string, unknown>) => void): string {
  const copy = structuredClone(VALID);
  change(copy);
  return JSON.stringify(copy);
}

/** The valid result with a `padding` key that makes its JSON exactly `length` characters long. */
function paddedTo(length: number): string {
  const base = JSON.stringify({ ...VALID, padding: '' });
  const text = JSON.stringify({ ...VALID, padding: 'p'.repeat(length - base.length) });
  expect(text).toHaveLength(length);
  return text;
}

/** Seeds the value on a 404 page of the same origin, then opens /flavor. */
async function openFlavorWith(page: Page, value: string): Promise<void> {
  const seed = await page.goto('/hostile-storage-seed');
  expect(seed?.status()).toBe(404);
  await page.evaluate(([key, text]) => sessionStorage.setItem(key, text), [STORAGE_KEY, value] as const);
  await page.goto('/flavor');
}

const CORRUPT: Array<{ category: string; label: string; value: string }> = [
  // Oversized: a valid result just over the cap, and a large one.
  {
    category: 'oversized',
    label: `valid result padded to ${MAX_RESULT_CHARS + 1} chars`,
    value: paddedTo(MAX_RESULT_CHARS + 1),
  },
  { category: 'oversized', label: 'valid result padded to 2 MB', value: paddedTo(2 * 1024 * 1024) },
  // Valid JSON of another shape.
  { category: 'wrong shape', label: 'another object', value: '{"hello":"world"}' },
  { category: 'wrong shape', label: 'empty object', value: '{}' },
  { category: 'wrong shape', label: 'empty array', value: '[]' },
  { category: 'wrong shape', label: 'array holding a valid result', value: `[${VALID_TEXT}]` },
  { category: 'wrong shape', label: 'number', value: '42' },
  { category: 'wrong shape', label: "'null'", value: 'null' },
  { category: 'wrong shape', label: "'true'", value: 'true' },
  { category: 'wrong shape', label: 'JSON string of a valid result', value: JSON.stringify(VALID_TEXT) },
  { category: 'wrong shape', label: 'only a __proto__ key', value: '{"__proto__":{"E_score":"84"}}' },
  // Hand-edited results.
  { category: 'hand-edited', label: 'score as a number', value: edited((r) => (r.E_score = 84)) },
  { category: 'hand-edited', label: 'score out of range', value: edited((r) => (r.C_score = '150')) },
  { category: 'hand-edited', label: 'score not numeric', value: edited((r) => (r.O_score = 'high')) },
  { category: 'hand-edited', label: "bin 'Medium'", value: edited((r) => (r.E_bin = 'Medium')) },
  {
    category: 'hand-edited',
    label: 'celebrities not an array',
    value: edited((r) => (r.celebrities = 'Ada, Bo')),
  },
  {
    category: 'hand-edited',
    label: 'celebrities with a number',
    value: edited((r) => (r.celebrities = ['Ada', 7])),
  },
  { category: 'hand-edited', label: 'primary_color missing', value: edited((r) => delete r.primary_color) },
  {
    category: 'hand-edited',
    label: 'primary_color.hex missing',
    value: edited((r) => (r.primary_color = { name: 'Caramel Brown' })),
  },
  { category: 'hand-edited', label: 'evidence missing', value: edited((r) => delete r.evidence) },
  {
    category: 'hand-edited',
    label: 'evidence list not an array',
    value: edited((r) => ((r.evidence as Record<string, unknown>).openness_signals = 'many')),
  },
  {
    category: 'hand-edited',
    label: 'funky_flavour_name missing',
    value: edited((r) => delete r.funky_flavour_name),
  },
  {
    category: 'hand-edited',
    label: 'personality_type an object',
    value: edited((r) => (r.personality_type = { x: 1 })),
  },
  // Not JSON at all.
  { category: 'garbage', label: 'plain text', value: 'not json at all' },
  { category: 'garbage', label: 'truncated JSON', value: VALID_TEXT.slice(0, VALID_TEXT.length / 2) },
  { category: 'garbage', label: 'JSON5 (not JSON)', value: "{E_score: '84',}" },
  { category: 'garbage', label: "'undefined'", value: 'undefined' },
  { category: 'garbage', label: "'NaN'", value: 'NaN' },
  { category: 'garbage', label: 'control characters', value: '\u0000\u0001\uFFFF\uD800' },
  { category: 'garbage', label: 'HTML', value: '<script>window.__pwned = 1</script>' },
  // Empty.
  { category: 'empty', label: 'empty string', value: '' },
  { category: 'empty', label: 'whitespace', value: '   \n' },
];

test.describe('hostile session storage on /flavor', () => {
  test('every kind of corrupt value is tried', () => {
    const kinds = new Set(CORRUPT.map((c) => c.category));
    expect([...kinds].sort()).toEqual(['empty', 'garbage', 'hand-edited', 'oversized', 'wrong shape']);
    // The labels name the test of each value, so they must tell them apart.
    expect(new Set(CORRUPT.map((c) => `${c.category}: ${c.label}`)).size).toBe(CORRUPT.length);
  });

  for (const c of CORRUPT) {
    test(`${c.category}: ${c.label} -> error toast, value removed, back to /`, async ({ page, origins }) => {
      countBadInputs('storage', 1);
      await openFlavorWith(page, c.value);
      await expectToast(page, READ_ERROR);
      await expect(page).toHaveURL(`${origins.app}/`);
      await expect(discoverButton(page)).toBeVisible();
      expect(await readSessionStorage(page), 'the bad value is removed').toBeNull();
      await expect(page.getByTestId('result-card')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    });
  }

  test('a valid value renders the card and stays saved', async ({ page }) => {
    await openFlavorWith(page, VALID_TEXT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
    await expect(toasts(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/flavor');
    expect(await readSessionStorage(page)).toBe(VALID_TEXT);
  });

  test(`a valid value of exactly ${MAX_RESULT_CHARS} chars still renders`, async ({ page }) => {
    const text = paddedTo(MAX_RESULT_CHARS);
    await openFlavorWith(page, text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
    await expect(toasts(page)).toHaveCount(0);
    expect(await readSessionStorage(page)).toBe(text);
  });

  test('an extra __proto__ key on a valid shape renders, and pollutes nothing', async ({ page }) => {
    countBadInputs('storage (well-shaped hostile)', 1);
    const text = VALID_TEXT.replace(/^\{/, '{"__proto__":{"polluted":"yes","E_score":"1"},');
    await openFlavorWith(page, text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
    await expect(toasts(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        ({} as { polluted?: unknown }).polluted,
        ({} as { E_score?: unknown }).E_score,
      ]),
    ).toEqual([undefined, undefined]);
  });

  test('markup in a well-shaped value is shown as text, never run', async ({ page }) => {
    countBadInputs('storage (well-shaped hostile)', 1);
    const name = '<img src=x onerror="window.__pwned=1">';
    const text = edited((r) => {
      r.funky_flavour_name = name;
      r.personality_description = '<script>window.__pwned=2</script>';
      r.primary_color = { name: 'x', hex: 'url(javascript:window.__pwned=3)' };
    });
    await openFlavorWith(page, text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('result-card').locator('img[src="x"], script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  test('a hand-edited primary_color.hex still paints the accent (the colour or the fallback)', async ({
    page,
  }) => {
    const hexes = ['url(javascript:void 0)', ' #A0522D ', 'A0522D', '#GGGGGG', '', 'red; background: blue'];
    countBadInputs('storage (well-shaped hostile)', hexes.length);
    for (const hex of hexes) {
      await openFlavorWith(
        page,
        edited((r) => (r.primary_color = { name: 'Caramel Brown', hex })),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caramel');
      const background = await page
        .getByTestId('card-accent')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect.soft(background, `accent for hex ${JSON.stringify(hex)}`).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});
