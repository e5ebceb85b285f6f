import { isRecord } from '../../guards';
import { isLastfmFile } from './lastfm-rows';
import { isYouTubeHistoryRecord } from './youtube-music';

/**
 * Names of export files changed four times in five years, so a parsed file is recognised by the keys of
 * its records, never by its name. One exception lives elsewhere: video history rows look exactly like
 * audio rows, so only the file name (`Streaming_History_Video_*`, `endvideo.json`) can tell them apart.
 */
export type JsonKind =
  | 'account-music'
  | 'account-podcast'
  | 'account-audiobook'
  | 'extended'
  | 'library'
  | 'playlists'
  | 'follow'
  | 'search'
  | 'youtube'
  | 'lastfm'
  | 'empty-array'
  | 'other';

/** Records to inspect: real files are uniform, but a stray null or odd first row must not hide the rest. */
const SAMPLE = 10;

function classifyRecord(r: Record<string, unknown>): JsonKind | undefined {
  if ('ts' in r && 'ms_played' in r) return 'extended';
  if ('endTime' in r && 'msPlayed' in r) {
    if ('podcastName' in r || 'episodeName' in r) return 'account-podcast';
    if ('audiobookName' in r || 'chapterName' in r) return 'account-audiobook';
    if ('artistName' in r || 'trackName' in r) return 'account-music';
  }
  if ('searchQuery' in r || 'searchTime' in r) return 'search';
  if (isYouTubeHistoryRecord(r)) return 'youtube';
  return undefined;
}

export function classifyJson(value: unknown): JsonKind {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'empty-array';
    const n = Math.min(value.length, SAMPLE);
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      if (!isRecord(item)) continue;
      const kind = classifyRecord(item);
      if (kind) return kind;
    }
    return 'other';
  }
  if (!isRecord(value)) return 'other';
  if (isLastfmFile(value)) return 'lastfm';
  if (Array.isArray(value.playlists)) return 'playlists';
  if (
    'followerCount' in value ||
    'followingUsersCount' in value ||
    'userIsFollowing' in value ||
    'userIsFollowedBy' in value
  )
    return 'follow';
  const libraryKeys = ['tracks', 'albums', 'shows', 'episodes', 'bannedTracks', 'artists', 'bannedArtists'];
  if (libraryKeys.some((k) => Array.isArray(value[k]))) return 'library';
  return 'other';
}
