'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { createBridgeHandler, type BridgeOptions } from '@/lib/widget/bridge';

type HookOptions = Omit<BridgeOptions, 'getFrameWindow'>;

/**
 * Listens for widget messages while the frame is mounted. The latest callbacks are read through a ref, so
 * a re-render never re-subscribes (and never drops a message in between).
 */
export function useWidgetBridge(frameRef: RefObject<HTMLIFrameElement | null>, options: HookOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { widgetOrigin } = options;
  useEffect(() => {
    const handler = createBridgeHandler({
      widgetOrigin,
      getFrameWindow: () => frameRef.current?.contentWindow ?? null,
      getConfig: () => latest.current.getConfig(),
      onComplete: (result) => latest.current.onComplete(result),
      onError: (message) => latest.current.onError(message),
      onResize: (height) => latest.current.onResize(height),
      // Read as each message arrives, so the bridge's own defaults (log the wallet address; the console)
      // apply whenever the latest options leave them out.
      get onAuth() {
        return latest.current.onAuth;
      },
      get logger() {
        return latest.current.logger;
      },
    });
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  }, [frameRef, widgetOrigin]);
}
