import http from 'node:http';
import { LASTFM_MAX_SCROBBLES } from '../../lib/lastfm/recent-tracks';

/**
 * A stand-in for Last.fm's API, on 127.0.0.1 only: the production server started by
 * playwright.config.ts gets LASTFM_API_URL pointing here. Usernames choose the behaviour:
 *   "pages6" -> 6 pages of 200 scrobbles (plus a now-playing item without a date on page 1)
 *   "heavy" -> 70 pages of 200: over the cap, so the widget reads it in five periods
 *   "halfyear" -> 11,000 scrobbles in the last six months only: over the cap, with empty periods
 *   "hidden" -> error 17 (private profile), "nobody" -> error 6 (unknown user),
 *   "busy" -> HTTP 429 with error 29, "broken" -> HTTP 500 with an HTML body, "tiny" -> 40 scrobbles,
 *   "v<n>p<pages>" (the crowd test's visitors, e.g. "v7p5") -> <pages> pages of 200.
 * A profile's scrobbles are evenly spaced, newest a day before the fake started: over the last 60 days,
 * or over the whole year for a profile over the cap (LASTFM_MAX_SCROBBLES), or over SPAN_DAYS. Like Last.fm, it honours
 * `from` (inclusive) and `to` (exclusive), pages within that window by `limit`, and reports the window's
 * totalPages and total.
 * Each request is recorded with its window and its arrival on this process's monotonic clock (`t`, ms), so
 * a crowd test in the same process can count what arrived in any rolling second.
 */
export const FAKE_LASTFM_KEY = 'e2e-fake-lastfm-key';

export function fakeLastfmPort(): number {
  return Number(process.env.E2E_PORT ?? 3100) + 1000;
}

export interface FakeLastfmRequest {
  readonly user: string;
  readonly page: number;
  /** The window asked for (Unix seconds), undefined when not given. */
  readonly from?: number;
  readonly to?: number;
  readonly apiKey: string;
  readonly at: number;
  readonly t: number;
}

export interface FakeLastfm {
  readonly requests: FakeLastfmRequest[];
  close(): Promise<void>;
}

const DAY_S = 86_400;

const PROFILES = new Map([
  ['pages6', 1_200],
  ['heavy', 14_000],
  ['halfyear', 11_000],
  ['tiny', 40],
]);
/** Profiles whose scrobbles span their own number of days. */
const SPAN_DAYS = new Map([['halfyear', 182]]);

/** How many scrobbles each profile that has some holds. */
function scrobblesOf(user: string): number | undefined {
  const crowd = /^v\d+p(\d+)$/.exec(user);
  return crowd ? Number(crowd[1]) * 200 : PROFILES.get(user);
}

function optionalNumber(value: string | null): number | undefined {
  return value === null || value === '' ? undefined : Number(value);
}

function page(user: string, count: number, newest: number, url: URL): unknown {
  const pageNo = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('limit') ?? '50');
  const from = optionalNumber(url.searchParams.get('from')) ?? -Infinity;
  const to = optionalNumber(url.searchParams.get('to')) ?? Infinity;
  const days = SPAN_DAYS.get(user) ?? (count > LASTFM_MAX_SCROBBLES ? 360 : 60);
  const spacing = Math.floor((days * DAY_S) / count);
  // Scrobble n (0 the newest) in the window asked for, newest first.
  const inWindow: number[] = [];
  for (let n = 0; n < count; n++) {
    const uts = newest - n * spacing;
    if (uts >= from && uts < to) inWindow.push(n);
  }
  const tracks: unknown[] = [];
  if (pageNo === 1 && to > newest)
    tracks.push({
      artist: { '#text': 'Now' },
      name: 'Playing',
      album: { '#text': '' },
      '@attr': { nowplaying: 'true' },
    });
  for (const n of inWindow.slice((pageNo - 1) * perPage, pageNo * perPage))
    tracks.push({
      artist: { mbid: '', '#text': `Artist ${n % 29}` },
      name: `Track ${n % 97}`,
      album: { mbid: '', '#text': `Album ${n % 13}` },
      date: { uts: String(newest - n * spacing), '#text': 'x' },
    });
  return {
    recenttracks: {
      track: tracks,
      '@attr': {
        user,
        page: String(pageNo),
        perPage: String(perPage),
        totalPages: String(Math.ceil(inWindow.length / perPage)),
        total: String(inWindow.length),
      },
    },
  };
}

/** How long a second user of the fake waits for the port (the longest holder, sources.spec, takes about 90 s). */
export const PORT_WAIT_MS = 150_000;

export async function startFakeLastfm(port = fakeLastfmPort()): Promise<FakeLastfm> {
  const requests: FakeLastfmRequest[] = [];
  // One clock for every request, so the pages of one window fit together.
  const newest = Math.floor(Date.now() / 1000) - DAY_S;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const user = url.searchParams.get('user') ?? '';
    const t = performance.now();
    const from = optionalNumber(url.searchParams.get('from'));
    const to = optionalNumber(url.searchParams.get('to'));
    requests.push({
      user,
      page: Number(url.searchParams.get('page') ?? '1'),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      apiKey: url.searchParams.get('api_key') ?? '',
      at: Date.now(),
      t,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('api_key') !== FAKE_LASTFM_KEY)
      return json(403, { error: 10, message: 'Invalid API key' });
    const count = scrobblesOf(user);
    if (count !== undefined) return json(200, page(user, count, newest, url));
    switch (user) {
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
  // One port for the server under test to call, so two spec files that need the fake take turns: the second
  // waits while the first holds the port (sources.spec's Last.fm tests, crew.spec's Last.fm member).
  const until = Date.now() + PORT_WAIT_MS;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      break;
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!busy || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
