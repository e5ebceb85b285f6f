import type { Browser, Page } from '@playwright/test';
import en from '../messages/en.json';
import { STATES } from '../lib/states/states';
import { LONG_NAMES, LONG_OWN_NAME } from '../lib/states/crew-states';
import { atRest, DESIGN_SCREENS, openScreen, type DesignScreen } from '../scripts/design-screens';
import { readNames, readScreen, readVenue, type ScreenReading } from './support/design-collect';
import {
  groupLooks,
  groupSizes,
  looksTable,
  nativesList,
  sizesTable,
  themeSizes,
  type Place,
} from './support/design-report';
import { resizeTo, WIDTHS } from './support/geometry';
import { expect, test } from './support/test';

/**
 * Issue 56 ("Designed, not assembled"), its "Done when" as checks: the product's screens hold to its design
 * system (components/ui/button.tsx, app/globals.css, docs/design.md). Every screen of scripts/design-screens.ts
 * (landing, connect dialog with its widget, quiz, result, a friend beside you, a crew of ten, a widget refusal,
 * the 404, the venue result) is opened once per width in one browser and read in one script per page or frame
 * (e2e/support/design-collect.ts says what "visible" means); the checks then count what was read, each failing
 * with the table of what it found (e2e/support/design-report.ts).
 *
 * How chosen states count: a control that is chosen (aria-pressed, aria-checked, aria-selected or aria-current
 * set, or a label whose radio or checkbox is checked; the quiz is read with its first answer chosen) is counted
 * by its resting look, read with that state switched off for the read. A look tied to the state's attribute or
 * to :checked is then its resting look; a look set by a class the state adds still counts as it shows. The
 * chosen looks are listed beside the count, not in it. Nothing else is left out: disabled controls, the
 * dialog's close button, the crew's scoops, the share row's brands all count (only the preview build's label
 * is not read: a production build has none).
 */

/** Three tiers, the icon button, the venue's ink button, the quiz's answer chip (docs/design.md). */
const MAX_LOOKS = 6;
/** app/globals.css: text-xs … text-3xl. */
const MAX_SIZES = 7;
/** The two sizes every screen is read at: a phone and a laptop. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/** The test ids the first-screen checks look for (the lead adds share-step to the share block). */
const FIRST_SCREEN_IDS = ['share-step', 'match-score', 'result-card', 'personal-qr'] as const;
/** How much of a 1280 px window the result's content must span. */
const RESULT_SPAN = 0.7;
/**
 * How tall the result may be at 1280×800, in screens, with the why view closed: the page is read as it opens,
 * and the test opens nothing (a why view that shows itself open counts in the height).
 */
const RESULT_SCREENS = 2;

interface Read {
  readonly place: Place;
  readonly reading: ScreenReading;
}

// Motion off: every screen is read where it comes to rest, not half way through an entrance.
test.use({ reducedMotion: 'reduce' });

