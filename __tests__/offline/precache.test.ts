import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import {
  FLOW_PAGES,
  FLOW_ROUTES,
  buildFilesNamed,
  filesReached,
  flowsByLanguage,
  offlinePlan,
  pageLanguages,
  rootMainFiles,
} from '@/lib/offline/precache';

/** What the service worker keeps (docs/offline.md § What is kept), read from a build's manifests. */
describe('the offline plan', () => {
  it('names the build files a manifest or a chunk mentions, once each, and nothing of the server', () => {
    const text =
      '{"chunks":["/_next/static/chunks/a1.js","/_next/static/chunks/a1.js"],"ssr":["server/chunks/ssr/x.js"],' +
      '"css":"src:url(/_next/static/media/font-x.woff2)"} e.l("static/chunks/lazy_2.js")';
    expect(buildFilesNamed(text)).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/lazy_2.js',
      '/_next/static/media/font-x.woff2',
    ]);
  });

  it('follows what each script and stylesheet loads lazily, reading neither fonts nor a file twice', () => {
    const files: Record<string, string> = {
      '/_next/static/chunks/page.js': 'load("static/chunks/quiz.js")',
      '/_next/static/chunks/quiz.js': 'load("static/chunks/page.js", "static/chunks/worker.js")',
      '/_next/static/chunks/worker.js': '',
      '/_next/static/chunks/style.css': 'url(/_next/static/media/font.woff2)',
    };
    const read = jest.fn((path: string) => files[path] ?? null);
    expect(filesReached(['/_next/static/chunks/page.js', '/_next/static/chunks/style.css'], read)).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/quiz.js',
      '/_next/static/chunks/style.css',
      '/_next/static/chunks/worker.js',
      '/_next/static/media/font.woff2',
    ]);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('gives up on the list when a script cannot be read, so the caller keeps every file', () => {
    expect(filesReached(['/_next/static/chunks/a.js'], () => null)).toBeNull();
  });

  it("reads the framework's chunks from a build manifest and refuses any other shape", () => {
    expect(rootMainFiles({ rootMainFiles: ['static/chunks/a.js'] })).toEqual(['/_next/static/chunks/a.js']);
    for (const bad of [
      null,
      'x',
      {},
      { rootMainFiles: [] },
      { rootMainFiles: [1] },
      { rootMainFiles: ['../x.js'] },
    ])
      expect(rootMainFiles(bad)).toBeNull();
  });

  it("keeps each language's flows, and knows the language of every page it may store", () => {
    expect(flowsByLanguage(['en', 'de'])).toEqual({
      en: ['/', '/embed/upload', '/flavor', '/crew'],
      de: ['/de', '/de/embed/upload', '/de/flavor', '/de/crew'],
    });
    const pages = pageLanguages(['en', 'de']);
    expect(pages['/de/flavor/coffee']).toBe('de');
    expect(pages['/flavor/coffee']).toBe('en');
    expect(Object.keys(pages)).toHaveLength(2 * (FLOW_PAGES.length + FLAVOR_SLUGS.length));
  });

  it("finds each flow page's route in app/", () => {
    expect(Object.keys(FLOW_ROUTES).sort()).toEqual([...FLOW_PAGES].sort());
    for (const route of Object.values(FLOW_ROUTES))
      expect(existsSync(join('app', `${route}.tsx`))).toBe(true);
  });
});

describe('offlinePlan on a build folder', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'offline-plan-'));
    write('.next/build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
    write('.next/static/chunks/framework.js', '');
    write('.next/static/chunks/landing.js', 'e.l("static/chunks/dialog.js")');
    write('.next/static/chunks/dialog.js', '');
    write('.next/static/chunks/other-page.js', '');
    write('.next/static/chunks/landing.js.map', '');
    write('public/ingredients/pear.svg', '<svg/>');
    write('public/og/site.png', '');
    for (const route of Object.values(FLOW_ROUTES))
      write(
        `.next/server/app/${route}_client-reference-manifest.js`,
        'globalThis.__RSC_MANIFEST["x"] = {"entryJSFiles":{"p":["static/chunks/landing.js"]}}',
      );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps at install only what the flows load, and lists every file for a venue', () => {
    const plan = offlinePlan(root, '.next');
    expect(plan.assets).toEqual([
      '/_next/static/chunks/dialog.js',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/landing.js',
      '/ingredients/pear.svg',
      '/manifest.webmanifest',
    ]);
    expect(plan.everything).toEqual([
      '/_next/static/chunks/dialog.js',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/landing.js',
      '/_next/static/chunks/other-page.js',
      '/ingredients/pear.svg',
      '/manifest.webmanifest',
    ]);
    expect(plan.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps every build file when a manifest is missing', () => {
    rmSync(join(root, '.next/build-manifest.json'));
    const plan = offlinePlan(root, '.next');
    expect(plan.assets).toEqual(plan.everything);
  });
});
