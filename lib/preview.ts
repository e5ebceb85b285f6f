import { isPreviewHost, isPreviewRequest, previewHostList, type PreviewSetting } from './preview-host';

/**
 * Preview features (docs/qa.md): the pseudo-locale, the states page and the build label, served by development
 * and preview builds and never by a production deployment. next.config.mjs inlines the decision at build time
 * (build-hooks/preview.mjs); tests and scripts, which run outside a build, see a preview build. A preview build
 * still shows them only under a preview host (lib/preview-host.ts): a preview build promoted to the live
 * address (Vercel's Promote and Instant Rollback reuse a build) shows none of them there.
 */
export const PREVIEW_FEATURES = process.env.FLAVOR_PREVIEW_FEATURES !== 'off';

/**
 * The deployment's own word, inlined at build time. A function, not a constant: client code imports this module
 * for PREVIEW_FEATURES, and a constant built by calls would be kept in every bundle that does.
 */
export function buildPreviewSetting(): PreviewSetting {
  return {
    vercelEnv: process.env.FLAVOR_VERCEL_ENV ?? '',
    hosts: previewHostList(process.env.FLAVOR_PREVIEW_HOSTS),
  };
}

/** Whether a page under this host name (the browser's `location.hostname`) shows the preview features. */
export function previewHere(hostname: string): boolean {
  return PREVIEW_FEATURES && isPreviewHost(hostname, buildPreviewSetting());
}

/** Whether a request (its Host and forwarding headers: lib/preview-host.ts) gets the preview features. */
export function previewForRequest(headers: { get(name: string): string | null }): boolean {
  return PREVIEW_FEATURES && isPreviewRequest(headers, buildPreviewSetting());
}

/**
 * The preview-only pages, unprefixed: the states page, its seed step, its frame and its toasts
 * (lib/i18n/site-paths.ts).
 */
export const PREVIEW_PAGES: readonly string[] = ['/states', '/states/open', '/states/frame', '/states/toast'];
