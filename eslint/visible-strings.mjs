/**
 * The visible-strings rule: every word a visitor reads comes from the message catalogues (messages/*.json,
 * docs/languages.md), so a component may not write words into its markup itself. Reported: JSX text with a
 * letter in it, a string (or template) with a letter as a JSX child, and a string with a letter in an attribute
 * a visitor or a screen reader reads (alt, title, placeholder, label, aria-label, …). Marks without letters
 * ("·", "|", "%") pass, and so does anything else: class names, ids, URLs.
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

const HAS_LETTER = /\p{L}/u;

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
