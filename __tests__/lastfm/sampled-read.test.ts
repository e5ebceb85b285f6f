/** @jest-environment node */
import type { LastfmScrobble } from '@/lib/export/services/lastfm-rows';
import { fetchScrobbles, type FetchOutcome } from '@/lib/lastfm/fetch-scrobbles';
import {
  LASTFM_MAX_PAGES,
  LASTFM_MAX_REQUESTS_PER_IMPORT,
  LASTFM_MAX_SCROBBLES,
  LASTFM_PAGE_SIZE,
  LASTFM_PERIOD_PAGES,
  LASTFM_WINDOW_DAYS,
  type LastfmAnswer,
} from '@/lib/lastfm/recent-tracks';
import { parsePeriod, requestWindow } from '@/lib/lastfm/request-window';
import {
  LASTFM_SAMPLE_PERIODS,
  perPeriod,
  periodPages,
  samplePeriods,
  type SamplePeriod,
} from '@/lib/lastfm/sampling';

/**
 * How a year over the cap is read (lib/lastfm/sampling.ts): the widget's plan against a route that serves
 * a known list of scrobbles the way ours does (requestWindow's windows, pages of 200), compared with what
 * the calibration's Last.fm lens keeps of the same list. Simulated time: nothing here waits for real.
 */

const NOW = Date.UTC(2026, 2, 14, 15, 30);
const WHOLE = requestWindow(NOW);
const PERIODS = samplePeriods(WHOLE.to, LASTFM_WINDOW_DAYS);

describe('the cap and its periods', () => {
  it('split the cap into whole pages: 1 + LASTFM_MAX_PAGES requests at most per import', () => {
    // If this fails, make LASTFM_MAX_PAGES a multiple of LASTFM_SAMPLE_PERIODS.
    expect(LASTFM_SAMPLE_PERIODS * LASTFM_PERIOD_PAGES).toBe(LASTFM_MAX_PAGES);
    expect(perPeriod(LASTFM_MAX_SCROBBLES)).toBe(LASTFM_PERIOD_PAGES * LASTFM_PAGE_SIZE);
    expect(LASTFM_MAX_REQUESTS_PER_IMPORT).toBe(1 + LASTFM_MAX_PAGES);
  });

  it('ask for the last 365 whole days, and periods that tile them, newest first', () => {
    expect(WHOLE.to).toBe(Date.UTC(2026, 2, 15) / 1000);
    expect(WHOLE.to - WHOLE.from).toBe(LASTFM_WINDOW_DAYS * 86_400);
    expect(PERIODS).toHaveLength(LASTFM_SAMPLE_PERIODS);
    expect(PERIODS[0]?.to).toBe(WHOLE.to);
    expect(PERIODS.at(-1)?.from).toBe(WHOLE.from);
    for (let k = 1; k < PERIODS.length; k++) expect(PERIODS[k]?.to).toBe(PERIODS[k - 1]?.from);
    expect(PERIODS.map((_, k) => requestWindow(NOW, k))).toEqual(PERIODS);
    // The same window all day long.
    expect(requestWindow(Date.UTC(2026, 2, 14))).toEqual(WHOLE);
    expect(requestWindow(Date.UTC(2026, 2, 15) - 1)).toEqual(WHOLE);
  });

  it.each([
    ['0', 0],
    ['4', 4],
    ['5', undefined],
    ['-1', undefined],
    ['', undefined],
    ['1.0', undefined],
    [' 1', undefined],
    ['1e0', undefined],
    ['x', undefined],
  ])('period %j -> %s', (value, period) => {
    expect(parsePeriod(value)).toBe(period);
  });
});

/** `counts[k]` scrobbles evenly spread over period k, newest first across the year. */
function listening(counts: readonly number[]): LastfmScrobble[] {
  let n = 0;
  return PERIODS.flatMap((p, k) =>
    Array.from({ length: counts[k] ?? 0 }, (_, i) => {
      n++;
      const uts = p.to - 1 - Math.floor((i * (p.to - p.from)) / (counts[k] ?? 1));
      return { artist: `Artist ${n % 7}`, track: `Track ${n}`, album: '', uts };
    }),
  );
}

/** What the Last.fm lens (scripts/calibration/lenses/lastfm-lens.ts) keeps of a year, newest first, with our route's `to`. */
function lensKeeps(year: readonly LastfmScrobble[], cap = LASTFM_MAX_SCROBBLES): LastfmScrobble[] {
  const inYear = year.filter((s) => s.uts >= WHOLE.from && s.uts < WHOLE.to);
  if (inYear.length <= cap) return inYear;
  const periods = PERIODS.map((p) => inYear.filter((s) => s.uts >= p.from && s.uts < p.to));
  const shares = periodPages(
    periods.map((p) => p.length),
    cap / LASTFM_PAGE_SIZE,
    LASTFM_PAGE_SIZE,
  );
  return periods.flatMap((p, k) => p.slice(0, (shares[k] ?? 0) * LASTFM_PAGE_SIZE));
}

interface Asked {
  readonly page: number;
  readonly period?: number;
}

