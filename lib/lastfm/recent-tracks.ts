import { isRecord } from '../guards';
import type { LastfmScrobble } from '../export/lastfm-rows';

/**
 * Last.fm's `user.getRecentTracks` (JSON) reshaped into our own types at the edge, on the server, and the
 * answer our route gives the widget. Both sides guard what they receive: the route the upstream JSON, the
 * widget the route's JSON.
 *
 * Limits (documented in the README): the last 12 months only, 200 scrobbles a page, at most LASTFM_MAX_PAGES
 * pages (10,000 scrobbles: plenty for the model, about ten seconds at Last.fm's 5 requests a second).
 */
export const LASTFM_PAGE_SIZE = 200;
export const LASTFM_MAX_PAGES = 50;
export const LASTFM_WINDOW_DAYS = 365;
/** Fewer scrobbles than this in the window cannot be scored (the model needs 300 songs). */
export const LASTFM_MIN_SCROBBLES = 300;
/** Last.fm asks for no more than 5 requests a second; the route and the widget each keep to it. */
export const LASTFM_MIN_REQUEST_INTERVAL_MS = 200;

export type LastfmFailure =
  'private' | 'unknown-user' | 'rate-limited' | 'upstream' | 'bad-request' | 'unavailable';

export const LASTFM_FAILURES: readonly LastfmFailure[] = [
  'private',
  'unknown-user',
  'rate-limited',
  'upstream',
  'bad-request',
  'unavailable',
];

export interface LastfmPage {
  readonly ok: true;
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
  readonly scrobbles: readonly LastfmScrobble[];
}

export type LastfmAnswer = LastfmPage | { readonly ok: false; readonly error: LastfmFailure };

/** Last.fm user names: 2–15 characters, a letter first, then letters, digits, '-' or '_'. */
export function isLastfmUsername(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z][A-Za-z0-9_-]{1,14}$/.test(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value)) {
    const t = value['#text'] ?? value.name;
    return typeof t === 'string' ? t : '';
  }
  return '';
}

function whole(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}

/** Last.fm error codes: 6 no such user, 17 private ("Login: User required to be logged in"), 29 rate limit. */
export function failureForLastfmError(code: unknown, httpStatus: number): LastfmFailure {
  const n = whole(code);
  if (n === 17) return 'private';
  if (n === 6 || httpStatus === 404) return 'unknown-user';
  if (n === 29 || httpStatus === 429) return 'rate-limited';
  return 'upstream';
}

/** Upstream JSON -> one page of scrobbles. The now-playing item has no date and is not a scrobble yet. */
export function parseRecentTracks(body: unknown, httpStatus: number): LastfmAnswer {
  if (isRecord(body) && body.error !== undefined)
    return { ok: false, error: failureForLastfmError(body.error, httpStatus) };
  if (httpStatus === 429) return { ok: false, error: 'rate-limited' };
  if (httpStatus === 404) return { ok: false, error: 'unknown-user' };
  if (httpStatus < 200 || httpStatus >= 300) return { ok: false, error: 'upstream' };
  if (!isRecord(body) || !isRecord(body.recenttracks)) return { ok: false, error: 'upstream' };
  const recent = body.recenttracks;
  const attr = isRecord(recent['@attr']) ? recent['@attr'] : {};
  // One track comes as an object, not a list.
  const tracks: unknown[] = Array.isArray(recent.track)
    ? recent.track
    : isRecord(recent.track)
      ? [recent.track]
      : [];
  const scrobbles: LastfmScrobble[] = [];
  for (const t of tracks) {
    if (!isRecord(t) || !isRecord(t.date)) continue;
    const uts = whole(t.date.uts);
    const track = text(t.name);
    if (uts === 0 || track === '') continue;
    scrobbles.push({ artist: text(t.artist), track, album: text(t.album), uts });
  }
  return {
    ok: true,
    page: Math.max(1, whole(attr.page)),
    totalPages: whole(attr.totalPages),
    total: whole(attr.total),
    scrobbles,
  };
}

/** The widget's guard for our route's answer. */
export function isLastfmAnswer(value: unknown): value is LastfmAnswer {
  if (!isRecord(value)) return false;
  if (value.ok === false)
    return typeof value.error === 'string' && (LASTFM_FAILURES as readonly string[]).includes(value.error);
  return (
    value.ok === true &&
    typeof value.page === 'number' &&
    typeof value.totalPages === 'number' &&
    typeof value.total === 'number' &&
    Array.isArray(value.scrobbles) &&
    value.scrobbles.length <= LASTFM_PAGE_SIZE * 2
  );
}

/** Plain words for each failure, shown in the widget's alert. */
export const LASTFM_MESSAGES: Readonly<Record<LastfmFailure | 'too-few', string>> = {
  private:
    'This Last.fm profile hides its recent listening. On Last.fm, open Settings > Privacy, turn off "Hide recent listening information", then try again.',
  'unknown-user':
    'There is no Last.fm user with that name. Check the spelling of your username and try again.',
  'rate-limited': 'Last.fm is getting too many requests right now. Wait a minute, then try again.',
  upstream: 'Last.fm did not answer properly just now. Please try again in a few minutes.',
  'bad-request':
    'That does not look like a Last.fm username: 2 to 15 letters, digits, "-" or "_", starting with a letter.',
  unavailable: 'Reading from Last.fm is not available on this site right now. Drop an export file instead.',
  'too-few':
    'This Last.fm profile has too few scrobbles from the last 12 months: we need at least 300 songs across 30 days. Keep scrobbling and come back, or drop an export file instead.',
};
