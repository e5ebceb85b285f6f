/** @jest-environment node */
import { RuleTester } from 'eslint';
import { visibleStringsRule } from '../../eslint/visible-strings.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const error = { messageId: 'catalogue' };

describe('visible-strings, beyond JSX: the words a .ts hook or helper writes', () => {
  tester.run('visible-strings', visibleStringsRule, {
    valid: [
      "node.textContent = t('copied');",
      "document.title = t('title');",
      "el.setAttribute('aria-label', label); el.setAttribute('data-state', 'open');",
      "navigator.share({ title: t('title'), text, url: 'https://example.com' });",
      "const options = { classNames: { title: 'font-semibold', description: 'text-sm' } };",
      "const mark = { label: '·', kind: 'story' }; node.className = 'hidden';",
      "console.error('The picture could not be drawn.');",
    ],
    invalid: [
      { code: "node.textContent = 'Copied';", errors: [error] },
      { code: "document.title = 'Your flavor';", errors: [error] },
      { code: 'el.ariaLabel = `Close`;', errors: [error] },
      { code: "el.setAttribute('aria-label', 'Close');", errors: [error] },
      { code: "navigator.share({ title: 'My flavor', text: 'Look at this' });", errors: [error, error] },
      { code: "export const metadata = { title: 'Oops! Page not found' };", errors: [error] },
    ],
  });
});
