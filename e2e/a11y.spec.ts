import type { Browser } from '@playwright/test';
import en from '../messages/en.json';
import de from '../messages/de.json';
import { NOT_FOUND_STATE, STATES, stateHref } from '../lib/states/states';
import { expectNoViolations, violationsOf, type Violation } from './support/axe';
import { aiResult, specRow } from '../fixtures/results';
import { WIDTHS } from './support/geometry';
import { connectStandIn } from './support/stand-in';
import { expectState, ON_CLOCK } from './support/states-checks';
import { recordToastsIn } from './support/toast-log';
import { expect, seedSessionStorage, test, untilInteractive } from './support/test';

test.describe('accessibility (axe)', () => {
  test('landing screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
    await expectNoViolations(page, 'landing screen');
  });

  test('open connect dialog', async ({ page, origins }) => {
    await connectStandIn(page, '/', origins.devWidget);
    await expectNoViolations(page, 'open connect dialog');
  });

  for (const funky of ['Vanilla', 'Matcha / Pistachio']) {
    test(`result screen (${funky})`, async ({ page }) => {
      await seedSessionStorage(page, JSON.stringify(aiResult(specRow(funky))));
      await page.goto('/flavor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(funky);
      await expectNoViolations(page, `result screen (${funky})`);
    });
  }

  test('404 page', async ({ page }) => {
    await page.goto('/some/missing/path');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoViolations(page, '404 page');
  });
});

/** The languages a visitor reads (the pseudo-locale's pages are English's, longer: the states walk reads those). */
const LANGUAGES = [
  { code: 'en', prefix: '', words: en },
  { code: 'de', prefix: '/de', words: de },
] as const;

/**
 * Which states each language's walk reads. `npm test`: a third of them, every third state of the list (each
 * group has several), and the 404; CI's sweep (`AXE_SWEEP=all`, its own step in .ci/run): every state.
 */
const ALL_IDS = [...STATES.map((s) => s.id), NOT_FOUND_STATE];
const WALKED =
  process.env.AXE_SWEEP === 'all'
    ? ALL_IDS
    : ALL_IDS.filter((id, index) => index % 3 === 0 || id === NOT_FOUND_STATE);

/** A common phone. */
const PHONE = WIDTHS[2];

/** A tab of its own: no cookie, no storage, motion off so each state is read where it comes to rest. */
async function freshTab(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: PHONE,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await recordToastsIn(context);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** One axe finding as a line: the state, the rule, its impact and where. */
function lines(where: string, violations: readonly Violation[]): string[] {
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`);
}

for (const { code, prefix, words } of LANGUAGES) {
  test(`/states and every state on it, on a phone: no axe violation of any impact (${code})`, async ({
    browser,
    baseURL,
  }) => {
    // One tab walks them all, each opened by its address: the seed step clears what the tab holds before it
    // writes the state's own (lib/states/seed-page.ts), and the site's files stay cached from one state to the
    // next, so a state costs its load and one read (fresh tabs, as the states walk opens them, cost a cold load
    // each). A state on Playwright's clock gets a tab of its own: a clock stays once installed.
    const ids = WALKED;
    test.setTimeout(ids.length * 8_000 + 30_000);
    const found: string[] = [];
    const shared = await freshTab(browser, baseURL);
    try {
      await test.step('the list', async () => {
        await shared.page.goto(`${prefix}/states`);
        await untilInteractive(shared.page);
        await expect(shared.page.getByRole('heading', { level: 1, name: words.States.title })).toBeVisible();
        found.push(...lines('/states', await violationsOf(shared.page)));
      });
      for (const id of ids) {
        await test.step(id, async () => {
          const own = ON_CLOCK.has(id) ? await freshTab(browser, baseURL) : undefined;
          const { page } = own ?? shared;
          try {
            if (own) await page.clock.install();
            await page.goto(stateHref(code, id));
            await untilInteractive(page);
            // Read once the state is what it should be, not on its way there.
            if (id === NOT_FOUND_STATE)
              await expect(page.getByText(words.Screens.notFoundTitle)).toBeVisible();
            else await expectState(page, id, words, prefix);
            found.push(...lines(id, await violationsOf(page)));
          } finally {
            await own?.close();
          }
        });
      }
    } finally {
      await shared.close();
    }
    expect(
      found,
      'axe (label-content-name-mismatch on): each line a state, a rule, its impact and where',
    ).toEqual([]);
  });
}
