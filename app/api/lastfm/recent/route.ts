import {
  isLastfmTicket,
  isLastfmUsername,
  LASTFM_MAX_PAGES,
  LASTFM_PAGE_SIZE,
  parseRecentTracks,
  routeStatusFor,
  type LastfmAnswer,
} from '@/lib/lastfm/recent-tracks';
import { parsePeriod, requestWindow } from '@/lib/lastfm/request-window';
import { turnsAhead } from '@/lib/lastfm/queue-policy';
import { clientAddress, clientKey } from '@/lib/server/client-address';
import { isOwnPageRequest } from '@/lib/server/fetch-metadata';
import { lastfmEnv, lastfmLimitsEnv } from '@/lib/server/lastfm-env';
import { lastfmLimits } from '@/lib/server/lastfm-limits';
import { retryAfterSeconds, takeTurn, type Turn } from '@/lib/server/upstream-queue';

/**
 * GET /api/lastfm/recent?user=NAME&page=N[&period=P][&ticket=T]: one page (200) of NAME's scrobbles from the
 * last 12 months, or with `period` from that fifth of them (lib/lastfm/sampling.ts: how a year over the cap
 * is read), fetched from Last.fm with our API key and handed on as they are. Nothing is stored or logged:
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

function answer(body: LastfmAnswer, status = 200, retryAfterS?: number): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (retryAfterS !== undefined) headers['Retry-After'] = String(retryAfterS);
  return Response.json(body, { status, headers });
}

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
  startsImport: boolean,
  ticket?: string,
): Promise<Response | undefined> {
  const env = lastfmLimitsEnv();
  const visitor = clientKey(clientAddress(request.headers, env), apiKey);
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
  const periodParam = params.get('period');
  const period = periodParam === null ? undefined : parsePeriod(periodParam);
  const ticket = params.get('ticket') ?? undefined;
  if (
    !isLastfmUsername(user) ||
    !Number.isInteger(page) ||
    page < 1 ||
    page > LASTFM_MAX_PAGES ||
    (periodParam !== null && period === undefined) ||
    (ticket !== undefined && !isLastfmTicket(ticket))
  )
    return answer({ ok: false, error: 'bad-request' }, 400);
  if (!isOwnPageRequest(request.headers)) return answer({ ok: false, error: 'forbidden' }, 403);

  const { from, to } = requestWindow(Date.now(), period);
  const url = new URL(env.apiUrl);
  url.search = new URLSearchParams({
    method: 'user.getrecenttracks',
    user,
    api_key: env.apiKey,
    format: 'json',
    limit: String(LASTFM_PAGE_SIZE),
    page: String(page),
    from: String(from),
    to: String(to),
  }).toString();

  // An import starts with the whole window's first page; a period's pages, later pages and a request that
  // comes back with its ticket belong to an import counted already (a ticket's request reaches `admit`,
  // and is counted, only when the ticket is no longer kept). Every request, whatever it asks, still counts
  // against the visitor's page allowance: LASTFM_MAX_REQUESTS_PER_IMPORT per import.
  const startsImport = page === 1 && period === undefined;
  const notNow = await queueFor(request, env.apiKey, startsImport, ticket);
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
  if (!parsed.ok) return answer(parsed, routeStatusFor(parsed.error));
  return answer(parsed);
}
