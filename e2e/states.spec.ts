import type { Browser, Page } from '@playwright/test';
import en from '../messages/en.json';
import de from '../messages/de.json';
import pseudo from '../messages/en-XA.json';
import { BY_HAND_STATES, NOT_FOUND_STATE, STATE_GROUPS, STATES, stateHref } from '../lib/states/states';
import type { Locale } from '../lib/i18n/routing';
import { controlsUnderLabelAtRest } from './support/build-label';
import { geometryFaults, resizeTo, WIDTHS } from './support/geometry';
import { expectState, ON_CLOCK } from './support/states-checks';
import { unexpectedConsole } from './support/states-console';
import { recordToastsIn } from './support/toast-log';
import { expect, test, untilInteractive } from './support/test';

/**
 * The states page of preview builds (docs/qa.md): every link on /states opens its state, in English, German and
 * the pseudo-locale, with no error in the page, and each state holds at every width of docs/testing.md § Widths
 * (checked where it is opened: a state's cold load is the larger part of its cost). The build stamp shows; Reset
 * this browser leaves nothing of ours. One test per group and language, so two workers share the walk evenly.
 * That a production build has none of this is held in Jest (__tests__/states/states-page.test.tsx,
 * __tests__/build/preview.test.ts): this build serves it.
 */
const LANGUAGES = [
  { code: 'en', prefix: '', words: en },
  { code: 'de', prefix: '/de', words: de },
  { code: 'en-XA', prefix: '/en-XA', words: pseudo },
] as const satisfies readonly { code: Locale; prefix: string; words: unknown }[];

/**
 * The sizes each state is read at. `npm test`: a phone of 360 px, every state in three languages. CI's sweep
 * (`STATES_SWEEP=widths`, its own step in .ci/run): every width of docs/testing.md § Widths.
 */
const SIZES = process.env.STATES_SWEEP === 'widths' ? WIDTHS : [WIDTHS[1]];

/** A browser that holds nothing yet, as a report's reader opens a link in: a context of its own. */
async function freshBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: WIDTHS[1],
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await recordToastsIn(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, errors, consoleErrors, close: () => context.close() };
}

/** What a state must never do at a size: text over text, wider than the screen, cut off, a control under the label. */
async function faultsAt(page: Page, id: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await resizeTo(page, size);
    const at = `${id} ${size.width}×${size.height}`;
    for (const fault of await geometryFaults(page))
      found.push(`${at} ${fault.kind}: ${fault.text} (${fault.detail})`);
    for (const control of await controlsUnderLabelAtRest(page))
      found.push(`${at} under the build label: ${control}`);
  }
  return found;
}

// Motion off: each state is measured where it comes to rest, not half way through its entrance.
test.use({ reducedMotion: 'reduce' });

