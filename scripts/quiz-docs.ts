/**
 * npm run docs:quiz [-- --check]
 *
 * Writes the listening quiz's generated table into docs/scoring-model.md (between its markers) from the code
 * and the committed population reference, then formats the file with Prettier. Run it after recalibrating or
 * after changing a question. With --check, writes nothing and exits 1 when the docs are behind.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildQuiz } from '../lib/quiz/quiz';
import { quizTable, sameTable, tableInDocs } from './quiz-table';

const DOCS = resolve(__dirname, '../docs/scoring-model.md');

const docs = readFileSync(DOCS, 'utf8');
const current = tableInDocs(docs);
const table = quizTable(buildQuiz());
if (current === undefined) {
  console.error('docs/scoring-model.md has no quiz-table markers.');
  process.exit(1);
}
if (process.argv.includes('--check')) {
  const fresh = sameTable(current, table);
  console.log(fresh ? 'The quiz table is current.' : 'The quiz table is behind: run npm run docs:quiz.');
  process.exit(fresh ? 0 : 1);
}
writeFileSync(DOCS, docs.replace(current, table));
execFileSync('npx', ['prettier', '--write', DOCS], { stdio: 'inherit' });
console.log(table);
