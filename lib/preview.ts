/**
 * Preview features (docs/qa.md): the pseudo-locale, the states page and the build stamp, served by development
 * and preview builds and never by a production deployment. next.config.mjs inlines the decision at build time
 * (build-hooks/preview.mjs); tests and scripts, which run outside a build, see a preview build.
 */
export const PREVIEW_FEATURES = process.env.FLAVOR_PREVIEW_FEATURES !== 'off';

/** Which build this is (build-hooks/preview.mjs): empty on a production build. */
export interface BuildStamp {
  readonly commit: string;
  readonly branch: string;
  readonly time: string;
}

/** The stamp of this build, or undefined on a production build (the stamp shows nowhere there). */
export function buildStamp(): BuildStamp | undefined {
  if (!PREVIEW_FEATURES) return undefined;
  return {
    commit: process.env.FLAVOR_BUILD_COMMIT || '?',
    branch: process.env.FLAVOR_BUILD_BRANCH || '?',
    time: process.env.FLAVOR_BUILD_TIME || '?',
  };
}

/** The preview-only pages, unprefixed: the states page, its seed step, its frame and its toasts (lib/i18n/site-paths.ts). */
export const PREVIEW_PAGES: readonly string[] = ['/states', '/states/open', '/states/frame', '/states/toast'];
