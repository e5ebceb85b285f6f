import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

/** Module hooks for scripts/register-ts.mjs. */
const root = new URL('../', import.meta.url);

function candidates(url) {
  const path = fileURLToPath(url);
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].filter(
    (p) => existsSync(p) && !p.endsWith('/'),
  );
}

export async function resolve(specifier, context, next) {
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), root)
    : specifier.startsWith('.') && context.parentURL?.startsWith('file:')
      ? new URL(specifier, context.parentURL)
      : null;
  if (local) {
    const found = candidates(local).find((p) => /\.(tsx?|mjs|js)$/.test(p));
    if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
