import {
  isLastfmTicket,
  isLastfmUsername,
  LASTFM_MAX_PAGES,
  LASTFM_PAGE_SIZE,
  parseRecentTracks,
  routeStatusFor,
  type LastfmAnswer,
} from '../lastfm/recent-tracks';
import { parsePeriod } from '../lastfm/request-window';
import type { LastfmStateId } from './states';
import { typeInto, whenThere } from './taps';

/**
 * The Last.fm states of the states page (docs/qa.md, preview builds only): the widget reads a profile through
 * its own Last.fm client (lib/lastfm/fetch-scrobbles.ts) and import, and this stands in for our route
 * (`/api/lastfm/recent`) and for Last.fm behind it. Where the route hands on Last.fm's answer, the stand-in
 * plays Last.fm (its error codes and pages, as e2e/support/fake-lastfm.ts does) and the route's own reshaping
 * (parseRecentTracks) makes the answer; where the route answers by itself (the hourly allowance, the queue),
 * it answers with the route's shape. Nothing here is in a production build.
 */
export interface LastfmStandIn {
  /** The profile the widget reads. */
  readonly user: string;
  /** Our route's answers, as `fetch` gives them to the widget's client. */
  readonly fetch: typeof fetch;
  /** The device says it is offline (the widget's offline note); nothing is read until the visitor asks. */
  readonly offline: boolean;
  /** The visitor types the name into the widget's Last.fm box and taps its button, instead of the widget asking. */
  readonly typeIn?: () => void;
}

const DAY_S = 86_400;

/** Last.fm's answer to `user.getRecentTracks`: its HTTP status and body (undefined: not JSON). */
interface Upstream {
  readonly status: number;
  readonly body: unknown;
}

type Plan =
  /** The route hands on Last.fm's answer to page `page`, after `delayMs`. */
  | { readonly kind: 'upstream'; readonly answer: (page: number) => Upstream; readonly delayMs?: number }
  /** The route answers by itself. */
  | { readonly kind: 'route'; readonly status: number; readonly body: LastfmAnswer }
  /** No network: every request fails as a fetch fails offline. */
  | { readonly kind: 'offline' };

/** A profile of `count` scrobbles, the newest a day ago, evenly over the last 60 days: page `page` of 200. */
export function scrobblePage(user: string, count: number, page: number, nowS: number): Upstream {
  const newest = nowS - DAY_S;
  const spacing = Math.floor((60 * DAY_S) / count);
  const first = (page - 1) * LASTFM_PAGE_SIZE;
  const track = Array.from({ length: Math.max(0, Math.min(LASTFM_PAGE_SIZE, count - first)) }, (_, i) => {
    const n = first + i;
    return {
      artist: { mbid: '', '#text': `Artist ${n % 29}` },
      name: `Track ${n % 97}`,
      album: { mbid: '', '#text': `Album ${n % 13}` },
      date: { uts: String(newest - n * spacing), '#text': '' },
    };
  });
  const attr = {
    user,
    page: String(page),
    perPage: String(LASTFM_PAGE_SIZE),
    totalPages: String(Math.ceil(count / LASTFM_PAGE_SIZE)),
    total: String(count),
  };
  return { status: 200, body: { recenttracks: { track, '@attr': attr } } };
}

const lastfmError = (status: number, error: number, message: string) => () => ({
  status,
  body: { error, message },
});

/** A kept place in our queue, as the route writes it (a random id there). */
const TICKET = 'states-page-ticket-0001';
/** How long the hourly allowance has left, in the quota state: "in about 25 minutes". */
const QUOTA_RETRY_S = 25 * 60;
/** The progress state: a year of 8,000 scrobbles (40 pages, the cap), each page a moment in coming. */
const PROGRESS_SCROBBLES = 8_000;
const PROGRESS_PAGE_DELAY_MS = 500;

const nowS = () => Math.floor(Date.now() / 1000);

