import { isRecord } from '../guards';
import type { LastfmScrobble } from '../export/services/lastfm-rows';
import { LASTFM_SAMPLE_PERIODS, perPeriod } from './sampling';
import type { Translator } from '../i18n/translator';

/**
 * Last.fm's `user.getRecentTracks` (JSON) reshaped into our own types at the edge, on the server, and the
 * answer our route gives the widget. Both sides guard what they receive: the route the upstream JSON, the
 * widget the route's JSON.
 *
 * Limits (documented in the README): the last 12 months only, 200 scrobbles a page, at most LASTFM_MAX_PAGES
 * pages (8,000 scrobbles, about 10 seconds at our 4 requests a second). A year over that cap is read as the
 * newest part of each of five periods (sampling.ts), not as its newest months.
 */
export const LASTFM_PAGE_SIZE = 200;
/**
 * The one cap on an import: the route refuses a page beyond it (of the year or of a period), the widget
 * reads no more pages, the crowd test checks that no request passes it, and the per-visitor page
 * allowance is counted from it (LASTFM_MAX_REQUESTS_PER_IMPORT). Keep it a multiple of the sample periods.
 * 40: measured on 95 real listeners through the calibration's Last.fm lens, sampled years of 8,000 scrobbles
 * give the flavour of their Spotify files as often as 10,000 or 15,000 (85%), 6,000 clearly less (79%); so
 * no page more (docs/scoring-model.md § How steady and how comparable).
 */
export const LASTFM_MAX_PAGES = 40;
/** The scrobbles an import keeps at most. */
export const LASTFM_MAX_SCROBBLES = LASTFM_MAX_PAGES * LASTFM_PAGE_SIZE;
/**
 * A year over the cap is read in LASTFM_SAMPLE_PERIODS periods, each this many pages when every period is
 * full (perPeriod(cap) scrobbles); periods with fewer give their pages to the others (sampling.ts
 * periodPages). With LASTFM_MAX_PAGES a multiple of the periods (a test holds it so), the periods' pages
 * add up to LASTFM_MAX_PAGES.
 */
export const LASTFM_PERIOD_PAGES = Math.ceil(perPeriod(LASTFM_MAX_SCROBBLES) / LASTFM_PAGE_SIZE);
/**
 * The requests one import makes at most, and what the per-visitor page allowance counts per import: the
 * whole window's first page (it tells the total), then either the rest of the window's pages or, over the
 * cap, the periods' pages (LASTFM_MAX_PAGES of them at most, however they are shared): 1 + LASTFM_MAX_PAGES.
 */
export const LASTFM_MAX_REQUESTS_PER_IMPORT = 1 + LASTFM_SAMPLE_PERIODS * LASTFM_PERIOD_PAGES;
export const LASTFM_WINDOW_DAYS = 365;
/** Fewer scrobbles than this in the window cannot be scored (the model needs 300 songs). */
export const LASTFM_MIN_SCROBBLES = 300;
/**
 * The widget asks our route at most 5 times a second; what reaches Last.fm, from all our servers together,
 * is paced by the route's queue (queue-policy.ts).
 */
export const LASTFM_MIN_REQUEST_INTERVAL_MS = 200;

/**
 * 'forbidden': not our widget's request (docs/security.md); 'quota': this address's imports for the hour
 * are used up; 'busy': our queue for Last.fm is long (with a ticket: the visitor's turn is kept).
 */
export type LastfmFailure =
  | 'private'
  | 'unknown-user'
  | 'rate-limited'
  | 'upstream'
  | 'bad-request'
  | 'unavailable'
  | 'forbidden'
  | 'quota'
  | 'busy';

export const LASTFM_FAILURES: readonly LastfmFailure[] = [
  'private',
  'unknown-user',
  'rate-limited',
  'upstream',
  'bad-request',
  'unavailable',
  'forbidden',
  'quota',
  'busy',
];

export interface LastfmPage {
  readonly ok: true;
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
  readonly scrobbles: readonly LastfmScrobble[];
}

export interface LastfmRefusal {
  readonly ok: false;
  readonly error: LastfmFailure;
  /** 'busy' and 'quota': when to ask again (also in the Retry-After header). */
  readonly retryAfterS?: number;
  /** 'busy': visitors ahead in the queue. */
  readonly ahead?: number;
  /** 'busy': the kept turn; send it back as `ticket` after retryAfterS. */
  readonly ticket?: string;
}

export type LastfmAnswer = LastfmPage | LastfmRefusal;

/** Tickets are random ids the server made (base64url of 16 bytes). */
export function isLastfmTicket(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

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

/** The status our route answers a refusal of Last.fm's with (app/api/lastfm/recent/route.ts). */
const ROUTE_STATUS: Partial<Record<LastfmFailure, number>> = {
  'bad-request': 400,
  private: 403,
  'unknown-user': 404,
  'rate-limited': 429,
};

/** Our route's HTTP status for a refusal it hands on from Last.fm; 502 for anything Last.fm got wrong. */
export function routeStatusFor(failure: LastfmFailure): number {
  return ROUTE_STATUS[failure] ?? 502;
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

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function optional(value: unknown, guard: (v: unknown) => boolean): boolean {
  return value === undefined || guard(value);
}

/** The widget's guard for our route's answer. */
export function isLastfmAnswer(value: unknown): value is LastfmAnswer {
  if (!isRecord(value)) return false;
  if (value.ok === false)
    return (
      typeof value.error === 'string' &&
      (LASTFM_FAILURES as readonly string[]).includes(value.error) &&
      optional(value.retryAfterS, isWholeNumber) &&
      optional(value.ahead, isWholeNumber) &&
      optional(value.ticket, isLastfmTicket)
    );
  return (
    value.ok === true &&
    typeof value.page === 'number' &&
    typeof value.totalPages === 'number' &&
    typeof value.total === 'number' &&
    Array.isArray(value.scrobbles) &&
    value.scrobbles.length <= LASTFM_PAGE_SIZE * 2
  );
}

/** The alert's words for a failure in `t`'s language; an exhausted hourly allowance says when it comes back. */
export function lastfmFailureText(
  t: Translator<'ExportErrors'>,
  error: LastfmFailure | 'too-few',
  retryAfterS?: number,
): string {
  if (error !== 'quota' || retryAfterS === undefined) return t(`lastfm.${error}`);
  return t('lastfm.quotaMinutes', { minutes: Math.max(1, Math.ceil(retryAfterS / 60)) });
}
