/**
 * The vacuous-expect rule: an assertion that cannot fail is worse than none, because it reads as a check.
 * Reported in tests:
 * - `expect(a && b)`: when `a` is false the matcher sees `false`, not `b`, so `toBeDefined()`, `toBeFalsy()`
 *   or a `not.` matcher passes without ever looking at `b`. Assert `a` first, then `b` on its own (in Jest,
 *   `expectStatus` / `expectOk` of __tests__/support/narrow.ts narrow the type too).
 * - `toBeDefined()` / `not.toBeUndefined()` on a boolean expression (a comparison, `&&`/`||`, `!x`): a boolean
 *   is always defined. Use `toBe(true)`, or assert the value itself.
 */

const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=', 'in', 'instanceof']);

/** The expression under TypeScript's wrappers (`x as T`, `x!`, `x satisfies T`) and parentheses. */
function unwrap(node) {
  let n = node;
  while (
    n &&
    (n.type === 'TSAsExpression' ||
      n.type === 'TSNonNullExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'ChainExpression')
  )
    n = n.expression;
  return n;
}

/** Whether a node is an expression whose value is always a boolean (or, for `&&`/`||`, reads as one). */
function isBooleanExpression(node) {
  const n = unwrap(node);
  if (!n) return false;
  if (n.type === 'BinaryExpression') return COMPARISONS.has(n.operator);
  if (n.type === 'LogicalExpression') return n.operator === '&&' || n.operator === '||';
  return n.type === 'UnaryExpression' && n.operator === '!';
}

/** The property name of a member expression, or undefined. */
function propertyName(node) {
  if (node?.type !== 'MemberExpression' || node.computed) return undefined;
  return node.property.type === 'Identifier' ? node.property.name : undefined;
}

/** The matcher called on `expect(…)`, and whether `.not` came before it. */
function matcherOf(call) {
  let member = call.parent;
  if (member?.type !== 'MemberExpression' || member.object !== call) return undefined;
  let negated = false;
  if (propertyName(member) === 'not') {
    negated = true;
    const next = member.parent;
    if (next?.type !== 'MemberExpression' || next.object !== member) return undefined;
    member = next;
  }
  const name = propertyName(member);
  return name === undefined ? undefined : { name, negated };
}

export const vacuousExpectRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'expect') return;
        const value = unwrap(node.arguments[0]);
        if (!value) return;
        if (value.type === 'LogicalExpression' && value.operator === '&&') {
          context.report({
            node,
            message:
              'expect(a && b) sees `false` whenever `a` fails, and a matcher that accepts `false` never looks at `b`: assert `a`, then `b` on its own.',
          });
          return;
        }
        const matcher = matcherOf(node);
        if (!matcher || !isBooleanExpression(value)) return;
        const alwaysPasses =
          (matcher.name === 'toBeDefined' && !matcher.negated) ||
          (matcher.name === 'toBeUndefined' && matcher.negated);
        if (alwaysPasses)
          context.report({
            node,
            message: `A boolean expression is always defined, so ${matcher.negated ? 'not.' : ''}${matcher.name}() cannot fail: use toBe(true) or assert the value itself.`,
          });
      },
    };
  },
};

export const vacuousExpectPlugin = { rules: { 'no-vacuous-expect': vacuousExpectRule } };
