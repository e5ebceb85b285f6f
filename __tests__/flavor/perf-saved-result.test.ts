/**
 * `npm run perf:pages` measures /flavor with fixtures/saved-result.json in session storage. It must be what
 * the app saves (a canonical result), or Lighthouse would measure a path visitors never take.
 */
import saved from '../../fixtures/saved-result.json';
import { canonicalizeResult } from '@/lib/result-io/canonical';
import { rowFingerprints } from '@/lib/prepaint/prepaint';
import { cardFingerprint } from '@/lib/flavor/card';
import { parseStoredText } from '@/lib/result-io/storage';

describe('the saved result used by perf:pages', () => {
  it('is a canonical result, as the app saves it', () => {
    const stored = parseStoredText(JSON.stringify(saved));
    expect(stored.status).toBe('ok');
    expect(canonicalizeResult(saved)).toEqual({ ok: true, result: saved });
  });

  it("shows one of the eight prerendered cards (so /flavor's pre-paint applies)", () => {
    expect(rowFingerprints()).toContain(cardFingerprint(saved));
  });
});
