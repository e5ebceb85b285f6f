import { readWidgetMessage, type ConfigMessage } from './bridge-messages';

export interface BridgeLogger {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** What `auth` does when no callback is given: log the wallet address, nothing more (the app keeps none). */
export function logWalletAddress(walletAddress: string, logger: Pick<BridgeLogger, 'info'> = console): void {
  logger.info('Widget auth, wallet address:', walletAddress);
}

/** Where messages to the widget go: our iframe's window. */
export interface FrameTarget {
  postMessage: (message: unknown, targetOrigin: string) => void;
}

export interface BridgeOptions {
  /** The one origin whose messages are handled and to which everything is posted. */
  widgetOrigin: string;
  /** Our iframe's window; messages whose `source` is any other window are dropped. */
  getFrameWindow: () => FrameTarget | null;
  /** Built lazily: the prompt is only needed when the widget says `ready`. */
  getConfig: () => ConfigMessage;
  onComplete: (result: unknown) => void;
  onError: (message: string) => void;
  onResize: (height: number) => void;
  /** The wallet address goes to a callback that only logs it; the app has no accounts. */
  onAuth?: (walletAddress: string) => void;
  logger?: BridgeLogger;
}

/**
 * Returns the `message` listener of the parent side (docs/widget-protocol.md): a message is handled
 * only when its origin is the widget origin AND its source is our frame AND its data is an object with a
 * string `type`. Replies never use '*' as the target origin.
 */
export function createBridgeHandler(options: BridgeOptions): (event: MessageEvent) => void {
  return (event: MessageEvent) => {
    const logger = options.logger ?? console;
    if (event.origin !== options.widgetOrigin) return;
    const frame = options.getFrameWindow();
    if (!frame || event.source !== (frame as unknown)) return;
    const message = readWidgetMessage(event.data as unknown);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        frame.postMessage(options.getConfig(), options.widgetOrigin);
        return;
      case 'relay':
        frame.postMessage(message.data, options.widgetOrigin);
        return;
      case 'auth':
        if (options.onAuth) options.onAuth(message.walletAddress);
        else logWalletAddress(message.walletAddress, logger);
        return;
      case 'complete':
        options.onComplete(message.result);
        return;
      case 'error':
        logger.error('Widget error:', message.message);
        options.onError(message.message);
        return;
      case 'resize':
        options.onResize(message.height);
        return;
      case 'malformed':
        logger.warn(`Ignored a malformed widget message of type "${message.rawType}".`);
        return;
      case 'unknown':
        logger.warn(`Ignored an unknown widget message type "${message.rawType}".`);
        return;
    }
  };
}
