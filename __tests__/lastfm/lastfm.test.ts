/** @jest-environment node */
import { GET } from '@/app/api/lastfm/recent/route';
import { GET as STATUS } from '@/app/api/lastfm/status/route';
import { fetchScrobbles } from '@/lib/lastfm/fetch-scrobbles';
import { isLastfmAnswer, parseRecentTracks, type LastfmAnswer } from '@/lib/lastfm/recent-tracks';
import { lastfmEnv } from '@/lib/server/lastfm-env';
import { expectOk } from '../support/narrow';

/** Last.fm through our own route, guarded at both ends. */
function track(i: number, nowPlaying = false): unknown {
  return {
    artist: { mbid: '', '#text': `Artist ${i % 3}` },
    name: `Track ${i}`,
    album: { mbid: '', '#text': 'Album' },
    ...(nowPlaying
      ? { '@attr': { nowplaying: 'true' } }
      : { date: { uts: String(1_735_689_600 + i * 600), '#text': 'x' } }),
  };
}

function upstreamPage(page: number, totalPages: number, perPage: number, nowPlaying = false): unknown {
  const tracks = Array.from({ length: perPage }, (_, i) => track(page * 1000 + i));
  return {
    recenttracks: {
      track: nowPlaying ? [track(0, true), ...tracks] : tracks,
      '@attr': {
        user: 'someone',
        page: String(page),
        perPage: '200',
        totalPages: String(totalPages),
        total: String(totalPages * perPage),
      },
    },
  };
}

describe('parseRecentTracks', () => {
  it('drops the now-playing item (no date) and reads the paging', () => {
    const answer = parseRecentTracks(upstreamPage(1, 3, 5, true), 200);
    expect(answer).toMatchObject({ ok: true, page: 1, totalPages: 3, total: 15 });
    expectOk(answer);
    expect(answer.scrobbles).toHaveLength(5);
    expect(answer.scrobbles[0]).toEqual({
      artist: 'Artist 1',
      track: 'Track 1000',
      album: 'Album',
      uts: 1_735_689_600 + 600_000,
    });
  });

  it('accepts a single track given as an object', () => {
    const body = { recenttracks: { track: track(1), '@attr': { page: '1', totalPages: '1', total: '1' } } };
    expect(parseRecentTracks(body, 200)).toMatchObject({ ok: true, scrobbles: [{ track: 'Track 1' }] });
  });

  it.each([
    [{ error: 17, message: 'Login: User required to be logged in' }, 403, 'private'],
    [{ error: 6, message: 'User not found' }, 404, 'unknown-user'],
    [{ error: 29, message: 'Rate Limit Exceeded' }, 429, 'rate-limited'],
    ['<html>oops</html>', 500, 'upstream'],
    [{ error: 8, message: 'Operation failed' }, 500, 'upstream'],
  ])('maps %j (HTTP %i) to %s', (body, status, error) => {
    expect(parseRecentTracks(body, status)).toEqual({ ok: false, error });
  });

  it('guards the route answer on the widget side', () => {
    expect(isLastfmAnswer({ ok: false, error: 'private' })).toBe(true);
    expect(isLastfmAnswer({ ok: false, error: 'boom' })).toBe(false);
    expect(isLastfmAnswer({ ok: true, page: 1, totalPages: 1, total: 1, scrobbles: [] })).toBe(true);
    expect(isLastfmAnswer('nope')).toBe(false);
  });
});

