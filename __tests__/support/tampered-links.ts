/**
 * Tampered personal links (docs/sharing-links.md § The token), as e2e/friend-links.spec.ts and
 * e2e/certainty.spec.ts once opened each of them in the browser: the flavour page, the fragment, why the
 * page refuses it and the one-line note it shows instead. Every case goes through the same decoder and the
 * same refused view, so the table is checked in Jest (the decoder in __tests__/links/tampered-links.test.ts,
 * the page in __tests__/components/friends/friend-link.test.tsx) and one walk per note stays end to end.
 */
export interface TamperedLink {
  readonly what: string;
  readonly slug: string;
  readonly fragment: string;
  readonly reason: 'unreadable' | 'other-flavour';
  readonly note: string;
}

const UNREADABLE = 'This link could not be read.';
const OTHER_FLAVOUR = 'This link does not match this flavour.';

export const TAMPERED_LINKS: readonly TamperedLink[] = [
  {
    what: 'a score above 100',
    slug: 'caramel',
    fragment: 'v1-42-77-191-Sam',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'a score that is not a whole number',
    slug: 'caramel',
    fragment: 'v1-42-77.5-91-Sam',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'a name with markup',
    slug: 'caramel',
    fragment: 'v1-42-77-91-%3Cb%3ESam%3C%2Fb%3E',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'scores of another flavour',
    slug: 'coffee',
    fragment: 'v1-42-77-91-Sam',
    reason: 'other-flavour',
    note: OTHER_FLAVOUR,
  },
  {
    what: 'a fragment far too long',
    slug: 'caramel',
    fragment: `v1-42-77-91-${'a'.repeat(5000)}`,
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'junk',
    slug: 'caramel',
    fragment: '%E2%82%ZZ<script>alert(1)</script>',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  // v2 tokens (from e2e/certainty.spec.ts "a tampered v2 link is the plain page with its note").
  {
    what: 'a v2 link with an unknown basis',
    slug: 'caramel',
    fragment: 'v2-42-77-63-6-9-5-x-Sam',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'a v2 link with a spread of 0',
    slug: 'caramel',
    fragment: 'v2-42-77-63-0-9-5-l',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  {
    what: 'a v2 link with two spreads',
    slug: 'caramel',
    fragment: 'v2-42-77-63-6-9-l',
    reason: 'unreadable',
    note: UNREADABLE,
  },
  // The fragment of e2e/friend-links.spec.ts "nothing on screen moves…" (a score of 300).
  { what: 'a score of 300', slug: 'coffee', fragment: 'v1-1-2-300', reason: 'unreadable', note: UNREADABLE },
];
