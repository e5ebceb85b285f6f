import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FLAVOR_SLUGS } from '../flavor/slug';
import { LOCALES, localePath } from '../i18n/routing';
import { SITE_PAGES } from '../i18n/site-paths';
import type { WorkerPlan } from './worker-source';

/** Public files the offline pages show; the link-preview pictures (public/og) are for other sites. */
const PUBLIC_FOLDERS = ['ingredients', 'partners'];

/**
 * The pages a visitor needs offline, in every language: every page of the site (landing, widget, result, the
 * crew page: a crew is all in its link, so it opens without the network) and the eight flavour pages.
 */
export function offlinePages(): string[] {
  const paths = [...SITE_PAGES, ...FLAVOR_SLUGS.map((slug) => `/flavor/${slug}`)];
  return LOCALES.flatMap((locale) => paths.map((path) => localePath(locale, path)));
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const urlPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/**
 * This build's plan, read from disk while the build prerenders /sw.js: every file Next wrote under
 * `<distDir>/static` (hashed, so the list itself names the build), and the public pictures.
 */
export function offlinePlan(root: string, distDir: string): WorkerPlan {
  const staticRoot = join(root, distDir, 'static');
  const built = filesUnder(staticRoot)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/_next/static/${urlPath(staticRoot, file)}`)
    .sort();
  const publicRoot = join(root, 'public');
  const pictures = PUBLIC_FOLDERS.flatMap((folder) => filesUnder(join(publicRoot, folder)))
    .map((file) => `/${urlPath(publicRoot, file)}`)
    .sort();
  const assets = [...built, ...pictures, '/manifest.webmanifest'];
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  return { version, pages: offlinePages(), assets };
}
