/**
 * The quick loop: only the tests related to what changed since a commit (HEAD by default, so the work
 * not yet committed, untracked files included).
 *
 *   npm run test:changed                  Jest's tests that import a changed file (--findRelatedTests),
 *                                         and the Playwright specs of the touched screens, listed
 *   npm run test:changed -- --e2e         the same, then builds and runs those specs
 *   npm run test:changed -- --base main   changes since another commit
 *
 * Jest follows imports itself. Playwright's specs drive the built site, not our modules, so which specs
 * a screen's folder leads to is the table below (docs/testing.md § The quick loop).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The specs that walk each folder's screens. A folder missing here leads to no spec. */
const SPECS_OF: Record<string, readonly string[]> = {
  'components/landing': ['landing', 'keyboard', 'widget-bridge', 'a11y'],
  'components/result': ['result', 'certainty', 'prepaint', 'hostile-storage', 'screenshots'],
  'components/why': ['why-flavor', 'certainty'],
  'components/share': ['share-picture', 'toasts-reachable', 'friend-links'],
  'components/friends': ['friend-links', 'certainty', 'crew'],
  'components/crew': ['crew', 'crew-picture', 'states'],
  'app/crew': ['crew', 'states'],
  'lib/crew': ['crew', 'states'],
  'components/screens': ['not-found'],
  'components/widget': ['widget-import', 'quiz', 'sources', 'no-file-lost', 'hostile-files', 'early-tap'],
  'components/ui': ['landing', 'result', 'toasts-reachable'],
  'components/states': ['states'],
  'app/flavor': ['result', 'flavor-pages', 'prepaint'],
  'app/embed': ['widget-import', 'origins', 'hostile-messages'],
  'app/api': ['sources'],
  'build-hooks': ['headers', 'budget'],
  'lib/prepaint': ['prepaint', 'hostile-storage'],
  'lib/widget': ['widget-bridge', 'hostile-messages', 'origins'],
  'lib/import': ['widget-import', 'import-pool', 'no-file-lost'],
  'lib/i18n': ['german', 'pseudo', 'headers'],
  'lib/states': ['states'],
  messages: ['german', 'pseudo'],
};

const HELP = `npm run test:changed [-- --base <commit>] [-- --e2e]`;

function git(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
}

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
      .status ?? 1
  );
}

/** The specs a changed path leads to: itself when it is a spec, else its folder's row (longest first). */
function specsFor(path: string): string[] {
  const own = /^e2e\/([\w-]+)\.spec\.ts$/.exec(path);
  if (own) return [own[1] as string];
  const folder = Object.keys(SPECS_OF)
    .sort((a, b) => b.length - a.length)
    .find((f) => path.startsWith(`${f}/`));
  return folder ? [...(SPECS_OF[folder] ?? [])] : [];
}

function main(argv: string[]): number {
  if (argv.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : 'HEAD';
  if (!base) throw new Error(`--base needs a commit: ${HELP}`);
  const changed = [
    ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
  ].filter((f) => existsSync(f));
  if (changed.length === 0) {
    console.log(`Nothing changed since ${base}.`);
    return 0;
  }
  console.log(`Changed since ${base}: ${changed.join(', ')}`);

  // Jest's roots (jest.config.mjs): the files its tests can import, and the tests themselves.
  const code = changed.filter(
    (f) =>
      /\.(tsx?|mjs|json)$/.test(f) &&
      /^(lib|components|app|scripts|eslint|build-hooks|fixtures|__tests__)\//.test(f),
  );
  let status = 0;
  if (code.length > 0)
    status = run('npx', ['jest', '--findRelatedTests', ...code, '--passWithNoTests']) || status;

  const specs = [...new Set(changed.flatMap(specsFor))]
    .map((name) => `e2e/${name}.spec.ts`)
    .filter((spec) => existsSync(spec));
  if (specs.length === 0) return status;
  if (!argv.includes('--e2e')) {
    console.log(`\nPlaywright specs of the touched screens (run them with --e2e): ${specs.join(' ')}`);
    return status;
  }
  return run('npm', ['run', 'build']) || run('npx', ['playwright', 'test', ...specs]) || status;
}

process.exitCode = main(process.argv.slice(2));
