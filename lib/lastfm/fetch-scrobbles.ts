import type { LastfmFile, LastfmScrobble } from '../export/services/lastfm-rows';
import { LASTFM_CLIENT_MAX_RETRY_AFTER_S, LASTFM_CLIENT_WAIT_BUDGET_MS } from './queue-policy';
import {
  isLastfmAnswer,
  LASTFM_MAX_PAGES,
  LASTFM_MAX_REQUESTS_PER_IMPORT,
  LASTFM_MAX_SCROBBLES,
  LASTFM_MIN_REQUEST_INTERVAL_MS,
  LASTFM_MIN_SCROBBLES,
  LASTFM_PAGE_SIZE,
  type LastfmAnswer,
  type LastfmFailure,
  type LastfmPage,
  type LastfmRefusal,
} from './recent-tracks';
import { LASTFM_SAMPLE_PERIODS, periodPages } from './sampling';

/**
 * The widget's side of the Last.fm path: pages through our own route (`/api/lastfm/recent`, same origin;
 * Last.fm itself is never called from the browser) one page at a time, at most 5 requests a second,
 * reporting each page. Cancel aborts the request in flight and stops; a failure ends the import, keeping
 * nothing.
 *
 * The first page of the whole window tells how many scrobbles the year holds. Up to the cap
 * (LASTFM_MAX_SCROBBLES), the rest of the window's pages follow. Over it, the newest scrobbles alone would be
 * only the visitor's last months, so the year is read as the newest pages of each of LASTFM_SAMPLE_PERIODS
 * periods (sampling.ts; the calibration's Last.fm lens keeps the same ones), the cap's pages shared among
 * the periods that have scrobbles (readPeriods); the first page's scrobbles are dropped (period 0 is read
 * from its own first page). At most 1 + LASTFM_MAX_PAGES requests either way.
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

type Failure = Extract<FetchOutcome, { ok: false }>;

/** One import's requests: their pacing, the waiting budget they share, and the progress they report. */
interface Import {
  readonly user: string;
  readonly options: FetchOptions;
  readonly endpoint: string;
  last: number;
  waitedMs: number;
  done: number;
  planned: number;
}

/** Reports one more request done, of `planned` in all. */
function progress(run: Import): void {
  run.done++;
  run.options.onPage(run.done, run.planned);
}

/**
 * One page of the whole window (`period` undefined) or of one period: paced, waiting in our queue as told
 * (keeping the place with the ticket), within the import's waiting budget.
 */
async function fetchPage(run: Import, page: number, period?: number): Promise<LastfmPage | Failure> {
  const { signal } = run.options;
  let ticket: string | undefined;
  for (let asks = 0; asks < MAX_ASKS_PER_PAGE; asks++) {
    const wait = run.last + LASTFM_MIN_REQUEST_INTERVAL_MS - Date.now();
    if (wait > 0) await pause(wait, signal);
    if (signal.aborted) return { ok: false, error: 'cancelled' };
    run.last = Date.now();
    const query = new URLSearchParams({
      user: run.user,
      page: String(page),
      ...(period === undefined ? {} : { period: String(period) }),
      ...(ticket ? { ticket } : {}),
    });
    const asked = await ask(`${run.endpoint}?${query}`, run.options);
    if (!asked.ok) return asked;
    const body = asked.body;
    if (signal.aborted) return { ok: false, error: 'cancelled' };
    if (body.ok) return body;
    if (body.error !== 'busy')
      return body.retryAfterS === undefined
        ? { ok: false, error: body.error }
        : { ok: false, error: body.error, retryAfterS: body.retryAfterS };
    // Our queue is long: wait as told, keeping the place (the ticket), then ask again.
    const seconds = retryAfterSeconds(asked.retryAfter, body);
    run.waitedMs += seconds * 1000;
    if (run.waitedMs > LASTFM_CLIENT_WAIT_BUDGET_MS) return { ok: false, error: 'busy' };
    ticket = body.ticket;
    run.options.onWait?.({ ahead: body.ahead ?? 0, seconds, kept: ticket !== undefined });
    await pause(seconds * 1000, signal);
    if (signal.aborted) return { ok: false, error: 'cancelled' };
  }
  return { ok: false, error: 'busy' };
}

