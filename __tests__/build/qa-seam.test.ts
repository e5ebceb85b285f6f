/** @jest-environment node */
/**
 * The widget's QA states come through a seam (docs/qa.md): the states page's side drives the widget, and no
 * product room imports the states (lib/states), which only the states page, its routes and its seam may load.
 * The layer table says so too (eslint.config.mjs); this test keeps it so should a row be widened by mistake.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const STATES_IMPORT =
  /(?:from\s+|import\s*\(\s*|import\s+)['"](?:@\/lib\/states|(?:\.\.\/)+(?:lib\/)?states)\//;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

it('no component outside components/states imports the states (lib/states, components/states)', () => {
  const reaching = sourcesUnder(join(ROOT, 'components'))
    .map((file) => relative(ROOT, file))
    .filter((file) => !file.startsWith('components/states/'))
    .filter((file) => STATES_IMPORT.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(reaching).toEqual([]);
});

it('the widget names its seam, and the states page provides it', () => {
  const seam = readFileSync(join(ROOT, 'components/widget/use-preview-state.ts'), 'utf8');
  expect(seam).toMatch(/export const PreviewDriverContext/);
  const provider = readFileSync(join(ROOT, 'components/states/widget-states.tsx'), 'utf8');
  expect(provider).toMatch(/import\('@\/lib\/states\/widget-state'\)/);
});
