import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import de from '../messages/de.json';
import { encodeCrew } from '../lib/crew/crew-link';
import { CREW_MEMORY_KEY, EMPTY_MEMORY, rememberMe, serializeCrewMemory } from '../lib/crew/crew-memory';
import { expect, test } from './support/test';

/**
 * The crew picture (docs/crew.md): drawn on the device in both sizes and both languages. The layout's own
 * checks (every text inside, none on another) are __tests__/share/pictures.test.ts; here the real canvas
 * makes a PNG of the right size, in English and German, without a page error.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Ten members, names at the 24-character limit among them, and a crew name: the fullest sundae. */
const MEMBERS = Array.from({ length: 10 }, (_, i) => ({
  scores: { E: (i * 37) % 101, C: (i * 53) % 101, O: (i * 71) % 101 },
  ...(i % 3 === 0 ? {} : { name: i % 2 === 0 ? 'Maximiliane Josephine Ab' : `Friend ${i}` }),
}));
const TOKEN = encodeCrew({ id: 'pictur', name: 'Eisbande Kreuzberg', members: MEMBERS });
/** This device remembers its visitor as the first member: the picture is a member's to make. */
const MEMORY = serializeCrewMemory(rememberMe(EMPTY_MEMORY, MEMBERS[0]!));

const SIZES = { story: { width: 1080, height: 1920 }, square: { width: 1080, height: 1080 } } as const;

async function expectPicture(page: Page, words: typeof en.Crew, format: keyof typeof SIZES) {
  const choice = page.getByTestId('crew-picture-format');
  // The segmented control: a tap on the choice's label checks its (visually hidden) radio.
  const name = format === 'story' ? words.pictureStory : words.pictureSquare;
  await choice.getByText(name, { exact: true }).click();
  await expect(choice.getByRole('radio', { name })).toBeChecked();
  const make = page.getByRole('button', { name: words.pictureMake });
  if (await make.isVisible()) await make.click();
  const img = page.getByTestId('crew-picture-img');
  await expect(img).toHaveAttribute('data-format', format);
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight })),
    )
    .toEqual(SIZES[format]);
}

for (const [path, words, count] of [
  ['/crew', en.Crew, '10 scoops'],
  ['/de/crew', de.Crew, '10\u00a0Kugeln'],
] as const)
  test(`${path}: the crew picture in both sizes`, async ({ page }) => {
    expect(TOKEN).toBeDefined();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      CREW_MEMORY_KEY,
      MEMORY,
    ] as const);
    await page.goto(`${path}#${TOKEN}`);
    await expect(page.getByTestId('crew-scoop')).toHaveCount(10);
    await expectPicture(page, words, 'story');
    await expectPicture(page, words, 'square');
    await expect(page.getByTestId('crew-picture-img')).toHaveAttribute('alt', new RegExp(count));
    expect(errors).toEqual([]);
  });