/**
 * The scrobbles kept, each once: pages can overlap by a scrobble or two (one scrobbled while the import
 * runs shifts the later pages; a scrobble on a period's boundary second may come with both periods).
 */
class Kept {
  readonly scrobbles: LastfmScrobble[] = [];
  private readonly seen = new Set<string>();

  /** Adds the new ones among `scrobbles`, at most `room`; returns how many it added. */
  add(scrobbles: readonly LastfmScrobble[], room = Infinity): number {
    let added = 0;
    for (const s of scrobbles) {
      if (added >= room) break;
      const key = `${s.uts}\u0000${s.artist}\u0000${s.track}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.scrobbles.push(s);
      added++;
    }
    return added;
  }
}

/** A year within the cap: the rest of the window's pages. */
async function readWindow(run: Import, first: LastfmPage, kept: Kept): Promise<Failure | undefined> {
  kept.add(first.scrobbles);
  run.planned = Math.min(Math.max(1, first.totalPages), LASTFM_MAX_PAGES);
  progress(run);
  for (let page = 2; page <= run.planned; page++) {
    const body = await fetchPage(run, page);
    if (!body.ok) return body;
    kept.add(body.scrobbles);
    progress(run);
  }
  return undefined;
}

/**
 * A year over the cap, in periods (sampling.ts): first each period but the oldest, newest first, tells its
 * size on its first page (kept); the oldest's size is the year's total less theirs. Then periodPages shares
 * the cap's pages among the periods that have scrobbles, and each period's further pages follow, newest
 * period first. At most LASTFM_MAX_PAGES period requests in all, as before.
 */
async function readPeriods(run: Import, yearTotal: number, kept: Kept): Promise<Failure | undefined> {
  const last = LASTFM_SAMPLE_PERIODS - 1;
  run.planned = LASTFM_MAX_REQUESTS_PER_IMPORT;
  progress(run);
  const sizes: number[] = [];
  for (let period = 0; period < last; period++) {
    const body = await fetchPage(run, 1, period);
    if (!body.ok) return body;
    kept.add(body.scrobbles);
    sizes.push(body.total);
    progress(run);
  }
  sizes.push(Math.max(0, yearTotal - sizes.reduce((sum, n) => sum + n, 0)));
  const pages = periodPages(sizes, LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE);
  const further = pages.reduce((sum, n, k) => sum + (k < last ? Math.max(0, n - 1) : n), 0);
  run.planned = run.done + further;
  for (let period = 0; period <= last; period++) {
    let upTo = Math.min(pages[period] ?? 0, LASTFM_MAX_PAGES);
    for (let page = period < last ? 2 : 1; page <= upTo; page++) {
      const body = await fetchPage(run, page, period);
      if (!body.ok) return body;
      if (period === last && page === 1) {
        // The oldest period's size was an estimate: its first page tells the truth.
        const real = Math.min(upTo, Math.max(1, body.totalPages));
        run.planned -= upTo - real;
        upTo = real;
      }
      kept.add(body.scrobbles);
      progress(run);
    }
  }
  return undefined;
}

export async function fetchScrobbles(user: string, options: FetchOptions): Promise<FetchOutcome> {
  const run: Import = {
    user,
    options,
    endpoint: options.endpoint ?? '/api/lastfm/recent',
    last: 0,
    waitedMs: 0,
    done: 0,
    planned: 1,
  };
  const first = await fetchPage(run, 1);
  if (!first.ok) return first;
  if (first.total < LASTFM_MIN_SCROBBLES) return { ok: false, error: 'too-few' };
  const kept = new Kept();
  const failed =
    first.total <= LASTFM_MAX_SCROBBLES
      ? await readWindow(run, first, kept)
      : await readPeriods(run, first.total, kept);
  if (failed) return failed;
  if (options.signal.aborted) return { ok: false, error: 'cancelled' };
  // Newest first, as Last.fm lists them (the periods' pages arrive size questions first).
  const scrobbles = kept.scrobbles.sort((a, b) => b.uts - a.uts);
  return { ok: true, file: { lastfm_user: user, scrobbles } };
}
