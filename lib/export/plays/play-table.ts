import { NO_UTC_OFFSET } from './play-codes';
import { ReaderNames, TableNames, type ChunkNames } from './table-names';

/**
 * Columnar storage for music plays while files are being read: numbers in typed arrays, every name
 * (artist, song and album titles, platform, country) interned once (table-names.ts), so a table is typed
 * arrays plus one string per distinct name. Titles repeat (a listener replays songs), and a string per row
 * cost more to clone between workers, to keep and to collect than hashing it once here. The JSON text
 * itself is never kept, so memory follows plays and names, not file sizes.
 */
/** Countries Spotify could not resolve (cast and partner devices) carry "ZZ". */
function isKnownCountry(code: string): boolean {
  return code !== '' && code !== 'ZZ';
}

type Column = Float64Array | Int32Array | Int16Array | Uint8Array;

/**
 * The rows one file added, as plain data a worker can post (typed arrays transferred, new names cloned). Ids
 * index the names of the reader that built it (-1: not recorded): the names it sent with earlier chunks,
 * then those this chunk brings (`names`), so the lead remaps ids with a lookup instead of re-interning
 * every file's names. Columns may be views longer than `count` needs (a builder's spare capacity travels
 * along rather than being copied).
 */
export interface TableChunk {
  readonly count: number;
  readonly end: Float64Array;
  readonly ms: Float64Array;
  readonly artist: Int32Array;
  readonly platform: Int32Array;
  readonly country: Int32Array;
  readonly reasonStart: Uint8Array;
  readonly reasonEnd: Uint8Array;
  readonly flags: Uint8Array;
  readonly source: Uint8Array;
  readonly utcOffset: Int16Array;
  readonly title: Int32Array;
  readonly album: Int32Array;
  readonly names: ChunkNames;
}

export class PlayTableBuilder {
  count = 0;
  private capacity = 1024;
  end = new Float64Array(this.capacity);
  ms = new Float64Array(this.capacity);
  artist = new Int32Array(this.capacity);
  platform = new Int32Array(this.capacity);
  country = new Int32Array(this.capacity);
  reasonStart = new Uint8Array(this.capacity);
  reasonEnd = new Uint8Array(this.capacity);
  flags = new Uint8Array(this.capacity);
  source = new Uint8Array(this.capacity);
  /** Minutes east of UTC where the play recorded it, else NO_UTC_OFFSET. */
  utcOffset = new Int16Array(this.capacity).fill(NO_UTC_OFFSET);
  /** Song title id per play (a song is artist and title). */
  title = new Int32Array(this.capacity);
  /** Album title id per play, -1 where none was recorded (account data). */
  album = new Int32Array(this.capacity);

  // Consecutive rows nearly always share platform and country: compare with the last one before hashing.
  private lastPlatform = '';
  private lastPlatformId = -1;
  private lastCountry = '';
  private lastCountryId = -1;

  /** `names`: shared by every builder of one reader's part, so a name keeps its id from file to file. */
  constructor(readonly names: TableNames = new TableNames()) {}

  private grow(atLeast = this.capacity + 1): void {
    const recorded = this.capacity;
    while (this.capacity < atLeast) this.capacity *= 2;
    const grow = <T extends Column>(a: T, make: (n: number) => T): T => {
      const next = make(this.capacity);
      next.set(a);
      return next;
    };
    this.end = grow(this.end, (n) => new Float64Array(n));
    this.ms = grow(this.ms, (n) => new Float64Array(n));
    this.artist = grow(this.artist, (n) => new Int32Array(n));
    this.title = grow(this.title, (n) => new Int32Array(n));
    this.album = grow(this.album, (n) => new Int32Array(n));
    this.platform = grow(this.platform, (n) => new Int32Array(n));
    this.country = grow(this.country, (n) => new Int32Array(n));
    this.reasonStart = grow(this.reasonStart, (n) => new Uint8Array(n));
    this.reasonEnd = grow(this.reasonEnd, (n) => new Uint8Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.source = grow(this.source, (n) => new Uint8Array(n));
    this.utcOffset = grow(this.utcOffset, (n) => new Int16Array(n));
    this.utcOffset.fill(NO_UTC_OFFSET, recorded);
  }

  private countryId(code: string | null): number {
    if (code === null) return -1;
    if (code === this.lastCountry) return this.lastCountryId;
    const id = isKnownCountry(code) ? this.names.countries.id(code) : -1;
    this.lastCountry = code;
    this.lastCountryId = id;
    return id;
  }

  private platformId(raw: string | null): number {
    if (raw === null) return -1;
    if (raw === this.lastPlatform && this.lastPlatformId >= 0) return this.lastPlatformId;
    const id = this.names.platformId(raw);
    this.lastPlatform = raw;
    this.lastPlatformId = id;
    return id;
  }

  add(
    end: number,
    ms: number,
    artistName: string,
    trackName: string,
    albumName: string | null,
    platform: string | null,
    country: string | null,
    reasonStart: number,
    reasonEnd: number,
    flags: number,
    source: number,
    utcOffsetMinutes: number = NO_UTC_OFFSET,
  ): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.end[i] = end;
    this.ms[i] = ms;
    this.artist[i] = this.names.artists.id(artistName);
    this.title[i] = this.names.titles.id(trackName);
    this.album[i] = albumName === null ? -1 : this.names.albums.id(albumName);
    this.platform[i] = this.platformId(platform);
    this.country[i] = this.countryId(country);
    this.reasonStart[i] = reasonStart;
    this.reasonEnd[i] = reasonEnd;
    this.flags[i] = flags;
    this.source[i] = source;
    this.utcOffset[i] = utcOffsetMinutes;
  }

