'use client';

import { useMemo } from 'react';
import { readingFromResult, readLinkFragment, sameScores, type SharedReading } from '@/lib/links/link';
import { useHash } from '../browser/use-hash';
import { useStoredResult } from '../browser/use-stored-result';

/** What a flavour page shows for its URL fragment (docs/sharing-links.md). */
export type FriendLinkView =
  /** The prerendered page and React's hydration pass: nothing is known yet, the plain page shows. */
  | { kind: 'pending' }
  /** No fragment. */
  | { kind: 'plain' }
  /** A fragment that is no valid link for this page: the plain page with a one-line note. */
  | { kind: 'refused'; reason: 'unreadable' | 'other-flavour' }
  | {
      kind: 'friend';
      reading: SharedReading;
      /** The visitor's own result is in this tab. */
      hasOwnResult: boolean;
      /** …and the link carries its very scores: the visitor opened their own link. */
      own: boolean;
    };

/** The fragment of this flavour page, read on the device once hydrated; it follows later hash changes. */
export function useFriendLink(slug: string): FriendLinkView {
  const hash = useHash();
  // The visitor's own result is only read here, never written: it changes in another tab at most.
  const stored = useStoredResult();
  return useMemo((): FriendLinkView => {
    if (hash === null) return { kind: 'pending' };
    const outcome = readLinkFragment(hash, slug);
    if (outcome.status === 'none') return { kind: 'plain' };
    if (outcome.status !== 'ok') return { kind: 'refused', reason: outcome.status };
    const ownReading = stored?.status === 'ok' ? readingFromResult(stored.result) : undefined;
    return {
      kind: 'friend',
      reading: outcome.reading,
      hasOwnResult: ownReading !== undefined,
      own: ownReading !== undefined && sameScores(ownReading, outcome.reading),
    };
  }, [hash, stored, slug]);
}