for (const { code, prefix, words } of LANGUAGES) {
  for (const group of STATE_GROUPS) {
    const ids = STATES.filter((s) => s.group === group).map((s) => s.id);
    if (group === 'messages') ids.push(NOT_FOUND_STATE);
    test(`${group}: each state opens from its link in a fresh browser, Back returns to the list (${code})`, async ({
      browser,
      baseURL,
    }) => {
      // Per state: a fresh context, the list, the state's cold load (1–2 s on a quiet 2-core machine, 3–4 s on
      // a busy one), its checks, Back.
      test.setTimeout(ids.length * 15_000 * SIZES.length ** 0.5 + 30_000);
      const faults: string[] = [];
      for (const id of ids) {
        await test.step(id, async () => {
          const { page, errors, consoleErrors, close } = await freshBrowser(browser, baseURL);
          try {
            // The page's timers on a clock the test can run ahead (it flows as usual otherwise).
            if (ON_CLOCK.has(id)) await page.clock.install();
            await page.goto(`${prefix}/states`);
            await untilInteractive(page);
            const list = page.url();
            // The address "Copy link" copies (the list test holds the two equal), opened as QA opens it.
            const link = page.locator(`a[data-state="${id}"]`);
            await expect(link).toHaveAttribute('href', stateHref(code, id));
            if (id === NOT_FOUND_STATE) {
              const missing = page.waitForResponse((r) => r.url().endsWith(stateHref(code, id)));
              await link.click();
              expect((await missing).status()).toBe(404);
              await expect(page.getByText(words.Screens.notFoundTitle)).toBeVisible();
            } else {
              await link.click();
              await expectState(page, id, words, prefix);
            }
            // The build label is on every page of a preview, the widget's own included.
            await expect(page.locator('[data-build-stamp]')).toBeVisible();
            expect(errors, `page errors in ${id}`).toEqual([]);
            expect(unexpectedConsole(id, consoleErrors), `console errors in ${id} (docs/qa.md)`).toEqual([]);
            faults.push(...(await faultsAt(page, id)));
            // Back to the list. A state whose own taps gave its page a new fragment (a crew joined keeps the crew
            // as it was one Back away, docs/crew.md) steps back through those first: never more than two.
            const statePath = new URL(page.url()).pathname;
            await page.goBack();
            for (let step = 0; step < 2 && new URL(page.url()).pathname === statePath; step++) {
              // A fragment's entry is left within the page: the history's own Back, then the list's load.
              await page.evaluate(() => void setTimeout(() => history.back(), 0));
              await page.waitForURL((url) => url.pathname !== statePath || url.href === list);
            }
            await expect(page).toHaveURL(list);
            await expect(page.getByRole('heading', { level: 1, name: words.States.title })).toBeVisible();
          } finally {
            await close();
          }
        });
      }
      expect(
        faults,
        'text over text, wider than the screen, cut off (docs/testing.md § Widths), or a control under the build label',
      ).toEqual([]);
    });
  }
}

for (const { code, prefix, words } of LANGUAGES.filter((language) => language.code !== 'en-XA')) {
  test(`/states lists every state with its id and its link, finds by typing, and names the build (${code})`, async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    const response = await page.goto(`${prefix}/states`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: words.States.title })).toBeVisible();

    await test.step('every state is listed, in order, with its id and the link that opens it', async () => {
      const links = await page
        .locator('a[data-state]')
        .evaluateAll((as) =>
          as.map((a) => ({ id: a.getAttribute('data-state') ?? '', href: a.getAttribute('href') ?? '' })),
        );
      expect(links.map((l) => l.id)).toEqual([...STATES.map((s) => s.id), NOT_FOUND_STATE]);
      for (const { id, href } of links) expect(href, id).toBe(stateHref(code, id));
      const byHand = await page
        .locator('[data-by-hand]')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-by-hand')));
      expect(byHand.sort()).toEqual(BY_HAND_STATES.map((s) => s.id).sort());
      for (const id of [STATES[0]?.id ?? '', NOT_FOUND_STATE, ...byHand])
        await expect(
          page.locator(`li:has([data-state="${id}"]), li[data-by-hand="${id}"]`).locator('code'),
        ).toHaveText(id ?? '');
    });

    await test.step('"Copy link" copies the whole address of a state, for every state', async () => {
      const buttons = page.locator('button[data-copy-state]');
      // One button for each link, named by it; the address each copies is its link's (held above), so three
      // taps show the copy: the first state, one the widget opens on its own, and the 404.
      expect(await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-copy-state')))).toEqual([
        ...STATES.map((s) => s.id),
        NOT_FOUND_STATE,
      ]);
      const widgetState = STATES.find((s) => s.path.startsWith('/embed/upload?state='))?.id ?? '';
      for (const id of [STATES[0]?.id ?? '', widgetState, NOT_FOUND_STATE]) {
        const button = page.locator(`button[data-copy-state="${id}"]`);
        await button.click();
        await expect(button).toHaveText(words.States.linkCopied);
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied, id).toBe(new URL(stateHref(code, id), page.url()).href);
      }
    });

    await test.step('typing finds a state by its words or its id, and says when none matches', async () => {
      const find = page.getByRole('searchbox', { name: words.States.find });
      await find.fill('crew-ten');
      await expect(page.locator('a[data-state]')).toHaveCount(1);
      await expect(page.locator('a[data-state="crew-ten"]')).toBeVisible();
      await find.fill(words.States.groups.venue.split(' ')[0] ?? '');
      await expect(page.locator('a[data-state="venue-result"]')).toBeVisible();
      await find.fill('zzz nothing');
      await expect(page.locator('a[data-state]')).toHaveCount(0);
      await expect(page.getByText(words.States.noMatch.replace('{query}', 'zzz nothing'))).toBeVisible();
      await find.fill('');
      await expect(page.locator('a[data-state]')).toHaveCount(STATES.length + 1);
    });

    await test.step('the label names the build in the corner; a tap opens it and copies the build line', async () => {
      const details = page.getByTestId('build-details');
      await expect(details).toContainText(/[0-9a-f]{12}|\?/);
      const commit = await details.locator('dd').first().innerText();
      const branch = await details.locator('dd').nth(1).innerText();
      const label = page.locator('[data-build-stamp]');
      await expect(label).toHaveText(commit.slice(0, 7));
      await label.click();
      await expect(label).toHaveText(/^Build \S+ · \S+ · \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      await expect(page.locator('[data-build-label] [role="status"]')).toHaveText(words.States.label.copied);
      const line = await page.evaluate(() => navigator.clipboard.readText());
      expect(line).toMatch(
        new RegExp(
          `^Build ${commit} · ${branch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`,
        ),
      );
      await label.click();
      await expect(label).toHaveText(commit.slice(0, 7));
      // Clear of the language switch (top right), and left out of print.
      const box = await label.boundingBox();
      const switchBox = await page.getByRole('navigation').first().boundingBox();
      expect(box).not.toBeNull();
      expect(switchBox).not.toBeNull();
      if (box && switchBox) expect(box.y).toBeGreaterThan(switchBox.y + switchBox.height);
      await page.emulateMedia({ media: 'print' });
      await expect(label).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step('an unknown state says so, with a way back', async () => {
      await page.goto(`${prefix}/states/open?state=nope`);
      await expect(page.getByText(words.States.unknown)).toBeVisible();
      await expect(page.getByRole('link', { name: words.States.back })).toHaveAttribute(
        'href',
        `${prefix}/states`,
      );
    });
    expect(errors).toEqual([]);
  });
}

