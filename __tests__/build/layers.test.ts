/** @jest-environment node */
import { Linter } from 'eslint';
import { layerOf, layersPlugin } from '../../eslint/layers.mjs';

const TABLE = {
  app: { why: 'routes', may: ['lib', 'lib/flavor'] },
  'lib/flavor': { why: 'rows', may: ['lib'] },
  lib: { why: 'base', may: [] },
};

function problems(file: string, code: string): string[] {
  const linter = new Linter({ cwd: '/project' });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { sourceType: 'module' as const },
      plugins: { local: layersPlugin(TABLE) },
      rules: { 'local/layers': 'error' as const },
    },
  ];
  return linter.verify(code, config, { filename: `/project/${file}` }).map((m) => m.message);
}

describe('the layer table', () => {
  it('names lib/ and components/ folders, lib itself and top folders', () => {
    expect(layerOf('lib/flavor/table.ts')).toBe('lib/flavor');
    expect(layerOf('components/widget/quiz/quiz-question.tsx')).toBe('components/widget');
    expect(layerOf('lib/guards.ts')).toBe('lib');
    expect(layerOf('app/page.tsx')).toBe('app');
    expect(layerOf('next.config.mjs')).toBeUndefined();
  });

  it('lets a folder import what its row lists, by alias or relative path, and packages', () => {
    expect(problems('app/page.ts', "import { a } from '@/lib/flavor/table'; import 'react';")).toEqual([]);
    expect(problems('lib/flavor/x.ts', "import { a } from '../guards'; import { b } from './y';")).toEqual(
      [],
    );
  });

  it('refuses what the row does not list, in every form of import', () => {
    for (const code of [
      "import { a } from '../../app/page';",
      "export { a } from '@/app/page';",
      "export * from '@/app/page';",
      "const m = import('@/app/page');",
    ]) {
      expect(problems('lib/flavor/x.ts', code)).toEqual(['lib/flavor/ (rows) may import only lib; not app.']);
    }
  });

  it('refuses a file in a folder that has no row yet', () => {
    expect(problems('lib/newthing/x.ts', 'export const a = 1;')[0]).toMatch(
      /lib\/newthing\/ is not in the layer table/,
    );
  });
});
