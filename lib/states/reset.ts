import { LOCALE_COOKIE } from '../i18n/routing';
import { CACHE_PREFIX } from '../offline/worker-source';
import { keysToClear, type VenueStore } from '../venue/venue';

/** What "Reset this browser" reaches: the two stores, the cookie jar and the service worker's caches. */
export interface BrowserParts {
  readonly session: VenueStore | null;
  readonly local: VenueStore | null;
  /** Writes one cookie (document.cookie's setter). */
  readonly writeCookie: (text: string) => void;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

/** The cookie line that forgets the language the switch remembered. */
export const FORGET_LANGUAGE = `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;

/** Removes every key of a store; a store that refuses holds nothing more we can reach. */
function clearStore(store: VenueStore | null): void {
  if (!store) return;
  try {
    for (const key of keysToClear(store, [])) store.removeItem(key);
  } catch {
    // Nothing more this store lets us do.
  }
}

/**
 * Clears what the site keeps in this browser: the whole session store (a result, a friend's reading), the whole
 * local store (venue mode; the origin is the site's alone), and, with `everything`, the remembered language
 * and the offline copies (docs/offline.md). Never throws.
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
    for (const name of (await parts.caches?.keys()) ?? [])
      if (name.startsWith(CACHE_PREFIX)) await parts.caches?.delete(name);
  } catch {
    // No caches here (an insecure origin, or none yet).
  }
}
