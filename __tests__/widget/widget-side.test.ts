/**
 * The built-in widget's side of the message contract (docs/widget-protocol.md),
 * driven by real MessageEvents dispatched on the widget's window.
 */
import { isAllowedEmbedder } from '@/lib/widget/embedders';
import type { ConfigMessage, WidgetMessage } from '@/lib/widget/bridge-messages';
import type { PageLocation } from '@/lib/widget/origin';
import { createWidgetSide, type WidgetSide } from '@/lib/widget/widget-side';

/** The widget is served from 127.0.0.1:3000 and framed by the app on localhost:3000 (the dev default). */
const SELF: PageLocation = {
  origin: 'http://127.0.0.1:3000',
  hostname: '127.0.0.1',
  port: '3000',
  protocol: 'http:',
};
const EMBEDDER = 'http://localhost:3000';
const SITE = 'https://flavor.example';
const STRANGER = 'https://evil.example';
const allowed = (origin: string) => isAllowedEmbedder(origin, SELF, { siteUrl: SITE, widgetEmbedders: [] });

const CONFIG: ConfigMessage = {
  type: 'config',
  appId: 'com.vana.spotifyicecream',
  schemaId: 25,
  aiPrompt: 'Score this: {{data}}',
  embeddingOrigin: EMBEDDER,
  theme: { mode: 'light', primaryColor: '#db2777' },
};

let parentFrame: HTMLIFrameElement;
let strangerFrame: HTMLIFrameElement;
/** Stands in for window.parent: a real Window whose postMessage is recorded, not delivered. */
let parent: Window;
let stranger: Window;
let postSpy: jest.SpyInstance;
let onConfig: jest.Mock;
let logger: { warn: jest.Mock };
let side: WidgetSide;

function frameWindow(frame: HTMLIFrameElement): Window {
  if (!frame.contentWindow) throw new Error('jsdom iframe has no window');
  return frame.contentWindow;
}

beforeEach(() => {
  parentFrame = document.createElement('iframe');
  strangerFrame = document.createElement('iframe');
  document.body.append(parentFrame, strangerFrame);
  parent = frameWindow(parentFrame);
  stranger = frameWindow(strangerFrame);
  postSpy = jest.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  onConfig = jest.fn();
  logger = { warn: jest.fn() };
  side = createWidgetSide({ parent, isAllowedEmbedder: allowed, onConfig, logger });
  window.addEventListener('message', side.handleMessage);
});

afterEach(() => {
  window.removeEventListener('message', side.handleMessage);
  postSpy.mockRestore();
  parentFrame.remove();
  strangerFrame.remove();
});

/** Dispatches a real MessageEvent on the widget's window, as the browser does for postMessage. */
function receive(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? EMBEDDER,
      source: init.source === undefined ? parent : init.source,
    }),
  );
}

function sentMessages(): [unknown, unknown][] {
  return postSpy.mock.calls.map((call: unknown[]) => [call[0], call[1]]);
}

describe('ready', () => {
  it("announces {type:'ready'} to the parent with '*' (before config the embedder is unknown)", () => {
    side.announceReady();
    expect(sentMessages()).toEqual([[{ type: 'ready' }, '*']]);
  });
});

