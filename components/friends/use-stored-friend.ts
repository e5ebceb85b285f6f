'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseFriendText, readFriendText } from '@/lib/links/friend-storage';
import { subscribeToStorage } from '../browser/subscribe-storage';

const readBrowser = () => readFriendText(window.sessionStorage);
const readServer = () => null;

/**
 * The friend's reading a friend's link kept in this tab: the stored text (to drop it when it does not read)
 * and the reading it holds, or null. The pair reads it to show itself; /flavor to know the pair leads.
 */
export function useStoredFriend() {
  const text = useSyncExternalStore(subscribeToStorage, readBrowser, readServer);
  const reading = useMemo(() => parseFriendText(text), [text]);
  return { text, reading };
}
