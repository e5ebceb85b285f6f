import { readConfigMessage, type ConfigMessage, type WidgetMessage } from './bridge-messages';

export interface WidgetSideOptions {
  /** The window that embeds us; `config` is accepted from this window only. */
  parent: Pick<Window, 'postMessage'>;
  /** Is this origin allowed to embed the widget and configure it? */
  isAllowedEmbedder: (origin: string) => boolean;
  onConfig?: (config: ConfigMessage) => void;
  logger?: Pick<Console, 'warn'>;
}

export interface WidgetSide {
  /** The `message` listener to attach to the widget's window. */
  handleMessage: (event: MessageEvent) => void;
  /** Announces the widget to its parent. */
  announceReady: () => void;
  /**
   * Posts to the embedding origin only. Messages sent before `config` arrived are held and flushed once
   * it has, so a very fast import is never lost.
   */
  post: (message: Exclude<WidgetMessage, { type: 'ready' }>) => void;
  embeddingOrigin: () => string | null;
}

/**
 * The built-in widget's side of the contract (docs/widget-protocol.md): `ready` on load, `config` only from
 * the parent window and an allowed embedder naming itself, and every later message to that origin only.
 */
export function createWidgetSide(options: WidgetSideOptions): WidgetSide {
  let origin: string | null = null;
  let pending: WidgetMessage[] = [];
  const logger = options.logger ?? console;

  return {
    handleMessage(event) {
      if (event.source !== (options.parent as unknown)) return;
      if (!options.isAllowedEmbedder(event.origin)) return;
      const config = readConfigMessage(event.data as unknown);
      if (!config) return;
      // The embedder names itself; it must be the window that actually sent the message.
      if (config.embeddingOrigin !== event.origin) {
        logger.warn('Ignored a config whose embeddingOrigin is not its sender.');
        return;
      }
      origin = config.embeddingOrigin;
      const queued = pending;
      pending = [];
      for (const message of queued) options.parent.postMessage(message, origin);
      options.onConfig?.(config);
    },
    announceReady() {
      // `ready` carries nothing, and before `config` the widget cannot know who embeds it, hence '*'.
      options.parent.postMessage({ type: 'ready' }, '*');
    },
    post(message) {
      if (origin) options.parent.postMessage(message, origin);
      // Only the latest height matters; older queued resizes are dropped.
      else pending = [...pending.filter((m) => m.type !== 'resize' || message.type !== 'resize'), message];
    },
    embeddingOrigin: () => origin,
  };
}