  /**
   * The rows added so far as a chunk: views of this builder's columns, nothing copied, with the names its
   * TableNames met since the previous chunk taken from it (take each chunk once, and post them in order).
   */
  toChunk(): TableChunk {
    const n = this.count;
    return {
      count: n,
      end: this.end.subarray(0, n),
      ms: this.ms.subarray(0, n),
      artist: this.artist.subarray(0, n),
      title: this.title.subarray(0, n),
      album: this.album.subarray(0, n),
      platform: this.platform.subarray(0, n),
      country: this.country.subarray(0, n),
      reasonStart: this.reasonStart.subarray(0, n),
      reasonEnd: this.reasonEnd.subarray(0, n),
      flags: this.flags.subarray(0, n),
      source: this.source.subarray(0, n),
      utcOffset: this.utcOffset.subarray(0, n),
      names: this.names.takeNew(),
    };
  }

  /**
   * Appends a chunk's rows as if each had been `add`ed in order. `from` translates the ids of the reader
   * that built it; the names the chunk brings are interned here in the order the chunk first used them,
   * which is the order `add` would have met them, so appending the chunks of an export in reading order
   * gives exactly the table one builder reading every file would have built. False (no row appended, and
   * the import cannot go on) when the chunk's names do not continue what that reader sent before.
   */
  append(chunk: TableChunk, from: ReaderNames): boolean {
    const { names } = chunk;
    const { artists, titles, albums } = this.names;
    const learned =
      from.artists.learn(names.artists, (name) => artists.id(name)) &&
      from.titles.learn(names.titles, (title) => titles.id(title)) &&
      from.albums.learn(names.albums, (album) => albums.id(album)) &&
      from.platforms.learn(names.platforms, (raw) => this.platformId(raw)) &&
      from.countries.learn(names.countries, (code) => this.countryId(code));
    if (!learned) return false;
    const n = chunk.count;
    if (this.count + n > this.capacity) this.grow(this.count + n);
    const artistIds = from.artists.ids;
    const titleIds = from.titles.ids;
    const albumIds = from.albums.ids;
    const platformIds = from.platforms.ids;
    const countryIds = from.countries.ids;
    const at = this.count;
    // Columns that need no translation are copied whole.
    this.end.set(chunk.end.subarray(0, n), at);
    this.ms.set(chunk.ms.subarray(0, n), at);
    this.reasonStart.set(chunk.reasonStart.subarray(0, n), at);
    this.reasonEnd.set(chunk.reasonEnd.subarray(0, n), at);
    this.flags.set(chunk.flags.subarray(0, n), at);
    this.source.set(chunk.source.subarray(0, n), at);
    this.utcOffset.set(chunk.utcOffset.subarray(0, n), at);
    for (let k = 0; k < n; k++) {
      const i = at + k;
      this.artist[i] = artistIds[chunk.artist[k] ?? 0] ?? 0;
      this.title[i] = titleIds[chunk.title[k] ?? 0] ?? 0;
      const a = chunk.album[k] ?? -1;
      this.album[i] = a < 0 ? -1 : (albumIds[a] ?? -1);
      const p = chunk.platform[k] ?? -1;
      this.platform[i] = p < 0 ? -1 : (platformIds[p] ?? -1);
      const c = chunk.country[k] ?? -1;
      this.country[i] = c < 0 ? -1 : (countryIds[c] ?? -1);
    }
    this.count += n;
    return true;
  }
}
