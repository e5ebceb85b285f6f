/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { linkTargets, missingPaths, pathsIn } from '@/scripts/doc-paths';

/** A small repository: a module, a doc and a comment that name it, and what must not count as a path. */
function smallTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('lib/crew/crew-link.ts', 'export const x = 1;\n');
  write('lib/flavor/table.ts', '// Rows, read by lib/crew/crew-link.ts.\nexport const y = 2;\n');
  write(
    'docs/crew.md',
    [
      'The link: `lib/crew/crew-link.ts`, the folder lib/crew/, and [the table](../lib/flavor/table.ts).',
      'Not paths: https://example.com/lib/gone.ts, `lib/**/*.ts`, `messages/<code>.json`, e2e/…, lib/crew.',
    ].join('\n'),
  );
  write('README.md', 'See [docs/crew.md](docs/crew.md).\n');
  return root;
}

describe('the docs-path check', () => {
  let root: string;
  beforeEach(() => {
    root = smallTree();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a tree whose named paths all exist', () => {
    expect(missingPaths(root)).toEqual([]);
  });

  it('fails on a renamed file, naming every place that still names it', () => {
    renameSync(join(root, 'lib/crew/crew-link.ts'), join(root, 'lib/crew/link.ts'));
    expect(missingPaths(root)).toEqual([
      { file: 'docs/crew.md', line: 1, path: 'lib/crew/crew-link.ts' },
      { file: 'lib/flavor/table.ts', line: 1, path: 'lib/crew/crew-link.ts' },
    ]);
  });

  it('reads a Markdown link from the linking file’s folder', () => {
    renameSync(join(root, 'docs/crew.md'), join(root, 'docs/crews.md'));
    expect(missingPaths(root)).toEqual([{ file: 'README.md', line: 1, path: 'docs/crew.md' }]);
    expect(linkTargets('docs/crew.md', 'a [link](security.md#limits) and [b](https://x.org/a.md)')).toEqual([
      'docs/security.md',
    ]);
  });

  it('lets a generated path pass', () => {
    rmSync(join(root, 'lib/crew/crew-link.ts'));
    expect(missingPaths(root, (path) => path === 'lib/crew/crew-link.ts')).toEqual([]);
  });

  it('takes a path out of a sentence, and leaves URLs, aliases and globs', () => {
    expect(pathsIn('(see app/[locale]/(site)/page.tsx), and lib/x.ts.', ['app', 'lib'])).toEqual([
      'app/[locale]/(site)/page.tsx',
      'lib/x.ts',
    ]);
    expect(pathsIn('@/lib/x.ts https://a.b/lib/x.ts lib/*.ts lib/${x}.ts', ['lib'])).toEqual([]);
  });
});

describe('the repository', () => {
  it('names no path in its docs and comments that does not exist (else: npm run check:doc-paths)', () => {
    expect(missingPaths(process.cwd())).toEqual([]);
  });
});
