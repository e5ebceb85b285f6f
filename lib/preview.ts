/**
 * Preview features (docs/qa.md): the pseudo-locale, the states page and the build label, served by development
 * and preview builds and never by a production deployment. next.config.mjs inlines the decision at build time
 * (build-hooks/preview.mjs); tests and scripts, which run outside a build, see a preview build. A preview build
 * still shows them only under a preview host (lib/preview-host.ts, the one guard): a preview build served under
 * the live address (Vercel's Promote and Instant Rollback reuse a build) shows none of them there. This module
 * is the flag alone: pages and client code import it, and it stays a few bytes.
 */
export const PREVIEW_FEATURES = process.env.FLAVOR_PREVIEW_FEATURES !== 'off';

/**
 * The preview-only pages, unprefixed: the states page, its seed step, its frame, its toasts, its error and the
 * build label's script (lib/i18n/site-paths.ts); the `.preview` files of the app/ tree, which a test compares.
 */
export const PREVIEW_PAGES: readonly string[] = [
  '/states',
  '/states/open',
  '/states/frame',
  '/states/toast',
  '/states/error',
  '/states/label',
];

/**
 * The cookie by which the proxy tells a page that its host is a preview's (`1`): the browser's side of the guard,
 * read by the build label's loader (lib/states/preview-script.ts), so that no page of the live site
 * carries the guard's code or asks for the label. Never set under any other host.
 */
export const PREVIEW_COOKIE = 'flavor-preview';