async function freshPage(
  browser: Browser,
  baseURL: string | undefined,
  size: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: size,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Every screen at one size, in one page: what the page (and the widget frame, where shown) holds. */
async function walk(page: Page, width: number): Promise<Read[]> {
  const reads: Read[] = [];
  let from: DesignScreen | undefined;
  for (const screen of DESIGN_SCREENS) {
    await test.step(`${screen.id} at ${width}`, async () => {
      const { frame } = await openScreen(page, screen, from);
      from = screen;
      reads.push({
        place: { screen: screen.id, width, where: 'page' },
        reading: await readScreen(page, FIRST_SCREEN_IDS),
      });
      if (frame)
        reads.push({
          place: { screen: screen.id, width, where: 'widget' },
          reading: await readScreen(frame),
        });
    });
  }
  return reads;
}

/** The reading of a screen's page at a width (every screen is read at both). */
function pageAt(reads: readonly Read[], screen: string, width: number): ScreenReading {
  const found = reads.find(
    (r) => r.place.screen === screen && r.place.width === width && r.place.where === 'page',
  );
  if (!found) throw new Error(`no reading of ${screen} at ${width}`);
  return found.reading;
}

/** "starts inside the first screen": the element's top above the fold, or why not. */
function firstScreenFault(reading: ScreenReading, id: string, where: string): string | null {
  const top = reading.tops[id];
  const fold = reading.viewport.height;
  if (top === undefined || top === null) return `${where}: no visible [data-testid="${id}"] on the page`;
  return top < fold
    ? null
    : `${where}: [data-testid="${id}"] starts at ${top} px, ${top - fold + 1} px below the first screen (${fold} px)`;
}

test('every screen holds to the design system: six control looks, seven type sizes, no native controls, the result first (390×844, 1280×800)', async ({
  browser,
  baseURL,
}) => {
  // Two widths × nine screens, each a cold load (1–3 s on a busy 2-core machine), the refusal an import.
  test.setTimeout(180_000);

  const reads: Read[] = [];
  for (const size of SIZES) {
    const { page, close } = await freshPage(browser, baseURL, size);
    try {
      reads.push(...(await walk(page, size.width)));
    } finally {
      await close();
    }
  }

  // What each check read, kept with the run whether it passes or not: the team's baseline.
  const baseline: string[] = [];

  await test.step('1. action-control looks', () => {
    const controls = reads.flatMap(({ place, reading }) =>
      reading.controls.map((control) => ({ control, place })),
    );
    const looks = groupLooks(controls);
    const chosen = groupLooks(controls, (c) => c.chosen);
    const chosenNote = chosen.length
      ? `\n\nChosen looks (not counted; each control above counted by its resting look):\n${looksTable(chosen)}`
      : '';
    const said =
      `${looks.length} distinct action-control looks (background | color | border | radius | font size | weight) ` +
      `over ${controls.length} visible controls on ${DESIGN_SCREENS.length} screens at 390 and 1280; at most ` +
      `${MAX_LOOKS} (three tiers, the icon button, the venue's ink button, the quiz's answer chip):\n` +
      `${looksTable(looks)}${chosenNote}\n`;
    baseline.push(`1. ${said}`);
    expect.soft(looks.length, said).toBeLessThanOrEqual(MAX_LOOKS);
  });

  await test.step('2. type scale', () => {
    const texts = reads.flatMap(({ place, reading }) => reading.texts.map((text) => ({ text, place })));
    const sizes = groupSizes(texts);
    const said =
      `${sizes.length} distinct font sizes over ${texts.length} visible texts; at most ${MAX_SIZES} ` +
      `(the theme's ${themeSizes().join(', ')} px):\n${sizesTable(sizes)}\n`;
    baseline.push(`2. ${said}`);
    expect.soft(sizes.length, said).toBeLessThanOrEqual(MAX_SIZES);
  });

  await test.step('3. no native controls', () => {
    const natives = reads.flatMap(({ place, reading }) =>
      reading.natives.map((native) => ({ native, place })),
    );
    const said = `${natives.length} visible native file inputs, radios or checkboxes:\n${nativesList(natives)}\n`;
    baseline.push(`3. ${said}`);
    expect.soft(natives.length, said).toBe(0);
  });

  await test.step('4. the result first on a phone (390×844)', () => {
    const result = pageAt(reads, 'result', 390);
    const friend = pageAt(reads, 'friend', 390);
    const faults = [
      firstScreenFault(result, 'share-step', 'result 390'),
      firstScreenFault(friend, 'match-score', 'friend 390'),
    ].filter((f) => f !== null);
    baseline.push(
      `4. result 390: share-step top ${result.tops['share-step']}; friend 390: match-score top ` +
        `${friend.tops['match-score']} (first screen: < ${result.viewport.height})\n${faults.join('\n')}\n`,
    );
    expect.soft(faults, 'the share step and the match start inside the first screen').toEqual([]);
  });

  await test.step('5. the result on a laptop (1280×800)', () => {
    const result = pageAt(reads, 'result', 1280);
    const { width, height } = result.viewport;
    const faults: string[] = [];
    const needed = Math.ceil(width * RESULT_SPAN);
    const { left, right, span, covered } = result.main;
    if (span < needed)
      faults.push(
        `result 1280: <main>'s visible boxes span ${span} px (x ${left}–${right}, ${covered} px covered), ` +
          `${needed - span} px short of ${needed} (${RESULT_SPAN * 100}% of ${width})`,
      );
    const tallest = RESULT_SCREENS * height;
    if (result.scrollHeight > tallest)
      faults.push(
        `result 1280: the page is ${result.scrollHeight} px tall, ${result.scrollHeight - tallest} px over ` +
          `${RESULT_SCREENS} screens (${tallest} px)`,
      );
    for (const id of ['result-card', 'share-step', 'personal-qr']) {
      const fault = firstScreenFault(result, id, 'result 1280');
      if (fault) faults.push(fault);
    }
    const tops = ['result-card', 'share-step', 'personal-qr'].map((id) => `${id} ${result.tops[id]}`);
    baseline.push(
      `5. result 1280: <main> spans ${span} px (x ${left}–${right}, ${covered} px covered; needs ${needed}), ` +
        `${result.scrollHeight} px tall (at most ${tallest}), tops: ${tops.join(', ')} (first screen: < ${height})\n` +
        `${faults.join('\n')}\n`,
    );
    expect
      .soft(faults, 'the result uses the laptop: wide, short, card, share step and QR in the first screen')
      .toEqual([]);
  });

  await test.info().attach('design-baseline.txt', { body: baseline.join('\n'), contentType: 'text/plain' });
});

test('a venue result fits its tablet: no scroll, no social share buttons, no link field (1024×768, 1280×800, 768×1024)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const sizes = [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ];
  const [before, after] = en.Share.shareOn.split('{network}');
  const words = {
    shareOn: [before ?? '', after ?? ''] as const,
    copyLink: en.Share.copyLink,
    linkLabel: en.Phone.linkLabel,
  };
  const venue = DESIGN_SCREENS.find((s) => s.id === 'venue');
  if (!venue) throw new Error('no venue screen');
  const { page, close } = await freshPage(browser, baseURL, sizes[0]!);
  const faults: string[] = [];
  try {
    await openScreen(page, venue);
    for (const size of sizes) {
      await resizeTo(page, size);
      await atRest([page]);
      const read = await readVenue(page, words);
      const at = `venue ${size.width}×${size.height}`;
      if (read.scrollHeight > read.innerHeight)
        faults.push(
          `${at}: the page scrolls, ${read.scrollHeight} px tall in ${read.innerHeight} (${read.scrollHeight - read.innerHeight} px over)`,
        );
      for (const button of read.shareButtons) faults.push(`${at}: a social share button shows: ${button}`);
      for (const field of read.linkFields) faults.push(`${at}: the personal link shows: ${field}`);
    }
  } finally {
    await close();
  }
  expect(
    faults,
    'a venue result: the flavour, the code and Next visitor, nothing to scroll, share or copy',
  ).toEqual([]);
});

