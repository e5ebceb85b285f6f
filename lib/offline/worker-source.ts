import { scriptJson } from '../script-safe-json';
import { KEEP_EVERYTHING_MESSAGE, KEEP_PAGES_MESSAGE, MAX_KEPT_PAGES } from './worker-messages';

/**
 * The service worker (docs/offline.md), written out as text by app/sw.js/route.ts at build time with that
 * build's list of files. Plain JavaScript in a template, so what runs in the browser is exactly what is
 * read here: __tests__/offline/worker-source.test.ts runs it against a stand-in browser, and
 * e2e/offline.spec.ts and e2e/offline-weight.spec.ts in Chromium.
 *
 * - Install: keep the build files the offline flows load and those flows' pages in the languages of the
 *   pages open at that moment (the page that registered the worker among them), plus those open pages
 *   themselves, in a cache named for this build. A page answered by a redirect is not kept.
 * - A page of another language loaded from the network later: that language's flows are kept too, in the
 *   background. A venue screen asks for everything (every page of every language, every build file); a page
 *   that links to flavour pages (the crew's sundae) asks for those.
 * - /_next/static/: cache first (the files are hashed and immutable), and what it fetches is kept.
 * - Pages (navigations): network first; every page of the site without a query is stored; offline, the
 *   stored page of the same path answers (its query, if any, is read by the page's own script).
 * - Never touched: other origins, anything not GET, /api/ (Last.fm), and everything else (the server
 *   components' payloads, which the router refetches as full page loads when they fail).
 * - A new build's worker waits, and takes over only when asked by a page that runs that very build's
 *   scripts (components/offline/service-worker.tsx), so one page never mixes two builds' files; on
 *   activation it deletes every older build's cache.
 */
export interface WorkerPlan {
  /** Names this build's cache; changes whenever any build file does. */
  version: string;
  /** Every page that may be stored (a path without query), with the language it is in. */
  pages: Readonly<Record<string, string>>;
  /** Each language's offline flows: the pages kept once the worker knows its visitor reads that language. */
  flows: Readonly<Record<string, readonly string[]>>;
  /** The language kept when no open page tells the worker one. */
  defaultLanguage: string;
  /** Files kept at install: the build files the flows load and the public files the pages show. */
  assets: readonly string[];
  /** The build files a flavour page loads beyond `assets`: kept with the flavour pages a page asks for. */
  flavorPageFiles: readonly string[];
  /** Every build file and public file: what a venue screen keeps, and what this build's pages run on. */
  everything: readonly string[];
}

export const CACHE_PREFIX = 'flavor-offline-';

