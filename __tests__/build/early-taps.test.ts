/** @jest-environment node */
import { EARLY_TAPS_KEY, markLive, takeEarlyTap } from '@/lib/early-taps';

const host = (record: unknown) => ({ [EARLY_TAPS_KEY]: record });

describe('takeEarlyTap', () => {
  it('answers a recorded tap once, and leaves the other names', () => {
    const h = host({ taps: ['discover', 'other', 'discover'], live: false });
    expect(takeEarlyTap(h, 'discover')).toBe(true);
    expect(takeEarlyTap(h, 'discover')).toBe(false);
    expect(h[EARLY_TAPS_KEY]).toEqual({ taps: ['other'], live: false });
  });

  it('finds nothing when no tap was recorded', () => {
    expect(takeEarlyTap(host({ taps: [], live: false }), 'discover')).toBe(false);
  });

  it.each([
    undefined,
    null,
    'discover',
    ['discover'],
    { taps: 'discover', live: false },
    { taps: [1], live: false },
    { taps: ['discover'] },
  ])('reads an unexpected record (%p) as no taps', (record) => {
    expect(takeEarlyTap(host(record), 'discover')).toBe(false);
  });
});

describe('markLive', () => {
  it('stops the recording', () => {
    const h = host({ taps: [], live: false });
    markLive(h);
    expect(h[EARLY_TAPS_KEY]).toEqual({ taps: [], live: true });
  });

  it('leaves a page without the loader (next dev) alone', () => {
    const h: Record<string, unknown> = {};
    markLive(h);
    expect(h).toEqual({});
  });
});
