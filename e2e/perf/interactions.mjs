/**
 * perf:pages' third table: the longest interaction of each tap, as INP counts it (Event Timing: the longest
 * duration among the tap's events, from the touch to the next frame after the handlers). Playwright, a phone's
 * touch screen, the CPU slowed 4× from before the load; each try loads its page cold and taps once the network
 * is idle, React has hydrated (`<html data-interactive="true">`) and the main thread is idle. Under 16 ms the
 * browser reports nothing: "< 16". Each tap waits for what it does, so a tap that missed its control fails the
 * run (after one more fresh load) instead of reading as fast. Controls are found by role and structure, not by
 * the quiz's wording, which changes.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '../support/chromium-path.mjs';
import { chromiumPath, median } from './common';
import { crewStateToken } from '../../lib/states/crew-states';
import { VENUE_STORAGE_KEY } from '../../lib/venue/venue-key';

/** The budget of every tap: Google's "good" INP is at most 200 ms at the 75th percentile of real phones. */
const INTERACTION_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
/** Event Timing reports nothing shorter (its minimum threshold). */
const THRESHOLD_MS = 16;

/** The saved result of the /flavor run, with five clues per trait, so "Why this flavour" has more to show. */
function resultWithClues() {
  const saved = JSON.parse(
    readFileSync(new URL('../../fixtures/saved-result.json', import.meta.url), 'utf8'),
  );
  const clues = (trait) => Array.from({ length: 5 }, (_, i) => `A ${trait} clue, number ${i + 1}.`);
  return {
    ...saved,
    evidence: {
      extraversion_signals: clues('social'),
      conscientiousness_signals: clues('steady'),
      openness_signals: clues('curious'),
    },
  };
}

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry that belongs to an interaction, and
 * every long animation frame (over 50 ms) with the scripts that ran in it, for --explain.
 */
