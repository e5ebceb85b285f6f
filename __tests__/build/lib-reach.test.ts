/** @jest-environment node */
/**
 * The product's lib/ holds only what the app runs: every file under lib/ is reached from app/ through
 * imports (static, dynamic, re-exports and the import worker's `new URL(…, import.meta.url)`), and every
 * folder (here and under components/) stays small enough to read in one sitting. Offline tools (calibration, lenses, quiz analysis) live
 * in scripts/, which the layer table (eslint/layer-table.mjs) keeps app code from importing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
/**
 * Library folders that land before the screens that use them, each with its issue. Their files may wait
 * unreached; once app/ reaches any of them the last test below fails, so the entry goes with its UI.
 */
const AHEAD_OF_THEIR_UI: readonly string[] = [];
const MAX_FILES_PER_FOLDER = 16;
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|new URL\(\s*)['"]((?:@\/|\.\.?\/)[^'"]+)['"]/g;
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.json', '/index.ts', '/index.tsx'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function resolveImport(specifier: string, fromFile: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : resolve(dirname(fromFile), specifier);
  return ENDINGS.map((ending) => base + ending).find((p) => existsSync(p) && statSync(p).isFile());
}

function reachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    // A plain .mjs module's types travel with it.
    const types = file.replace(/\.mjs$/, '.d.mts');
    if (types !== file && existsSync(types)) reached.add(types);
    if (!/\.(tsx?|mjs)$/.test(file)) continue;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveImport(specifier, file);
      if (target) pending.push(target);
    }
  }
  return reached;
}

describe("lib/ is the app's", () => {
  const libFiles = filesUnder(join(ROOT, 'lib'));

  it('every file under lib/ is reached from app/ through imports', () => {
    // Besides the routes, Next runs the language proxy and next-intl's request configuration (named in
    // next.config.mjs) for every page.
    const entries = [
      ...filesUnder(join(ROOT, 'app')).filter((f) => /\.tsx?$/.test(f)),
      join(ROOT, 'proxy.ts'),
      join(ROOT, 'lib/i18n/request.ts'),
    ];
    const reached = reachedFrom(entries);
    const unreached = libFiles.filter((f) => !reached.has(f)).map((f) => relative(ROOT, f));
    expect(unreached.filter((f) => !AHEAD_OF_THEIR_UI.some((folder) => f.startsWith(folder)))).toEqual([]);
    // A folder let wait must still wait: reached at all, it comes off the list.
    const reachedEarly = AHEAD_OF_THEIR_UI.filter((folder) =>
      [...reached].some((f) => relative(ROOT, f).startsWith(folder)),
    );
    expect(reachedEarly).toEqual([]);
  });

  it(`every folder under lib/ and components/ holds at most ${MAX_FILES_PER_FOLDER} files`, () => {
    const counts = new Map<string, number>();
    for (const file of [...libFiles, ...filesUnder(join(ROOT, 'components'))]) {
      const folder = relative(ROOT, dirname(file));
      counts.set(folder, (counts.get(folder) ?? 0) + 1);
    }
    const large = [...counts].filter(([, count]) => count > MAX_FILES_PER_FOLDER);
    expect(large).toEqual([]);
  });
});
