/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { germanWordsTable, sameTable, tableInDocs } from '@/scripts/german-words';

describe('the German rows and pair lines in docs/languages.md', () => {
  it('holds the tables rendered from the German catalogue (else: npm run docs:german)', () => {
    const docs = readFileSync(resolve(__dirname, '../../docs/languages.md'), 'utf8');
    const current = tableInDocs(docs);
    expect(current).toBeDefined();
    if (!sameTable(current ?? '', germanWordsTable()))
      throw new Error('The German tables in docs/languages.md are behind: run npm run docs:german.');
  });
});