/**
 * Our route over a known list: the window requestWindow gives (the route's own function), pages of 200.
 * `inclusiveTo` serves a window's end second too, as Last.fm might; `fail` answers one request so.
 */
function route(
  list: readonly LastfmScrobble[],
  opts: { inclusiveTo?: boolean; fail?: (a: Asked) => LastfmAnswer | undefined } = {},
) {
  const asked: Asked[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const params = new URL(String(input), 'http://127.0.0.1').searchParams;
    const page = Number(params.get('page'));
    const periodParam = params.get('period');
    const period = periodParam === null ? undefined : parsePeriod(periodParam);
    const a: Asked = period === undefined ? { page } : { page, period };
    asked.push(a);
    const failed = opts.fail?.(a);
    if (failed) return new Response(JSON.stringify(failed), { status: 502 });
    const { from, to }: SamplePeriod = requestWindow(Date.now(), period);
    const window = list.filter((s) => s.uts >= from && (opts.inclusiveTo ? s.uts <= to : s.uts < to));
    const body: LastfmAnswer = {
      ok: true,
      page,
      totalPages: Math.ceil(window.length / LASTFM_PAGE_SIZE),
      total: window.length,
      scrobbles: window.slice((page - 1) * LASTFM_PAGE_SIZE, page * LASTFM_PAGE_SIZE),
    };
    return new Response(JSON.stringify(body));
  }) as typeof fetch;
  return { impl, asked };
}

async function read(
  impl: typeof fetch,
  signal = new AbortController().signal,
  onPage?: (page: number, pages: number) => void,
): Promise<{ outcome: FetchOutcome; progress: string[] }> {
  const progress: string[] = [];
  const done = fetchScrobbles('someone', {
    signal,
    onPage: (page, pages) => {
      progress.push(`${page}/${pages}`);
      onPage?.(page, pages);
    },
    fetchImpl: impl,
  });
  await jest.advanceTimersByTimeAsync(5 * 60_000);
  return { outcome: await done, progress };
}

/** The cap's equal share of one period (1,600 today) and its pages (8), so the cases follow LASTFM_MAX_PAGES. */
const EACH = perPeriod(LASTFM_MAX_SCROBBLES);
const K = LASTFM_PERIOD_PAGES;
const ALL = LASTFM_MAX_REQUESTS_PER_IMPORT;
const shares = (...fractions: number[]) => fractions.map((f) => Math.round(f * EACH));

