/** @jest-environment node */
import { RuleTester } from 'eslint';
import { vacuousExpectRule } from '../../eslint/no-vacuous-expect.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const conjunction = { message: /^expect\(a && b\) sees `false`/ };
const boolean = { message: /^A boolean expression is always defined/ };

describe('no-vacuous-expect', () => {
  tester.run('no-vacuous-expect', vacuousExpectRule, {
    valid: [
      'expect(read.crew).toEqual(crew);',
      'expect(value).toBeDefined();',
      'expect(value).not.toBeUndefined();',
      "expect(read.status === 'ok' ? read.crew : read).toEqual(crew);",
      'expect(a === b).toBe(true);',
      'expect(!done).toBe(false);',
      'expect(a || b).toBe(c);',
      'expect(a === b).toBeUndefined();',
      'check(a && b).toBeDefined();',
      'expect(x).not.toBe(a && b);',
    ],
    invalid: [
      { code: 'expect(x && y).toBeDefined();', errors: [conjunction] },
      { code: "expect(read.status === 'ok' && read.crew).toEqual(crew);", errors: [conjunction] },
      { code: 'expect(a && b).not.toBeNull();', errors: [conjunction] },
      { code: 'expect((a && b)).toBe(true);', errors: [conjunction] },
      { code: 'expect(a === b).toBeDefined();', errors: [boolean] },
      { code: 'expect(count > 0).not.toBeUndefined();', errors: [boolean] },
      { code: 'expect(a || b).toBeDefined();', errors: [boolean] },
      { code: 'expect(!x).toBeDefined();', errors: [boolean] },
      { code: "expect('id' in row, 'the row').toBeDefined();", errors: [boolean] },
    ],
  });
});
