import { createBridgeHandler, type BridgeOptions } from '@/lib/widget/bridge';
import { CONFIG, WIDGET_ORIGIN } from '../support/widget-config';

let frame: HTMLIFrameElement;
let other: HTMLIFrameElement;
let frameWindow: Window;
let postSpy: jest.SpyInstance;
let handler: ((event: MessageEvent) => void) | undefined;
let callbacks: {
  onComplete: jest.Mock;
  onError: jest.Mock;
  onResize: jest.Mock;
};

function install(extra: Partial<BridgeOptions> = {}) {
  handler = createBridgeHandler({
    widgetOrigin: WIDGET_ORIGIN,
    getFrameWindow: () => frame.contentWindow,
    getConfig: () => CONFIG,
    ...callbacks,
    ...extra,
  });
  window.addEventListener('message', handler);
}

/** Dispatches a real MessageEvent on window, as the browser does for postMessage. */
function send(data: unknown, init: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? WIDGET_ORIGIN,
      source: init.source === undefined ? frameWindow : init.source,
    }),
  );
}

function nothingHandled() {
  expect(postSpy).not.toHaveBeenCalled();
  expect(callbacks.onComplete).not.toHaveBeenCalled();
  expect(callbacks.onError).not.toHaveBeenCalled();
  expect(callbacks.onResize).not.toHaveBeenCalled();
}

beforeEach(() => {
  frame = document.createElement('iframe');
  other = document.createElement('iframe');
  document.body.append(frame, other);
  if (!frame.contentWindow) throw new Error('jsdom iframe has no window');
  frameWindow = frame.contentWindow;
  postSpy = jest.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  callbacks = { onComplete: jest.fn(), onError: jest.fn(), onResize: jest.fn() };
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  if (handler) window.removeEventListener('message', handler);
  handler = undefined;
  frame.remove();
  other.remove();
  jest.restoreAllMocks();
});

describe('createBridgeHandler: who is listened to', () => {
  it('ignores a message from the wrong origin', () => {
    install();
    send({ type: 'complete', result: '{}' }, { origin: 'https://evil.example' });
    send({ type: 'ready' }, { origin: 'https://evil.example' });
    nothingHandled();
  });

  it('ignores a message from the right origin but another window', () => {
    install();
    send({ type: 'complete', result: '{}' }, { source: other.contentWindow });
    send({ type: 'ready' }, { source: window });
    nothingHandled();
  });

  it('ignores a message from the right origin with no source', () => {
    install();
    send({ type: 'complete', result: '{}' }, { source: null });
    nothingHandled();
  });

  it('ignores messages while the frame has no window', () => {
    install({ getFrameWindow: () => null });
    send({ type: 'complete', result: '{}' });
    nothingHandled();
  });

  it.each([
    ['null', null],
    ['a string', 'ready'],
    ['an array', [{ type: 'ready' }]],
    ['a number', 1],
    ['an object without type', { result: '{}' }],
  ])('ignores %s data without warning', (_name, data) => {
    install();
    send(data);
    nothingHandled();
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('createBridgeHandler: message types', () => {
  it('answers ready by posting the config to the frame', () => {
    install();
    send({ type: 'ready' });
    expect(postSpy).toHaveBeenCalledTimes(1);
    expect(postSpy).toHaveBeenCalledWith(CONFIG, WIDGET_ORIGIN);
  });

  it('posts the config with its six fields', () => {
    install();
    send({ type: 'ready' });
    const posted: unknown = postSpy.mock.calls[0]?.[0];
    expect(Object.keys(posted as object).sort()).toEqual(
      ['aiPrompt', 'appId', 'embeddingOrigin', 'schemaId', 'theme', 'type'].sort(),
    );
  });

  it("never posts with '*' as the target origin", () => {
    install();
    send({ type: 'ready' });
    send({ type: 'relay', data: { x: 1 } });
    expect(postSpy).toHaveBeenCalledTimes(2);
    for (const call of postSpy.mock.calls) expect(call[1]).toBe(WIDGET_ORIGIN);
  });

  it('relays data.data back to the frame', () => {
    install();
    const data = { kind: 'token', value: [1, 2, 3] };
    send({ type: 'relay', data });
    expect(postSpy).toHaveBeenCalledWith(data, WIDGET_ORIGIN);
  });

  it('passes the wallet address of auth to the callback', () => {
    const onAuth = jest.fn();
    install({ onAuth });
    send({ type: 'auth', walletAddress: '0xfeed' });
    expect(onAuth).toHaveBeenCalledWith('0xfeed');
  });

  it('logs the wallet address of auth by default', () => {
    install();
    send({ type: 'auth', walletAddress: '0xfeed' });
    expect(console.info).toHaveBeenCalledWith(expect.any(String), '0xfeed');
  });

  it('hands the raw string result of complete to onComplete', () => {
    install();
    send({ type: 'complete', result: '```json\n{"E_score":"70"}\n```' });
    expect(callbacks.onComplete).toHaveBeenCalledWith('```json\n{"E_score":"70"}\n```');
  });

  it('hands the raw object result of complete to onComplete', () => {
    install();
    const result = { E_score: '70' };
    send({ type: 'complete', result });
    expect(callbacks.onComplete).toHaveBeenCalledWith(result);
  });

  it('logs an error and passes its message to onError', () => {
    install();
    send({ type: 'error', message: 'Upload failed' });
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'Upload failed');
    expect(callbacks.onError).toHaveBeenCalledWith('Upload failed');
  });

  it('passes the error field to onError when there is no message', () => {
    install();
    send({ type: 'error', error: 'Token expired' });
    expect(callbacks.onError).toHaveBeenCalledWith('Token expired');
  });

  it("passes 'An error occurred' to onError when the error has no text", () => {
    install();
    send({ type: 'error' });
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'An error occurred');
    expect(callbacks.onError).toHaveBeenCalledWith('An error occurred');
  });

  it('passes the resize height to onResize', () => {
    install();
    send({ type: 'resize', height: 812 });
    expect(callbacks.onResize).toHaveBeenCalledWith(812);
  });

  it('clamps the resize height to the 550 px minimum', () => {
    install();
    send({ type: 'resize', height: -5 });
    expect(callbacks.onResize).toHaveBeenCalledWith(550);
  });

  it('warns, naming the type, for an unknown type', () => {
    install();
    send({ type: 'party-time' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('party-time'));
    nothingHandled();
  });

  it('uses a custom logger when one is given', () => {
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    install({ logger });
    send({ type: 'mystery' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('mystery'));
    expect(console.warn).not.toHaveBeenCalled();
  });
});
