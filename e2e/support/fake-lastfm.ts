import http from 'node:http';

/**
 * A stand-in for Last.fm's API, on 127.0.0.1 only: the production server started by
 * playwright.config.ts gets LASTFM_API_URL pointing here. Usernames choose the behaviour:
 *   "pages6" -> 6 pages of 200 scrobbles (plus a now-playing item without a date on page 1)
 *   "hidden" -> error 17 (private profile), "nobody" -> error 6 (unknown user),
 *   "busy" -> HTTP 429 with error 29, "broken" -> HTTP 500 with an HTML body, "tiny" -> 40 scrobbles,
 *   "v<n>p<pages>" (the crowd test's visitors, e.g. "v7p5") -> <pages> pages of 200.
 * Each request is recorded with its arrival on this process's monotonic clock (`t`, ms), so a crowd test
 * in the same process can count what arrived in any rolling second.
 */
export const FAKE_LASTFM_KEY = 'e2e-fake-lastfm-key';

export function fakeLastfmPort(): number {
  return Number(process.env.E2E_PORT ?? 3100) + 1000;
}

export interface FakeLastfm {
  readonly requests: { user: string; page: number; apiKey: string; at: number; t: number }[];
  close(): Promise<void>;
}

const DAY_S = 86_400;

function page(user: string, pageNo: number, totalPages: number, perPage: number): unknown {
  const now = Math.floor(Date.now() / 1000);
  const tracks: unknown[] = [];
  if (pageNo === 1)
    tracks.push({
      artist: { '#text': 'Now' },
      name: 'Playing',
      album: { '#text': '' },
      '@attr': { nowplaying: 'true' },
    });
  for (let i = 0; i < perPage; i++) {
    const n = (pageNo - 1) * perPage + i;
    // Newest first, about 10 a day across 60 days.
    const uts = now - DAY_S - n * Math.floor((60 * DAY_S) / (totalPages * perPage));
    tracks.push({
      artist: { mbid: '', '#text': `Artist ${n % 29}` },
      name: `Track ${n % 97}`,
      album: { mbid: '', '#text': `Album ${n % 13}` },
      date: { uts: String(uts), '#text': 'x' },
    });
  }
  return {
    recenttracks: {
      track: tracks,
      '@attr': {
        user,
        page: String(pageNo),
        perPage: String(perPage),
        totalPages: String(totalPages),
        total: String(totalPages * perPage),
      },
    },
  };
}

export async function startFakeLastfm(port = fakeLastfmPort()): Promise<FakeLastfm> {
  const requests: FakeLastfm['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const user = url.searchParams.get('user') ?? '';
    const pageNo = Number(url.searchParams.get('page') ?? '1');
    const t = performance.now();
    requests.push({ user, page: pageNo, apiKey: url.searchParams.get('api_key') ?? '', at: Date.now(), t });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('api_key') !== FAKE_LASTFM_KEY)
      return json(403, { error: 10, message: 'Invalid API key' });
    const crowd = /^v\d+p(\d+)$/.exec(user);
    if (crowd) return json(200, page(user, pageNo, Number(crowd[1]), 200));
    switch (user) {
      case 'pages6':
        return json(200, page(user, pageNo, 6, 200));
      case 'tiny':
        return json(200, page(user, pageNo, 1, 40));
      case 'hidden':
        return json(403, { error: 17, message: 'Login: User required to be logged in' });
      case 'nobody':
        return json(404, { error: 6, message: 'User not found' });
      case 'busy':
        return json(429, { error: 29, message: 'Rate Limit Exceeded' });
      default:
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end('<html><body>Internal error</body></html>');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
