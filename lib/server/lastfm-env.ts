import 'server-only';

/**
 * The Last.fm settings, read only on the server: the API key never reaches the browser (lib/config.ts is
 * the client's config and does not know it). Without LASTFM_API_KEY the Last.fm option is hidden.
 */
export const DEFAULT_LASTFM_API_URL = 'https://ws.audioscrobbler.com/2.0/';

export interface LastfmEnv {
  readonly apiKey: string;
  readonly apiUrl: string;
}

export function lastfmEnv(env: Record<string, string | undefined> = process.env): LastfmEnv | undefined {
  const apiKey = env.LASTFM_API_KEY?.trim();
  if (!apiKey) return undefined;
  const raw = env.LASTFM_API_URL?.trim() || DEFAULT_LASTFM_API_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return { apiKey, apiUrl: url.toString() };
  } catch {
    return undefined;
  }
}
