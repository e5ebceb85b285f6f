import { expect, test } from '@playwright/test';

/**
 * Every route carries the security headers (docs/security.md), none weakened. A failure names the route and
 * the header, so a loosened policy cannot slip through a refactor of build-hooks/security-headers.mjs.
 */
const APP_ROUTES = ['/', '/flavor', '/no/such/page', '/ingredients/pear.svg', '/partners/spotify.svg'];
const WIDGET_ROUTES = ['/embed/upload'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

async function headersOf(request: import('@playwright/test').APIRequestContext, route: string) {
  const response = await request.get(route, { maxRedirects: 0 });
  return response.headers();
}

function expectCommonHeaders(route: string, headers: Record<string, string>) {
  expect(headers['x-content-type-options'], `${route} nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${route} referrer`).toBe('strict-origin-when-cross-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${route} Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  // `next start` is the production server, so HSTS must be on.
  expect(headers['strict-transport-security'] ?? '', `${route} HSTS`).toMatch(/max-age=(\d{8,})/);
  expect(headers['x-powered-by'], `${route} no X-Powered-By`).toBeUndefined();
  // Left out on purpose: it costs every arrival a process swap before the first paint (docs/decisions/no-coop.md).
  expect(headers['cross-origin-opener-policy'], `${route} no COOP`).toBeUndefined();

  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src'), `${route} default-src`).toEqual(["'self'"]);
  expect(csp.get('connect-src'), `${route} connect-src`).toEqual(["'self'"]);
  expect(csp.get('img-src'), `${route} img-src`).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('object-src'), `${route} object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${route} base-uri`).toEqual(["'self'"]);
  expect(csp.get('form-action'), `${route} form-action`).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, `${route} script-src has no eval in production`).not.toContain("'unsafe-eval'");
  expect(scripts, `${route} script-src allows no other host`).toEqual(["'self'", "'unsafe-inline'"]);
  // frame-src: only the two widget origins (production widget, and the built-in development widget).
  expect(csp.get('frame-src'), `${route} frame-src`).toEqual([
    'https://app.vana.com',
    "'self'",
    'http://127.0.0.1:*',
  ]);
  for (const [name, values] of csp) {
    expect(values, `${route} ${name} allows no wildcard host`).not.toContain('*');
    expect(values, `${route} ${name} allows no scheme-wide source`).not.toContain('https:');
  }
  return csp;
}

for (const route of APP_ROUTES) {
  test(`app route ${route} may not be framed and has every header`, async ({ request }) => {
    const headers = await headersOf(request, route);
    const csp = expectCommonHeaders(route, headers);
    expect(csp.get('frame-ancestors'), `${route} frame-ancestors`).toEqual(["'none'"]);
    expect(headers['x-frame-options'], `${route} X-Frame-Options`).toBe('DENY');
  });
}

for (const route of WIDGET_ROUTES) {
  test(`widget route ${route} may be framed only by the allowed embedders`, async ({ request }) => {
    const headers = await headersOf(request, route);
    const csp = expectCommonHeaders(route, headers);
    expect(csp.get('frame-ancestors'), `${route} frame-ancestors`).toEqual([
      "'self'",
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(headers['x-frame-options'], `${route} has no X-Frame-Options DENY`).toBeUndefined();
  });
}

test('a foreign site cannot frame the app (the browser enforces frame-ancestors)', async ({
  page,
  baseURL,
}) => {
  const appUrl = new URL('/', baseURL).href;
  await page.route('https://evil.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe id="victim" src="${appUrl}"></iframe>` }),
  );
  await page.goto('https://evil.example/');
  // Chromium replaces a frame refused by frame-ancestors with its error page, and our app never loads.
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://')), { timeout: 10_000 })
    .toBe(true);
  expect(page.frames().some((f) => f.url() === appUrl && f !== page.mainFrame())).toBe(false);
});
