import type { Route } from '@playwright/test';
import { FALLBACK_MS, LOADER_ID } from '../lib/paint-first.mjs';
import { expect, test } from './support/test';

/**
 * The first paint waits for each page's whole markup (app/layout.tsx): a render-blocking
 * `<link rel="expect">` names an element that has to come after everything visible, because Chrome lifts the
 * block as soon as that element is inserted, not when it is closed. Read from the served HTML, so a reordered
 * layout fails here instead of showing up as an occasional layout shift.
 */
for (const path of ['/', '/flavor', '/embed/upload']) {
  test(`${path}: the first paint waits until the page's markup is parsed`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const link = head.match(/<link\b[^>]*\brel="expect"[^>]*>/)?.[0];
    expect(link, 'a rel=expect link in <head>').toBeDefined();
    expect(link).toContain('blocking="render"');
    const id = link!.match(/\bhref="#([^"]+)"/)?.[1];
    expect(id, 'the link names an element by id').toBeDefined();

    const marker = `<div id="${id}" hidden=""></div>`;
    const target = html.indexOf(marker);
    expect(target, 'the target is an empty hidden element in the page').toBeGreaterThan(head.length);
    expect(html.indexOf(`id="${id}"`, target + marker.length), 'the id is unique').toBe(-1);
    // After the target come only scripts (the RSC payload), so nothing visible can be painted half-parsed.
    const rest = html.slice(target + marker.length).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(rest.trim()).toBe('</body></html>');
  });
}

/**
 * The framework's scripts start after the first paint (lib/paint-first.mjs, run after `next build`): no
 * chunk is fetched by the HTML itself, one inline loader adds them once the paint is reported, and the page
 * still comes to life.
 */
for (const path of ['/', '/flavor', '/embed/upload', '/flavor/mint-chocolate-chip', '/no-such-page']) {
  test(`${path}: the HTML fetches no framework script before the first frame`, async ({ request, page }) => {
    const html = await (await request.get(path, { failOnStatusCode: false })).text();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*\basync=""/);
    expect(html).not.toMatch(/<link\b[^>]*\bas="script"/);
    expect(html.split(`<script id="${LOADER_ID}">`)).toHaveLength(2);

    // The tab icon is inline too: no request of the page's own races its first paint but its pictures.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);

    const chunks: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/_next/static/chunks/') && r.url().endsWith('.js')) chunks.push(r.url());
    });
    await page.goto(path);
    await expect.poll(() => chunks.length).toBeGreaterThan(1);
    // Every chunk starts once the paint is on screen (reported as first-contentful-paint), unless the paint
    // came so late that the loader's fallback timer went first.
    const { paint, starts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      starts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/_next/static/chunks/') && e.name.endsWith('.js'))
        .map((e) => e.startTime),
    }));
    if (paint < FALLBACK_MS) expect(Math.min(...starts)).toBeGreaterThan(paint);
  });
}

test('a tap on the landing button before the scripts have loaded opens the dialog once they have', async ({
  page,
}) => {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Discover Your Flavor' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

  released = true;
  for (const route of held.splice(0)) void route.continue();
  await expect(page.getByRole('heading', { name: 'Connect Spotify' })).toBeVisible();
});