const kept = (outcome: FetchOutcome) => (outcome.ok ? outcome.file.scrobbles : []);
const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('fetchScrobbles', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  describe('a year over the cap', () => {
    it('reads the first whole-window page, each period but the oldest for its size, then their pages; keeps what the lens keeps', async () => {
      const list = listening(shares(1.5, 1.25, 1.1, 1.05, 1.2));
      const { impl, asked } = route(list);
      const { outcome, progress } = await read(impl);
      expect(asked).toEqual([
        { page: 1 },
        ...pages(0, 3).map((period) => ({ page: 1, period })),
        ...pages(0, 3).flatMap((period) => pages(2, K).map((page) => ({ page, period }))),
        ...pages(1, K).map((page) => ({ page, period: 4 })),
      ]);
      expect(asked).toHaveLength(LASTFM_MAX_REQUESTS_PER_IMPORT);
      expect(kept(outcome)).toEqual(lensKeeps(list));
      expect(kept(outcome)).toHaveLength(LASTFM_MAX_SCROBBLES);
      // Not the newest scrobbles alone: every period is there.
      for (const p of PERIODS) expect(kept(outcome).some((s) => s.uts >= p.from && s.uts < p.to)).toBe(true);
      expect(progress).toEqual(pages(1, ALL).map((n) => `${n}/${ALL}`));
    });

    it('gives the pages of short and empty periods to the others; the oldest is never asked when the total says it is empty', async () => {
      const list = listening([...shares(2.5, 2, 1.25), 450, 0]);
      const { impl, asked } = route(list);
      const { outcome, progress } = await read(impl);
      const share = periodPages([4000, 3200, 2000, 450, 0], LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE);
      expect(share).toEqual([14, 13, 10, 3, 0]);
      expect(asked).toEqual([
        { page: 1 },
        ...pages(0, 3).map((period) => ({ page: 1, period })),
        ...pages(0, 3).flatMap((period) => pages(2, share[period]!).map((page) => ({ page, period }))),
      ]);
      expect(kept(outcome)).toEqual(lensKeeps(list));
      // Whole pages: period 3's three pages hold its 450.
      expect(kept(outcome)).toHaveLength(14 * 200 + 13 * 200 + 2000 + 450);
      expect(progress[0]).toBe(`1/${ALL}`);
      expect(progress.at(-1)).toBe(`${ALL}/${ALL}`);
    });

    it('reads six months of 11,000 scrobbles as nearly the whole cap, not a share of five periods', async () => {
      // Periods 0 and 1 full, period 2 half: the last 182 days of the year.
      const list = listening([4400, 4400, 2200, 0, 0]);
      const { impl, asked } = route(list);
      const { outcome, progress } = await read(impl);
      expect(asked).toHaveLength(LASTFM_MAX_REQUESTS_PER_IMPORT);
      // Only period 3's size question is spent on nothing; period 4's size is the total less the others.
      expect(asked.filter((a) => a.period === 3)).toEqual([{ page: 1, period: 3 }]);
      expect(asked.filter((a) => a.period === 4)).toEqual([]);
      expect(kept(outcome)).toEqual(lensKeeps(list));
      expect(kept(outcome).length).toBeGreaterThanOrEqual(7_500);
      expect(kept(outcome).length).toBe((LASTFM_MAX_PAGES - 1) * LASTFM_PAGE_SIZE);
      expect(progress.at(-1)).toBe(`${ALL}/${ALL}`);
    });

    it('an oldest period larger than the total said: read no more pages than planned, fewer where it has fewer', async () => {
      expect(periodPages([0, 0, 0, 0, 9_000], LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE)).toEqual([
        0,
        0,
        0,
        0,
        LASTFM_MAX_PAGES - 4,
      ]);
      expect(periodPages([100, 100, 100, 100, 100], LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE)).toEqual([
        1, 1, 1, 1, 1,
      ]);
      expect(periodPages([5_000, 5_000, 5_000, 5_000, 5_000], LASTFM_MAX_PAGES, LASTFM_PAGE_SIZE)).toEqual(
        Array.from({ length: LASTFM_SAMPLE_PERIODS }, () => K),
      );
    });

    it('keeps a scrobble given with two periods once, in the newer', async () => {
      // Period 0 is read in full; a scrobble on its first second is also the end second of period 1.
      const list = listening(shares(0.75, 1.3, 1.3, 1.3, 1.3));
      const boundary = { artist: 'Edge', track: 'On the line', album: '', uts: PERIODS[0]!.from };
      const withEdge = [...list, boundary].sort((a, b) => b.uts - a.uts);
      const { impl } = route(withEdge, { inclusiveTo: true });
      const { outcome } = await read(impl);
      const got = kept(outcome);
      expect(new Set(got.map((s) => `${s.uts} ${s.track}`)).size).toBe(got.length);
      const expected = lensKeeps(withEdge);
      expect(expected.slice(0, shares(0.75)[0]! + 1)).toContainEqual(boundary);
      // Period 1's pages carried it again: period 1 keeps its own newest EACH − 1, the room left.
      const period1 = expected.filter((s) => s.uts >= PERIODS[1]!.from && s.uts < PERIODS[1]!.to);
      expect(got).toEqual(expected.filter((s) => s !== period1.at(-1)));
    });

    it('a failure midway ends the import with it, keeping nothing', async () => {
      const list = listening(shares(1.5, 1.25, 1.1, 1.05, 1.2));
      const { impl, asked } = route(list, {
        fail: (a) => (a.period === 2 && a.page === 2 ? { ok: false, error: 'upstream' } : undefined),
      });
      const { outcome } = await read(impl);
      expect(outcome).toEqual({ ok: false, error: 'upstream' });
      expect(asked.at(-1)).toEqual({ page: 2, period: 2 });
    });

    it('cancels between periods and asks nothing more', async () => {
      const list = listening(shares(1.5, 1.25, 1.1, 1.05, 1.2));
      const { impl, asked } = route(list);
      const controller = new AbortController();
      const { outcome } = await read(impl, controller.signal, (page) => {
        if (page === 1 + K) controller.abort();
      });
      expect(outcome).toEqual({ ok: false, error: 'cancelled' });
      expect(asked).toHaveLength(1 + K);
      // The year's page, four size questions, then period 0's pages from its second.
      expect(asked.at(-1)).toEqual({ page: K - 3, period: 0 });
    });
  });

  describe('a year within the cap', () => {
    it('reads the whole window as before, all of it', async () => {
      const list = listening(shares(2, 1.5, 0.5, 0.5, 0.5));
      const { impl, asked } = route(list);
      const { outcome, progress } = await read(impl);
      expect(asked).toEqual(pages(1, LASTFM_MAX_PAGES).map((page) => ({ page })));
      expect(kept(outcome)).toEqual(list);
      expect(kept(outcome)).toEqual(lensKeeps(list));
      expect(progress.at(-1)).toBe(`${LASTFM_MAX_PAGES}/${LASTFM_MAX_PAGES}`);
    });

    it('keeps a scrobble that a page shift brings twice once', async () => {
      const list = listening([300, 200, 100, 0, 0]);
      let served = 0;
      const { impl: plain } = route(list);
      // A new scrobble arrives after the first page: the second page starts with the first page's last.
      const shifting = (async (input: RequestInfo | URL, init?: RequestInit) => {
        served++;
        const fresh = { artist: 'New', track: 'Just now', album: '', uts: PERIODS[0]!.to - 1 };
        return served === 1 ? plain(input, init) : route([fresh, ...list]).impl(input, init);
      }) as typeof fetch;
      const { outcome } = await read(shifting);
      // Each once; the oldest is pushed past the three pages planned, as it would be without the check.
      expect(kept(outcome)).toEqual(list.slice(0, -1));
    });
  });
});
