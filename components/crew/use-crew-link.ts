'use client';

import { useMemo } from 'react';
import type { Crew } from '@/lib/crew/crew';
import { encodeCrew, readCrewLink, type LeftOut } from '@/lib/crew/crew-link';
import { useHash } from '../browser/use-hash';

/** What the crew page shows for its URL fragment (docs/crew.md § Reading a link someone edited). */
export type CrewLinkView =
  /** The prerendered page and React's hydration pass: the fragment is not read yet. */
  | { kind: 'pending' }
  /** No fragment: the page was opened without a crew. */
  | { kind: 'none' }
  /** Not a crew link, or not one member reads. */
  | { kind: 'unreadable' }
  | {
      kind: 'ok';
      crew: Crew;
      /** The crew's own token, written afresh: an edited link's junk is never passed on. */
      token: string;
      /** The fragment as it was read: the toast about left-out members is raised once for it. */
      hash: string;
      /** Members left out, by why, for the one toast. */
      leftOut: LeftOut;
    };

/**
 * The crew in this page's fragment, read on the device once hydrated (the fragment never reaches a server);
 * it follows later hash changes, so joining a crew is only a new fragment.
 */
export function useCrewLink(): CrewLinkView {
  const hash = useHash();
  return useMemo((): CrewLinkView => {
    if (hash === null) return { kind: 'pending' };
    const outcome = readCrewLink(hash);
    if (outcome.status !== 'ok') return { kind: outcome.status };
    const token = encodeCrew(outcome.crew);
    if (token === undefined) return { kind: 'unreadable' };
    return { kind: 'ok', crew: outcome.crew, token, hash, leftOut: outcome.leftOut };
  }, [hash]);
}

/** Makes `token` the page's fragment: a new history entry, so Back shows the crew as it was. */
export function showCrew(token: string): void {
  window.location.hash = token;
}
