/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { EARLY_TAPS_KEY, markLive, takeEarlyTap } from '@/lib/early-taps';
import {
  FALLBACK_MS,
  LOADER_ID,
  deferChunks,
  deferChunksInBuild,
  loaderScript,
  restoreChunks,
} from '@/lib/paint-first.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** A prerendered page as Next.js 16 writes it: chunk tags in the head, the RSC payload after the markup. */
function page({ scripts = ['a', 'turbopack-b'], preloads = ['c'], tail = '' } = {}) {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>body{margin:0}</style>' +
    preloads.map((p) => `<link rel="preload" as="script" fetchPriority="low" href="${chunk(p)}"/>`).join('') +
    scripts.map((s) => `<script src="${chunk(s)}" async=""></script>`).join('') +
    `<script src="${chunk('polyfills')}" noModule=""></script>` +
    '<title>t</title></head><body><main><h1>Hello</h1></main><div id="markup-end"></div>' +
    '<script>self.__next_f.push([1,"x"])</script>' +
    tail +
    '</body></html>'
  );
}

/** A paint entry list as a PerformanceObserver callback receives it. */
type PaintList = { getEntriesByName: (name: string) => unknown[] };
type PaintCallback = (list: PaintList, observer: { disconnect: () => void }) => void;

/**
 * Runs a loader script in a fake browser and records what it appends to the head, and when. With `paint`,
 * the browser has a PerformanceObserver that reports `paint` entries: `paint(name)` delivers one.
 */
function runLoader(html: string, visibilityState: 'visible' | 'hidden', { paintEntries = false } = {}) {
  const code = html.match(new RegExp(`<script id="${LOADER_ID}">(.*?)</script>`))?.[1];
  if (!code) throw new Error('no loader');
  const appended: {
    tag: string;
    src?: string;
    href?: string;
    rel?: string;
    as?: string;
    fetchPriority?: string;
  }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const clickListeners: { fn: (e: { target: unknown }) => void; capture: unknown }[] = [];
  const document = {
    visibilityState,
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, fn: (e: { target: unknown }) => void, capture: unknown) => {
      if (type === 'click') clickListeners.push({ fn, capture });
    },
  };
  const observers: { callback: PaintCallback; options: unknown; connected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(private readonly callback: PaintCallback) {}
    observe(options: unknown) {
      const self = { callback: this.callback, options, connected: true };
      observers.push(self);
    }
  }
  /** Delivers one `paint` entry to every observer still connected. */
  const paint = (name: string) => {
    for (const o of observers.filter((x) => x.connected)) {
      const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
      o.callback(list, { disconnect: () => (o.connected = false) });
    }
  };
  const window: Record<string, unknown> = paintEntries
    ? { PerformanceObserver: FakePerformanceObserver }
    : {};
  runInNewContext(code, {
    window,
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  /** A click whose target sits inside an element with `data-early-tap={name}` (or none). */
  const click = (name: string | null) => {
    const marked =
      name === null ? null : { getAttribute: (a: string) => (a === 'data-early-tap' ? name : null) };
    const target = { closest: (selector: string) => (selector === '[data-early-tap]' ? marked : null) };
    for (const l of clickListeners) l.fn({ target });
  };
  return { appended, frames, timers, window, clickListeners, click, observers, paint };
}

describe('deferChunks', () => {
  it('moves every chunk script and chunk preload out of the head into one loader before </body>', () => {
    const { html, moved } = deferChunks(page());
    expect(moved).toBe(3);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(new RegExp(`<script id="${LOADER_ID}">.*</script></body></html>$`));
    // The markup, the RSC payload and the legacy-browser script stay where they were.
    expect(html).toContain(
      '<main><h1>Hello</h1></main><div id="markup-end"></div><script>self.__next_f.push',
    );
    expect(html).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
  });

  it('finds chunk scripts in the body too (Next.js puts some after the markup)', () => {
    const { html, moved } = deferChunks(page({ tail: `<script src="${chunk('late')}" async=""></script>` }));
    expect(moved).toBe(4);
    expect(html).toContain(JSON.stringify([chunk('a'), chunk('turbopack-b'), chunk('late')]));
  });

  it('leaves a page without chunk scripts, or one already rewritten, unchanged', () => {
    const plain = '<html><head></head><body><p>hi</p></body></html>';
    expect(deferChunks(plain)).toEqual({ html: plain, moved: 0 });
    const once = deferChunks(page()).html;
    expect(deferChunks(once)).toEqual({ html: once, moved: 0 });
  });

  it('refuses a page that has chunk scripts and no </body>', () => {
    expect(() => deferChunks(`<script src="${chunk('a')}" async=""></script>`)).toThrow(/no <\/body>/);
  });
});

describe('loaderScript', () => {
  it('adds the scripts, in order, once the first contentful paint is reported', () => {
    const { appended, frames, timers, observers, paint } = runLoader(deferChunks(page()).html, 'visible', {
      paintEntries: true,
    });
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    // The frame's own tasks are not the cue: its picture may not be on screen yet.
    expect(frames).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([FALLBACK_MS]);
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended.map((e) => e.src ?? e.href)).toEqual([chunk('a'), chunk('turbopack-b'), chunk('c')]);
    expect(observers[0]?.connected).toBe(false);
    timers[0]!.fn();
    expect(appended).toHaveLength(3);
  });

  it('loads after the fallback delay when no contentful paint is reported', () => {
    const { appended, timers } = runLoader(deferChunks(page()).html, 'visible', { paintEntries: true });
    timers.find((t) => t.ms === FALLBACK_MS)!.fn();
    expect(appended).toHaveLength(3);
  });

  it('without paint entries, adds the scripts, in order, only in the task after the first frame', () => {
    const { appended, frames, timers } = runLoader(deferChunks(page()).html, 'visible');
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    const afterFrame = timers.find((t) => t.ms === 0);
    afterFrame!.fn();
    expect(appended).toEqual([
      { tag: 'script', src: chunk('a'), async: true },
      { tag: 'script', src: chunk('turbopack-b'), async: true },
      { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: chunk('c') },
    ]);
  });

  it('loads once, even when the fallback timer fires after the frame', () => {
    const { appended, frames, timers } = runLoader(deferChunks(page()).html, 'visible');
    frames.forEach((frame) => frame());
    for (const t of timers) t.fn();
    expect(appended).toHaveLength(3);
  });

  it('loads anyway after the fallback delay when no frame is ever drawn', () => {
    const { appended, timers } = runLoader(deferChunks(page()).html, 'visible');
    const fallback = timers.find((t) => t.ms === FALLBACK_MS);
    fallback!.fn();
    expect(appended).toHaveLength(3);
  });

  it('loads at once on a hidden page, which draws no frame', () => {
    const { appended, frames } = runLoader(deferChunks(page()).html, 'hidden');
    expect(frames).toEqual([]);
    expect(appended).toHaveLength(3);
  });

  it('records taps on marked elements, in the capture phase, until the page is interactive', () => {
    const { window, clickListeners, click } = runLoader(deferChunks(page()).html, 'visible');
    expect(clickListeners).toHaveLength(1);
    expect(clickListeners[0]?.capture).toBe(true);
    click('discover');
    click(null);
    expect(window[EARLY_TAPS_KEY]).toEqual({ taps: ['discover'], live: false });
    markLive(window);
    click('discover');
    expect(window[EARLY_TAPS_KEY]).toEqual({ taps: ['discover'], live: true });
    expect(takeEarlyTap(window, 'discover')).toBe(true);
  });

  it('cannot be closed early by a URL', () => {
    expect(loaderScript(['/x</script><script>alert(1)//.js'], [])).not.toContain('</script><script>alert');
  });
});

