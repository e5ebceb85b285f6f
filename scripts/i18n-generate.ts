import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGES, PUBLIC_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { pseudoCatalogue } from './pseudo';

/**
 * `npm run i18n:generate` (after `npm install` / `npm ci`, and before `npm run dev` and `npm run build`): what the
 * languages table (lib/i18n/languages.ts) asks to be made from the committed catalogues, none of it committed:
 *
 * - each pseudo-locale's catalogue, `messages/<code>.json`, from its source language's (scripts/pseudo.ts);
 * - `lib/i18n/generated/last-resort.json`: the root error screen's four words in each public language, the
 *   catalogue's `Screens` words (lib/i18n/last-resort.ts). That screen is part of every page's first load, so it
 *   carries these words only, never a catalogue; a preview-only language shows the default language's.
 */
const root = process.cwd();
const catalogueFile = (code: string) => join(root, 'messages', `${code}.json`);
const readCatalogue = (code: string) =>
  JSON.parse(readFileSync(catalogueFile(code), 'utf8')) as Record<string, unknown>;

function write(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`i18n:generate  ${file.slice(root.length + 1)}`);
}

for (const language of LANGUAGES as readonly Language[])
  if (language.pseudoOf)
    write(catalogueFile(language.code), pseudoCatalogue(readCatalogue(language.pseudoOf)));

const lastResort = Object.fromEntries(
  PUBLIC_LANGUAGES.map(({ code }) => {
    const screens = readCatalogue(code).Screens as Record<string, string>;
    return [
      code,
      { title: screens.errorTitle, body: screens.errorBody, home: screens.home, retry: screens.retry },
    ];
  }),
);
write(join(root, 'lib/i18n/generated/last-resort.json'), lastResort);
