import { isAllowedEmbedder } from '@/lib/widget/embedders';
import type { PageLocation } from '@/lib/widget/origin';

function loc(url: string): PageLocation {
  const u = new URL(url);
  return { hostname: u.hostname, port: u.port, protocol: u.protocol, origin: u.origin };
}

const none = { siteUrl: undefined, widgetEmbedders: [] as string[] };

describe('isAllowedEmbedder', () => {
  it('allows the widget’s own origin', () => {
    expect(
      isAllowedEmbedder('https://flavor.example', loc('https://flavor.example/embed/upload'), none),
    ).toBe(true);
  });

  it('allows localhost to embed the widget served on 127.0.0.1 with the same port', () => {
    expect(isAllowedEmbedder('http://localhost:3000', loc('http://127.0.0.1:3000/embed/upload'), none)).toBe(
      true,
    );
  });

  it('allows 127.0.0.1 to embed the widget served on localhost with the same port', () => {
    expect(isAllowedEmbedder('http://127.0.0.1:3000', loc('http://localhost:3000/embed/upload'), none)).toBe(
      true,
    );
  });

  it('refuses a loopback embedder on another port', () => {
    expect(isAllowedEmbedder('http://localhost:4000', loc('http://127.0.0.1:3000/embed/upload'), none)).toBe(
      false,
    );
  });

  it('refuses a loopback embedder with another protocol', () => {
    expect(isAllowedEmbedder('https://localhost:3000', loc('http://127.0.0.1:3000/embed/upload'), none)).toBe(
      false,
    );
  });

  it('refuses another host', () => {
    expect(isAllowedEmbedder('https://evil.example', loc('https://flavor.example/embed/upload'), none)).toBe(
      false,
    );
  });

  it('refuses a non-loopback host even on a loopback widget', () => {
    expect(isAllowedEmbedder('http://evil.example:3000', loc('http://127.0.0.1:3000'), none)).toBe(false);
  });

  it('allows an origin from the configured embedder list', () => {
    expect(
      isAllowedEmbedder('https://partner.example', loc('https://widget.example'), {
        siteUrl: undefined,
        widgetEmbedders: ['https://partner.example'],
      }),
    ).toBe(true);
  });

  it('allows the origin of the configured site URL', () => {
    expect(
      isAllowedEmbedder('https://flavor.example', loc('https://widget.example'), {
        siteUrl: 'https://flavor.example/some/path',
        widgetEmbedders: [],
      }),
    ).toBe(true);
  });

  it('refuses everything else when the site URL is unusable', () => {
    expect(
      isAllowedEmbedder('https://flavor.example', loc('https://widget.example'), {
        siteUrl: 'not a url',
        widgetEmbedders: [],
      }),
    ).toBe(false);
  });

  it.each(['', 'null', '*', 'not a url', 'javascript:alert(1)', 'http://localhost:3000/', 'localhost:3000'])(
    'refuses the junk origin "%s"',
    (candidate) => {
      expect(isAllowedEmbedder(candidate, loc('http://localhost:3000'), none)).toBe(false);
    },
  );
});
