/**
 * npm run docs:german [-- --check]: writes the German rows and pair lines (scripts/german-words.ts) into
 * docs/languages.md between its markers, formatted with Prettier. With --check, writes nothing and exits 1 when
 * the docs are behind the catalogue.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { germanWordsTable, sameTable, tableInDocs } from './german-words';

const DOCS = resolve(__dirname, '../docs/languages.md');

const docs = readFileSync(DOCS, 'utf8');
const current = tableInDocs(docs);
const table = germanWordsTable();
if (current === undefined) {
  console.error('docs/languages.md has no german-words markers.');
  process.exit(1);
}
if (process.argv.includes('--check')) {
  const fresh = sameTable(current, table);
  console.log(
    fresh ? 'The German tables are current.' : 'The German tables are behind: run npm run docs:german.',
  );
  process.exit(fresh ? 0 : 1);
}
writeFileSync(DOCS, docs.replace(current, table));
execFileSync('npx', ['prettier', '--write', DOCS], { stdio: 'inherit' });
console.log(table);
