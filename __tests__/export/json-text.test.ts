/** @jest-environment node */
import { classifyJson } from '@/lib/export/services/classify-json';
import { mayBeJson, parseJsonBytes } from '@/lib/export/files/json-text';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJsonBytes', () => {
  it('strips a BOM, NULs and whitespace before parsing', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, 0x00, 0x0a, ...bytes('[1, 2]'), 0x00, 0x0a]);
    expect(parseJsonBytes(withBom)).toEqual({ ok: true, value: [1, 2] });
  });

  it('reports empty, non-JSON and broken files without throwing', () => {
    expect(parseJsonBytes(bytes(''))).toEqual({ ok: false, reason: 'empty' });
    expect(parseJsonBytes(bytes(' \n\u0000 '))).toEqual({ ok: false, reason: 'empty' });
    expect(parseJsonBytes(bytes('%PDF-1.4'))).toEqual({ ok: false, reason: 'not-json' });
    expect(parseJsonBytes(bytes('List(Map(city -> X))'))).toEqual({ ok: false, reason: 'not-json' });
    expect(parseJsonBytes(bytes('{"a": 1}, {"a": 2}'))).toEqual({ ok: false, reason: 'invalid-json' });
    expect(parseJsonBytes(bytes('[{"endTime" : "2024-01-01 10:00", "artistNa'))).toEqual({
      ok: false,
      reason: 'invalid-json',
    });
  });

  it('survives pathological nesting (a RangeError or a value, never a crash)', () => {
    const depth = 200_000;
    const result = parseJsonBytes(bytes('['.repeat(depth) + ']'.repeat(depth)));
    if (result.ok) expect(classifyJson(result.value)).toBe('other');
    else expect(result.reason).toBe('invalid-json');
  });

  it('sniffs heads: JSON-looking or undecided (padding only) pass, anything else fails', () => {
    expect(mayBeJson(bytes('  [ {'))).toBe(true);
    expect(mayBeJson(bytes('   '))).toBe(true);
    expect(mayBeJson(bytes('PK\u0003\u0004'))).toBe(false);
    expect(mayBeJson(bytes('hello'))).toBe(false);
  });
});

describe('classifyJson (by keys, never by name)', () => {
  it.each([
    [[{ endTime: '2024-01-01 10:00', artistName: 'A', trackName: 'T', msPlayed: 1 }], 'account-music'],
    [[{ endTime: '2024-01-01 10:00', podcastName: 'P', episodeName: 'E', msPlayed: 1 }], 'account-podcast'],
    [
      [{ endTime: '2024-01-01 10:00', audiobookName: 'B', chapterName: 'C', msPlayed: 1 }],
      'account-audiobook',
    ],
    [
      [{ ts: '2024-01-01T10:00:00Z', ms_played: 1, username: 'u', ip_addr_decrypted: '198.51.100.1' }],
      'extended',
    ],
    [[null, 3, { ts: '2024-01-01T10:00:00Z', ms_played: 1 }], 'extended'],
    [[{ platform: '', searchTime: '2025-01-01T00:00:00.000Z[UTC]', searchQuery: 'x' }], 'search'],
    [{ playlists: [] }, 'playlists'],
    [{ tracks: [], albums: [], shows: [], episodes: [], bannedTracks: [], other: [] }, 'library'],
    [{ userIsFollowing: [], userIsFollowedBy: [], userIsBlocking: [] }, 'follow'],
    [{ followerCount: 3, followingUsersCount: 4, dismissingUsersCount: 0 }, 'follow'],
    [{ followerCount: 3, followingUsersCount: 4, followingArtists: [] }, 'follow'],
    [[], 'empty-array'],
    [{ username: 'x', email: 'listener@example.com' }, 'other'],
    [[{ timestamp_utc: '2025-01-01T00:00:00Z', message: 'event' }], 'other'],
    ['text', 'other'],
    [null, 'other'],
  ])('%j -> %s', (value, kind) => {
    expect(classifyJson(value)).toBe(kind);
  });
});
