import { appConfig } from '@/lib/config';
import { framesDevelopmentWidget } from '@/lib/widget/development-host';
import {
  builtInWidgetOrigin,
  isBuiltInWidget,
  selectWidget,
  WIDGET_PATH,
  type PageLocation,
} from '@/lib/widget/origin';
import { localePath } from '@/lib/i18n/routing';

function loc(url: string): PageLocation {
  const u = new URL(url);
  return { hostname: u.hostname, port: u.port, protocol: u.protocol, origin: u.origin };
}

const config = {
  widgetOrigin: 'https://app.vana.com',
  widgetDevOrigin: undefined,
  schemaIdDev: 25,
  schemaIdProd: 8,
};

describe('framesDevelopmentWidget', () => {
  it.each(['localhost', 'sub.localhost', 'dev.example.com', 'preview-x.vercel.app', '127.0.0.1', '[::1]'])(
    '%s is a development host',
    (host) => {
      expect(framesDevelopmentWidget(host)).toBe(true);
    },
  );

  it.each([
    'example.com',
    'devices.example.com',
    'www.dev-example.com',
    'vercel.com',
    '127.0.0.2',
    '127.0.0.1.example.com',
    '10.0.0.1',
  ])('%s is a production host', (host) => {
    expect(framesDevelopmentWidget(host)).toBe(false);
  });
});

describe('selectWidget', () => {
  it('uses the development environment on localhost', () => {
    expect(selectWidget(loc('http://localhost:3000'), config).environment).toBe('development');
  });

  it('uses the production environment on example.com', () => {
    expect(selectWidget(loc('https://example.com'), config).environment).toBe('production');
  });

  it('uses the development environment on a loopback address', () => {
    expect(selectWidget(loc('http://127.0.0.1:3000'), config).environment).toBe('development');
    expect(selectWidget(loc('http://[::1]:3000'), config).environment).toBe('development');
  });

  it('defaults to the built-in widget at http://127.0.0.1:3000 on localhost:3000', () => {
    expect(selectWidget(loc('http://localhost:3000'), config).origin).toBe('http://127.0.0.1:3000');
  });

  it('defaults to the page’s own origin on a loopback address, so page and widget share one origin', () => {
    const target = selectWidget(loc('http://127.0.0.1:3000'), config);
    expect(target.origin).toBe('http://127.0.0.1:3000');
    expect(target.src).toBe('http://127.0.0.1:3000/embed/upload');
    expect(target.schemaId).toBe(25);
    expect(selectWidget(loc('http://[::1]:3000'), config).origin).toBe('http://[::1]:3000');
  });

  it('defaults to the page’s own origin on dev.example.com', () => {
    expect(selectWidget(loc('https://dev.example.com'), config).origin).toBe('https://dev.example.com');
  });

  it('defaults to the page’s own origin on a vercel.app preview', () => {
    expect(selectWidget(loc('https://preview-x.vercel.app'), config).origin).toBe(
      'https://preview-x.vercel.app',
    );
  });

  it('uses a configured development origin over the built-in default', () => {
    const target = selectWidget(loc('http://localhost:3000'), {
      ...config,
      widgetDevOrigin: 'https://dev.widget.test',
    });
    expect(target.origin).toBe('https://dev.widget.test');
  });

  it('uses the production widget origin on a production host', () => {
    expect(selectWidget(loc('https://example.com'), config).origin).toBe('https://app.vana.com');
  });

  it('uses schema id 25 in development', () => {
    expect(selectWidget(loc('http://localhost:3000'), config).schemaId).toBe(25);
  });

  it('uses schema id 8 in production', () => {
    expect(selectWidget(loc('https://example.com'), config).schemaId).toBe(8);
  });

  it('points src at /embed/upload on the widget origin', () => {
    expect(selectWidget(loc('http://localhost:3000'), config).src).toBe('http://127.0.0.1:3000/embed/upload');
    expect(selectWidget(loc('https://example.com'), config).src).toBe('https://app.vana.com/embed/upload');
  });
});

describe('the widget in the page’s language', () => {
  const german = localePath('de', WIDGET_PATH);

  it('is the German path /de/embed/upload', () => {
    expect(german).toBe('/de/embed/upload');
    expect(localePath('en', WIDGET_PATH)).toBe(WIDGET_PATH);
  });

  it('frames the built-in widget at /de/embed/upload on a German page', () => {
    expect(selectWidget(loc('http://localhost:3000'), config, german).src).toBe(
      'http://127.0.0.1:3000/de/embed/upload',
    );
    expect(selectWidget(loc('https://dev.example.com'), config, german).src).toBe(
      'https://dev.example.com/de/embed/upload',
    );
  });

  it('keeps English at /embed/upload, the default', () => {
    expect(selectWidget(loc('http://localhost:3000'), config, WIDGET_PATH).src).toBe(
      'http://127.0.0.1:3000/embed/upload',
    );
  });

  it('never gives the third-party widget a language path', () => {
    expect(selectWidget(loc('https://example.com'), config, german).src).toBe(
      'https://app.vana.com/embed/upload',
    );
    const devWidget = { ...config, widgetDevOrigin: 'https://dev.widget.test' };
    expect(selectWidget(loc('http://localhost:3000'), devWidget, german).src).toBe(
      'https://dev.widget.test/embed/upload',
    );
  });

  it('gives it to a production site that serves the built-in widget itself', () => {
    const ownWidget = { ...config, widgetOrigin: 'https://flavor.example' };
    expect(selectWidget(loc('https://flavor.example'), ownWidget, german).src).toBe(
      'https://flavor.example/de/embed/upload',
    );
  });

  it('knows the built-in widget by its origin', () => {
    expect(isBuiltInWidget('http://127.0.0.1:3000', loc('http://localhost:3000'))).toBe(true);
    expect(isBuiltInWidget('https://example.com', loc('https://example.com'))).toBe(true);
    expect(isBuiltInWidget('https://app.vana.com', loc('https://example.com'))).toBe(false);
    expect(isBuiltInWidget('http://127.0.0.1:4000', loc('http://localhost:3000'))).toBe(false);
  });
});

describe('builtInWidgetOrigin', () => {
  it('keeps the protocol and port on localhost', () => {
    expect(builtInWidgetOrigin(loc('https://localhost:8443'))).toBe('https://127.0.0.1:8443');
  });

  it('omits the port when the page has none', () => {
    expect(builtInWidgetOrigin(loc('http://localhost'))).toBe('http://127.0.0.1');
  });
});

describe('appConfig defaults (no env set)', () => {
  it('has schema ids 25 (development) and 8 (production)', () => {
    expect(appConfig.schemaIdDev).toBe(25);
    expect(appConfig.schemaIdProd).toBe(8);
  });

  it('has an app id ending in spotifyicecream', () => {
    expect(appConfig.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i);
    expect(appConfig.appId.endsWith('spotifyicecream')).toBe(true);
  });
});
