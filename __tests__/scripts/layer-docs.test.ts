/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAYERS } from '@/eslint/layer-table.mjs';
import { sameTable } from '@/scripts/doc-block';
import { layerDocTable, layerTableInDocs } from '@/scripts/layer-table-doc';

describe('the layer table in docs/architecture.md', () => {
  const docs = readFileSync(resolve(__dirname, '../../docs/architecture.md'), 'utf8');

  it('is the one the lint rule reads (else: npm run docs:layers)', () => {
    const current = layerTableInDocs(docs);
    if (current === undefined) throw new Error('docs/architecture.md has lost its layers markers.');
    if (!sameTable(current, layerDocTable(LAYERS)))
      throw new Error('The layer table in docs/architecture.md is behind: run npm run docs:layers.');
  });

  it('is found behind when a row changes', () => {
    const current = layerTableInDocs(docs) ?? '';
    const moved = { ...LAYERS, lib: { why: 'the base', may: ['lib/flavor'] } };
    expect(sameTable(current, layerDocTable(moved))).toBe(false);
  });

  it('says "anything" for a wildcard and "nothing of ours" for an empty row', () => {
    const table = layerDocTable({ a: { why: 'x | y', may: ['*'] }, b: { why: 'z', may: [] } });
    expect(table).toContain('| `a` | x \\| y | anything |');
    expect(table).toContain('| `b` | z | nothing of ours |');
  });
});
