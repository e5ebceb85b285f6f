/**
 * Security headers for every route, used by next.config.mjs at build time. Plain .mjs because
 * next.config.mjs cannot import TypeScript.
 *
 * Why `script-src 'self' 'unsafe-inline'` and no nonce: Next.js inlines its React Server Components
 * bootstrap (`self.__next_f.push(...)`) in every page. A nonce must be new on every request, which makes
 * every page dynamic (rendered per request, no CDN caching); hashes would have to be computed after the
 * build for every page and every build. We keep all pages static and rely on what makes injection
 * impossible in the first place: React escapes all text, dangerouslySetInnerHTML appears once, for
 * /flavor's pre-paint script, which is built at build time from our own constants (lib/prepaint/prepaint.ts,
 * escaped for a <script>), nothing is taken from the URL, and every other directive is locked down.
 * docs/security.md explains each header; docs/decisions/static-pages-self-csp.md weighs the nonce.
 */

import { servedLanguageCodes } from './languages.mjs';

/** @param {string | undefined} value */
function toOrigin(value) {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** @param {(string | null)[]} values */
const unique = (values) => [...new Set(values.filter((v) => typeof v === 'string' && v.length > 0))];

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ dev: boolean }} mode
 */
export function securityHeaders(env, { dev }) {
  const prodWidget = toOrigin(env.NEXT_PUBLIC_WIDGET_ORIGIN) ?? 'https://app.vana.com';
  // The development widget defaults to the built-in one: 127.0.0.1 under the page's port on localhost, the
  // page's own origin ('self') on other development hosts (lib/widget/origin.ts).
  const devWidget = toOrigin(env.NEXT_PUBLIC_WIDGET_DEV_ORIGIN);
  const frameSrc = unique(devWidget ? [prodWidget, devWidget] : [prodWidget, "'self'", 'http://127.0.0.1:*']);

  const embedders = unique([
    "'self'",
    'http://localhost:*',
    'http://127.0.0.1:*',
    toOrigin(env.NEXT_PUBLIC_SITE_URL),
    ...(env.NEXT_PUBLIC_WIDGET_EMBEDDERS ?? '').split(',').map(toOrigin),
  ]);

  /** @param {string} frameAncestors */
  const csp = (frameAncestors) =>
    [
      "default-src 'self'",
      // 'unsafe-eval' only under `next dev`: React's development build evaluates code for its debugging aids.
      `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
      // Inline style attributes (frame height, accent colour) and the toast library's injected stylesheet.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      `frame-src ${frameSrc.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
      "manifest-src 'self'",
    ].join('; ');

  // Browsers ignore HSTS over plain http; on the production host it pins https for two years.
  const hsts = dev
    ? []
    : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }];
  const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' };

  const common = [
    nosniff,
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: [
        'accelerometer=()',
        'autoplay=()',
        'camera=()',
        'display-capture=()',
        'geolocation=()',
        'gyroscope=()',
        'magnetometer=()',
        'microphone=()',
        'midi=()',
        'payment=()',
        'usb=()',
        'browsing-topics=()',
      ].join(', '),
    },
    // No Cross-Origin-Opener-Policy: it moves every arrival into a fresh renderer process, which delayed the
    // first paint past the framework's scripts (docs/decisions/no-coop.md).
    ...hsts,
  ];

  // The widget's path in every language the build serves but the default (lib/i18n/languages.ts): `de/embed/`.
  const prefixed = servedLanguageCodes(env).slice(1);
  const widgetPaths = ['embed/', ...prefixed.map((code) => `${code}/embed/`)];

  return [
    {
      // Every route but the widget: nobody may frame the app. Build assets (/_next/static) are not pages:
      // a CSP on a script file does nothing, so they carry only the headers below that apply to them.
      source: `/((?!${widgetPaths.join('|')}|_next/static/).*)`,
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: csp("'none'") },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    {
      source: '/_next/static/:path*',
      headers: [nosniff, ...hsts],
    },
    {
      // The built-in widget may be framed by the app's own origins and configured embedders only.
      source: '/embed/:path*',
      headers: [...common, { key: 'Content-Security-Policy', value: csp(embedders.join(' ')) }],
    },
    // The same widget in the other languages (lib/i18n/routing.ts).
    ...prefixed.map((code) => ({
      source: `/${code}/embed/:path*`,
      headers: [...common, { key: 'Content-Security-Policy', value: csp(embedders.join(' ')) }],
    })),
  ];
}
