import { PREVIEW_FEATURES } from './preview';

/**
 * Which build this is (docs/qa.md), from values inlined at build time (build-hooks/preview.mjs). Only the
 * states page and the label's own script (lib/states/label-script.ts) import this module, so no page's
 * first load carries the commit or the branch: a preview build served under the live address shows none.
 */
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

/** The longest branch name the label shows whole; /states shows it whole whatever its length. */
const STAMP_BRANCH_LENGTH = 24;

/**
 * The stamp's values as the open label shows them: the commit's first 7 characters, a long branch name cut short
 * with an ellipsis (on purpose, in the words: the label wraps rather than clip what it shows).
 */
export function cornerStamp(stamp: BuildStamp): BuildStamp {
  const branch =
    stamp.branch.length > STAMP_BRANCH_LENGTH
      ? `${stamp.branch.slice(0, STAMP_BRANCH_LENGTH - 1)}…`
      : stamp.branch;
  return { ...stamp, commit: stamp.commit.slice(0, 7), branch };
}
