/** @jest-environment node */
import { isPreviewHost, isPreviewRequest, previewHostList } from '@/lib/preview-host';
import { framesDevelopmentWidget } from '@/lib/widget/development-host';

/**
 * The one guard of what only previews show (lib/preview-host.ts), host by host: exact names and whole labels,
 * Vercel's own word first, forwarded hosts that can only take a preview away. The widget's origin rule
 * (lib/widget/development-host.ts) keeps the spec's substring rule: __tests__/widget/origin.test.ts.
 */
const NONE = { vercelEnv: '', hosts: [] };

describe('isPreviewHost', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'LOCALHOST',
    'localhost.',
    'preview-abc.vercel.app',
    'flavor-git-states-team.vercel.app',
    'dev.flavor.example',
    'dev.scoop-lab.berlin',
  ])('%s is a preview host', (host) => {
    expect(isPreviewHost(host, NONE)).toBe(true);
  });

  it.each([
    // The hosts that fooled the substring rule.
    'x.vercel.app.evil.com',
    'evilvercel.app',
    'myvercel.application.com',
    'localhost.evil.com',
    'notlocalhost',
    // The live site, and names near the rules.
    'whats-your-flavor.com',
    'www.whats-your-flavor.com',
    'vercel.app',
    '.vercel.app',
    'dev.',
    'devices.example.com',
    'www.dev.example.com',
    '127.0.0.2',
    '10.0.0.1',
    '',
    'local host',
    'a/b.vercel.app',
  ])('%s is not a preview host', (host) => {
    expect(isPreviewHost(host, NONE)).toBe(false);
  });

  it('takes the deployment’s own preview hosts, whole names only', () => {
    const setting = { vercelEnv: '', hosts: previewHostList(' QA.Flavor.Example , , bad host,') };
    expect(setting.hosts).toEqual(['qa.flavor.example']);
    expect(isPreviewHost('qa.flavor.example', setting)).toBe(true);
    expect(isPreviewHost('qa.flavor.example.evil.com', setting)).toBe(false);
    expect(isPreviewHost('x.qa.flavor.example', setting)).toBe(false);
  });

  it("lets Vercel's VERCEL_ENV decide first: production whatever the host, a preview whatever the host", () => {
    const production = { vercelEnv: 'production', hosts: ['qa.flavor.example'] };
    for (const host of ['flavor.vercel.app', 'localhost', 'dev.flavor.example', 'qa.flavor.example'])
      expect([host, isPreviewHost(host, production)]).toEqual([host, false]);
    for (const vercelEnv of ['preview', 'development'])
      expect(isPreviewHost('preview.scoop-lab.berlin', { vercelEnv, hosts: [] })).toBe(true);
    // Without the variable (a machine of our own), the host decides.
    expect(isPreviewHost('flavor.vercel.app', NONE)).toBe(true);
  });
});

describe('isPreviewRequest', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('reads the Host header, port and all', () => {
    expect(isPreviewRequest(headers({ host: 'localhost:3000' }), NONE)).toBe(true);
    expect(isPreviewRequest(headers({ host: '[::1]:3000' }), NONE)).toBe(true);
    expect(isPreviewRequest(headers({ host: 'flavor.example.test:3100' }), NONE)).toBe(false);
    expect(isPreviewRequest(headers({}), NONE)).toBe(false);
  });

  it('never lets a forwarded host make a host a preview', () => {
    const forwarded = { host: 'whats-your-flavor.com', 'x-forwarded-host': 'localhost' };
    expect(isPreviewRequest(headers(forwarded), NONE)).toBe(false);
    const standard = { host: 'whats-your-flavor.com', forwarded: 'for=1.2.3.4;host=dev.flavor.example' };
    expect(isPreviewRequest(headers(standard), NONE)).toBe(false);
  });

  it('lets a forwarded live host take the preview away: a reverse proxy that sends Host: localhost', () => {
    const proxied = { host: 'localhost:3000', 'x-forwarded-host': 'whats-your-flavor.com' };
    expect(isPreviewRequest(headers(proxied), NONE)).toBe(false);
    const standard = {
      host: 'localhost:3000',
      forwarded: 'for=1.2.3.4;host="whats-your-flavor.com";proto=https',
    };
    expect(isPreviewRequest(headers(standard), NONE)).toBe(false);
    const both = { host: 'localhost:3000', 'x-forwarded-host': 'localhost:3000' };
    expect(isPreviewRequest(headers(both), NONE)).toBe(true);
  });

  it('follows VERCEL_ENV=production on a vercel.app host', () => {
    const request = headers({ host: 'flavor-abc.vercel.app' });
    expect(isPreviewRequest(request, NONE)).toBe(true);
    expect(isPreviewRequest(request, { vercelEnv: 'production', hosts: [] })).toBe(false);
  });
});

describe("the widget's origin rule is not the guard", () => {
  it('keeps the spec’s substring rule for choosing the widget, where the guard says no', () => {
    for (const host of ['x.vercel.app.evil.com', 'evilvercel.app', 'localhost.evil.com', 'notlocalhost'])
      expect([host, framesDevelopmentWidget(host), isPreviewHost(host, NONE)]).toEqual([host, true, false]);
  });
});
