/**
 * The parent-side bridge (lib/widget/bridge.ts, readWidgetMessage) on every hostile value of
 * fixtures/hostile-message-cases.ts, from our own frame at the widget origin: what is dropped silently,
 * what a resize height becomes, what a relay echoes. e2e/hostile-messages.spec.ts sends a few of each kind
 * through the real iframe (structured clone, the frame's real height).
 */
import { createBridgeHandler } from '@/lib/widget/bridge';
import { CONFIG, WIDGET_ORIGIN } from '../support/widget-config';
import { NOT_MESSAGES, RELAY_CASES, RESIZE_CASES } from '@/fixtures/hostile-message-cases';

const MALFORMED_RESIZE = 'Ignored a malformed widget message of type "resize".';

let frame: HTMLIFrameElement;
let post: jest.Mock;
let logger: { info: jest.Mock; warn: jest.Mock; error: jest.Mock };
let callbacks: { onComplete: jest.Mock; onError: jest.Mock; onResize: jest.Mock; onAuth: jest.Mock };
let handler: (event: MessageEvent) => void;

beforeEach(() => {
  frame = document.createElement('iframe');
  document.body.append(frame);
  post = jest.fn();
  logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  callbacks = { onComplete: jest.fn(), onError: jest.fn(), onResize: jest.fn(), onAuth: jest.fn() };
  const frameWindow = frame.contentWindow;
  if (!frameWindow) throw new Error('jsdom iframe has no window');
  jest.spyOn(frameWindow, 'postMessage').mockImplementation(post);
  handler = createBridgeHandler({
    widgetOrigin: WIDGET_ORIGIN,
    getFrameWindow: () => frame.contentWindow,
    getConfig: () => CONFIG,
    logger,
    ...callbacks,
  });
});

afterEach(() => {
  frame.remove();
  jest.restoreAllMocks();
});

/** A message from our frame at the widget origin, as the browser delivers it. */
function fromFrame(data: unknown): void {
  handler(new MessageEvent('message', { data, origin: WIDGET_ORIGIN, source: frame.contentWindow }));
}

function nothingHandled(): void {
  expect(post).not.toHaveBeenCalled();
  for (const callback of Object.values(callbacks)) expect(callback).not.toHaveBeenCalled();
}

describe('data that is not an object with a string type', () => {
  it.each(NOT_MESSAGES.map((c) => [c.label, c.data] as const))('%s is dropped silently', (_label, data) => {
    fromFrame(data);
    nothingHandled();
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  // Structured clone delivers these in a browser; e2e/hostile-messages.spec.ts sends them through the iframe.
  it.each([
    ['a Date', new Date()],
    ['a Map', new Map([['type', 'complete']])],
    ['a Set', new Set(['complete'])],
    ['a RegExp', /complete/],
    ['a Uint8Array', new Uint8Array(16)],
    ['an ArrayBuffer', new ArrayBuffer(16)],
    ['a boxed String', new String('complete')],
  ])('%s is dropped silently', (_label, data) => {
    fromFrame(data);
    nothingHandled();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('resize with hostile heights', () => {
  it.each(RESIZE_CASES.map((c) => [c.label, c.message, c.expected] as const))(
    'height %s -> %s',
    (_label, message, expected) => {
      fromFrame({ type: 'resize', ...message });
      if (expected === 'unchanged') {
        expect(callbacks.onResize).not.toHaveBeenCalled();
        expect(logger.warn).toHaveBeenCalledTimes(1);
        expect(logger.warn).toHaveBeenCalledWith(MALFORMED_RESIZE);
      } else {
        expect(callbacks.onResize).toHaveBeenCalledTimes(1);
        expect(callbacks.onResize).toHaveBeenCalledWith(expected);
        expect(logger.warn).not.toHaveBeenCalled();
      }
      expect(post).not.toHaveBeenCalled();
    },
  );
});

describe('relay of non-object data', () => {
  it.each(RELAY_CASES.map((c) => [c.label, c.message, c.echo] as const))(
    'relay %s echoes exactly that value back to the widget origin, and does nothing else',
    (_label, message, echo) => {
      fromFrame({ type: 'relay', ...message });
      expect(post).toHaveBeenCalledTimes(1);
      expect(post.mock.calls[0]).toEqual([echo, WIDGET_ORIGIN]);
      for (const callback of Object.values(callbacks)) expect(callback).not.toHaveBeenCalled();
      expect(logger.warn).not.toHaveBeenCalled();
      expect(logger.error).not.toHaveBeenCalled();
    },
  );
});
