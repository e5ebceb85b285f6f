import { decodeReading, encodeReading, type SharedReading } from './link';
import type { KeyValueStore } from '../storage';

/**
 * The friend's reading a visitor arrived with, kept for this tab only so /flavor can set it beside their
 * own result. Its own key: the visitor's result key (`spotify-flavor-data`) is never written from a link.
 * Stored as the link's token, so one decoder guards the URL and this value alike.
 */
export const FRIEND_STORAGE_KEY = 'flavor-friend-reading';

/** Saves the reading; false when the browser refuses (quota, privacy mode) or the reading is invalid. */
export function saveFriendReading(store: Pick<KeyValueStore, 'setItem'>, reading: SharedReading): boolean {
  const token = encodeReading(reading);
  if (token === undefined) return false;
  try {
    store.setItem(FRIEND_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}

/** The stored token as text; a store that throws on read reads as nothing stored. */
export function readFriendText(store: Pick<KeyValueStore, 'getItem'>): string | null {
  try {
    return store.getItem(FRIEND_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The reading a stored text holds, or undefined when there is none or it is not a valid token. */
export function parseFriendText(text: string | null): SharedReading | undefined {
  return text === null ? undefined : decodeReading(text);
}

export function clearFriendReading(store: Pick<KeyValueStore, 'removeItem'>): void {
  try {
    store.removeItem(FRIEND_STORAGE_KEY);
  } catch {
    // A store we cannot write to holds nothing of ours.
  }
}
