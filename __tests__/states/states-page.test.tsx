/** @jest-environment node */
import { NextRequest } from 'next/server';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import en from '@/messages/en.json';

/**
 * A production build (FLAVOR_PREVIEW_FEATURES=off, as next.config.mjs inlines it for VERCEL_ENV=production):
 * /states and its seed step answer 404, the proxy sends them to the 404 page, no page shows the label, and the
 * pseudo-locale is gone. The Playwright suite's build serves the preview features, so this is where the
 * production decision is shown.
 */
jest.mock('next-intl/server', () => {
  const { translatorFor } = jest.requireActual('@/lib/i18n/translator');
  const en = jest.requireActual('@/messages/en.json');
  return {
    getTranslations: async ({ namespace }: { namespace: string }) =>
      translatorFor('en', en, namespace as never),
    setRequestLocale: () => undefined,
    getLocale: async () => 'en',
    getMessages: async () => en,
  };
});

const params = { params: Promise.resolve({ locale: 'en' }) };

/** Loads `load` as a build with the given flag would see it. */
function withFlag<T>(flag: 'on' | 'off', load: () => T): T {
  const before = process.env.FLAVOR_PREVIEW_FEATURES;
  process.env.FLAVOR_PREVIEW_FEATURES = flag;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded as T;
  } finally {
    if (before === undefined) delete process.env.FLAVOR_PREVIEW_FEATURES;
    else process.env.FLAVOR_PREVIEW_FEATURES = before;
  }
}

type PageModule = {
  default: (props: typeof params) => Promise<unknown>;
  generateMetadata: (props: typeof params) => Promise<object>;
};

type SeedStepModule = {
  GET: (request: NextRequest, context: typeof params) => Promise<Response>;
};

const loadSeedStep = () =>
  jest.requireActual('@/app/[locale]/(site)/states/open/route.preview') as SeedStepModule;
const seedRequest = (state: string) => new NextRequest(`http://localhost/states/open?state=${state}`);

type LayoutModule = {
  default: (props: typeof params & { children: null }) => Promise<unknown>;
};

/** Every element of a rendered tree of the given type, and the props each was given. */
function elementsIn(node: unknown, type: unknown): object[] {
  if (Array.isArray(node)) return node.flatMap((child) => elementsIn(child, type));
  if (typeof node !== 'object' || node === null) return [];
  const element = node as { type?: unknown; props?: { children?: unknown } };
  const own = element.type === type ? [element.props ?? {}] : [];
  return [...own, ...elementsIn(element.props?.children, type)];
}

/** The preview's inline script in the site layout (components/states/preview-tools.tsx) on a build with `flag`. */
async function layoutTools(flag: 'on' | 'off') {
  const [layout, tools] = withFlag(flag, () => [
    jest.requireActual('@/app/[locale]/(site)/layout') as LayoutModule,
    jest.requireActual('@/components/states/preview-tools') as { PreviewTools: unknown },
  ]);
  return elementsIn(await layout.default({ ...params, children: null }), tools.PreviewTools);
}

describe('on a production build', () => {
  it('the site layout carries no preview script: no label, no steps', async () => {
    expect(await layoutTools('off')).toEqual([]);
  });

  it('/states calls notFound, with no title of its own; its seed step answers 404', async () => {
    for (const load of [
      () => jest.requireActual('@/app/[locale]/(site)/states/page.preview') as PageModule,
    ]) {
      const page = withFlag('off', load);
      await expect(page.default(params)).rejects.toMatchObject({
        digest: expect.stringMatching(/NEXT_HTTP_ERROR_FALLBACK;404/),
      });
      expect(await page.generateMetadata(params)).toEqual({});
    }
    const seed = withFlag('off', loadSeedStep);
    const response = await seed.GET(seedRequest('caramel-sure'), params);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('the proxy treats /states as no page, the stamp is not there and en-XA is not served', () => {
    const { isSitePage } = withFlag('off', () => jest.requireActual('@/lib/i18n/site-paths'));
    const preview = withFlag('off', () => jest.requireActual('@/lib/preview'));
    const guard = withFlag('off', () => jest.requireActual('@/lib/preview-host'));
    const stamp = withFlag('off', () => jest.requireActual('@/lib/build-stamp'));
    const { LOCALES } = withFlag('off', () => jest.requireActual('@/lib/i18n/routing'));
    for (const path of ['/states', '/states/open']) expect(isSitePage(path, FLAVOR_SLUGS)).toBe(false);
    expect(preview.PREVIEW_FEATURES).toBe(false);
    expect(guard.previewHere('localhost')).toBe(false);
    expect(guard.previewForRequest(new Headers({ host: 'localhost:3000' }))).toBe(false);
    expect(stamp.buildStamp()).toBeUndefined();
    expect(LOCALES).toEqual(['en', 'de']);
  });
});

describe('on a preview build', () => {
  it('the site layout carries the preview script once, handed nothing of the build (the browser asks for it)', async () => {
    expect(await layoutTools('on')).toEqual([{}]);
  });

  it('/states renders, and the proxy serves it and its seed step', async () => {
    const page = withFlag(
      'on',
      () => jest.requireActual('@/app/[locale]/(site)/states/page.preview') as PageModule,
    );
    await expect(page.default(params)).resolves.toBeTruthy();
    expect(await page.generateMetadata(params)).toMatchObject({ robots: { index: false } });
    const { isSitePage } = withFlag('on', () => jest.requireActual('@/lib/i18n/site-paths'));
    for (const path of ['/states', '/states/open']) expect(isSitePage(path, FLAVOR_SLUGS)).toBe(true);
    expect(isSitePage('/states/', FLAVOR_SLUGS)).toBe(false);
    const stamp = withFlag('on', () => jest.requireActual('@/lib/build-stamp'));
    expect(stamp.buildStamp()).toEqual({ commit: '?', branch: '?', time: '?' });
    const { LOCALES } = withFlag('on', () => jest.requireActual('@/lib/i18n/routing'));
    expect(LOCALES).toContain('en-XA');
  });

  it('the seed step answers a state as a small page that writes its plan and opens its route', async () => {
    const seed = withFlag('on', loadSeedStep);
    const opening = await seed.GET(seedRequest('caramel-sure'), params);
    expect(opening.status).toBe(200);
    expect(opening.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await opening.text();
    expect(html).toContain(en.States.opening);
    expect(html).toContain('"spotify-flavor-data":');
    expect(html).toContain('"href":"/flavor"');
    // No framework on a page that is left at once: its one script is its own.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('_next/');

    const unknown = await seed.GET(seedRequest('nope'), params);
    expect(unknown.status).toBe(404);
    const said = await unknown.text();
    expect(said).toContain(en.States.unknown);
    expect(said).toContain(`<a id="seed-back" href="/states">${en.States.back}</a>`);
    expect(said).not.toContain('<script');
  });
});
