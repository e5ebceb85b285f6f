import type { LastfmFile, LastfmScrobble } from '../export/lastfm-rows';
import { LASTFM_CLIENT_MAX_RETRY_AFTER_S, LASTFM_CLIENT_WAIT_BUDGET_MS } from './queue-policy';
import {
  isLastfmAnswer,
  LASTFM_MAX_PAGES,
  LASTFM_MIN_REQUEST_INTERVAL_MS,
  LASTFM_MIN_SCROBBLES,
  type LastfmAnswer,
  type LastfmFailure,
  type LastfmRefusal,
} from './recent-tracks';

/**
 * The widget's side of the Last.fm path: pages through our own route (`/api/lastfm/recent`, same origin;
 * Last.fm itself is never called from the browser) one page at a time, at most 5 requests a second, up to
 * LASTFM_MAX_PAGES, reporting each page. Cancel aborts the request in flight and stops.
 *
 * When many visitors read Last.fm at once, the route answers 429 with Retry-After and the visitor's place
 * (a ticket that keeps the turn): this waits that long by itself, says so through `onWait`, and asks again
 * with the ticket, up to LASTFM_CLIENT_WAIT_BUDGET_MS in all; then it ends with 'busy'.
 */
export type FetchOutcome =
  | { readonly ok: true; readonly file: LastfmFile }
  | {
      readonly ok: false;
      readonly error: LastfmFailure | 'too-few' | 'cancelled';
      /** 'quota': seconds until this network may read another profile. */
      readonly retryAfterS?: number;
    };

/** A wait in the queue: visitors ahead, how long until the widget asks again, and whether its place is kept. */
export interface QueueWait {
  readonly ahead: number;
  readonly seconds: number;
  readonly kept: boolean;
}

export interface FetchOptions {
  readonly signal: AbortSignal;
  readonly onPage: (page: number, pages: number) => void;
  readonly onWait?: (wait: QueueWait) => void;
  readonly fetchImpl?: typeof fetch;
  readonly endpoint?: string;
  /** A page that takes longer than this ends the fetch as a failure (never an endless bar). */
  readonly requestTimeoutMs?: number;
}

export const LASTFM_REQUEST_TIMEOUT_MS = 20_000;
/** Asks for one page at most this many times (each 429 makes the widget wait at least a second). */
const MAX_ASKS_PER_PAGE = 200;

/** Waits `ms`, or less when the signal aborts; leaves no listener behind (an import pauses many times). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** Seconds to wait from a 429: the Retry-After header (seconds), else the body's, within our own bound. */
function retryAfterSeconds(header: string | null, body: LastfmRefusal): number {
  const fromHeader = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
  const seconds = fromHeader ?? body.retryAfterS ?? 5;
  return Math.min(Math.max(1, seconds), LASTFM_CLIENT_MAX_RETRY_AFTER_S);
}

type Asked =
  | { readonly ok: true; readonly body: LastfmAnswer; readonly retryAfter: string | null }
  | { readonly ok: false; readonly error: 'cancelled' | 'upstream' };

async function ask(url: string, options: FetchOptions): Promise<Asked> {
  const { signal } = options;
  const request = new AbortController();
  const stop = () => request.abort();
  signal.addEventListener('abort', stop);
  const timer = setTimeout(stop, options.requestTimeoutMs ?? LASTFM_REQUEST_TIMEOUT_MS);
  try {
    const response = await (options.fetchImpl ?? fetch)(url, { signal: request.signal, cache: 'no-store' });
    const body: unknown = await response.json();
    if (!isLastfmAnswer(body)) return { ok: false, error: 'upstream' };
    return { ok: true, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { ok: false, error: signal.aborted ? 'cancelled' : 'upstream' };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

export async function fetchScrobbles(user: string, options: FetchOptions): Promise<FetchOutcome> {
  const { signal, onPage } = options;
  const endpoint = options.endpoint ?? '/api/lastfm/recent';
  const scrobbles: LastfmScrobble[] = [];
  let pages = 1;
  let last = 0;
  let waitedMs = 0;
  for (let page = 1; page <= pages; page++) {
    let ticket: string | undefined;
    let body: LastfmAnswer | undefined;
    for (let asks = 0; asks < MAX_ASKS_PER_PAGE && body === undefined; asks++) {
      const wait = last + LASTFM_MIN_REQUEST_INTERVAL_MS - Date.now();
      if (wait > 0) await pause(wait, signal);
      if (signal.aborted) return { ok: false, error: 'cancelled' };
      last = Date.now();
      const query = new URLSearchParams({ user, page: String(page), ...(ticket ? { ticket } : {}) });
      const asked = await ask(`${endpoint}?${query}`, options);
      if (!asked.ok) return asked;
      if (asked.body.ok || asked.body.error !== 'busy') {
        body = asked.body;
        break;
      }
      // Our queue is long: wait as told, keeping the place (the ticket), then ask again.
      const seconds = retryAfterSeconds(asked.retryAfter, asked.body);
      waitedMs += seconds * 1000;
      if (waitedMs > LASTFM_CLIENT_WAIT_BUDGET_MS) return { ok: false, error: 'busy' };
      ticket = asked.body.ticket;
      options.onWait?.({ ahead: asked.body.ahead ?? 0, seconds, kept: ticket !== undefined });
      await pause(seconds * 1000, signal);
    }
    if (signal.aborted) return { ok: false, error: 'cancelled' };
    if (body === undefined) return { ok: false, error: 'busy' };
    if (!body.ok)
      return body.retryAfterS === undefined
        ? { ok: false, error: body.error }
        : { ok: false, error: body.error, retryAfterS: body.retryAfterS };
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
