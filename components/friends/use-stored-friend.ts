'use client';

import { useMemo } from 'react';
import { parseFriendText, readFriendText } from '@/lib/links/friend-storage';
import { useSessionText } from '../browser/use-session-text';

/**
 * The friend's reading a friend's link kept in this tab: the stored text (to drop it when it does not read)
 * and the reading it holds, or null. The pair reads it to show itself; /flavor to know the pair leads.
 */
export function useStoredFriend() {
  const text = useSessionText(readFriendText) ?? null;
  const reading = useMemo(() => parseFriendText(text), [text]);
  return { text, reading };
}
