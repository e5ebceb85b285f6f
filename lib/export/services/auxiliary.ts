import { parseUtcTimestamp } from '../plays/parse-time';
import { isRecord } from '../../guards';

/**
 * The non-history account files some model features use: YourLibrary.json (saved tracks), Playlist*.json
 * (curation, playlist followers), Follow.json (three shapes over the years) and SearchQueries.json.
 * Every key is optional. When the same file arrives twice (a zip and its loose copy), merging is
 * order-independent: playlists and searches are de-duplicated, counts take the larger value.
 */
export interface AuxiliaryData {
  readonly library?: {
    readonly savedTracks: number;
    readonly savedAlbums: number;
    readonly followedArtists: number;
  };
  readonly playlists?: {
    readonly count: number;
    /** Playlists holding 10 or more items (model feature C5). */
    readonly withTenOrMore: number;
    readonly followers: number;
  };
  readonly follow?: { readonly followers: number; readonly following: number };
  /** Sorted UTC epoch ms of each search. */
  readonly searchTimes?: readonly number[];
}

function arrayLength(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

export class AuxiliaryCollector {
  private library: { savedTracks: number; savedAlbums: number; followedArtists: number } | undefined;
  private readonly playlists = new Map<string, { items: number; followers: number }>();
  private sawPlaylists = false;
  private follow: { followers: number; following: number } | undefined;
  private readonly searches = new Map<string, number>();
  private sawSearches = false;

  addLibrary(value: unknown): void {
    if (!isRecord(value)) return;
    const next = {
      savedTracks: arrayLength(value.tracks),
      savedAlbums: arrayLength(value.albums),
      followedArtists: arrayLength(value.artists),
    };
    const prev = this.library;
    this.library = prev
      ? {
          savedTracks: Math.max(prev.savedTracks, next.savedTracks),
          savedAlbums: Math.max(prev.savedAlbums, next.savedAlbums),
          followedArtists: Math.max(prev.followedArtists, next.followedArtists),
        }
      : next;
  }

  addPlaylists(value: unknown): void {
    if (!isRecord(value) || !Array.isArray(value.playlists)) return;
    this.sawPlaylists = true;
    for (const p of value.playlists) {
      if (!isRecord(p)) continue;
      const items = arrayLength(p.items);
      const followers = count(p.numberOfFollowers) ?? 0;
      const name = typeof p.name === 'string' ? p.name : '';
      const modified = typeof p.lastModifiedDate === 'string' ? p.lastModifiedDate : '';
      this.playlists.set(`${name}\u0000${modified}\u0000${items}`, { items, followers });
    }
  }

  addFollow(value: unknown): void {
    if (!isRecord(value)) return;
    // 2025: lists of users; 2020–2024: counts.
    const followers =
      count(value.followerCount) ??
      (Array.isArray(value.userIsFollowedBy) ? value.userIsFollowedBy.length : 0);
    const following =
      count(value.followingUsersCount) ??
      (Array.isArray(value.userIsFollowing) ? value.userIsFollowing.length : 0);
    const prev = this.follow;
    this.follow = prev
      ? { followers: Math.max(prev.followers, followers), following: Math.max(prev.following, following) }
      : { followers, following };
  }

  addSearches(value: unknown): void {
    if (!Array.isArray(value)) return;
    this.sawSearches = true;
    for (const s of value) {
      if (!isRecord(s) || typeof s.searchTime !== 'string') continue;
      // "2025-08-20T03:28:53.454Z[UTC]": a Java ZonedDateTime; the parser's fallback strips the zone id.
      const time = parseUtcTimestamp(s.searchTime);
      if (time !== time) continue;
      const query = typeof s.searchQuery === 'string' ? s.searchQuery : String(s.searchQuery ?? '');
      this.searches.set(`${time}\u0000${query}`, time);
    }
  }

  finish(): AuxiliaryData {
    let playlists: AuxiliaryData['playlists'];
    if (this.sawPlaylists) {
      let withTenOrMore = 0;
      let followers = 0;
      for (const p of this.playlists.values()) {
        if (p.items >= 10) withTenOrMore++;
        followers += p.followers;
      }
      playlists = { count: this.playlists.size, withTenOrMore, followers };
    }
    return {
      ...(this.library ? { library: this.library } : {}),
      ...(playlists ? { playlists } : {}),
      ...(this.follow ? { follow: this.follow } : {}),
      ...(this.sawSearches ? { searchTimes: [...this.searches.values()].sort((a, b) => a - b) } : {}),
    };
  }
}
