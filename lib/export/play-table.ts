import { NO_UTC_OFFSET } from './play-codes';
import { PLATFORM_FAMILY_INDEX, platformFamily } from './platform-family';

/**
 * Columnar storage for music plays while files are being read: numbers in typed arrays, artists, platforms
 * and countries interned once. Song and album titles are kept as references to the parsed strings rather
 * than interned: hashing two fresh strings per row cost more (~0.4 s per 500,000 plays) than it saved, and
 * only the scored window needs song identities (the model builds them there). The JSON text itself is
 * never kept, so memory follows plays and names, not file sizes.
 */
class StringPool {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

/** Countries Spotify could not resolve (cast and partner devices) carry "ZZ". */
function isKnownCountry(code: string): boolean {
  return code !== '' && code !== 'ZZ';
}

type Column = Float64Array | Int32Array | Int16Array | Uint8Array;

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
  readonly trackName: string[] = [];
  readonly albumName: (string | null)[] = [];

  readonly artists = new StringPool();
  readonly platforms = new StringPool();
  /** Family index per interned platform string: the regexes run once per distinct string. */
  readonly platformFamilies: number[] = [];
  readonly countries = new StringPool();

  // Consecutive rows nearly always share platform and country: compare with the last one before hashing.
  private lastPlatform = '';
  private lastPlatformId = -1;
  private lastCountry = '';
  private lastCountryId = -1;

  private grow(): void {
    const recorded = this.capacity;
    this.capacity *= 2;
    const grow = <T extends Column>(a: T, make: (n: number) => T): T => {
      const next = make(this.capacity);
      next.set(a);
      return next;
    };
    this.end = grow(this.end, (n) => new Float64Array(n));
    this.ms = grow(this.ms, (n) => new Float64Array(n));
    this.artist = grow(this.artist, (n) => new Int32Array(n));
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
    const id = isKnownCountry(code) ? this.countries.id(code) : -1;
    this.lastCountry = code;
    this.lastCountryId = id;
    return id;
  }

  private platformId(raw: string | null): number {
    if (raw === null) return -1;
    if (raw === this.lastPlatform && this.lastPlatformId >= 0) return this.lastPlatformId;
    const id = this.platforms.id(raw);
    if (id === this.platformFamilies.length)
      this.platformFamilies.push(PLATFORM_FAMILY_INDEX[platformFamily(raw)]);
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
    this.artist[i] = this.artists.id(artistName);
    this.trackName.push(trackName);
    this.albumName.push(albumName);
    this.platform[i] = this.platformId(platform);
    this.country[i] = this.countryId(country);
    this.reasonStart[i] = reasonStart;
    this.reasonEnd[i] = reasonEnd;
    this.flags[i] = flags;
    this.source[i] = source;
    this.utcOffset[i] = utcOffsetMinutes;
  }
}
