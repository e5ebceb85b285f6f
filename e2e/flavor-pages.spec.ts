import { FLAVOR_SLUGS, rowForSlug } from '../lib/flavor/slug';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/test';

/** Eight public flavour pages with their own link previews; the site's preview on every page. */

/** Width and height of a PNG (IHDR) or JPEG (SOF0/SOF2) file. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i < bytes.length - 9;) {
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xc0 || marker === 0xc2)
      return { type: 'jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return { type: 'unknown', width: 0, height: 0 };
}

async function expectOgImage(
  request: import('@playwright/test').APIRequestContext,
  html: string,
  where: string,
): Promise<void> {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(url, `${where}: og:image`).toBeTruthy();
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:site_name" content="What&#x27;s Your Flavor"/);
  // The image URL is absolute (metadataBase); fetch its path from the server under test.
  const { pathname, search } = new URL(url ?? '');
  const response = await request.get(`${pathname}${search}`);
  expect(response.status(), `${where}: ${pathname}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
  expect(imageSize(await response.body())).toMatchObject({ width: 1200, height: 630 });
}

test('the eight flavour pages render their card and description, and lead home', async ({ page }) => {
  expect(FLAVOR_SLUGS).toHaveLength(8);
  for (const slug of FLAVOR_SLUGS) {
    const row = rowForSlug(slug)!;
    const response = await page.goto(`/flavor/${slug}`);
    expect(response?.status(), slug).toBe(200);
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(row.funkyFlavorName);
    await expect(card).toContainText('SCORE 100%');
    await expect(card).toContainText(row.personalityType);
    await expect(page.getByText(row.ogFlavorDescription)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find your flavor' })).toHaveAttribute('href', '/');
    // Nothing personal: no share controls, no evidence.
    await expect(page.getByRole('button', { name: 'Share picture' })).toHaveCount(0);
  }
  await expectNoViolations(page, '/flavor/<slug>');
  await page.getByRole('link', { name: 'Find your flavor' }).click();
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
});

test('each flavour page has its own 1200×630 preview picture', async ({ request }) => {
  const seen = new Set<string>();
  for (const slug of FLAVOR_SLUGS) {
    const response = await request.get(`/flavor/${slug}`);
    const html = await response.text();
    await expectOgImage(request, html, slug);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image).pathname).toBe(`/og/${slug}.png`);
    expect(html).toContain(`<meta property="og:url" content="`);
    seen.add(image);
  }
  expect(seen.size).toBe(8);
});

test('every other page carries the site preview', async ({ request }) => {
  for (const path of ['/', '/flavor']) {
    const html = await (await request.get(path)).text();
    await expectOgImage(request, html, path);
  }
});

test('the German flavour pages have their own German 1200×630 preview pictures', async ({ request }) => {
  const seen = new Set<string>();
  for (const slug of FLAVOR_SLUGS) {
    const response = await request.get(`/de/flavor/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    await expectOgImage(request, html, `/de/flavor/${slug}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image).pathname).toBe(`/og/de/${slug}.png`);
    seen.add(image);
  }
  expect(seen.size).toBe(8);
});

test('the other German pages carry the German site preview', async ({ request }) => {
  for (const path of ['/de', '/de/flavor']) {
    const html = await (await request.get(path)).text();
    await expectOgImage(request, html, path);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image).pathname).toBe('/og/de/site.png');
  }
});

test('every page names itself in both languages (hreflang en, de and x-default)', async ({ request }) => {
  const pages = ['/', '/flavor', ...FLAVOR_SLUGS.map((slug) => `/flavor/${slug}`)];
  for (const path of pages) {
    for (const at of [path, path === '/' ? '/de' : `/de${path}`]) {
      const html = await (await request.get(at)).text();
      for (const [lang, expected] of [
        ['en', path],
        ['de', path === '/' ? '/de' : `/de${path}`],
        ['x-default', path],
      ]) {
        // React writes `hrefLang`; either spelling, in any attribute order.
        const link = [...html.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)]
          .map(([tag]) => tag)
          .find((tag) => new RegExp(`hreflang="${lang}"`, 'i').test(tag));
        const href = link && /href="([^"]+)"/.exec(link)?.[1];
        expect(href ? new URL(href).pathname : href, `${at}: ${lang}`).toBe(expected);
      }
    }
  }
});

test('an unknown flavour is the 404 page, with or without a valid personal link', async ({ page }) => {
  // The first was "a valid link on an unknown flavour is the 404 page" in friend-links.spec.ts. In this
  // order both are loads of a new document (the other way round, the second would be a hash change).
  for (const path of ['/flavor/bubblegum#v1-42-77-91-Sam', '/flavor/bubblegum']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  }
});
