import type { LastfmFile, LastfmScrobble } from '../export/lastfm-rows';
import {
  isLastfmAnswer,
  LASTFM_MAX_PAGES,
  LASTFM_MIN_REQUEST_INTERVAL_MS,
  LASTFM_MIN_SCROBBLES,
  type LastfmFailure,
} from './recent-tracks';

/**
 * The widget's side of the Last.fm path: pages through our own route (`/api/lastfm/recent`, same origin;
 * Last.fm itself is never called from the browser) one page at a time, at most 5 requests a second, up to
 * LASTFM_MAX_PAGES, reporting each page. Cancel aborts the request in flight and stops.
 */
export type FetchOutcome =
  | { readonly ok: true; readonly file: LastfmFile }
  | { readonly ok: false; readonly error: LastfmFailure | 'too-few' | 'cancelled' };

export interface FetchOptions {
  readonly signal: AbortSignal;
  readonly onPage: (page: number, pages: number) => void;
  readonly fetchImpl?: typeof fetch;
  readonly endpoint?: string;
  /** A page that takes longer than this ends the fetch as a failure (never an endless bar). */
  readonly requestTimeoutMs?: number;
}

export const LASTFM_REQUEST_TIMEOUT_MS = 20_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function fetchScrobbles(user: string, options: FetchOptions): Promise<FetchOutcome> {
  const { signal, onPage } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = options.endpoint ?? '/api/lastfm/recent';
  const scrobbles: LastfmScrobble[] = [];
  let pages = 1;
  let last = 0;
  for (let page = 1; page <= pages; page++) {
    const wait = last + LASTFM_MIN_REQUEST_INTERVAL_MS - Date.now();
    if (wait > 0) await pause(wait, signal);
    if (signal.aborted) return { ok: false, error: 'cancelled' };
    last = Date.now();
    let body: unknown;
    const request = new AbortController();
    const stop = () => request.abort();
    signal.addEventListener('abort', stop);
    const timer = setTimeout(stop, options.requestTimeoutMs ?? LASTFM_REQUEST_TIMEOUT_MS);
    try {
      const response = await fetchImpl(`${endpoint}?${new URLSearchParams({ user, page: String(page) })}`, {
        signal: request.signal,
        cache: 'no-store',
      });
      body = await response.json();
    } catch {
      return { ok: false, error: signal.aborted ? 'cancelled' : 'upstream' };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
    if (!isLastfmAnswer(body)) return { ok: false, error: 'upstream' };
    if (!body.ok) return { ok: false, error: body.error };
    if (page === 1) {
      if (body.total < LASTFM_MIN_SCROBBLES) return { ok: false, error: 'too-few' };
      pages = Math.min(Math.max(1, body.totalPages), LASTFM_MAX_PAGES);
    }
    scrobbles.push(...body.scrobbles);
    onPage(page, pages);
  }
  if (signal.aborted) return { ok: false, error: 'cancelled' };
  return { ok: true, file: { lastfm_user: user, scrobbles } };
}
