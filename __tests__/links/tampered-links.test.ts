/** @jest-environment node */
import { parseFriendText } from '@/lib/links/friend-storage';
import { decodeReading, MAX_TOKEN_CHARS, readLinkFragment } from '@/lib/links/link';
import { TAMPERED_LINKS } from '../support/tampered-links';

/**
 * Each tampered link the e2e suite used to open one by one: the decoder refuses it for the reason the page
 * then names (the page itself: __tests__/components/friends/friend-link.test.tsx).
 */
describe('tampered personal links', () => {
  it.each(TAMPERED_LINKS.map((t) => [t.what, t] as const))('%s is refused', (_what, t) => {
    expect(readLinkFragment(`#${t.fragment}`, t.slug)).toEqual({ status: t.reason });
    if (t.reason === 'unreadable') {
      expect(decodeReading(t.fragment)).toBeUndefined();
      // Kept as a stored friend's token, it would read as nothing too.
      expect(parseFriendText(t.fragment)).toBeUndefined();
    } else {
      // A valid token, only not this page's flavour: the page, not the decoder, refuses it.
      expect(decodeReading(t.fragment)).toBeDefined();
    }
  });

  it('the far too long fragment is over the cap, and the same token without its padding is valid', () => {
    const long = TAMPERED_LINKS.find((t) => t.what === 'a fragment far too long')!;
    expect(long.fragment.length).toBeGreaterThan(MAX_TOKEN_CHARS);
    expect(decodeReading('v1-42-77-91-Sam')).toEqual({ scores: { E: 42, C: 77, O: 91 }, name: 'Sam' });
  });

  it('a valid link of another flavour is other-flavour on every other page, also one the site does not have', () => {
    // /flavor/bubblegum is the 404 page before any script runs (e2e/flavor-pages.spec.ts); its fragment
    // would not be read as this flavour either.
    expect(readLinkFragment('#v1-42-77-91-Sam', 'bubblegum')).toEqual({ status: 'other-flavour' });
  });
});
