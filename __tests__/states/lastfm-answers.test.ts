/** @jest-environment node */
import en from '@/messages/en.json';
import { fetchScrobbles } from '@/lib/lastfm/fetch-scrobbles';
import { isLastfmAnswer, lastfmFailureText, LASTFM_MAX_PAGES } from '@/lib/lastfm/recent-tracks';
import { translatorFor } from '@/lib/i18n/translator';
import type { Messages } from '@/lib/i18n/messages';
import { lastfmStandIn } from '@/lib/states/lastfm-answers';
import {
  FRAME_TOAST_STATES,
  LASTFM_STATES,
  SAMPLE_ID,
  STATES,
  WIDGET_STATES,
  type LastfmStateId,
} from '@/lib/states/states';
import { widgetStatePlan } from '@/lib/states/widget-state';

const refusals = translatorFor('en', { ExportErrors: en.ExportErrors } as Messages, 'ExportErrors');

/** What the widget's Last.fm client makes of a state's stand-in: the failure and the alert's words. */
async function read(id: LastfmStateId) {
  const standIn = lastfmStandIn(id);
  if (!standIn) throw new Error(`no stand-in for ${id}`);
  const outcome = await fetchScrobbles(standIn.user, {
    signal: new AbortController().signal,
    onPage: () => undefined,
    fetchImpl: standIn.fetch,
  });
  if (outcome.ok) throw new Error(`${id} was read`);
  return {
    error: outcome.error,
    text:
      outcome.error === 'cancelled' ? '' : lastfmFailureText(refusals, outcome.error, outcome.retryAfterS),
  };
}

describe("the Last.fm states' stand-in of our route", () => {
  it('is there for every Last.fm state and no other id', () => {
    // Every name but the ones refused on purpose (by the route, by the widget's box).
    const refused: readonly string[] = ['lastfm-bad-request', 'lastfm-invalid-name'];
    for (const id of LASTFM_STATES.filter((state) => !refused.includes(state)))
      expect(lastfmStandIn(id)?.user).toMatch(/^[a-z]{2,15}$/);
    expect(lastfmStandIn('widget-empty')).toBeUndefined();
    expect(lastfmStandIn('toString')).toBeUndefined();
    expect(lastfmStandIn(undefined)).toBeUndefined();
  });

  it.each([
    ['lastfm-unknown-user', 'unknown-user', /^There is no Last\.fm user with that name/],
    ['lastfm-private', 'private', /^This Last\.fm profile hides its recent listening/],
    ['lastfm-rate-limited', 'rate-limited', /^Last\.fm is getting too many requests/],
    ['lastfm-upstream', 'upstream', /^Last\.fm did not answer properly/],
    ['lastfm-quota', 'quota', /You can read another in about 25 minutes/],
    ['lastfm-too-few', 'too-few', /too few scrobbles/],
    ['lastfm-offline', 'upstream', /^Last\.fm did not answer properly/],
  ] as const)('%s: the widget refuses with its own words', async (id, error, text) => {
    const refusal = await read(id);
    expect(refusal.error).toBe(error);
    expect(refusal.text).toMatch(text);
  });

  it('says the offline state is offline, and only that one', () => {
    expect(LASTFM_STATES.filter((id) => lastfmStandIn(id)?.offline)).toEqual(['lastfm-offline']);
  });

  it('answers the progress state with the pages of a year at the cap, as the route does', async () => {
    const standIn = lastfmStandIn('lastfm-progress');
    const response = await standIn!.fetch(`/api/lastfm/recent?user=${standIn!.user}&page=2`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(isLastfmAnswer(body)).toBe(true);
    expect(body).toMatchObject({ ok: true, page: 2, totalPages: LASTFM_MAX_PAGES, total: 8_000 });
    expect((body as { scrobbles: unknown[] }).scrobbles).toHaveLength(200);
  });

  it('keeps the queue state waiting in line: busy, a kept place, Retry-After', async () => {
    const standIn = lastfmStandIn('lastfm-queue');
    const response = await standIn!.fetch(`/api/lastfm/recent?user=${standIn!.user}&page=1`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    const body: unknown = await response.json();
    expect(isLastfmAnswer(body)).toBe(true);
    expect(body).toMatchObject({ ok: false, error: 'busy', ahead: 3, retryAfterS: 60 });
  });

  it('fails a request the visitor cancels while a page is on its way', async () => {
    const standIn = lastfmStandIn('lastfm-progress');
    const controller = new AbortController();
    const asked = standIn!.fetch('/api/lastfm/recent?user=yearlong&page=1', { signal: controller.signal });
    controller.abort();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe("the widget's plan for each state", () => {
  it('covers every state that opens the widget, and nothing else', () => {
    for (const id of [...WIDGET_STATES, ...LASTFM_STATES]) {
      expect(STATES.find((s) => s.id === id)?.path).toBe(`/embed/upload?state=${id}`);
      expect(widgetStatePlan(id)).toBeDefined();
    }
    for (const id of FRAME_TOAST_STATES) {
      expect(STATES.find((s) => s.id === id)?.path).toBe(`/states/frame?state=${id}`);
      expect(widgetStatePlan(id)).toBeDefined();
    }
    expect(widgetStatePlan('toast-copied')).toBeUndefined();
    expect(widgetStatePlan('sample')).toBeUndefined();
    expect(widgetStatePlan('hasOwnProperty')).toBeUndefined();
  });

  it('picks the sample listener for "Flavor Found!", and fails as a widget would for the two errors', () => {
    expect(widgetStatePlan('toast-flavor-found')).toEqual({ kind: 'sample', sampleId: SAMPLE_ID });
    expect(widgetStatePlan('toast-connection-error')).toMatchObject({
      kind: 'post',
      message: { type: 'error' },
    });
    const processing = widgetStatePlan('toast-processing-error');
    expect(processing).toMatchObject({ kind: 'post', message: { type: 'complete' } });
  });
});
