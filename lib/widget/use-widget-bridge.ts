'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { createBridgeHandler, logWalletAddress, type BridgeOptions } from './bridge';

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
      onAuth: (address) => (latest.current.onAuth ?? logWalletAddress)(address),
      logger: latest.current.logger,
    });
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  }, [frameRef, widgetOrigin]);
}
