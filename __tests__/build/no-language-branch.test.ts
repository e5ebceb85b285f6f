/** @jest-environment node */
import { RuleTester } from 'eslint';
import { languageBranchRule } from '../../eslint/no-language-branch.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = languageBranchRule(['en', 'de', 'en-XA']);
const error = { message: /only lib\/i18n\/language-table\.mjs names a language/ };

describe('no-language-branch', () => {
  tester.run('no-language-branch', rule, {
    valid: [
      'if (locale === DEFAULT_LOCALE) go();',
      "const intl = languageOf(locale).intl; const t = x === 'fr';",
      "switch (kind) { case 'off': break; case 'dev': break; }",
      "const ok = path.startsWith('/embed/');",
      "const lang = 'de'; const loaders = { de: 1, en: 2 };",
      'const r = /^\\/embed\\//; const s = /\\/denim/; const t = /^\\/(?:deutsch)/;',
      'if (other === locale) keep();',
    ],
    invalid: [
      { code: "if (locale === 'de') german();", errors: [error] },
      { code: "const english = 'en' == locale;", errors: [error] },
      { code: "if (locale !== 'en-XA') real();", errors: [error] },
      { code: 'if (language != `de`) other();', errors: [error] },
      { code: "switch (locale) { case 'de': break; case 'en': break; }", errors: [error, error] },
      { code: 'const german = /^\\/de(\\/|$)/.test(path);', errors: [error] },
      { code: 'const landing = /^\\/(de\\/?)?$/.test(path);', errors: [error] },
      { code: 'const pseudo = /^\\/(?:en-XA|de)\\//;', errors: [error] },
    ],
  });
});