describe('config is accepted only from the parent, an allowed embedder, naming itself', () => {
  it('accepts a config from the parent window on an allowed origin whose embeddingOrigin is that origin', () => {
    receive(CONFIG);
    expect(onConfig).toHaveBeenCalledTimes(1);
    expect(onConfig).toHaveBeenCalledWith(CONFIG);
    expect(side.embeddingOrigin()).toBe(EMBEDDER);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([SITE, SELF.origin, 'http://[::1]:3000'])('accepts the allowed embedder %s', (origin) => {
    receive({ ...CONFIG, embeddingOrigin: origin }, { origin });
    expect(side.embeddingOrigin()).toBe(origin);
    expect(onConfig).toHaveBeenCalledTimes(1);
  });

  type From = 'parent' | 'stranger' | 'nobody';
  const refused: [string, unknown, string, From][] = [
    ['from another window on an allowed origin', CONFIG, EMBEDDER, 'stranger'],
    ['from no window at all (source null)', CONFIG, EMBEDDER, 'nobody'],
    ['from a disallowed origin naming itself', { ...CONFIG, embeddingOrigin: STRANGER }, STRANGER, 'parent'],
    ['from a disallowed origin naming an allowed one', CONFIG, STRANGER, 'parent'],
    ['from an opaque origin', { ...CONFIG, embeddingOrigin: 'null' }, 'null', 'parent'],
    [
      'from the same host on another port',
      { ...CONFIG, embeddingOrigin: 'http://localhost:4000' },
      'http://localhost:4000',
      'parent',
    ],
    [
      'over https when the widget is on http',
      { ...CONFIG, embeddingOrigin: 'https://localhost:3000' },
      'https://localhost:3000',
      'parent',
    ],
    [
      'whose embeddingOrigin is another allowed origin',
      { ...CONFIG, embeddingOrigin: SITE },
      EMBEDDER,
      'parent',
    ],
    ["whose embeddingOrigin is '*'", { ...CONFIG, embeddingOrigin: '*' }, EMBEDDER, 'parent'],
    [
      'whose embeddingOrigin has a trailing slash',
      { ...CONFIG, embeddingOrigin: `${EMBEDDER}/` },
      EMBEDDER,
      'parent',
    ],
  ];

  it.each(refused)('ignores a config %s', (_name, data, origin, from) => {
    const source = from === 'parent' ? parent : from === 'stranger' ? stranger : null;
    receive(data, { origin, source });
    side.post({ type: 'resize', height: 700 });
    expect(onConfig).not.toHaveBeenCalled();
    expect(side.embeddingOrigin()).toBeNull();
    // Nothing may leave the widget towards an embedder it has not accepted.
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('warns when the config names an origin other than its sender', () => {
    receive({ ...CONFIG, embeddingOrigin: SITE });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('still accepts the real config after refused ones', () => {
    receive(CONFIG, { source: stranger });
    receive(CONFIG, { origin: STRANGER });
    receive({ ...CONFIG, embeddingOrigin: SITE });
    receive(CONFIG);
    expect(onConfig).toHaveBeenCalledTimes(1);
    expect(side.embeddingOrigin()).toBe(EMBEDDER);
  });
});

describe('malformed configs are ignored', () => {
  const without = (key: keyof ConfigMessage) =>
    Object.fromEntries(Object.entries(CONFIG).filter(([k]) => k !== key));
  const malformed: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a string', 'config'],
    ['the config as a JSON string', JSON.stringify(CONFIG)],
    ['an array', [CONFIG]],
    ['a number', 42],
    ["type 'Config'", { ...CONFIG, type: 'Config' }],
    ["type 'ready'", { ...CONFIG, type: 'ready' }],
    ['no type', { ...CONFIG, type: undefined }],
    ['no appId', without('appId')],
    ['no schemaId', without('schemaId')],
    ['no aiPrompt', without('aiPrompt')],
    ['no embeddingOrigin', without('embeddingOrigin')],
    ['a numeric appId', { ...CONFIG, appId: 1 }],
    ["schemaId '25' (a string)", { ...CONFIG, schemaId: '25' }],
    ['schemaId NaN', { ...CONFIG, schemaId: NaN }],
    ['schemaId Infinity', { ...CONFIG, schemaId: Infinity }],
    ['an aiPrompt object', { ...CONFIG, aiPrompt: { text: 'x' } }],
    ['an embeddingOrigin array', { ...CONFIG, embeddingOrigin: [EMBEDDER] }],
  ];

  it.each(malformed)('ignores %s', (_name, data) => {
    side.post({ type: 'resize', height: 600 });
    receive(data);
    expect(onConfig).not.toHaveBeenCalled();
    expect(side.embeddingOrigin()).toBeNull();
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('accepts a config whose theme is malformed, with the default colour', () => {
    receive({ ...CONFIG, theme: 'dark' });
    expect(onConfig).toHaveBeenCalledWith({ ...CONFIG, theme: { mode: 'light', primaryColor: '#db2777' } });
  });
});

describe('messages go to the embedding origin only', () => {
  const later: Exclude<WidgetMessage, { type: 'ready' }>[] = [
    { type: 'resize', height: 812 },
    { type: 'relay', data: { anything: true } },
    { type: 'auth', walletAddress: '0xabc' },
    { type: 'complete', result: '{"E_score":"70"}' },
    { type: 'error', message: 'The file could not be read.' },
  ];

  it('posts every message after config to the embedding origin, never to *', () => {
    side.announceReady();
    receive(CONFIG);
    for (const message of later) side.post(message);
    expect(sentMessages()).toEqual([[{ type: 'ready' }, '*'], ...later.map((m) => [m, EMBEDDER])]);
    const wildcard = sentMessages().filter(([, target]) => target === '*');
    expect(wildcard).toEqual([[{ type: 'ready' }, '*']]);
  });

  it('queues messages posted before config and flushes them, in order, to the embedding origin', () => {
    side.post({ type: 'resize', height: 600 });
    side.post({ type: 'relay', data: 1 });
    side.post({ type: 'resize', height: 700 });
    side.post({ type: 'complete', result: 'r' });
    side.post({ type: 'resize', height: 800 });
    expect(postSpy).not.toHaveBeenCalled();

    receive(CONFIG);
    // Only the latest resize is kept; every other message keeps its place.
    expect(sentMessages()).toEqual([
      [{ type: 'relay', data: 1 }, EMBEDDER],
      [{ type: 'complete', result: 'r' }, EMBEDDER],
      [{ type: 'resize', height: 800 }, EMBEDDER],
    ]);
  });

  it('flushes the queue before telling the widget about the config, and only once', () => {
    const order: string[] = [];
    postSpy.mockImplementation((message: { type: string }) => order.push(`post ${message.type}`));
    onConfig.mockImplementation(() => order.push('onConfig'));
    side.post({ type: 'complete', result: 'r' });
    receive(CONFIG);
    receive(CONFIG);
    expect(order).toEqual(['post complete', 'onConfig', 'onConfig']);
  });

  it('keeps the queue when a config is refused, and flushes it on the real one', () => {
    side.post({ type: 'complete', result: 'r' });
    receive(CONFIG, { origin: STRANGER });
    receive(CONFIG, { source: stranger });
    expect(postSpy).not.toHaveBeenCalled();
    receive(CONFIG);
    expect(sentMessages()).toEqual([[{ type: 'complete', result: 'r' }, EMBEDDER]]);
  });

  it('ignores non-config messages, even from the parent', () => {
    receive({ type: 'complete', result: 'x' });
    receive({ type: 'ready' });
    expect(onConfig).not.toHaveBeenCalled();
    expect(side.embeddingOrigin()).toBeNull();
  });
});
