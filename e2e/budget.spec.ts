import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../build-hooks/compile-hints.mjs';

/**
 * The JavaScript a cold load fetches on the live site, gzip-compressed, per page. Deterministic for a given build, so CI
 * enforces it (Lighthouse's timings are only printed): 150 KB gzip for the landing in each language, 200 KB for
 * every other measured page (the widget included). The test prints each page's figures (framework and our own
 * code); docs/performance.md explains them.
 */
const LANDING_BUDGET_BYTES = 150 * 1024;
const PAGE_BUDGET_BYTES = 200 * 1024;
const LANDINGS = ['/', '/de'];

interface Script {
  name: string;
  gzip: number;
  body: string;
}

async function coldScripts(page: Page, path: string): Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          name: new URL(response.url()).pathname,
          gzip: gzipSync(body).length,
          body: body.toString(),
        }))
        .catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The live site's address (mapped to this server by playwright.config.ts): what a visitor downloads. On a
 * preview's address every page also loads the build label's chunk (docs/qa.md), which the live site never does.
 */
function liveSite(baseURL: string | undefined): string {
  return `http://flavor.example.test:${new URL(baseURL ?? 'http://localhost:3100').port}`;
}

test('first-load JavaScript: the landings within budget, dialog, result and widget code left out', async ({
  browser,
  baseURL,
}) => {
  const pages = [
    '/',
    '/de',
    '/flavor',
    '/de/flavor',
    '/crew',
    '/de/crew',
    '/embed/upload',
    '/de/embed/upload',
  ] as const;
  const loads = new Map<string, Script[]>();
  for (const path of pages) {
    const context = await browser.newContext();
    loads.set(path, await coldScripts(await context.newPage(), `${liveSite(baseURL)}${path}`));
    await context.close();
  }
  const landing = loads.get('/') ?? [];
  const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
  // Chunks every page loads are the framework floor (React, Next.js runtime); the rest is ours.
  const shared = landing.filter((s) =>
    pages.every((p) => (loads.get(p) ?? []).some((o) => o.name === s.name)),
  );
  const lines = pages.map((p) => {
    const scripts = loads.get(p) ?? [];
    const floor = total(scripts.filter((s) => shared.some((f) => f.name === s.name)));
    return `${p.padEnd(17)} ${kb(total(scripts)).padStart(9)} gzip in ${scripts.length} scripts; framework ${kb(floor)}, ours ${kb(total(scripts) - floor)}`;
  });
  console.log(`Cold-load JavaScript (gzip -6 of each script):\n${lines.join('\n')}`);

  for (const path of LANDINGS)
    expect(total(loads.get(path) ?? []), path).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  for (const path of pages) expect(total(loads.get(path) ?? []), path).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  const landingCode = landing.map((s) => s.body).join('\n');
  // Strings that exist only in the lazily loaded pieces: the dialog, the result page and the widget.
  expect(landingCode).not.toContain('Connect Spotify');
  expect(landingCode).not.toContain('Loading your flavor...');
  expect(landingCode).not.toContain('Drop your music data here');
  expect(landingCode).not.toContain('headlessui');
  // The crew's page and its counter buttons load only where a crew shows: not on the landing, nor on
  // a result away from a venue screen. The test ids survive minification; the crew page's own load proves it.
  const code = (path: string) => (loads.get(path) ?? []).map((s) => s.body).join('\n');
  expect(code('/crew')).toContain('crew-scoop');
  for (const path of ['/', '/flavor'] as const) {
    expect(code(path), path).not.toContain('crew-scoop');
    expect(code(path), path).not.toContain('flavor-venue-crew');
  }
});

test('every chunk a cold load runs begins with the compile hint (the build hook ran)', async ({ page }) => {
  for (const path of ['/', '/embed/upload']) {
    const chunks = (await coldScripts(page, path)).filter((s) => s.name.startsWith('/_next/static/chunks/'));
    expect(chunks.length, path).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.body.startsWith(`${COMPILE_HINT}\n`), chunk.name).toBe(true);
  }
});

test('images: sized, and the footer logos load lazily', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('img');
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
  for (const logo of await page.locator('footer img').all())
    await expect(logo).toHaveAttribute('loading', 'lazy');
});