test('a crew of ten keeps every name whole: no word split over lines, at most two lines a name (320 to 1440 px)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The crew-ten state (lib/states/states.ts): the visitor, named, and nine friends with the long names.
  const state = STATES.find((s) => s.id === 'crew-ten');
  const others = state?.crew?.others ?? 0;
  const names = [state?.crew?.own?.name ?? LONG_OWN_NAME, ...LONG_NAMES.slice(0, others)];
  expect(names, 'the crew-ten state: ten members with long names').toHaveLength(10);
  const crew = DESIGN_SCREENS.find((s) => s.id === 'crew');
  if (!crew) throw new Error('no crew screen');
  const widths = WIDTHS.filter((w) => [320, 390, 768, 1024, 1280, 1440].includes(w.width));
  const { page, close } = await freshPage(browser, baseURL, widths[0]!);
  const faults: string[] = [];
  try {
    await openScreen(page, crew);
    for (const size of widths) {
      await resizeTo(page, size);
      for (const read of await readNames(page, names)) {
        const at = `${size.width} px, "${read.name}"`;
        if (read.shown === 0) faults.push(`${at}: not shown whole anywhere (the check cannot see it)`);
        for (const fault of read.faults) faults.push(`${at}: ${fault}`);
      }
    }
  } finally {
    await close();
  }
  expect(faults, 'names kept whole on the crew page').toEqual([]);
});
