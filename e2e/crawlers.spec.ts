import { expect, test } from './support/test';

/**
 * What search engines read (app/sitemap.ts, app/robots.ts): the sitemap lists the 18 public pages with their
 * hreflang alternates, and robots.txt lets crawlers into the live site only: a preview says `Disallow: /`.
 */
// XML and plain text: no page to wait on.
test.use({ waitForInteractive: false });

test('the sitemap lists the public pages; robots.txt differs between the live site and a preview', async ({
  page,
  origins,
}) => {
  const sitemap = await page.goto('/sitemap.xml');
  expect(sitemap?.status()).toBe(200);
  const xml = (await sitemap?.text()) ?? '';
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(urls).toHaveLength(18);
  expect(urls).toEqual(expect.arrayContaining(['/', '/de', '/flavor/caramel', '/de/flavor/caramel']));
  expect(xml).toContain('hreflang="de"');
  expect(xml).toContain('hreflang="x-default"');
  for (const hidden of ['/states', '/en-XA', '/crew'])
    expect(urls.some((u) => u.startsWith(hidden))).toBe(false);

  const live = await page.goto(`${origins.prodPage}/robots.txt`);
  const liveText = (await live?.text()) ?? '';
  expect(liveText).toMatch(/Allow: \//);
  expect(liveText).not.toMatch(/Disallow: \//);
  expect(liveText).toContain('Sitemap: ');

  const preview = await page.goto('/robots.txt');
  const previewText = (await preview?.text()) ?? '';
  expect(previewText).toMatch(/Disallow: \//);
  expect(previewText).not.toContain('Sitemap: ');
});