describe('restoreChunks (for measurement)', () => {
  it('puts the chunk tags back in the head, in order, and drops the loader', () => {
    const restored = restoreChunks(deferChunks(page()).html);
    expect(restored).not.toContain(LOADER_ID);
    const head = restored.slice(0, restored.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="script" fetchPriority="low" href="${chunk('c')}"/>` +
        `<script src="${chunk('a')}" async=""></script><script src="${chunk('turbopack-b')}" async=""></script>`,
    );
    expect(deferChunks(restored).html).toBe(deferChunks(page()).html);
  });

  it('leaves a page without the loader alone', () => {
    expect(restoreChunks(page())).toBe(page());
  });
});

describe('deferChunksInBuild', () => {
  let distDir: string;
  const app = () => path.join(distDir, 'server', 'app');

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'paint-first-'));
    await mkdir(path.join(app(), 'flavor'), { recursive: true });
    await writeFile(path.join(app(), 'index.html'), page());
    await writeFile(path.join(app(), 'flavor', 'mint.html'), page());
    await writeFile(path.join(app(), 'index.rsc'), '1:"x"');
  });

  afterEach(() => rm(distDir, { recursive: true, force: true }));

  it('rewrites every prerendered page, nested ones too, and nothing else', async () => {
    expect(await deferChunksInBuild(distDir)).toBe(2);
    expect(await readFile(path.join(app(), 'flavor', 'mint.html'), 'utf8')).toContain(`id="${LOADER_ID}"`);
    expect(await readFile(path.join(app(), 'index.rsc'), 'utf8')).toBe('1:"x"');
  });

  it('changes nothing when run twice, and still counts the pages', async () => {
    await deferChunksInBuild(distDir);
    const once = await readFile(path.join(app(), 'index.html'), 'utf8');
    expect(await deferChunksInBuild(distDir)).toBe(2);
    expect(await readFile(path.join(app(), 'index.html'), 'utf8')).toBe(once);
  });

  it('stops the build when an App Router page has no chunk script to move', async () => {
    await writeFile(
      path.join(app(), 'odd.html'),
      '<html><body><script>self.__next_f.push([1,"x"])</script></body></html>',
    );
    await expect(deferChunksInBuild(distDir)).rejects.toThrow(/no chunk script found in odd.html/);
  });
});
