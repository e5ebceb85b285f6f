/**
 * The visible-strings rule: every word a visitor reads comes from the message catalogues (messages/*.json,
 * docs/languages.md), so a component may not write words into its markup itself. Reported: JSX text with a
 * letter in it, a string (or template) with a letter as a JSX child, and a string with a letter in an attribute
 * a visitor or a screen reader reads (alt, title, placeholder, label, aria-label, …). Marks without letters
 * ("·", "|", "%") pass, and so does anything else: class names, ids, URLs.
 *
 * Hooks and helpers in `.ts` files write words without JSX, so the rule also reports a string with a letter
 * that reaches the visitor through the DOM or a share sheet: assigned to `textContent`, `innerText`, a
 * `document.title` or an `aria…` property, set with `setAttribute` on a read attribute, or given as a read
 * property of an object (`{ title: '…', text: '…' }`, what `navigator.share` and toasts show).
 */

/** Attributes (and our components' props of the same role) whose value is read or heard by the visitor. */
const READ_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
]);

/** DOM properties whose value the visitor reads or hears. */
const READ_PROPERTIES = new Set([
  'textContent',
  'innerText',
  'ariaLabel',
  'ariaDescription',
  'ariaValueText',
]);

/** Object keys whose value a share sheet or a toast shows: the read attributes, and a share's `text`. */
const READ_KEYS = new Set([...READ_ATTRIBUTES, 'text']);

const HAS_LETTER = /\p{L}/u;

/** @param {any} node the key of a property or member expression */
function keyName(node, computed) {
  if (!computed && node?.type === 'Identifier') return node.name;
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** @param {unknown} node */
function literalText(node) {
  if (!node || typeof node !== 'object') return undefined;
  const n = /** @type {{type: string, value?: unknown, quasis?: {value: {cooked: string}}[]}} */ (node);
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral') return (n.quasis ?? []).map((q) => q.value.cooked).join('');
  return undefined;
}

const MESSAGE =
  'Words a visitor reads come from the message catalogues (messages/*.json, useTranslations): "{{text}}".';

export const visibleStringsRule = {
  meta: { type: 'problem', schema: [], messages: { catalogue: MESSAGE } },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) =>
      context.report({ node, messageId: 'catalogue', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
      },
      AssignmentExpression(node) {
        const target = node.left;
        if (target.type !== 'MemberExpression') return;
        const name = keyName(target.property, target.computed);
        const documentTitle =
          name === 'title' && target.object.type === 'Identifier' && target.object.name === 'document';
        if (!documentTitle && !READ_PROPERTIES.has(name)) return;
        const text = literalText(node.right);
        if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          keyName(callee.property, callee.computed) !== 'setAttribute'
        )
          return;
        const [attribute, value] = node.arguments;
        if (!READ_ATTRIBUTES.has(literalText(attribute))) return;
        const text = literalText(value);
        if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
      },
      Property(node) {
        if (node.parent?.type !== 'ObjectExpression' || !READ_KEYS.has(keyName(node.key, node.computed)))
          return;
        // `classNames: { title: '…' }` names the classes of a title, not its words.
        const owner = node.parent.parent;
        if (owner?.type === 'Property' && keyName(owner.key, owner.computed) === 'classNames') return;
        const text = literalText(node.value);
        if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
      },
    };
  },
};

export const visibleStringsPlugin = { rules: { 'visible-strings': visibleStringsRule } };
