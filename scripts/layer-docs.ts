/**
 * npm run docs:layers [-- --check]: writes the layer table (eslint/layer-table.mjs) into docs/architecture.md
 * between its markers, formatted with Prettier. With --check, writes nothing and exits 1 when the docs are
 * behind the table.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAYERS } from '../eslint/layer-table.mjs';
import { sameTable } from './doc-block';
import { layerDocTable, layerTableInDocs } from './layer-table-doc';

const DOCS = resolve(__dirname, '../docs/architecture.md');

const docs = readFileSync(DOCS, 'utf8');
const current = layerTableInDocs(docs);
const table = layerDocTable(LAYERS);
if (current === undefined) {
  console.error('docs/architecture.md has no layers markers.');
  process.exit(1);
}
if (process.argv.includes('--check')) {
  const fresh = sameTable(current, table);
  console.log(fresh ? 'The layer table is current.' : 'The layer table is behind: run npm run docs:layers.');
  process.exit(fresh ? 0 : 1);
}
writeFileSync(DOCS, docs.replace(current, table));
execFileSync('npx', ['prettier', '--write', DOCS], { stdio: 'inherit' });
