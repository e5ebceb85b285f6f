/** @jest-environment node */
import fc from 'fast-check';
import { PlayTableBuilder } from '@/lib/export/plays/play-table';
import { NameTranslation, ReaderNames, StringPool, TableNames } from '@/lib/export/plays/table-names';

/**
 * Names between the import pool's workers (table-names.ts): a reader sends each name once, the lead gives
 * it the merged id a single reader would have, and a pool's merged table is the single reader's table,
 * row for row and id for id.
 */
describe('TableNames.takeNew', () => {
  it('brings each name once, numbered on from the names sent before', () => {
    const names = new TableNames();
    names.artists.id('A');
    names.artists.id('B');
    names.countries.id('DE');
    expect(names.takeNew()).toEqual({
      artists: { from: 0, added: ['A', 'B'] },
      titles: { from: 0, added: [] },
      albums: { from: 0, added: [] },
      platforms: { from: 0, added: [] },
      countries: { from: 0, added: ['DE'] },
    });
    names.artists.id('B');
    names.artists.id('C');
    names.platformId('android');
    expect(names.takeNew()).toEqual({
      artists: { from: 2, added: ['C'] },
      titles: { from: 0, added: [] },
      albums: { from: 0, added: [] },
      platforms: { from: 0, added: ['android'] },
      countries: { from: 1, added: [] },
    });
    expect(names.platformFamilies).toHaveLength(1);
  });
});

describe('NameTranslation', () => {
  it('interns the names a chunk brings, in its order; a name already merged keeps its id', () => {
    const pool = new StringPool();
    pool.id('X');
    const t = new NameTranslation();
    expect(t.learn({ from: 0, added: ['B', 'X'] }, (name) => pool.id(name))).toBe(true);
    expect(t.learn({ from: 2, added: ['C'] }, (name) => pool.id(name))).toBe(true);
    expect([...t.ids.subarray(0, t.size)]).toEqual([1, 0, 2]);
    expect(pool.values).toEqual(['X', 'B', 'C']);
  });

  it('refuses names that do not continue the list (a lost or repeated chunk)', () => {
    const t = new NameTranslation();
    const intern = jest.fn(() => 0);
    expect(t.learn({ from: 1, added: ['B'] }, intern)).toBe(false);
    expect(t.learn({ from: 0, added: ['A'] }, intern)).toBe(true);
    expect(t.learn({ from: 0, added: ['A'] }, intern)).toBe(false);
    expect(t.size).toBe(1);
    expect(intern).toHaveBeenCalledTimes(1);
  });

  it('grows past its first capacity', () => {
    const t = new NameTranslation();
    const added = Array.from({ length: 200 }, (_, i) => `n${i}`);
    const pool = new StringPool();
    expect(t.learn({ from: 0, added }, (name) => pool.id(name))).toBe(true);
    expect(t.size).toBe(200);
    expect(t.ids[199]).toBe(199);
  });
});

type Row = readonly [artist: number, title: number, album: number, platform: number, country: number];
const ARTISTS = ['A', 'B', 'C', 'D', 'E', 'F'];
const TITLES = ['Intro', 'Song', 'Outro', 'Hymn', 'Intro (live)'];
const ALBUMS = ['First', 'Second', ''];
const PLATFORMS = ['android', 'ios', 'web_player linux', 'cast'];
const COUNTRIES = ['DE', 'FR', 'ZZ', 'SE'];

function addRow(t: PlayTableBuilder, [a, s, l, p, c]: Row, i: number): void {
  t.add(
    i,
    i * 2,
    ARTISTS[a] ?? '',
    TITLES[s] ?? '',
    l < 0 ? null : (ALBUMS[l] ?? null),
    p < 0 ? null : (PLATFORMS[p] ?? null),
    c < 0 ? null : (COUNTRIES[c] ?? null),
    1,
    2,
    0,
    2,
  );
}

/** Every column and name list of a builder, for comparing two tables. */
function snapshot(t: PlayTableBuilder) {
  const n = t.count;
  return {
    count: n,
    end: [...t.end.subarray(0, n)],
    artist: [...t.artist.subarray(0, n)],
    platform: [...t.platform.subarray(0, n)],
    country: [...t.country.subarray(0, n)],
    title: [...t.title.subarray(0, n)],
    album: [...t.album.subarray(0, n)],
    artists: t.names.artists.values,
    titles: t.names.titles.values,
    albums: t.names.albums.values,
    platforms: t.names.platforms.values,
    platformFamilies: t.names.platformFamilies,
    countries: t.names.countries.values,
  };
}

describe('merging a pool', () => {
  const row = fc.tuple(
    fc.nat(ARTISTS.length - 1),
    fc.nat(TITLES.length - 1),
    fc.integer({ min: -1, max: ALBUMS.length - 1 }),
    fc.integer({ min: -1, max: 3 }),
    fc.integer({ min: -1, max: 3 }),
  );
  const files = fc.array(fc.record({ rows: fc.array(row, { maxLength: 12 }), part: fc.nat(2) }), {
    maxLength: 8,
  });

  it('gives the table one builder reading every file would have built', () => {
    fc.assert(
      fc.property(files, (list) => {
        const single = new PlayTableBuilder();
        let i = 0;
        for (const f of list) for (const r of f.rows) addRow(single, r, i++);

        // Each part reads its files in reading order with its own names; the lead merges in reading order.
        const partNames = [new TableNames(), new TableNames(), new TableNames()];
        const readers = [new ReaderNames(), new ReaderNames(), new ReaderNames()];
        const merged = new PlayTableBuilder();
        i = 0;
        for (const f of list) {
          if (f.rows.length === 0) continue;
          const t = new PlayTableBuilder(partNames[f.part]);
          for (const r of f.rows) addRow(t, r, i++);
          expect(merged.append(structuredClone(t.toChunk()), readers[f.part] ?? new ReaderNames())).toBe(
            true,
          );
        }
        expect(snapshot(merged)).toEqual(snapshot(single));
      }),
    );
  });

  it('refuses a chunk whose names skip some its reader sent before', () => {
    const names = new TableNames();
    const first = new PlayTableBuilder(names);
    addRow(first, [0, 0, 0, 0, 0], 0);
    first.toChunk(); // taken but never merged
    const second = new PlayTableBuilder(names);
    addRow(second, [1, 0, 0, 0, 0], 1);
    const merged = new PlayTableBuilder();
    expect(merged.append(second.toChunk(), new ReaderNames())).toBe(false);
    expect(merged.count).toBe(0);
  });
});
