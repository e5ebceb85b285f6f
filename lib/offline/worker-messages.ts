/**
 * What a page may ask the service worker (docs/offline.md § What is kept), in a module of its own: the pages
 * that ask import these few names without the worker's source (lib/offline/worker-source.ts).
 */

/** A venue screen's page asks the active worker to keep every page and file. */
export const KEEP_EVERYTHING_MESSAGE = 'keep-everything';

/**
 * A page asks, with `paths`, to keep the site's pages it links to (a crew's flavour pages), so a tap on them
 * works offline. Only listed pages are fetched, at most MAX_KEPT_PAGES of them.
 */
export const KEEP_PAGES_MESSAGE = 'keep-pages';
export const MAX_KEPT_PAGES = 16;
