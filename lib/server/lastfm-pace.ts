import 'server-only';
import { LASTFM_MIN_REQUEST_INTERVAL_MS } from '../lastfm/recent-tracks';

/**
 * Keeps this server instance at no more than 5 Last.fm requests a second, whoever asks: each call waits for
 * the next free slot, 200 ms after the one before.
 */
let nextSlot = 0;

export async function waitForLastfmSlot(now: () => number = Date.now): Promise<void> {
  const t = now();
  const slot = Math.max(t, nextSlot);
  nextSlot = slot + LASTFM_MIN_REQUEST_INTERVAL_MS;
  if (slot > t) await new Promise((resolve) => setTimeout(resolve, slot - t));
}
