import { scriptJson } from '../script-safe-json';

/**
 * The service worker (docs/offline.md), written out as text by app/sw.js/route.ts at build time with that
 * build's list of files. Plain JavaScript in a template, so what runs in the browser is exactly what is
 * read here (e2e/offline.spec.ts runs it; no Jest test of it yet).
 *
 * - Install: precache every page of the offline flows (both languages) and every hashed build file, in a
 *   cache named for this build. A page answered by a redirect is not kept.
 * - /_next/static/: cache first (the files are hashed and immutable).
 * - Pages (navigations): network first; only the listed pages without a query are stored; offline, the
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
  /** Page paths kept for offline use (no query). */
  pages: readonly string[];
  /** Files fetched once and kept: /_next/static files and the public files the pages show. */
  assets: readonly string[];
}

export const CACHE_PREFIX = 'flavor-offline-';

export function serviceWorkerSource(plan: WorkerPlan): string {
  return `'use strict';
const CACHE = ${scriptJson(CACHE_PREFIX + plan.version)};
const PREFIX = ${scriptJson(CACHE_PREFIX)};
const PAGES = new Set(${scriptJson(plan.pages)});
const ASSETS = ${scriptJson(plan.assets)};
const ASSET_SET = new Set(ASSETS);

function pageKey(url) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname;
  return PAGES.has(path) ? path : null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // One by one: a file that fails now (a flaky connection) is fetched and kept when first used.
      await Promise.all(ASSETS.map((asset) => cache.add(asset).catch(() => undefined)));
      await Promise.all(
        [...PAGES].map(async (path) => {
          const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
          if (response.ok && !response.redirected && response.type === 'basic') await cache.put(path, response);
        }),
      );
    })(),
  );
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
  if (!data || data.type !== 'take-over' || !Array.isArray(data.scripts) || data.scripts.length === 0) return;
  if (data.scripts.every((s) => typeof s === 'string' && ASSET_SET.has(s))) self.skipWaiting();
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

async function pageFromNetworkFirst(request, key, url) {
  try {
    const response = await fetch(request);
    if (url.search === '' && response.ok && !response.redirected && response.type === 'basic')
      store(key, response.clone());
    return response;
  } catch (error) {
    const hit = await cached(key);
    if (hit) return hit;
    throw error;
  }
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
    if (key) event.respondWith(pageFromNetworkFirst(request, key, url));
    return;
  }
  if (url.search === '' && ASSET_SET.has(url.pathname))
    event.respondWith(cached(url.pathname).then((hit) => hit || fetch(request)));
});
`;
}
