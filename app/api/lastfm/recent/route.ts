import {
  isLastfmUsername,
  LASTFM_MAX_PAGES,
  LASTFM_PAGE_SIZE,
  LASTFM_WINDOW_DAYS,
  parseRecentTracks,
  type LastfmAnswer,
} from '@/lib/lastfm/recent-tracks';
import { lastfmEnv } from '@/lib/server/lastfm-env';
import { waitForLastfmSlot } from '@/lib/server/lastfm-pace';

/**
 * GET /api/lastfm/recent?user=NAME&page=N: one page (200) of NAME's scrobbles from the last 12 months,
 * fetched from Last.fm with our API key and handed on as they are. Nothing is stored or logged: the username
 * and the scrobbles pass through this server and are gone when the response is sent.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const UPSTREAM_TIMEOUT_MS = 10_000;
const DAY_S = 86_400;

function answer(body: LastfmAnswer, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

const STATUS_FOR = { private: 403, 'unknown-user': 404, 'rate-limited': 429, upstream: 502 } as const;

export async function GET(request: Request): Promise<Response> {
  const env = lastfmEnv();
  if (!env) return answer({ ok: false, error: 'unavailable' }, 404);
  const params = new URL(request.url).searchParams;
  const user = params.get('user');
  const page = Number(params.get('page') ?? '1');
  if (!isLastfmUsername(user) || !Number.isInteger(page) || page < 1 || page > LASTFM_MAX_PAGES)
    return answer({ ok: false, error: 'bad-request' }, 400);

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

  await waitForLastfmSlot();
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
