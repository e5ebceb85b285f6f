/** @jest-environment node */
import { buildStamp, previewEnv, withPreviewFeatures } from '../../build-hooks/preview.mjs';
import { withPreviewLanguages } from '../../build-hooks/languages.mjs';
import { cornerStamp } from '@/lib/build-stamp';

/**
 * The preview features (the pseudo-locale, the states page, the build stamp: docs/qa.md) are decided at build
 * time: next.config.mjs inlines previewEnv(process.env). The Playwright suite's build serves them, so the
 * production decision is held here, at the lowest level that shows it, and in __tests__/states/states-page.test.tsx.
 */
const NOW = new Date('2026-11-27T20:41:37Z');

describe('the preview flag at build time', () => {
  it('is on for every build but a production deployment, and the languages follow it', () => {
    for (const env of [{}, { VERCEL_ENV: 'preview' }, { VERCEL_ENV: 'development' }]) {
      expect(withPreviewFeatures(env)).toBe(true);
      expect(withPreviewLanguages(env)).toBe(true);
    }
    expect(withPreviewFeatures({ VERCEL_ENV: 'production' })).toBe(false);
    expect(withPreviewLanguages({ VERCEL_ENV: 'production' })).toBe(false);
  });

  it('inlines no stamp on a production build, and does not even ask git', () => {
    const readGit = jest.fn(() => 'abc');
    expect(
      previewEnv({ VERCEL_ENV: 'production', VERCEL_GIT_COMMIT_SHA: 'f'.repeat(40) }, { readGit }),
    ).toEqual({
      FLAVOR_PREVIEW_FEATURES: 'off',
      FLAVOR_VERCEL_ENV: 'production',
      FLAVOR_PREVIEW_HOSTS: '',
      FLAVOR_BUILD_COMMIT: '',
      FLAVOR_BUILD_BRANCH: '',
      FLAVOR_BUILD_TIME: '',
    });
    expect(readGit).not.toHaveBeenCalled();
  });

  it("stamps a Vercel preview from Vercel's variables", () => {
    const readGit = jest.fn(() => 'from git');
    const env = {
      VERCEL_ENV: 'preview',
      VERCEL_GIT_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567',
      VERCEL_GIT_COMMIT_REF: 'states',
    };
    expect(previewEnv({ ...env, FLAVOR_PREVIEW_HOSTS: 'qa.flavor.example' }, { readGit, now: NOW })).toEqual({
      FLAVOR_PREVIEW_FEATURES: 'on',
      FLAVOR_VERCEL_ENV: 'preview',
      FLAVOR_PREVIEW_HOSTS: 'qa.flavor.example',
      FLAVOR_BUILD_COMMIT: '0123456789ab',
      FLAVOR_BUILD_BRANCH: 'states',
      FLAVOR_BUILD_TIME: '2026-11-27 20:41 UTC',
    });
    expect(readGit).not.toHaveBeenCalled();
  });

  it('stamps a local build from git, and says "?" where git cannot tell', () => {
    const answers: Record<string, string> = {
      'rev-parse HEAD': 'fedcba9876543210fedcba9876543210fedcba98',
      'rev-parse --abbrev-ref HEAD': 'main',
    };
    expect(buildStamp({}, { readGit: (args) => answers[args.join(' ')] ?? '', now: NOW })).toEqual({
      commit: 'fedcba987654',
      branch: 'main',
      time: '2026-11-27 20:41 UTC',
    });
    expect(buildStamp({}, { readGit: () => '', now: NOW })).toEqual({
      commit: '?',
      branch: '?',
      time: '2026-11-27 20:41 UTC',
    });
  });

  it('reads this checkout with git when nothing else says', () => {
    expect(buildStamp({}).commit).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('the corner stamp', () => {
  it('shows 7 characters of the commit and cuts a long branch name short, on purpose', () => {
    const stamp = { commit: 'f'.repeat(40), branch: 'main', time: '2026-11-27 20:41 UTC' };
    expect(cornerStamp(stamp)).toEqual({ ...stamp, commit: 'fffffff' });
    const long = cornerStamp({ ...stamp, branch: 'feature/a-very-long-branch-name-for-previews' });
    expect(long.branch).toBe('feature/a-very-long-bra…');
    expect(long.branch).toHaveLength(24);
  });
});
