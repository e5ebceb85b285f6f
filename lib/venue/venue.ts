/**
 * Venue mode (docs/venue.md): one browser at the pop-up turned into a shared screen by a link the staff open
 * once, `/?venue=on[&idle=SECONDS]`, and back with `/?venue=off`. Pure logic: what a query asks for, the
 * idle time's bounds, the guard on the stored setting and what a reset clears. Every value from outside
 * (the URL, storage) arrives as `unknown` and passes a guard here.
 */
import { localePath, splitLocale } from '../i18n/routing';
import type { KeyValueStore } from '../storage';
import { VENUE_STORAGE_KEY } from './venue-key';

/** The one localStorage key of venue mode; a reset between visitors keeps it and nothing else. */
export { VENUE_STORAGE_KEY };
export const DEFAULT_IDLE_SECONDS = 90;
export const MIN_IDLE_SECONDS = 5;
export const MAX_IDLE_SECONDS = 600;
/** Seconds the "starting over" countdown shows after the idle time, before the reset. */
export const COUNTDOWN_SECONDS = 10;

export interface VenueSetting {
  on: true;
  idleSeconds: number;
}

export type VenueRequest = { kind: 'none' } | { kind: 'off' } | { kind: 'on'; setting: VenueSetting };

/**
 * The idle time from `idle=`: whole seconds, clamped to 5–600; anything malformed (missing, empty, not a
 * plain decimal number) is the default.
 */
export function parseIdleSeconds(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\s*\d{1,9}(\.\d+)?\s*$/.test(raw)) return DEFAULT_IDLE_SECONDS;
  const seconds = Math.round(Number(raw));
  if (!Number.isFinite(seconds)) return DEFAULT_IDLE_SECONDS;
  return Math.min(MAX_IDLE_SECONDS, Math.max(MIN_IDLE_SECONDS, seconds));
}

/** What a page's query string asks of venue mode: `venue=on` (with `idle=`), `venue=off`, or nothing. */
export function readVenueQuery(search: unknown): VenueRequest {
  if (typeof search !== 'string') return { kind: 'none' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { kind: 'none' };
  }
  const venue = params.get('venue');
  if (venue === 'off') return { kind: 'off' };
  if (venue !== 'on') return { kind: 'none' };
  return {
    kind: 'on',
    setting: { on: true, idleSeconds: parseIdleSeconds(params.get('idle') ?? undefined) },
  };
}

/** The stored setting, or null for anything but a well-formed one (hand-edited, another shape, too long). */
export function parseVenueSetting(text: unknown): VenueSetting | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const idle = record.idleSeconds;
  if (record.on !== true || typeof idle !== 'number' || !Number.isInteger(idle)) return null;
  if (idle < MIN_IDLE_SECONDS || idle > MAX_IDLE_SECONDS) return null;
  return { on: true, idleSeconds: idle };
}

export function serializeVenueSetting(setting: VenueSetting): string {
  return JSON.stringify({ on: true, idleSeconds: setting.idleSeconds });
}

/** The setting kept in `store`; a store that throws (privacy mode) reads as venue mode off. */
export function readVenueSetting(
  store: Pick<KeyValueStore, 'getItem'> | null | undefined,
): VenueSetting | null {
  try {
    return parseVenueSetting(store?.getItem(VENUE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Applies a query's request to the store; returns the setting in force afterwards. */
export function applyVenueRequest(
  store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> | null | undefined,
  request: VenueRequest,
): VenueSetting | null {
  try {
    if (request.kind === 'on') store?.setItem(VENUE_STORAGE_KEY, serializeVenueSetting(request.setting));
    if (request.kind === 'off') store?.removeItem(VENUE_STORAGE_KEY);
  } catch {
    // A store we cannot write to: the request holds for this page only.
    return request.kind === 'on' ? request.setting : null;
  }
  return readVenueSetting(store);
}

/** The query without venue mode's own parameters (the address bar is tidied once they are applied). */
export function withoutVenueParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('venue');
  params.delete('idle');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The keys of `store` a reset removes: all of them, but `keep`. */
export function keysToClear(store: Pick<KeyValueStore, 'length' | 'key'>, keep: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * Clears every trace of the visitor: the whole session store (the result, the friend, anything else of the
 * tab) and the local store but the venue setting. Never throws.
 */
export function clearVisitor(session: KeyValueStore | null, local: KeyValueStore | null): void {
  for (const [store, keep] of [
    [session, []],
    [local, [VENUE_STORAGE_KEY]],
  ] as const) {
    if (!store) continue;
    try {
      for (const key of keysToClear(store, keep)) store.removeItem(key);
    } catch {
      // Nothing more this store lets us do.
    }
  }
}

/** Whether a page path is the landing (`/`, `/de`, `/de/`): the one screen the idle reset leaves alone. */
export function isLandingPath(pathname: string): boolean {
  return splitLocale(pathname).path === '/';
}

/** The landing of the page's language: where a reset lands. */
export function landingPathFor(pathname: string): string {
  return localePath(splitLocale(pathname).locale, '/');
}

/** The built-in widget's address, told it is on a venue screen (no file picker there). */
export function venueWidgetSrc(src: string, venue: boolean): string {
  if (!venue) return src;
  return `${src}${src.includes('?') ? '&' : '?'}venue=1`;
}

/** Whether the widget's own query says it is on a venue screen. */
export function isVenueWidget(search: unknown): boolean {
  if (typeof search !== 'string') return false;
  try {
    return new URLSearchParams(search).get('venue') === '1';
  } catch {
    return false;
  }
}

/**
 * Hides the file picker before React runs, when the widget is on a venue screen: its prerendered HTML cannot know
 * the query, and the picker must not show even for the frames before the page hydrates. Self-contained, as it
 * runs as an inline script (venueWidgetScript): only its argument and the browser's globals.
 */
function hideFilePicker(isVenue: (search: unknown) => boolean): void {
  if (!isVenue(location.search)) return;
  const style = document.createElement('style');
  style.textContent = '[data-file-picker]{display:none}';
  document.head.appendChild(style);
}

/** The inline script the widget runs before its markup (components/widget/upload-widget.tsx). */
export function venueWidgetScript(): string {
  return `(${hideFilePicker.toString()})(${isVenueWidget.toString()})`;
}
