/**
 * The layer rule: one table says which folder may import which (eslint/layer-table.mjs, which
 * docs/architecture.md shows, written from it by `npm run docs:layers`). A file whose folder is not in the table is refused until it is listed, so a new
 * folder cannot slip past the layers; an import of a folder its own row does not list is refused with what
 * the row allows. Every way of reaching a module counts: the `@/` alias and relative paths, static and
 * dynamic imports, re-exports.
 */
import path from 'node:path';

/**
 * The table's key of a project path: `lib/<folder>` and `components/<folder>` inside those two, `lib` or
 * `components` for their own files, else the top folder.
 */
export function layerOf(projectPath) {
  const parts = projectPath.split('/');
  if (parts[0] === 'lib' || parts[0] === 'components')
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts.length > 1 ? parts[0] : undefined;
}

/** The project path an import names, or undefined for a package. */
function targetOf(specifier, fromFile, root) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(root, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

/** @param {Record<string, {why: string, may: string[]}>} table */
export function layersPlugin(table) {
  const rule = {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const root = context.cwd;
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const from = layerOf(file);
      if (from === undefined) return {};
      const row = table[from];
      if (!row) {
        return {
          Program(node) {
            context.report({
              node,
              message: `${from}/ is not in the layer table (eslint/layer-table.mjs): add it, with what it is for and what it may import.`,
            });
          },
        };
      }
      const check = (node, source) => {
        if (!source || typeof source.value !== 'string') return;
        const target = targetOf(source.value, context.filename, root);
        if (target === undefined) return;
        const to = layerOf(target) ?? target;
        if (to === from || row.may.includes('*') || row.may.includes(to)) return;
        context.report({
          node,
          message: `${from}/ (${row.why}) may import only ${row.may.join(', ') || 'nothing of ours'}; not ${to}.`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
      };
    },
  };
  return { rules: { layers: rule } };
}
