import { expect, test } from './support/test';

/**
 * The first paint waits for each page's whole markup (app/[locale]/layout.tsx): a render-blocking
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

    // The tab icon is inline: no request of the page's own races its first paint but its pictures.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);
  });
}
