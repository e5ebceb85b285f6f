/** @jest-environment node */
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { fetchScrobbles } from '@/lib/lastfm/fetch-scrobbles';
import { isLastfmAnswer, isLastfmUsername, lastfmFailureText } from '@/lib/lastfm/recent-tracks';
import { importExport } from '@/lib/import/run-import';
import { sourceFromBlob } from '@/lib/export/files/export-source';
import { rootTranslatorFor, translatorFor } from '@/lib/i18n/translator';
import type { Messages } from '@/lib/i18n/messages';
import { lastfmStandIn, requestRefused } from '@/lib/states/lastfm-answers';
import { BY_HAND_STATES, stateById, WIDGET_RUN_STATES, type LastfmStateId } from '@/lib/states/states';
import { widgetStatePlan } from '@/lib/states/widget-state';
import { TOO_MANY_FILES_COUNT } from '@/lib/states/widget-files';
import { EXPORT_LIMITS } from '@/lib/export/limits';

const refusals = translatorFor('en', { ExportErrors: en.ExportErrors } as Messages, 'ExportErrors');
const words = rootTranslatorFor('en', { Evidence: en.Evidence });

async function read(id: LastfmStateId) {
  const standIn = lastfmStandIn(id);
  if (!standIn) throw new Error(`no stand-in for ${id}`);
  const waits: { kept: boolean }[] = [];
  const outcome = await fetchScrobbles(standIn.user, {
    signal: new AbortController().signal,
    onPage: () => undefined,
    onWait: (wait) => void waits.push(wait),
    fetchImpl: standIn.fetch,
  });
  return { outcome, waits };
}

describe('Last.fm: the refusals our route makes by itself', () => {
  it.each([
    ['lastfm-bad-request', 'bad-request', /^That does not look like a Last\.fm username/],
    ['lastfm-unavailable', 'unavailable', /^Reading from Last\.fm is not available on this site/],
    ['lastfm-forbidden', 'forbidden', /^Our server only answers this page/],
  ] as const)('%s: the widget refuses with its own words', async (id, error, text) => {
    const { outcome } = await read(id);
    if (outcome.ok || outcome.error === 'cancelled') throw new Error(`${id} was read`);
    expect(outcome.error).toBe(error);
    expect(lastfmFailureText(refusals, outcome.error, outcome.retryAfterS)).toMatch(text);
  });

  it('asks for a name Last.fm cannot have in the bad-request state, and checks requests as the route does', () => {
    expect(isLastfmUsername(lastfmStandIn('lastfm-bad-request')?.user)).toBe(false);
    const params = (query: string) => new URLSearchParams(query);
    expect(requestRefused(params('user=listener&page=1'))).toBe(false);
    expect(requestRefused(params('user=listener&page=2&period=3&ticket=states-page-ticket-0001'))).toBe(
      false,
    );
    expect(requestRefused(params('user=4ever&page=1'))).toBe(true);
    expect(requestRefused(params('user=listener&page=0'))).toBe(true);
    expect(requestRefused(params('user=listener&page=41'))).toBe(true);
    expect(requestRefused(params('user=listener&page=1&ticket=short'))).toBe(true);
    expect(requestRefused(params('user=listener&page=1&period=x'))).toBe(true);
  });

  it('answers the full line as the route does: busy, Retry-After, and no ticket (no place kept)', async () => {
    const standIn = lastfmStandIn('lastfm-queue-full');
    const response = await standIn!.fetch(`/api/lastfm/recent?user=${standIn!.user}&page=1`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    const body: unknown = await response.json();
    expect(isLastfmAnswer(body)).toBe(true);
    expect(body).toMatchObject({ ok: false, error: 'busy', retryAfterS: 60 });
    expect(body).not.toHaveProperty('ticket');
  });

  it('has the widget wait in the full line without a kept place', async () => {
    const standIn = lastfmStandIn('lastfm-queue-full');
    const controller = new AbortController();
    const first = new Promise<{ kept: boolean }>((resolve) => {
      void fetchScrobbles(standIn!.user, {
        signal: controller.signal,
        onPage: () => undefined,
        onWait: (wait) => {
          resolve(wait);
          // Once the wait has begun: the visitor leaves the line.
          setTimeout(() => controller.abort(), 0);
        },
        fetchImpl: standIn!.fetch,
      });
    });
    expect(await first).toMatchObject({ kept: false });
  });
});

describe('the widget past its refusals', () => {
  it('chooses one file more than the import takes, in the too-many-files state', () => {
    expect(TOO_MANY_FILES_COUNT).toBe(EXPORT_LIMITS.maxInputFiles + 1);
  });

  it('opens the built-in widget with each id, and labels it in both languages', () => {
    for (const id of WIDGET_RUN_STATES) {
      expect(stateById(id)).toMatchObject({ group: 'widget', path: `/embed/upload?state=${id}` });
      expect(en.States.states[id]).toBeTruthy();
      expect(de.States.states[id]).toBeTruthy();
    }
  });

  it('drops a readable export and cancels it in the cancelled state, and reads it to the end in the done state', async () => {
    const cancelled = widgetStatePlan('widget-cancelled');
    const done = widgetStatePlan('widget-done');
    expect(cancelled?.kind).toBe('cancel');
    expect(done?.kind).toBe('files');
    if (done?.kind !== 'files' || cancelled?.kind !== 'cancel') return;
    expect(cancelled.files.map((f) => f.name)).toEqual(done.files.map((f) => f.name));
    const files = done.files.map((f) => sourceFromBlob(new File([f.bytes as BlobPart], f.name)));
    const { summary } = await importExport(files, { timeZone: 'UTC', words });
    expect(summary.musicRows).toBe(400);
  });
});

describe('the widget states no link reaches', () => {
  it('name the stall and the crash, each with how to see it in both languages', () => {
    const widget = BY_HAND_STATES.filter((s) => s.group === 'widget').map((s) => s.id);
    expect(widget).toEqual(expect.arrayContaining(['widget-stalled', 'widget-internal']));
    for (const id of ['widget-stalled', 'widget-internal'] as const) {
      expect(en.States.byHand[id]).toBeTruthy();
      expect(de.States.byHand[id]).toBeTruthy();
    }
  });
});
