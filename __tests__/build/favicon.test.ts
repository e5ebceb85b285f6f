/** @jest-environment node */
import { FAVICON_HREF } from '@/lib/favicon';

describe('the tab icon', () => {
  it('is an SVG inside the page (a data: URL), so no request races the first paint', () => {
    expect(FAVICON_HREF.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">.*<\/svg>$/);
  });

  it('needs no escaping inside an HTML attribute', () => {
    expect(FAVICON_HREF).not.toMatch(/["'<>\s&]/);
  });
});
