import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useWidgetBridge } from '@/components/landing/use-widget-bridge';
import type { ConfigMessage } from '@/lib/widget/bridge-messages';

const WIDGET_ORIGIN = 'http://127.0.0.1:3000';

const CONFIG: ConfigMessage = {
  type: 'config',
  appId: 'com.vana.spotifyicecream',
  schemaId: 25,
  aiPrompt: 'Score this: {{data}}',
  embeddingOrigin: 'http://localhost',
  theme: { mode: 'light', primaryColor: '#db2777' },
};

interface Callbacks {
  onComplete: (result: unknown) => void;
  onError: (message: string) => void;
  onResize: (height: number) => void;
  onAuth?: (address: string) => void;
}

function Harness(props: Callbacks) {
  const ref = useRef<HTMLIFrameElement>(null);
  useWidgetBridge(ref, { widgetOrigin: WIDGET_ORIGIN, getConfig: () => CONFIG, ...props });
  return <iframe ref={ref} title="Spotify data widget" data-testid="frame" />;
}

function frameWindowOf(container: HTMLElement): Window {
  const win = container.querySelector('iframe')?.contentWindow;
  if (!win) throw new Error('jsdom iframe has no window');
  return win;
}

function send(data: unknown, source: MessageEventSource | null, origin = WIDGET_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

function callbacks() {
  return { onComplete: jest.fn(), onError: jest.fn(), onResize: jest.fn() };
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('useWidgetBridge', () => {
  it('answers ready from its iframe with the config, to the widget origin only', () => {
    const { container } = render(<Harness {...callbacks()} />);
    const win = frameWindowOf(container);
    const post = jest.spyOn(win, 'postMessage').mockImplementation(() => undefined);
    send({ type: 'ready' }, win);
    expect(post).toHaveBeenCalledWith(CONFIG, WIDGET_ORIGIN);
    expect(post).not.toHaveBeenCalledWith(expect.anything(), '*');
  });

  it('relays data.data back to its iframe', () => {
    const { container } = render(<Harness {...callbacks()} />);
    const win = frameWindowOf(container);
    const post = jest.spyOn(win, 'postMessage').mockImplementation(() => undefined);
    send({ type: 'relay', data: { hello: 'widget' } }, win);
    expect(post).toHaveBeenCalledWith({ hello: 'widget' }, WIDGET_ORIGIN);
  });

  it('ignores a message from the right origin sent by another window', () => {
    const cb = callbacks();
    render(<Harness {...cb} />);
    send({ type: 'complete', result: '{}' }, window);
    expect(cb.onComplete).not.toHaveBeenCalled();
  });

  it('ignores a message from its iframe with the wrong origin', () => {
    const cb = callbacks();
    const { container } = render(<Harness {...cb} />);
    send({ type: 'complete', result: '{}' }, frameWindowOf(container), 'https://evil.example');
    expect(cb.onComplete).not.toHaveBeenCalled();
  });

  it('hands complete to onComplete with the raw result', () => {
    const cb = callbacks();
    const { container } = render(<Harness {...cb} />);
    send({ type: 'complete', result: '{"E_score":"70"}' }, frameWindowOf(container));
    expect(cb.onComplete).toHaveBeenCalledWith('{"E_score":"70"}');
  });

  it('logs the wallet address of auth by default', () => {
    const { container } = render(<Harness {...callbacks()} />);
    send({ type: 'auth', walletAddress: '0xbeef' }, frameWindowOf(container));
    expect(console.info).toHaveBeenCalledWith(expect.any(String), '0xbeef');
  });

  it('passes the error text with fallback to onError', () => {
    const cb = callbacks();
    const { container } = render(<Harness {...cb} />);
    send({ type: 'error' }, frameWindowOf(container));
    expect(cb.onError).toHaveBeenCalledWith('An error occurred');
  });

  it('passes a clamped resize height to onResize', () => {
    const cb = callbacks();
    const { container } = render(<Harness {...cb} />);
    send({ type: 'resize', height: '99999' }, frameWindowOf(container));
    expect(cb.onResize).toHaveBeenCalledWith(expect.any(Number));
    const height = cb.onResize.mock.calls[0]?.[0] as number;
    expect(height).toBeGreaterThanOrEqual(550);
    expect(height).toBeLessThan(99999);
  });

  it('warns, naming the type, for an unknown type', () => {
    const { container } = render(<Harness {...callbacks()} />);
    send({ type: 'surprise' }, frameWindowOf(container));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('surprise'));
  });

  it('calls the latest callbacks after a re-render', () => {
    const first = callbacks();
    const second = callbacks();
    const { container, rerender } = render(<Harness {...first} />);
    rerender(<Harness {...second} />);
    send({ type: 'complete', result: 'x' }, frameWindowOf(container));
    expect(first.onComplete).not.toHaveBeenCalled();
    expect(second.onComplete).toHaveBeenCalledWith('x');
  });

  it('stops listening after unmount', () => {
    const cb = callbacks();
    const { container, unmount } = render(<Harness {...cb} />);
    const win = frameWindowOf(container);
    unmount();
    send({ type: 'complete', result: 'x' }, win);
    expect(cb.onComplete).not.toHaveBeenCalled();
  });
});
