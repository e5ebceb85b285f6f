/**
 * npm run check:doc-paths: fails, listing each, when a repository path named in docs/, the README or a code
 * comment does not exist (scripts/doc-paths.ts says what counts as a path). A path git ignores is made by a
 * script (`npm run i18n:generate`, `npm run og:images`) and counts as there.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { missingPaths } from './doc-paths';

const ROOT = resolve(__dirname, '..');

/** The paths of these that git ignores. */
function ignoredByGit(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: ROOT,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  return new Set(run.stdout.split('\n').filter(Boolean));
}

const missing = missingPaths(ROOT);
const ignored = ignoredByGit([...new Set(missing.map((m) => m.path))]);
const stale = missing.filter((m) => !ignored.has(m.path));
for (const { file, line, path } of stale) console.error(`${file}:${line}: ${path} does not exist`);
console.log(
  stale.length === 0
    ? 'Every path the docs and comments name exists.'
    : `${stale.length} named path${stale.length === 1 ? '' : 's'} do not exist.`,
);
process.exit(stale.length === 0 ? 0 : 1);
