/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints, withCompileHint } from '@/build-hooks/compile-hints.mjs';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the untouched source', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,2]);\n';
    expect(withCompileHint(source)).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
  });

  it('leaves a source that already begins with the hint as it is', () => {
    const once = withCompileHint('"use strict";var a=1;');
    expect(withCompileHint(once)).toBe(once);
  });

  it('still adds the hint when the comment appears only later in the file', () => {
    const source = `var a=1;\n${COMPILE_HINT}\n`;
    expect(withCompileHint(source).startsWith(`${COMPILE_HINT}\nvar a=1;`)).toBe(true);
  });
});

describe('addCompileHints', () => {
  let distDir: string;
  const chunks = () => path.join(distDir, 'static', 'chunks');

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(chunks(), 'app'), { recursive: true });
    await writeFile(path.join(chunks(), 'framework.js'), 'var framework=1;');
    await writeFile(path.join(chunks(), 'app', 'page.js'), 'var page=1;');
    await writeFile(path.join(chunks(), 'styles.css'), 'body{margin:0}');
    await writeFile(path.join(chunks(), 'framework.js.map'), '{}');
  });

  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it('hints every .js chunk, nested ones too, and touches nothing else', async () => {
    expect(await addCompileHints(distDir)).toBe(2);
    expect(await readFile(path.join(chunks(), 'framework.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nvar framework=1;`,
    );
    expect(await readFile(path.join(chunks(), 'app', 'page.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nvar page=1;`,
    );
    expect(await readFile(path.join(chunks(), 'styles.css'), 'utf8')).toBe('body{margin:0}');
    expect(await readFile(path.join(chunks(), 'framework.js.map'), 'utf8')).toBe('{}');
  });

  it('changes nothing on a second run over the same build', async () => {
    await addCompileHints(distDir);
    expect(await addCompileHints(distDir)).toBe(0);
    expect(await readFile(path.join(chunks(), 'framework.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nvar framework=1;`,
    );
  });
});
