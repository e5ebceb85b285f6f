import { daysFromCivil, parseUtcTimestamp } from '@/lib/export/plays/parse-time';

describe('parseUtcTimestamp', () => {
  it('reads extended `ts` as UTC', () => {
    expect(parseUtcTimestamp('2025-02-09T07:17:46Z')).toBe(Date.UTC(2025, 1, 9, 7, 17, 46));
  });

  it('reads account `endTime` (no zone, minute precision) as UTC, not local time', () => {
    expect(parseUtcTimestamp('2024-11-16 00:04')).toBe(Date.UTC(2024, 10, 16, 0, 4));
  });

  it('keeps milliseconds and accepts the "[UTC]" suffix of SearchQueries.json', () => {
    expect(parseUtcTimestamp('2025-08-20T03:28:53.454Z')).toBe(Date.UTC(2025, 7, 20, 3, 28, 53, 454));
    expect(parseUtcTimestamp('2025-08-20T03:28:53.4Z')).toBe(Date.UTC(2025, 7, 20, 3, 28, 53, 400));
    expect(parseUtcTimestamp('2025-08-20T03:28:53.454Z[UTC]')).toBe(Date.UTC(2025, 7, 20, 3, 28, 53, 454));
  });

  it('honours explicit offsets on the slow path', () => {
    expect(parseUtcTimestamp('2025-01-01T10:00:00+02:00')).toBe(Date.UTC(2025, 0, 1, 8));
  });

  it.each([
    '',
    'yesterday',
    '2025-13-01T00:00:00Z',
    '2025-01-01T25:00:00Z',
    '2025/01/01 10:00',
    '2025-01-01Txx:00:00Z',
  ])('returns NaN for %p', (text) => {
    expect(parseUtcTimestamp(text)).toBeNaN();
  });

  it('matches Date.UTC across leap years and centuries', () => {
    for (const [y, m, d] of [
      [1970, 1, 1],
      [2000, 2, 29],
      [2024, 12, 31],
      [2100, 3, 1],
      [1999, 12, 31],
    ] as const) {
      expect(daysFromCivil(y, m, d) * 86_400_000).toBe(Date.UTC(y, m - 1, d));
    }
  });
});
