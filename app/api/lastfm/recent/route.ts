import {
  isLastfmTicket,
  isLastfmUsername,
  LASTFM_MAX_PAGES,
  LASTFM_PAGE_SIZE,
  LASTFM_WINDOW_DAYS,
  parseRecentTracks,
  type LastfmAnswer,
} from '@/lib/lastfm/recent-tracks';
import { turnsAhead } from '@/lib/lastfm/queue-policy';
import { clientAddress, clientKey } from '@/lib/server/client-address';
import { isOwnPageRequest } from '@/lib/server/fetch-metadata';
import { lastfmEnv, lastfmLimitsEnv } from '@/lib/server/lastfm-env';
import { lastfmLimits } from '@/lib/server/lastfm-limits';
import { retryAfterSeconds, takeTurn, type Turn } from '@/lib/server/upstream-queue';

/**
 * GET /api/lastfm/recent?user=NAME&page=N[&ticket=T]: one page (200) of NAME's scrobbles from the last
 * 12 months, fetched from Last.fm with our API key and handed on as they are. Nothing is stored or logged:
 * the username and the scrobbles pass through this server and are gone when the response is sent.
 *
 * Only our widget's own requests are served (fetch-metadata.ts), within the client address's hourly
 * allowance, one at a time through the queue that keeps all our instances within Last.fm's rate
 * (docs/security.md § Last.fm limits). A turn that is far away is kept under a ticket: 429 with Retry-After,
 * and the widget comes back with the ticket then.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const UPSTREAM_TIMEOUT_MS = 10_000;
const DAY_S = 86_400;

function answer(body: LastfmAnswer, status = 200, retryAfterS?: number): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (retryAfterS !== undefined) headers['Retry-After'] = String(retryAfterS);
  return Response.json(body, { status, headers });
}

const STATUS_FOR = { private: 403, 'unknown-user': 404, 'rate-limited': 429, upstream: 502 } as const;

/** 429 for a turn that is not now: with its ticket when the turn is kept (the queue is not full). */
function later(turn: Extract<Turn, { kind: 'later' }>): Response {
  const retryAfterS = retryAfterSeconds(turn);
  const body: LastfmAnswer = {
    ok: false,
    error: 'busy',
    retryAfterS,
    ahead: turnsAhead(turn.waitMs),
    ...(turn.ticket ? { ticket: turn.ticket } : {}),
  };
  return answer(body, 429, retryAfterS);
}

/** Waits for this request's turn at Last.fm; a Response when it does not get one now. */
async function queueFor(
  request: Request,
  apiKey: string,
  page: number,
  ticket?: string,
): Promise<Response | undefined> {
  const env = lastfmLimitsEnv();
  const visitor = clientKey(clientAddress(request.headers, env), apiKey);
  // An import starts with its first page; a page that comes back with its ticket was counted already.
  const startsImport = page === 1;
  let refusedForS: number | undefined;
  let admitted = false;
  try {
    const { queue, allowance } = await lastfmLimits(env);
    const turn = await takeTurn(queue, {
      ticket,
      admit: async () => {
        refusedForS = await allowance.take(visitor, startsImport);
        admitted = refusedForS === undefined;
        return admitted;
      },
    });
    if (turn.kind === 'go') return undefined;
    if (turn.kind === 'refused')
      return answer({ ok: false, error: 'quota', retryAfterS: refusedForS }, 429, refusedForS);
    // Nothing was booked: this request does not count against the visitor.
    if (!turn.ticket && admitted) await allowance.giveBack(visitor, startsImport);
    return later(turn);
  } catch (error) {
    console.error('Last.fm limits unavailable:', error instanceof Error ? error.message : String(error));
    return answer({ ok: false, error: 'upstream' }, 503);
  }
}

export async function GET(request: Request): Promise<Response> {
  const env = lastfmEnv();
  if (!env) return answer({ ok: false, error: 'unavailable' }, 404);
  const params = new URL(request.url).searchParams;
  const user = params.get('user');
  const page = Number(params.get('page') ?? '1');
  const ticket = params.get('ticket') ?? undefined;
  if (
    !isLastfmUsername(user) ||
    !Number.isInteger(page) ||
    page < 1 ||
    page > LASTFM_MAX_PAGES ||
    (ticket !== undefined && !isLastfmTicket(ticket))
  )
    return answer({ ok: false, error: 'bad-request' }, 400);
  if (!isOwnPageRequest(request.headers)) return answer({ ok: false, error: 'forbidden' }, 403);

  // Whole days, so every page of one visitor's import asks for the same window.
  const to = Math.floor(Date.now() / 1000 / DAY_S + 1) * DAY_S;
  const url = new URL(env.apiUrl);
  url.search = new URLSearchParams({
    method: 'user.getrecenttracks',
    user,
    api_key: env.apiKey,
    format: 'json',
    limit: String(LASTFM_PAGE_SIZE),
    page: String(page),
    from: String(to - LASTFM_WINDOW_DAYS * DAY_S),
    to: String(to),
  }).toString();

  const notNow = await queueFor(request, env.apiKey, page, ticket);
  if (notNow) return notNow;
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'spotify-flavor (Last.fm import)' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      cache: 'no-store',
    });
    status = response.status;
    body = await response.json().catch(() => undefined);
  } catch {
    return answer({ ok: false, error: 'upstream' }, 502);
  }
  const parsed = parseRecentTracks(body, status);
  if (!parsed.ok)
    return answer(
      parsed,
      parsed.error === 'bad-request' ? 400 : (STATUS_FOR[parsed.error as keyof typeof STATUS_FOR] ?? 502),
    );
  return answer(parsed);
}
