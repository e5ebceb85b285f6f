import { DEVELOPMENT_HOSTS } from './hosts';

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

/** The longest branch name the corner stamp shows whole; /states shows it whole whatever its length. */
const STAMP_BRANCH_LENGTH = 24;

/**
 * The stamp's values as the corner shows them: the commit's first 7 characters, a long branch name cut short
 * with an ellipsis (on purpose, in the words: the corner wraps rather than clip what it shows).
 */
export function cornerStamp(stamp: BuildStamp): BuildStamp {
  const branch =
    stamp.branch.length > STAMP_BRANCH_LENGTH
      ? `${stamp.branch.slice(0, STAMP_BRANCH_LENGTH - 1)}…`
      : stamp.branch;
  return { ...stamp, commit: stamp.commit.slice(0, 7), branch };
}

/**
 * The preview-only pages, unprefixed: the states page, its seed step, its frame, its toasts and its error
 * (lib/i18n/site-paths.ts).
 */
export const PREVIEW_PAGES: readonly string[] = [
  '/states',
  '/states/open',
  '/states/frame',
  '/states/toast',
  '/states/error',
];

/**
 * The development-host test of lib/hosts.ts, written from its DEVELOPMENT_HOSTS as an ES5 expression
 * over a lower-case host name `h`, for the stamp's inline script (components/states/build-stamp.tsx). Functions,
 * not constants: client code imports this module for PREVIEW_FEATURES, and a constant built by calls would be
 * kept in its bundle (the landing grew by 0.3 KB gzip).
 */
export function developmentHostExpression(): string {
  return [
    ...DEVELOPMENT_HOSTS.prefixes.map((prefix) => `h.indexOf(${JSON.stringify(prefix)})===0`),
    ...DEVELOPMENT_HOSTS.containing.map((part) => `h.indexOf(${JSON.stringify(part)})>=0`),
    ...DEVELOPMENT_HOSTS.exactly.map((name) => `h===${JSON.stringify(name)}`),
  ].join('||');
}

/**
 * Hides the stamp before it is painted when the page is served under a production host name: a preview
 * build promoted to production (Vercel's Promote and Instant Rollback reuse a build) keeps its preview
 * features, and the host is what then tells them apart (the proxy answers the preview pages with 404 there).
 * Hidden, not removed: hydration would put a removed element back.
 */
export function stampHostScript(): string {
  return (
    'try{var h=location.hostname.toLowerCase();' +
    `if(!(${developmentHostExpression()})){var s=document.querySelector("[data-build-stamp]");s&&(s.style.display="none")}}catch(e){}`
  );
}