export function serviceWorkerSource(plan: WorkerPlan): string {
  return `'use strict';
const CACHE = ${scriptJson(CACHE_PREFIX + plan.version)};
const PREFIX = ${scriptJson(CACHE_PREFIX)};
const PAGES = new Map(Object.entries(${scriptJson(plan.pages)}));
const FLOWS = new Map(Object.entries(${scriptJson(plan.flows)}));
const DEFAULT_LANGUAGE = ${scriptJson(plan.defaultLanguage)};
const ASSETS = ${scriptJson(plan.assets)};
const EVERYTHING = ${scriptJson(plan.everything)};
const FLAVOR_PAGE_FILES = ${scriptJson(plan.flavorPageFiles)};
const BUILD = new Set(EVERYTHING);
const KEEP_EVERYTHING = ${scriptJson(KEEP_EVERYTHING_MESSAGE)};
const KEEP_PAGES = ${scriptJson(KEEP_PAGES_MESSAGE)};
const MAX_KEPT_PAGES = ${MAX_KEPT_PAGES};

function pageKey(url) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname;
  return PAGES.has(path) ? path : null;
}

async function fetchPage(cache, path) {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (response.ok && !response.redirected && response.type === 'basic') await cache.put(path, response);
}

// One fetch per path at a time: install, a navigation and a venue's request may ask for the same file.
const fetching = new Map();
function fetchOnce(cache, path) {
  let pending = fetching.get(path);
  if (!pending) {
    // A file that fails now (a flaky connection) is fetched and kept when first used, or asked for again.
    pending = (PAGES.has(path) ? fetchPage(cache, path) : cache.add(path))
      .catch(() => undefined)
      .finally(() => fetching.delete(path));
    fetching.set(path, pending);
  }
  return pending;
}

// Fetches and stores each of the paths the cache does not hold yet.
async function keep(paths) {
  try {
    const cache = await caches.open(CACHE);
    const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    await Promise.all([...new Set(paths)].filter((path) => !held.has(path)).map((path) => fetchOnce(cache, path)));
  } catch {
    // No cache to keep things in: the site simply needs the network.
  }
}

const flowsOf = (language) => FLOWS.get(language) || [];

// The pages open now (the one that registered this worker among them, not yet controlled by it) say which
// languages the visitor reads: their flows are kept, and so are those pages themselves.
async function keepForOpenPages() {
  let windows = [];
  try {
    windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  } catch {
    // No list of windows: the default language's flows.
  }
  const open = windows.map((client) => pageKey(new URL(client.url))).filter((path) => path !== null);
  const languages = new Set(open.map((path) => PAGES.get(path)));
  if (languages.size === 0) languages.add(DEFAULT_LANGUAGE);
  await keep([...ASSETS, ...[...languages].flatMap(flowsOf), ...open]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepForOpenPages());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data.type !== 'string') return;
  if (data.type === KEEP_EVERYTHING) {
    event.waitUntil(keep([...PAGES.keys(), ...EVERYTHING]));
    return;
  }
  if (data.type === KEEP_PAGES) {
    if (!Array.isArray(data.paths)) return;
    const paths = data.paths.filter((path) => typeof path === 'string' && PAGES.has(path)).slice(0, MAX_KEPT_PAGES);
    if (paths.length > 0) event.waitUntil(keep([...paths, ...FLAVOR_PAGE_FILES]));
    return;
  }
  if (data.type !== 'take-over' || !Array.isArray(data.scripts) || data.scripts.length === 0) return;
  if (data.scripts.every((s) => typeof s === 'string' && BUILD.has(s))) self.skipWaiting();
});

// The cache only ever helps: a cache that cannot be opened, read or written (a browser's storage pressure, a
// response it refuses to store) falls back to the network, and storing never holds up the answer.
function store(key, response) {
  caches
    .open(CACHE)
    .then((cache) => cache.put(key, response))
    .catch(() => undefined);
}

async function cached(key) {
  try {
    return await caches.match(key, { cacheName: CACHE });
  } catch {
    return undefined;
  }
}

async function fromCacheFirst(request, url) {
  const hit = await cached(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && url.search === '') store(request, response.clone());
  return response;
}

// Resolves to the answer and whether it came from the network.
async function pageFromNetworkFirst(request, key, url) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const hit = await cached(key);
    if (hit) return { response: hit, online: false };
    throw error;
  }
  if (url.search === '' && response.ok && !response.redirected && response.type === 'basic')
    store(key, response.clone());
  return { response, online: true };
}

// A dedicated worker takes its address from the response that answers its script: a cached response carries
// the cached URL, without the fragment the bundler's worker reads its start-up parameters from (Turbopack's
// '#params=…'). A response made here has no URL of its own, so the worker keeps the one it was started with.
const WORKER_DESTINATIONS = new Set(['worker', 'sharedworker']);
function withoutOwnUrl(response) {
  if (!response.ok) return response;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/_next/static/')) {
    const response = fromCacheFirst(request, url);
    event.respondWith(WORKER_DESTINATIONS.has(request.destination) ? response.then(withoutOwnUrl) : response);
    return;
  }
  if (request.mode === 'navigate') {
    const key = pageKey(url);
    if (!key) return;
    const answer = pageFromNetworkFirst(request, key, url);
    event.respondWith(answer.then((a) => a.response));
    // Online, a page says its visitor reads its language: that language's flows are kept too (at once a no-op
    // when they already are), and whatever an earlier, flaky install missed.
    event.waitUntil(answer.then((a) => (a.online ? keep([...ASSETS, ...flowsOf(PAGES.get(key))]) : undefined), () => undefined));
    return;
  }
  if (url.search === '' && BUILD.has(url.pathname))
    event.respondWith(cached(url.pathname).then((hit) => hit || fetch(request)));
});
`;
}
