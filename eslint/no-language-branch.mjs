/**
 * The language-branch rule: only the languages table (lib/i18n/language-table.mjs) names a language, so a new one is
 * one entry there (docs/languages.md). Reported anywhere else: a comparison of a value with a language code
 * (`=== 'de'`, `!= 'en'`, either side), a `case 'de':`, and a regular expression literal that matches a
 * language's path prefix (`/^\/de/`, `/^\/(de\/?)?$/`). What to use instead: the table's fields
 * (`languageOf(code).intl`), routing's `splitLocale` / `localePath` / `isLocale`, or `DEFAULT_LOCALE`.
 */

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** @param {readonly string[]} codes the table's codes */
export function languageBranchRule(codes) {
  const known = new Set(codes);
  // `\/` then the code, maybe inside a group (`\/(de`, `\/(?:de`), and not the start of a longer word.
  const prefix = new RegExp(
    `\\\\\\/(?:\\((?:\\?:)?)?(?:${codes.map(escapeRegExp).join('|')})(?![A-Za-z0-9_])`,
  );
  const message = (what) =>
    `${what}: only lib/i18n/language-table.mjs names a language; read its table (languageOf, LOCALES, DEFAULT_LOCALE) or routing's splitLocale/localePath/isLocale (docs/languages.md).`;
  /** @param {unknown} node */
  const code = (node) => {
    const n =
      /** @type {{type?: string, value?: unknown, quasis?: {value: {cooked: string}}[], expressions?: unknown[]}} */ (
        node
      );
    if (n?.type === 'Literal' && typeof n.value === 'string' && known.has(n.value)) return n.value;
    if (n?.type === 'TemplateLiteral' && n.expressions?.length === 0) {
      const text = n.quasis?.[0]?.value.cooked;
      if (text !== undefined && known.has(text)) return text;
    }
    return undefined;
  };
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      return {
        BinaryExpression(node) {
          if (!COMPARISONS.has(node.operator)) return;
          const found = code(node.left) ?? code(node.right);
          if (found !== undefined) context.report({ node, message: message(`A comparison with '${found}'`) });
        },
        SwitchCase(node) {
          const found = code(node.test);
          if (found !== undefined) context.report({ node, message: message(`A case '${found}'`) });
        },
        Literal(node) {
          const regex = /** @type {{regex?: {pattern: string}}} */ (node).regex;
          if (regex && prefix.test(regex.pattern))
            context.report({ node, message: message(`A path-prefix pattern /${regex.pattern}/`) });
        },
      };
    },
  };
}

/** @param {readonly string[]} codes */
export function languageBranchPlugin(codes) {
  return { rules: { 'no-language-branch': languageBranchRule(codes) } };
}
