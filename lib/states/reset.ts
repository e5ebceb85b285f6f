import { LOCALE_COOKIE } from '../i18n/routing';
import { CACHE_PREFIX } from '../offline/worker-source';
import type { KeyValueStore } from '../storage';
import { keysToClear } from '../venue/venue';

/** What "Reset this browser" reaches: the two stores, the cookie jar and the service worker's caches. */
export interface BrowserParts {
  readonly session: KeyValueStore | null;
  readonly local: KeyValueStore | null;
  /** Writes one cookie (document.cookie's setter). */
  readonly writeCookie: (text: string) => void;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  /** The service worker's registrations (`navigator.serviceWorker`), where the browser has them. */
  readonly serviceWorkers?: {
    getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
  };
}

/** The cookie line that forgets the language the switch remembered. */
export const FORGET_LANGUAGE = `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;

/** Removes every key of a store; a store that refuses holds nothing more we can reach. */
function clearStore(store: KeyValueStore | null): void {
  if (!store) return;
  try {
    for (const key of keysToClear(store, [])) store.removeItem(key);
  } catch {
    // Nothing more this store lets us do.
  }
}

/**
 * Clears what the site keeps in this browser: the whole session store (a result, a friend's reading), the whole
 * local store (venue mode; the origin is the site's alone), and, with `everything`, the remembered language,
 * the service worker and the offline copies (docs/offline.md): unregistered first, so that no worker fills the
 * caches again behind the reset, and so that the next page loads from the network as a first visit does. The
 * page it was pressed on stays as it is, in its language. Never throws.
 */
export async function resetBrowser(parts: BrowserParts, everything: boolean): Promise<void> {
  clearStore(parts.session);
  clearStore(parts.local);
  if (!everything) return;
  try {
    parts.writeCookie(FORGET_LANGUAGE);
  } catch {
    // A browser that refuses cookies remembers no language either.
  }
  try {
    for (const registration of (await parts.serviceWorkers?.getRegistrations()) ?? [])
      await registration.unregister();
  } catch {
    // No service worker here (an insecure origin, or a browser without them).
  }
  try {
    for (const name of (await parts.caches?.keys()) ?? [])
      if (name.startsWith(CACHE_PREFIX)) await parts.caches?.delete(name);
  } catch {
    // No caches here (an insecure origin, or none yet).
  }
}
