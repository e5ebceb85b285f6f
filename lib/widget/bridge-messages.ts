import { isRecord, numberOrNumericString } from '../guards';

/**
 * The widget message contract, both directions (docs/widget-protocol.md). Everything that arrives through
 * postMessage is `unknown` until one of the guards below has read it.
 */

/** Messages the widget posts to the page that embeds it. */
export type WidgetMessage =
  | { type: 'ready' }
  | { type: 'relay'; data: unknown }
  | { type: 'auth'; walletAddress: string }
  | { type: 'complete'; result: unknown }
  | { type: 'error'; message: string }
  | { type: 'resize'; height: number };

/** A message with a string `type` that is not one of ours, or one of ours with a malformed body. */
export type UnhandledMessage = { type: 'unknown'; rawType: string } | { type: 'malformed'; rawType: string };

export interface WidgetTheme {
  mode: 'light';
  primaryColor: string;
}

/** The page's answer to `ready`. */
export interface ConfigMessage {
  type: 'config';
  appId: string;
  schemaId: number;
  aiPrompt: string;
  embeddingOrigin: string;
  theme: WidgetTheme;
}

/** The widget container is at least 550 px high (the product's rule); very tall frames are capped. */
export const MIN_FRAME_HEIGHT = 550;
export const MAX_FRAME_HEIGHT = 2400;

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** Reads a height in px from a number or numeric string and clamps it to sane bounds. */
export function readHeight(value: unknown): number | undefined {
  const n = numberOrNumericString(value);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.round(n)));
}

/** `message || error || 'An error occurred'`, accepting Error-like objects as well as strings. */
export function readErrorText(data: Record<string, unknown>): string {
  for (const candidate of [data.message, data.error]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
    if (isRecord(candidate) && typeof candidate.message === 'string' && candidate.message.trim()) {
      return candidate.message;
    }
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** Returns null when `data` is not an object with a string `type` (such messages are not ours at all). */
export function readWidgetMessage(data: unknown): WidgetMessage | UnhandledMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  const rawType = data.type;
  switch (rawType) {
    case 'ready':
      return { type: 'ready' };
    case 'relay':
      return { type: 'relay', data: data.data };
    case 'auth':
      return typeof data.walletAddress === 'string'
        ? { type: 'auth', walletAddress: data.walletAddress }
        : { type: 'malformed', rawType };
    case 'complete':
      return 'result' in data ? { type: 'complete', result: data.result } : { type: 'malformed', rawType };
    case 'error':
      return { type: 'error', message: readErrorText(data) };
    case 'resize': {
      const height = readHeight(data.height);
      return height === undefined ? { type: 'malformed', rawType } : { type: 'resize', height };
    }
    default:
      return { type: 'unknown', rawType };
  }
}

/** The built-in widget's guard for what its parent posts. */
export function readConfigMessage(data: unknown): ConfigMessage | null {
  if (!isRecord(data) || data.type !== 'config') return null;
  const { appId, schemaId, aiPrompt, embeddingOrigin, theme } = data;
  if (typeof appId !== 'string' || typeof aiPrompt !== 'string' || typeof embeddingOrigin !== 'string')
    return null;
  if (typeof schemaId !== 'number' || !Number.isFinite(schemaId)) return null;
  const primaryColor =
    isRecord(theme) && typeof theme.primaryColor === 'string' ? theme.primaryColor : '#db2777';
  return {
    type: 'config',
    appId,
    schemaId,
    aiPrompt,
    embeddingOrigin,
    theme: { mode: 'light', primaryColor },
  };
}
