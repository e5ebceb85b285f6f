'use client';

import { useMemo } from 'react';
import { parseStoredText, readStoredText, type StoredResult } from '@/lib/result-io/storage';
import { useSessionText } from './use-session-text';

/**
 * The visitor's result kept in this tab, through the storage guard (what was saved may have been edited
 * since); undefined while prerendering and during hydration. The outcome is the same object until the
 * stored text changes, so it can sit in a dependency list.
 */
export function useStoredResult(): StoredResult | undefined {
  const text = useSessionText(readStoredText);
  return useMemo(() => (text === undefined ? undefined : parseStoredText(text)), [text]);
}