test.describe('Reset this browser', () => {
  test.use({ serviceWorkers: 'allow' });

  test('leaves no service worker, storage, caches or language, and stays on its page', async ({
    page,
    origins,
  }) => {
    test.setTimeout(90_000);
    // On this machine's loopback address the site and its built-in widget share one origin and one worker, as
    // at the venue (e2e/offline.spec.ts says why 127.0.0.1).
    const site = `http://127.0.0.1:${origins.port}`;
    await page.goto(`${site}/de/states/open?state=venue-result`);
    await expect(page.getByTestId('venue-scan')).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 60_000,
      })
      .toBe('activated');
    // The switch's choice, as a visitor who changed the language would have it.
    await page.evaluate(() => {
      document.cookie = 'NEXT_LOCALE=de; path=/';
    });
    await page.goto(`${site}/de/states`);
    await page.getByRole('button', { name: de.States.reset }).click();
    await expect(page.getByText(de.States.resetDone)).toBeVisible();
    const left = await page.evaluate(async () => ({
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
      session: sessionStorage.length,
      local: localStorage.length,
      cookie: document.cookie.includes('NEXT_LOCALE='),
      path: location.pathname,
      lang: document.documentElement.lang,
    }));
    expect(left).toEqual({
      workers: 0,
      caches: 0,
      session: 0,
      local: 0,
      cookie: false,
      path: '/de/states',
      lang: 'de',
    });
  });

  test('a states page in one language leaves the other one alone', async ({ page }) => {
    await page.goto('/de/states');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('NEXT_LOCALE');
    const english = await page.goto('/states');
    expect(english?.url()).toMatch(/\/states$/);
    await expect(page.getByRole('heading', { level: 1, name: en.States.title })).toBeVisible();
  });
});

