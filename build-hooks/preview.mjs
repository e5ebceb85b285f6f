/**
 * Preview features: what development and preview builds serve and a production deployment never does (the
 * pseudo-locale en-XA, the states page /states, the build stamp: docs/qa.md, docs/languages.md). Decided once,
 * at build time, from the build's environment; next.config.mjs inlines the answer (`FLAVOR_PREVIEW_FEATURES`)
 * and the stamp's values into server, proxy and client code alike, so a production build holds neither.
 */
import { execFileSync } from 'node:child_process';

/**
 * Whether a build serves the preview features: every build but a production deployment on Vercel
 * (`VERCEL_ENV=production`): `next dev`, a local `next build`, preview deployments, the Playwright suite.
 * @param {Record<string, string | undefined>} env
 */
export function withPreviewFeatures(env) {
  return env.VERCEL_ENV !== 'production';
}

/** @param {string[]} args @param {string} root */
function git(args, root) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/**
 * Which build this is, for the stamp on preview pages: the commit (12 characters), the branch and the build's
 * time (UTC, to the minute). On Vercel from its variables, elsewhere from git; `now` and `readGit` are for tests.
 * @param {Record<string, string | undefined>} env
 * @param {{ root?: string, now?: Date, readGit?: (args: string[]) => string }} [options]
 * @returns {{ commit: string, branch: string, time: string }}
 */
export function buildStamp(env, options = {}) {
  const root = options.root ?? process.cwd();
  const readGit = options.readGit ?? ((args) => git(args, root));
  const commit = (env.VERCEL_GIT_COMMIT_SHA || readGit(['rev-parse', 'HEAD'])).slice(0, 12);
  const branch = env.VERCEL_GIT_COMMIT_REF || readGit(['rev-parse', '--abbrev-ref', 'HEAD']);
  const time = (options.now ?? new Date()).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  return { commit: commit || '?', branch: branch || '?', time };
}

/**
 * The variables next.config.mjs inlines (`env`): the preview flag, and the stamp's values on a preview build
 * only (empty on a production one, so its bundles carry no commit, branch or time).
 * @param {Record<string, string | undefined>} env
 * @param {{ root?: string, now?: Date, readGit?: (args: string[]) => string }} [options]
 * @returns {Record<string, string>}
 */
export function previewEnv(env, options) {
  const preview = withPreviewFeatures(env);
  const stamp = preview ? buildStamp(env, options) : { commit: '', branch: '', time: '' };
  return {
    FLAVOR_PREVIEW_FEATURES: preview ? 'on' : 'off',
    // What the preview-host guard (lib/preview-host.ts) reads besides the host: Vercel's word for this
    // deployment, and the deployment's own preview hosts. Inlined, so the proxy and the browser decide alike.
    FLAVOR_VERCEL_ENV: preview ? (env.VERCEL_ENV ?? '') : 'production',
    FLAVOR_PREVIEW_HOSTS: preview ? (env.FLAVOR_PREVIEW_HOSTS ?? '') : '',
    FLAVOR_BUILD_COMMIT: stamp.commit,
    FLAVOR_BUILD_BRANCH: stamp.branch,
    FLAVOR_BUILD_TIME: stamp.time,
  };
}
