/** @jest-environment node */
import { KEEP_EVERYTHING_MESSAGE, KEEP_PAGES_MESSAGE } from '@/lib/offline/worker-messages';
import { serviceWorkerSource, type WorkerPlan } from '@/lib/offline/worker-source';

/**
 * The service worker's choices of what to keep (docs/offline.md § What is kept), run against a stand-in
 * browser: its cache, its fetch and its windows. The real browser runs it in e2e/offline.spec.ts.
 */
const ORIGIN = 'https://flavor.test';
const PLAN: WorkerPlan = {
  version: 'v1',
  pages: {
    '/': 'en',
    '/embed/upload': 'en',
    '/flavor/x': 'en',
    '/de': 'de',
    '/de/embed/upload': 'de',
    '/de/flavor/x': 'de',
  },
  flows: { en: ['/', '/embed/upload'], de: ['/de', '/de/embed/upload'] },
  defaultLanguage: 'en',
  assets: ['/_next/static/chunks/flow.js'],
  flavorPageFiles: ['/_next/static/chunks/flavor-page.js'],
  everything: [
    '/_next/static/chunks/flow.js',
    '/_next/static/chunks/flavor-page.js',
    '/_next/static/chunks/other.js',
  ],
};

type Listener = (event: Record<string, unknown>) => void;

function startWorker(openWindows: string[] = []) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, unknown>();
  const fetched: string[] = [];
  const network = { up: true };
  const page = { ok: true, redirected: false, type: 'basic', clone: () => page };
  const fetch = async (input: string | { url: string }) => {
    const path = typeof input === 'string' ? input : new URL(input.url).pathname;
    fetched.push(path);
    if (!network.up) throw new TypeError('Failed to fetch');
    return page;
  };
  const key = (request: string | { url: string }) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
  const cache = {
    keys: async () => [...stored.keys()].map((path) => ({ url: ORIGIN + path })),
    put: async (request: string, response: unknown) => void stored.set(key(request), response),
    add: async (request: string) => void stored.set(key(request), await fetch(request)),
    match: async (request: string) => stored.get(key(request)),
  };
  const caches = {
    open: async () => cache,
    keys: async () => [],
    delete: async () => true,
    match: async (request: string) => stored.get(key(request)),
  };
  const skipWaiting = jest.fn();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: async () => openWindows.map((path) => ({ url: ORIGIN + path })) },
    skipWaiting,
  };
  new Function('self', 'caches', 'fetch', 'Response', serviceWorkerSource(PLAN))(
    self,
    caches,
    fetch,
    Response,
  );

  /** Dispatches an extendable event and waits for everything it asked to wait for. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}): Promise<unknown> {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<unknown> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      respondWith: (p: Promise<unknown>) => (answer = p),
    });
    const result = await answer?.catch((error: unknown) => error);
    await Promise.all(waits);
    return result;
  }
  const navigate = (path: string) =>
    dispatch('fetch', {
      request: { method: 'GET', url: ORIGIN + path, mode: 'navigate', destination: 'document' },
    });
  return { dispatch, navigate, stored, fetched, network, skipWaiting };
}

const sorted = (paths: Iterable<string>) => [...paths].sort();

describe('the service worker', () => {
  it("keeps at install the flows of the open pages' language, the flows' files and the open pages", async () => {
    const worker = startWorker(['/de/flavor/x', '/somewhere-else']);
    await worker.dispatch('install');
    expect(sorted(worker.stored.keys())).toEqual(
      sorted(['/_next/static/chunks/flow.js', '/de', '/de/embed/upload', '/de/flavor/x']),
    );
  });

  it('keeps the default language when no open page names one', async () => {
    const worker = startWorker();
    await worker.dispatch('install');
    expect(sorted(worker.stored.keys())).toEqual(
      sorted(['/_next/static/chunks/flow.js', '/', '/embed/upload']),
    );
  });

  it("keeps another language's flows once one of its pages loads from the network, and fetches each file once", async () => {
    const worker = startWorker(['/']);
    await worker.dispatch('install');
    worker.fetched.length = 0;
    await worker.navigate('/de/flavor/x');
    expect(sorted(worker.fetched)).toEqual(sorted(['/de/flavor/x', '/de', '/de/embed/upload']));
    worker.fetched.length = 0;
    await worker.navigate('/de');
    expect(worker.fetched).toEqual(['/de']);
  });

  it('answers a page from the cache offline, and fetches nothing more for it', async () => {
    const worker = startWorker(['/']);
    await worker.dispatch('install');
    worker.network.up = false;
    worker.fetched.length = 0;
    expect(await worker.navigate('/embed/upload')).toBe(worker.stored.get('/embed/upload'));
    expect(worker.fetched).toEqual(['/embed/upload']);
  });

  it('keeps every page and file when a venue screen asks', async () => {
    const worker = startWorker(['/']);
    await worker.dispatch('install');
    await worker.dispatch('message', { data: { type: KEEP_EVERYTHING_MESSAGE } });
    expect(sorted(worker.stored.keys())).toEqual(sorted([...Object.keys(PLAN.pages), ...PLAN.everything]));
    expect(new Set(worker.fetched).size).toBe(worker.fetched.length);
  });

  it('keeps the pages a page links to when it asks (with the flavour page files), and only pages of the site', async () => {
    const worker = startWorker(['/']);
    await worker.dispatch('install');
    worker.fetched.length = 0;
    await worker.dispatch('message', {
      data: { type: KEEP_PAGES_MESSAGE, paths: ['/flavor/x', '/elsewhere', 7, '/de/flavor/x#v2-abc'] },
    });
    expect(sorted(worker.fetched)).toEqual(sorted(['/flavor/x', '/_next/static/chunks/flavor-page.js']));
    expect(worker.stored.has('/flavor/x')).toBe(true);
    worker.fetched.length = 0;
    await worker.dispatch('message', { data: { type: KEEP_PAGES_MESSAGE, paths: 'not a list' } });
    await worker.dispatch('message', { data: { type: KEEP_PAGES_MESSAGE, paths: ['/elsewhere'] } });
    expect(worker.fetched).toEqual([]);
  });

  it("takes over only for a page whose scripts are all this build's", async () => {
    const worker = startWorker();
    await worker.dispatch('message', {
      data: { type: 'take-over', scripts: ['/_next/static/chunks/other.js', '/x.js'] },
    });
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    await worker.dispatch('message', {
      data: { type: 'take-over', scripts: ['/_next/static/chunks/other.js'] },
    });
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
