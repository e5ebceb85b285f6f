import type { DataSource } from '../export-data';
import { baseName } from '../files/file-names';

/**
 * Which service a file comes from, so that a refusal names what the visitor dropped (and never another
 * service): from the path first (folder and file names the services use), else from what reading found.
 */
export type ExportService = 'spotify' | 'apple' | 'youtube' | 'lastfm';

/** The first file recognised, in the order the import met them. */
export interface Recognised {
  readonly service: ExportService;
  /** The file's own name (no folders), as the visitor would find it. */
  readonly file: string;
}

const APPLE = /apple[ _]music|apple_media_services|apple media services/i;
const YOUTUBE = /(^|[\\/])takeout([\\/]|$)|youtube|^watch-history\.(json|html?)$/i;
const SPOTIFY =
  /spotify|^(streaming_?history|endsong|endvideo|userdata|identity|identifiers|inferences|yourlibrary|searchqueries|follow|playlist\d*|payments|marquee|wrapped\d{4}|yoursoundcapsule)\b/i;

/** The service a path names, if any. */
export function serviceOfPath(path: string): ExportService | undefined {
  const base = baseName(path);
  if (APPLE.test(path)) return 'apple';
  if (YOUTUBE.test(path) || YOUTUBE.test(base)) return 'youtube';
  if (SPOTIFY.test(path) || SPOTIFY.test(base)) return 'spotify';
  return undefined;
}

export function recognisedPath(path: string): Recognised | undefined {
  const service = serviceOfPath(path);
  return service ? { service, file: baseName(path) } : undefined;
}

export function serviceOfSource(source: DataSource): ExportService {
  if (source === 'apple-music' || source === 'apple-track-history') return 'apple';
  if (source === 'youtube-music') return 'youtube';
  if (source === 'lastfm') return 'lastfm';
  return 'spotify';
}