const STAND_INS = {
  'lastfm-unknown-user': {
    user: 'nobody',
    plan: { kind: 'upstream', answer: lastfmError(404, 6, 'User not found') },
  },
  'lastfm-private': {
    user: 'hidden',
    plan: { kind: 'upstream', answer: lastfmError(403, 17, 'Login: User required to be logged in') },
  },
  'lastfm-rate-limited': {
    user: 'busy',
    plan: { kind: 'upstream', answer: lastfmError(429, 29, 'Rate Limit Exceeded') },
  },
  'lastfm-upstream': {
    user: 'broken',
    // Last.fm's own failure page: HTML, not JSON.
    plan: { kind: 'upstream', answer: () => ({ status: 500, body: undefined }) },
  },
  'lastfm-quota': {
    user: 'listener',
    plan: { kind: 'route', status: 429, body: { ok: false, error: 'quota', retryAfterS: QUOTA_RETRY_S } },
  },
  'lastfm-too-few': {
    user: 'tiny',
    plan: { kind: 'upstream', answer: (page) => scrobblePage('tiny', 40, page, nowS()) },
  },
  'lastfm-progress': {
    user: 'yearlong',
    plan: {
      kind: 'upstream',
      answer: (page) => scrobblePage('yearlong', PROGRESS_SCROBBLES, page, nowS()),
      delayMs: PROGRESS_PAGE_DELAY_MS,
    },
  },
  'lastfm-queue': {
    user: 'queued',
    plan: {
      kind: 'route',
      status: 429,
      body: { ok: false, error: 'busy', retryAfterS: 60, ahead: 3, ticket: TICKET },
    },
  },
  'lastfm-offline': { user: 'listener', plan: { kind: 'offline' } },
  // Our line is full: no place is kept (no ticket), and the widget asks again by itself after the wait.
  'lastfm-queue-full': {
    user: 'crowded',
    plan: { kind: 'route', status: 429, body: { ok: false, error: 'busy', retryAfterS: 60, ahead: 40 } },
  },
  // A name Last.fm cannot have (it starts with a digit): the route's own check refuses the request
  // (requestRefused), before Last.fm is asked.
  'lastfm-bad-request': {
    user: '4ever-listening',
    plan: { kind: 'upstream', answer: (page) => scrobblePage('4ever-listening', 2_000, page, nowS()) },
  },
  // The same name typed into the widget's box: its own check answers before anything is asked (typed).
  'lastfm-invalid-name': {
    user: '4ever-listening',
    typed: true,
    plan: { kind: 'upstream', answer: (page) => scrobblePage('4ever-listening', 2_000, page, nowS()) },
  },
  // The site has no Last.fm key any more (the widget offered Last.fm before it was taken away).
  'lastfm-unavailable': {
    user: 'listener',
    plan: { kind: 'route', status: 404, body: { ok: false, error: 'unavailable' } },
  },
  // The request did not say it came from our own page (docs/security.md): the route answers nobody else.
  'lastfm-forbidden': {
    user: 'listener',
    plan: { kind: 'route', status: 403, body: { ok: false, error: 'forbidden' } },
  },
} as const satisfies Record<LastfmStateId, { user: string; plan: Plan; typed?: boolean }>;

/** The widget's Last.fm box (components/widget/lastfm-form.tsx): its input and its button. */
function lastfmBox(): { input: HTMLInputElement; button: HTMLButtonElement } | undefined {
  const box = document.querySelector('[data-testid="lastfm"]');
  const input = box?.querySelector('input');
  const button = box?.querySelector('button');
  return input && button && !button.disabled ? { input, button } : undefined;
}

/** Types `user` into the widget's Last.fm box once it shows, and taps its button. */
function typeName(user: string): void {
  whenThere(lastfmBox, ({ input, button }) => {
    typeInto(input, user);
    // A task later: React has taken the typed name in before the tap reads it.
    setTimeout(() => button.click(), 0);
  });
}

/** Waits `ms`, or fails as fetch fails when the request is aborted (the visitor cancelled). */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new DOMException('The request was aborted.', 'AbortError'));
    };
    if (signal?.aborted) return aborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

function routeAnswer(body: LastfmAnswer, status: number): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (!body.ok && body.retryAfterS !== undefined) headers['Retry-After'] = String(body.retryAfterS);
  return Response.json(body, { status, headers });
}

/** The route's own check of a request (app/api/lastfm/recent/route.ts): true when it answers bad-request. */
export function requestRefused(params: URLSearchParams): boolean {
  const page = Number(params.get('page') ?? '1');
  const period = params.get('period');
  const ticket = params.get('ticket');
  return (
    !isLastfmUsername(params.get('user')) ||
    !Number.isInteger(page) ||
    page < 1 ||
    page > LASTFM_MAX_PAGES ||
    (period !== null && parsePeriod(period) === undefined) ||
    (ticket !== null && !isLastfmTicket(ticket))
  );
}

/** What the route answers one request of the widget, under `plan`. */
async function answer(plan: Plan, url: string, signal: AbortSignal | null | undefined): Promise<Response> {
  if (plan.kind === 'offline') throw new TypeError('Failed to fetch');
  const params = new URL(url, 'http://states.invalid').searchParams;
  if (requestRefused(params)) return routeAnswer({ ok: false, error: 'bad-request' }, 400);
  if (plan.kind === 'route') return routeAnswer(plan.body, plan.status);
  const page = Number(params.get('page') ?? '1');
  if (plan.delayMs) await wait(plan.delayMs, signal);
  const upstream = plan.answer(page);
  const parsed = parseRecentTracks(upstream.body, upstream.status);
  return routeAnswer(parsed, parsed.ok ? 200 : routeStatusFor(parsed.error));
}

/** The stand-in of a Last.fm state the address asks for; undefined for anything else. */
export function lastfmStandIn(id: unknown): LastfmStandIn | undefined {
  if (typeof id !== 'string' || !Object.hasOwn(STAND_INS, id)) return undefined;
  const stand: { user: string; plan: Plan; typed?: boolean } = STAND_INS[id as LastfmStateId];
  const { user, plan } = stand;
  const standIn: typeof fetch = (input, init) =>
    answer(
      plan,
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init?.signal,
    );
  return {
    user,
    fetch: standIn,
    offline: plan.kind === 'offline',
    ...(stand.typed ? { typeIn: () => typeName(user) } : {}),
  };
}