function observeEventTiming(threshold) {
  const entries = [];
  const frames = [];
  Object.defineProperty(window, '__interactionEntries', { value: entries });
  Object.defineProperty(window, '__longFrames', { value: frames });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId > 0)
        entries.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      frames.push({
        start: f.startTime,
        duration: f.duration,
        styleAndLayout: f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
        scripts: f.scripts.map((script) => ({
          duration: script.duration,
          what: `${script.invokerType} ${script.invoker}`,
          where: `${(script.sourceURL || '').split('/').pop()} ${script.sourceFunctionName || '(anonymous)'}`,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** A fresh phone-sized context with the CPU slowed, its page observing Event Timing. */
async function openPage(browser, { seed = null, venue = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.addInitScript(observeEventTiming, THRESHOLD_MS);
  if (seed !== null)
    await page.addInitScript(
      ([key, value]) => {
        if (window.top === window) sessionStorage.setItem(key, value);
      },
      ['spotify-flavor-data', seed],
    );
  if (venue)
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"on":true,"idleSeconds":600}'),
      VENUE_STORAGE_KEY,
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Waits until the page is loaded as a visitor would tap it: network idle, hydrated, main thread idle. */
async function loaded(page, url) {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector('html[data-interactive="true"]', { state: 'attached', timeout: 30_000 });
  await idle(page);
}

/** Two frames and an idle callback: a reported interaction's entries have been delivered by then. */
function idle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
        ),
      ),
  );
}

/**
 * Taps `target`, waits for `done` (what the tap does), and returns the longest Event Timing duration of
 * the interactions since the tap: 0 when none reached the 16 ms threshold.
 */
async function timedTap(page, target, done) {
  // As a visitor does: scroll to the control, then tap it. Playwright's tap alone scrolls and taps in the same
  // instant, and the touch then waits for the newly shown part of the page to be drawn (about 60–80 ms at 4×
  // CPU for the controls below /flavor's fold, with the page's main thread idle).
  await target.scrollIntoViewIfNeeded();
  await idle(page);
  const before = await page.evaluate(() => window.__interactionEntries.length);
  await target.tap();
  await done();
  await idle(page);
  const entries = await page.evaluate((n) => window.__interactionEntries.slice(n), before);
  const ms = Math.max(0, ...entries.map((e) => e.duration));
  if (explaining && ms > 0) await explain(page, entries);
  return ms;
}

/** --explain: print the long animation frames that overlap the tap's events, and their longest scripts. */
let explaining = false;
async function explain(page, entries) {
  const from = Math.min(...entries.map((e) => e.start));
  const to = Math.max(...entries.map((e) => e.start + e.duration));
  const frames = await page.evaluate(
    ([a, b]) => window.__longFrames.filter((f) => f.start < b && f.start + f.duration > a),
    [from, to],
  );
  const events = entries.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ');
  console.log(`  tap at ${Math.round(from)} ms: ${events}`);
  for (const f of frames) {
    console.log(
      `    frame at ${Math.round(f.start)}: ${Math.round(f.duration)} ms, style and layout ${Math.round(f.styleAndLayout)}`,
    );
    for (const script of [...f.scripts].sort((x, y) => y.duration - x.duration).slice(0, 5))
      console.log(`      ${Math.round(script.duration)} ms ${script.what} (${script.where})`);
  }
}

/** Each flow loads a page once and returns the duration of each named tap on it. */
const FLOWS = [
  {
    path: '/',
    async run(page) {
      const button = page.locator('main').getByRole('button').first();
      const ms = await timedTap(page, button, () =>
        // The dialog's own element has no box of its own (Headless UI): wait for its heading.
        page.getByRole('dialog').getByRole('heading').first().waitFor({ state: 'visible', timeout: 30_000 }),
      );
      return { "landing's button (opens the connect dialog)": ms };
    },
  },
  {
    path: '/embed/upload',
    async run(page) {
      // The quiz's entry is the section that holds its own heading and one button; its wording changes.
      await page.getByTestId('quiz-entry').getByRole('button').tap();
      const quiz = page.getByTestId('quiz');
      const options = quiz.getByRole('radio');
      await options.first().waitFor({ state: 'visible', timeout: 30_000 });
      await idle(page);
      // A question's radios share a name of their own: a new name means the next question is up.
      const radioName = () => document.querySelector('[data-testid="quiz"] input[type="radio"]')?.name;
      const firstName = await page.evaluate(radioName);
      const option = quiz
        .locator('label')
        .filter({ has: page.getByRole('radio') })
        .nth(1);
      const optionMs = await timedTap(page, option, () =>
        page.waitForFunction(() =>
          document.querySelector('[data-testid="quiz"] input[type="radio"]:checked'),
        ),
      );
      // Next is the quiz's last button (Back comes before it from the second screen on).
      const nextMs = await timedTap(page, quiz.getByRole('button').last(), () =>
        page.waitForFunction(
          (before) => document.querySelector('[data-testid="quiz"] input[type="radio"]')?.name !== before,
          firstName,
        ),
      );
      return { 'quiz: choose an option': optionMs, 'quiz: Next': nextMs };
    },
  },
  {
    path: '/flavor',
    seed: JSON.stringify(resultWithClues()),
    async run(page) {
      const copy = page.getByRole('button', { name: /copy my link/i });
      // Either answer: the "copied" toast, or the link shown to copy by hand.
      const copyMs = await timedTap(page, copy, () =>
        page
          .getByText(/link copied|copy this link/i)
          .first()
          .waitFor({ state: 'visible', timeout: 30_000 }),
      );
      const why = page.getByRole('region', { name: /why this flavour/i });
      // The why view is a teaser that opens: "Show why" first, then a trait's further clues.
      const more = why.locator('details > summary').first();
      const showWhyMs = await timedTap(page, why.getByRole('button', { name: /show why/i }), () =>
        more.waitFor({ state: 'visible', timeout: 30_000 }),
      );
      const moreMs = await timedTap(page, more, () =>
        page.waitForFunction(() => document.querySelector('details[open]') !== null),
      );
      const phone = page.getByRole('button', { name: /take it to your phone/i });
      const phoneMs = await timedTap(page, phone, () =>
        page
          .getByRole('img', { name: /qr code/i })
          .first()
          .waitFor({ state: 'visible', timeout: 30_000 }),
      );
      return {
        'Copy my link (/flavor)': copyMs,
        'Show why (/flavor, why view)': showWhyMs,
        '"more clues" (/flavor, why view)': moreMs,
        'Take it to your phone (/flavor)': phoneMs,
      };
    },
  },
  {
    // A crew of four with the visitor's own result among them (the states page's crew of three, plus them).
    path: `/crew#${crewStateToken({ others: 3, names: 'short' }, undefined)}`,
    seed: JSON.stringify(resultWithClues()),
    async run(page) {
      const scoop = page.getByTestId('crew-scoop').first();
      const scoopMs = await timedTap(page, scoop, () =>
        page.getByTestId('friend-pair').waitFor({ state: 'visible', timeout: 30_000 }),
      );
      const code = page.getByTestId('crew-share').getByRole('button').last();
      const codeMs = await timedTap(page, code, () =>
        page
          .getByRole('img', { name: /qr code/i })
          .first()
          .waitFor({ state: 'visible', timeout: 30_000 }),
      );
      return { 'a scoop (crew page: the friend view)': scoopMs, 'Show the code (crew page)': codeMs };
    },
  },
];

/** One fresh load of the flow's page and its taps; a second load if the first fails (a slow machine). */
async function tryFlow(browser, base, flow) {
  for (let attempt = 1; ; attempt += 1) {
    const { context, page } = await openPage(browser, {
      seed: flow.seed ?? null,
      venue: flow.venue ?? false,
    });
    try {
      await loaded(page, `${base}${flow.path}`);
      return await flow.run(page);
    } catch (error) {
      if (attempt === 2) throw error;
      console.warn(`${flow.path}: the taps failed (${error.message.split('\n')[0]}), trying a fresh load`);
    } finally {
      await context.close();
    }
  }
}

/** Every tap's duration over `tries` fresh loads of its page: [{ interaction, durations }]. */
export async function measureInteractions(base, tries, { explain: wanted = false } = {}) {
  explaining = wanted;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: QUIET_CHROMIUM_FLAGS,
  });
  const byName = new Map();
  try {
    for (let i = 0; i < tries; i += 1) {
      for (const flow of FLOWS)
        for (const [name, ms] of Object.entries(await tryFlow(browser, base, flow)))
          byName.set(name, [...(byName.get(name) ?? []), ms]);
    }
  } finally {
    await browser.close();
  }
  return [...byName].map(([interaction, durations]) => ({ interaction, durations }));
}

const shown = (ms) => (ms < THRESHOLD_MS ? `< ${THRESHOLD_MS}` : String(Math.round(ms)));

/** Prints the table; returns how many taps missed the budget (by their median). */
export function printInteractions(rows, tries) {
  console.log(
    `\nLongest interaction (Event Timing, as INP counts it), CPU ${CPU_SLOWDOWN}× slower, 390×844 touch: median and max of ${tries} tries, each a fresh load`,
  );
  console.log('| interaction | median ms | max ms | budget |\n|---|---|---|---|');
  let missed = 0;
  for (const { interaction, durations } of rows) {
    const mid = median(durations);
    const ok = mid <= INTERACTION_BUDGET_MS;
    if (!ok) missed += 1;
    console.log(
      `| ${interaction} | ${shown(mid)} | ${shown(Math.max(...durations))} | ${ok ? 'ok' : 'MISSED'} |`,
    );
  }
  console.log(`Budget: the median of each tap <= ${INTERACTION_BUDGET_MS} ms.`);
  return missed;
}
