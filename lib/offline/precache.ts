import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FLAVOR_SLUGS } from '../flavor/slug';
import { DEFAULT_LOCALE, LOCALES, localePath } from '../i18n/routing';
import { SITE_PAGES } from '../i18n/site-paths';
import type { WorkerPlan } from './worker-source';

/** Public files the offline pages show; the link-preview pictures (public/og) are for other sites. */
const PUBLIC_FOLDERS = ['ingredients', 'partners'];

/**
 * The offline flows, unprefixed: the landing, its connect dialog's widget, the result and the crew page it
 * leads to (a crew is all in its link, so it opens without the network). Every page of the site but the
 * flavour pages, whose links arrive over a network (docs/offline.md § What is kept).
 */
export const FLOW_PAGES: readonly string[] = SITE_PAGES;

/**
 * Where the build describes each flow page's files: its route in app/, whose client reference manifest
 * (`<distDir>/server/app/<route>_client-reference-manifest.js`) names every chunk the page loads at first.
 */
/** The flavour pages' route: its files are kept with the flavour pages a page asks for (KEEP_PAGES_MESSAGE). */
export const FLAVOR_PAGE_ROUTE = '[locale]/(site)/flavor/[slug]/page';

export const FLOW_ROUTES: Readonly<Record<string, string>> = {
  '/': '[locale]/(site)/page',
  '/embed/upload': '[locale]/embed/upload/page',
  '/flavor': '[locale]/(site)/flavor/page',
  '/crew': '[locale]/(site)/crew/page',
};

/** Every page that may be kept, unprefixed: the flows and the eight flavour pages. */
function allPages(): string[] {
  return [...FLOW_PAGES, ...FLAVOR_SLUGS.map((slug) => `/flavor/${slug}`)];
}

/** Every page that may be kept, in every language, with the language it is in. */
export function pageLanguages(locales: readonly string[] = LOCALES): Record<string, string> {
  const paths = allPages();
  return Object.fromEntries(
    locales.flatMap((locale) =>
      paths.map((path) => [localePath(locale as (typeof LOCALES)[number], path), locale]),
    ),
  );
}

/** Each language's offline flows, as paths in that language. */
export function flowsByLanguage(locales: readonly string[] = LOCALES): Record<string, string[]> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      FLOW_PAGES.map((path) => localePath(locale as (typeof LOCALES)[number], path)),
    ]),
  );
}

/**
 * The build files a text names, as URL paths (`/_next/static/…`): a client reference manifest lists its page's
 * chunks and inlined stylesheet (with the font it loads), and a chunk that loads others lazily (the quiz, the
 * connect dialog, the import worker and its chunks) names them as `static/chunks/…` strings.
 */
export function buildFilesNamed(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/static\/(?:chunks|media)\/[\w.~-]+/g)) found.add(`/_next/${match[0]}`);
  return [...found].sort();
}

/**
 * The files reached from `start` (URL paths), following what each script and stylesheet names, or null when
 * one of them cannot be read: the caller then keeps every build file rather than a page without its chunk.
 */
export function filesReached(
  start: readonly string[],
  read: (path: string) => string | null,
): string[] | null {
  const reached = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    const path = todo.pop() as string;
    if (reached.has(path)) continue;
    reached.add(path);
    if (!/\.(js|css)$/.test(path)) continue;
    const text = read(path);
    if (text === null) return null;
    todo.push(...buildFilesNamed(text));
  }
  return [...reached].sort();
}

/** A build manifest's `rootMainFiles` (the framework's chunks every page loads), or null for any other shape. */
export function rootMainFiles(manifest: unknown): string[] | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const files = (manifest as Record<string, unknown>).rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) return null;
  if (!files.every((file) => typeof file === 'string' && /^static\/[\w./~-]+$/.test(file))) return null;
  return files.map((file) => `/_next/${file}`);
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const urlPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The build files the given routes load (see FLOW_ROUTES), read from this build's manifests: the framework's
 * chunks, each route's chunks and what those load lazily. Null when a manifest is missing or of another shape
 * (another bundler, another Next): the worker then keeps every build file, as heavy as before but never short.
 */
function routeBuildFiles(distRoot: string, routes: readonly string[]): string[] | null {
  let rootFiles: string[] | null;
  try {
    rootFiles = rootMainFiles(JSON.parse(readFileSync(join(distRoot, 'build-manifest.json'), 'utf8')));
  } catch {
    return null;
  }
  const manifests = routes.map((route) =>
    readOrNull(join(distRoot, 'server', 'app', `${route}_client-reference-manifest.js`)),
  );
  if (rootFiles === null || manifests.some((text) => text === null)) return null;
  const start = [...rootFiles, ...manifests.flatMap((text) => buildFilesNamed(text as string))];
  return filesReached(start, (path) => readOrNull(join(distRoot, path.slice('/_next/'.length))));
}

/**
 * This build's plan, read from disk while the build prerenders /sw.js (the bundles and their manifests are
 * written by then): every file Next wrote under `<distDir>/static` (hashed, so the list itself names the
 * build), the ones the flow pages load, and the public pictures.
 */
export function offlinePlan(root: string, distDir: string): WorkerPlan {
  const distRoot = join(root, distDir);
  const staticRoot = join(distRoot, 'static');
  const built = filesUnder(staticRoot)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/_next/static/${urlPath(staticRoot, file)}`)
    .sort();
  const publicRoot = join(root, 'public');
  const pictures = PUBLIC_FOLDERS.flatMap((folder) => filesUnder(join(publicRoot, folder)))
    .map((file) => `/${urlPath(publicRoot, file)}`)
    .sort();
  const everything = [...built, ...pictures, '/manifest.webmanifest'];
  const builtSet = new Set(built);
  const flowFiles =
    routeBuildFiles(distRoot, Object.values(FLOW_ROUTES))?.filter((file) => builtSet.has(file)) ?? built;
  const flowSet = new Set(flowFiles);
  const flavorPageFiles = (routeBuildFiles(distRoot, [FLAVOR_PAGE_ROUTE]) ?? built).filter(
    (file) => builtSet.has(file) && !flowSet.has(file),
  );
  const version = createHash('sha256').update(everything.join('\n')).digest('hex').slice(0, 16);
  return {
    version,
    pages: pageLanguages(),
    flows: flowsByLanguage(),
    defaultLanguage: DEFAULT_LOCALE,
    assets: [...flowFiles, ...pictures, '/manifest.webmanifest'],
    flavorPageFiles,
    everything,
  };
}