/** The ids whose words cannot occur in a page by chance (not `quiz`, `sample`, `why`, nor the 404's `not-found`). */
const DISTINCT_IDS = STATES.map((s) => s.id).filter((id) => id.includes('-'));
/** Words of the widget states' plans (lib/states/widget-state.ts), in their chunk only. */
const WIDGET_PLAN_MARKER = 'The states page: a widget that lost its connection.';
/** The states the widget opens on its own (`/embed/upload?state=<id>`). */
const WIDGET_STATE_IDS = STATES.filter((s) => s.path.startsWith('/embed/upload?state=')).map((s) => s.id);

test.describe('on a host treated as production', () => {
  test('no states page, no pseudo-locale, no label, no widget state; nothing of QA in any byte served', async ({
    page,
    origins,
    request,
  }) => {
    test.setTimeout(120_000);
    // This build is a preview build; served under the live address (a preview build promoted there, docs/qa.md)
    // it must show nothing that only previews show. Every response the pages load is read for the build line
    // and the states' ids.
    const stamp = await request.get('/states').then((r) => r.text());
    const commit = /<dd translate="no">([0-9a-f]{12}|\?)<\/dd>/.exec(stamp)?.[1] ?? '';
    expect(commit).not.toBe('');
    const bodies: { url: string; text: string; script: boolean }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/html|javascript|x-component|json|text/.test(type)) return;
      const text = await response.text().catch(() => '');
      bodies.push({ url: response.url(), text, script: type.includes('javascript') });
    });
    for (const path of [
      '/states',
      '/de/states',
      '/states/open?state=quiz',
      '/states/frame?state=toast-flavor-found',
      '/states/toast?state=toast-copied',
      '/en-XA',
      '/en-XA/states',
      '/en-XA/flavor',
    ]) {
      const response = await page.goto(`${origins.prodPage}${path}`);
      expect(response?.status(), path).toBe(404);
    }
    for (const path of ['/', '/flavor', '/de/flavor/caramel', '/crew', '/embed/upload']) {
      const response = await page.goto(`${origins.prodPage}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('[data-build-label]'), path).toHaveCount(0);
    }
    // The guard's verdict never reaches a browser on the live address, so no page there asks for the label.
    expect((await page.context().cookies(origins.prodPage)).map((c) => c.name)).not.toContain(
      'flavor-preview',
    );
    // Each widget state asked of the widget on the live address: the plain widget, ready and waiting.
    for (const id of WIDGET_STATE_IDS) {
      await page.goto(`${origins.prodPage}/embed/upload?state=${id}`);
      const widget = page.locator('#upload-widget');
      await expect(widget.getByRole('button').first(), id).toBeVisible();
      // The seam reads the address once the import is ready: wait until it has (the drop zone takes files).
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
      await expect(widget.locator('[role="alert"]'), id).toHaveCount(0);
      await expect(widget.getByRole('progressbar'), id).toHaveCount(0);
      await expect(page.locator('[data-build-label]'), id).toHaveCount(0);
    }
    // Markup and payloads: no commit, no state id. Scripts: no commit, and nothing of the states' own chunks
    // (the widget's plans are the marker; a state id may equal one of the product's test ids there).
    const said = bodies.flatMap(({ url, text, script }) => [
      ...(text.includes(commit) ? [`${url}: the commit ${commit}`] : []),
      ...(text.includes(WIDGET_PLAN_MARKER) ? [`${url}: the widget states' plans`] : []),
      ...(script
        ? []
        : DISTINCT_IDS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text)).map(
            (id) => `${url}: ${id}`,
          )),
    ]);
    expect(
      bodies.map(({ url }) => url).filter((url) => new URL(url).pathname.endsWith('/states/label')),
    ).toEqual([]);
    // A state id in the address is the visitor's own words, echoed by the page's own URL: not QA's.
    expect(said.filter((line) => !line.startsWith(`${origins.prodPage}/embed/upload?state=`))).toEqual([]);
  });

  test('with JavaScript off, no label on the live address', async ({ browser, origins }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/flavor', '/de/crew', '/embed/upload', '/no-such-page']) {
      await page.goto(`${origins.prodPage}${path}`);
      await expect(page.locator('[data-build-label], [data-build-stamp]'), path).toHaveCount(0);
    }
    await context.close();
  });
});
