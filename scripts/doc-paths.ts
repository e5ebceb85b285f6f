/**
 * The repository paths the docs and the code's comments name, and which of them do not exist: a path named in
 * prose is a promise to a reader, and a file that moved leaves it pointing nowhere. Read are docs/**.md, the
 * README, and the comment lines (`// …`, `/* … *\/`, ` * …`) of every .ts, .tsx and .mjs file. A path is a token
 * that starts with one of the repository's top-level folders and ends with a known extension, names an existing
 * folder, or ends with `/`; URLs, globs and templates (`*`, `…`, `<…>`, `${…}`) are not paths.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** Folders no reader's path points into: installed, built or written by test runs. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  'coverage',
  'test-results',
  'playwright-report',
  'e2e-artifacts',
  'bench-results',
]);
const EXTENSIONS =
  /\.(?:ts|tsx|mts|mjs|cjs|js|json|md|css|png|svg|jpg|jpeg|webp|ico|txt|html|yml|yaml|sh|woff2|xml|zip|csv)$/;
const SOURCE = /\.(?:ts|tsx|mjs)$/;
/** A comment line of a .ts, .tsx or .mjs file: its text after the comment's opening. */
const COMMENT = /^\s*(?:\/\/|\/\*+|\*(?!\/))(.*)$/;
/** Characters a path may hold; anything else ends it. */
const PATH_CHARS = '[\\w\\-./\\[\\]()@+]';
/** A Markdown link's target: read from the linking file's folder, as a reader's viewer does. */
const LINK = /\]\(([^()\s#]+)(?:#[^()\s]*)?\)/g;

export interface NamedPath {
  /** The file that names it, relative to the root. */
  readonly file: string;
  readonly line: number;
  readonly path: string;
}

function walk(root: string, folder: string, keep: (file: string) => boolean, out: string[]): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.next-')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(root, path, keep, out);
    else if (keep(path)) out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/** The files read: the README, docs/**.md and every .ts, .tsx and .mjs file (in any folder but those skipped). */
export function filesToRead(root: string): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? walk(root, join(root, 'docs'), (f) => f.endsWith('.md'), [])
    : [];
  const readme = existsSync(join(root, 'README.md')) ? ['README.md'] : [];
  return [...readme, ...docs, ...walk(root, root, (f) => SOURCE.test(f) && !f.endsWith('.d.ts'), [])];
}

/** The repository's top-level folders (a path must start with one). */
export function topFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name) && entry.name !== '.git')
    .map((entry) => entry.name);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `)` or `]` that closes nothing in the token belongs to the sentence around it (`(see docs/crew.md)`). */
function trimUnbalanced(token: string): string {
  let out = token.replace(/[.,;:]+$/, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (out.endsWith(close) && out.split(close).length > out.split(open).length)
      out = out.slice(0, -1).replace(/[.,;:]+$/, '');
  }
  return out;
}

/** The paths a text names, under the given top-level folders. */
export function pathsIn(text: string, folders: readonly string[]): string[] {
  if (folders.length === 0) return [];
  // Not after a word, a dot, a slash, `-`, `@` or `:` (a URL's host and path, `@/` aliases, `x/lib/…`).
  const token = new RegExp(`(?<![\\w./\\-@:~])(?:${folders.map(escape).join('|')})/${PATH_CHARS}*`, 'g');
  const start = new RegExp(`^(?:${folders.map(escape).join('|')})/`);
  const out: string[] = [];
  for (const match of text.matchAll(token)) {
    const after = text.charAt((match.index ?? 0) + match[0].length);
    // Globs, elisions and templates: `lib/**/x.ts`, `e2e/…`, `messages/<code>.json`, `lib/${x}`.
    if (['*', '…', '<', '{', '$'].includes(after)) continue;
    // A Markdown link whose text is its target, `[docs/crew.md](docs/crew.md)`: two paths.
    for (const piece of match[0].split('](')) {
      const path = trimUnbalanced(piece);
      if (start.test(path) && !path.includes('//')) out.push(path);
    }
  }
  return out;
}

/** The repository paths a Markdown line links to (not URLs, mail or anchors on the same page). */
export function linkTargets(file: string, text: string): string[] {
  const out: string[] = [];
  for (const [, target = ''] of text.matchAll(LINK)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    out.push(posix.normalize(posix.join(posix.dirname(file), target)));
  }
  return out;
}

/** Whether the path claims a file or folder: a known extension, a trailing `/`, or an existing folder. */
function claimsSomething(root: string, path: string): boolean {
  if (EXTENSIONS.test(path) || path.endsWith('/')) return true;
  const full = join(root, path);
  return existsSync(full) && statSync(full).isDirectory();
}

/** Every path the files name, with where. */
export function namedPaths(root: string, files: readonly string[] = filesToRead(root)): NamedPath[] {
  const folders = topFolders(root);
  const out: NamedPath[] = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const prose = file.endsWith('.md');
    lines.forEach((text, i) => {
      const comment = prose ? text : COMMENT.exec(text)?.[1];
      if (comment === undefined) return;
      const paths = pathsIn(comment, folders).filter((path) => claimsSomething(root, path));
      if (prose) paths.push(...linkTargets(file, text));
      for (const path of new Set(paths)) out.push({ file, line: i + 1, path });
    });
  }
  return out;
}

/**
 * The named paths that do not exist under the root. `generated` says whether a path is made by a script and
 * not committed (the CLI asks git whether it ignores it), so a fresh clone still passes.
 */
export function missingPaths(
  root: string,
  generated: (path: string) => boolean = () => false,
  files?: readonly string[],
): NamedPath[] {
  return namedPaths(root, files).filter(
    ({ path }) => !existsSync(join(root, path.replace(/\/$/, ''))) && !generated(path),
  );
}
