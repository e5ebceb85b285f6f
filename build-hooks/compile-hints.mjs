/**
 * Chrome's explicit compile hint (Chrome 136, V8 13.6): a script that begins with this comment is compiled
 * whole, on the background thread that streams it in, instead of one function at a time on the main thread
 * when each is first called. Turbopack writes every chunk as an array of module factories, which V8 would
 * otherwise compile lazily, in the page's start-up task, as the runtime calls them: that task (evaluating
 * React DOM and Next's router) was most of every page's Total Blocking Time, and the hint moves that compile
 * work off the main thread (docs/decisions/compile-hints.md). Other browsers read a comment.
 *
 * Used by next.config.mjs (`compiler.runAfterProductionCompile`), so it is plain .mjs; types in the .d.mts.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The source with the hint as its first line; a source that already has it comes back unchanged. */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * Adds the hint to every client chunk of a production build (`<distDir>/static/chunks/**.js`). Every chunk
 * is code the browser runs as soon as it arrives: the framework and page chunks at load, the dialog and
 * widget chunks when the visitor opens them, the import worker when it starts. No production chunk links a
 * source map, so the extra first line shifts nothing. Returns how many files it changed.
 */
export async function addCompileHints(distDir) {
  const dir = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  const changed = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const source = await readFile(file, 'utf8');
      const hinted = withCompileHint(source);
      if (hinted === source) return 0;
      await writeFile(file, hinted);
      return 1;
    }),
  );
  return changed.reduce((sum, n) => sum + n, 0);
}