describe('fetchScrobbles (the widget pager)', () => {
  function fakeRoute(pages: number, perPage: number, fail?: { page: number; answer: LastfmAnswer }) {
    const calls: number[] = [];
    const impl = (async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      calls.push(Date.now());
      const body =
        fail && fail.page === page ? fail.answer : parseRecentTracks(upstreamPage(page, pages, perPage), 200);
      return new Response(JSON.stringify(body));
    }) as typeof fetch;
    return { impl, calls };
  }
  const quiet = () => undefined;

  it('pages through every page, at most 5 requests a second, reporting each', async () => {
    // Jest's clock: the gaps are the pager's own, not a busy machine's (a pause between the pager's stamp
    // and the fake route's would shorten a measured gap).
    jest.useFakeTimers();
    try {
      const { impl, calls } = fakeRoute(3, 200);
      const seen: string[] = [];
      const pending = fetchScrobbles('someone', {
        signal: new AbortController().signal,
        onPage: (p, n) => seen.push(`${p}/${n}`),
        fetchImpl: impl,
      });
      await jest.runAllTimersAsync();
      const outcome = await pending;
      expectOk(outcome);
      expect(outcome.file.scrobbles).toHaveLength(600);
      expect(seen).toEqual(['1/3', '2/3', '3/3']);
      for (let i = 1; i < calls.length; i++)
        expect((calls[i] ?? 0) - (calls[i - 1] ?? 0)).toBeGreaterThanOrEqual(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at the first failure, and says too few scrobbles on page 1', async () => {
    const failing = fakeRoute(3, 200, { page: 2, answer: { ok: false, error: 'rate-limited' } });
    const signal = new AbortController().signal;
    expect(await fetchScrobbles('someone', { signal, onPage: quiet, fetchImpl: failing.impl })).toEqual({
      ok: false,
      error: 'rate-limited',
    });
    const few = fakeRoute(1, 100);
    expect(await fetchScrobbles('someone', { signal, onPage: quiet, fetchImpl: few.impl })).toEqual({
      ok: false,
      error: 'too-few',
    });
  });

  it('a page that never answers ends as an upstream failure, not an endless wait', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof fetch;
    const outcome = await fetchScrobbles('someone', {
      signal: new AbortController().signal,
      onPage: quiet,
      fetchImpl: hanging,
      requestTimeoutMs: 50,
    });
    expect(outcome).toEqual({ ok: false, error: 'upstream' });
  });

  it('cancels', async () => {
    const controller = new AbortController();
    const { impl } = fakeRoute(5, 200);
    const outcome = await fetchScrobbles('someone', {
      signal: controller.signal,
      onPage: (p) => {
        if (p === 1) controller.abort();
      },
      fetchImpl: impl,
    });
    expect(outcome).toEqual({ ok: false, error: 'cancelled' });
  });
});

/** A request as our widget's browser sends it (fetch metadata: same origin). */
function widgetRequest(url: string): Request {
  return new Request(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
}

describe('the route handlers', () => {
  const saved = { ...process.env };
  const realFetch = global.fetch;
  afterEach(() => {
    process.env = { ...saved };
    global.fetch = realFetch;
  });

  it('are hidden without LASTFM_API_KEY', async () => {
    delete process.env.LASTFM_API_KEY;
    expect(lastfmEnv()).toBeUndefined();
    expect(await STATUS().json()).toEqual({ available: false });
    const response = await GET(widgetRequest('http://localhost/api/lastfm/recent?user=someone&page=1'));
    expect(response.status).toBe(404);
  });

  it('call LASTFM_API_URL with the key, and answer guarded pages', async () => {
    process.env.LASTFM_API_KEY = 'secret-key';
    process.env.LASTFM_API_URL = 'http://127.0.0.1:9/2.0/';
    const urls: string[] = [];
    global.fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(upstreamPage(2, 4, 3, true)));
    }) as typeof fetch;
    expect(await STATUS().json()).toEqual({ available: true });
    const response = await GET(widgetRequest('http://localhost/api/lastfm/recent?user=someone&page=2'));
    const body: unknown = await response.json();
    expect(body).toMatchObject({ ok: true, page: 2, totalPages: 4 });
    expect(JSON.stringify(body)).not.toContain('secret-key');
    const url = new URL(urls[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/2.0/');
    expect(url.searchParams.get('api_key')).toBe('secret-key');
    expect(url.searchParams.get('method')).toBe('user.getrecenttracks');
    expect(url.searchParams.get('limit')).toBe('200');
  });

  it('refuses bad usernames and pages beyond the cap, and reports upstream failures', async () => {
    process.env.LASTFM_API_KEY = 'k';
    expect((await GET(widgetRequest('http://localhost/api/lastfm/recent?user=../x&page=1'))).status).toBe(
      400,
    );
    expect((await GET(widgetRequest('http://localhost/api/lastfm/recent?user=someone&page=51'))).status).toBe(
      400,
    );
    global.fetch = (async () => {
      throw new Error('network down');
    }) as typeof fetch;
    const response = await GET(widgetRequest('http://localhost/api/lastfm/recent?user=someone&page=1'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: 'upstream' });
  });
});
