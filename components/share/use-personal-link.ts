'use client';

import { useState } from 'react';
import { checkTypedName, type NameCheck } from '@/lib/links/friend-name';
import { personalLinkUrl, readingFromResult } from '@/lib/links/link';
import type { FlavorResult } from '@/lib/flavor/result';
import { shareSite } from './share-site';

export interface PersonalLink {
  /** What is in the name field. */
  typed: string;
  setTyped: (typed: string) => void;
  check: NameCheck;
  /** The link with the typed name when it is valid, else with the scores only; null before a result. */
  url: string | null;
  /** The link says how sure the scores are and where they came from (a v2 link). */
  sure: boolean;
}

/**
 * The visitor's personal link (docs/sharing-links.md): the flavour page of their result with their three
 * scores and, if typed and valid, a name in the fragment. `{site}` as in the share text: the configured
 * site, else this page's origin.
 */
export function usePersonalLink(result: FlavorResult | null): PersonalLink {
  const [typed, setTyped] = useState('');
  const check = checkTypedName(typed);
  const name = check.ok ? check.name : undefined;
  const reading = result ? readingFromResult(result, name) : null;
  const url = reading ? personalLinkUrl(shareSite(), reading) : null;
  return { typed, setTyped, check, url, sure: reading?.certainty !== undefined };
}
