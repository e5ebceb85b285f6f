/** @jest-environment node */
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { addMember } from '@/lib/crew/crew';
import { readCrewLink } from '@/lib/crew/crew-link';
import { joinCrew, ownPlace } from '@/lib/crew/crew-join';
import { readVenueCrew, takeTurn } from '@/lib/crew/venue-crew';
import { readSample } from '@/lib/result-io/extras';
import { rootTranslatorFor } from '@/lib/i18n/translator';
import { FRIEND_STORAGE_KEY, parseFriendText } from '@/lib/links/friend-storage';
import { checkTypedName } from '@/lib/links/friend-name';
import { readingFromResult, readLinkFragment, sameScores } from '@/lib/links/link';
import { PREVIEW_PAGES } from '@/lib/preview';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { makeResult } from '@/lib/states/make-result';
import { STEPS_KEY, TARGETS, type StateStep } from '@/lib/states/state-steps';
import {
  BAD_NAME,
  BY_HAND_STATES,
  ELSEWHERE_ROW,
  FRIEND_NAME,
  FRIEND_ROW,
  LONG_NAME,
  seedPlan,
  stateById,
  STATES,
} from '@/lib/states/states';

/**
 * The friend link's, the crew's, the pictures' and the error screen's states (lib/states/states.ts): what each
 * writes and where it goes, the steps it leaves for the page (lib/states/state-steps.ts), and the runner that
 * does them.
 */
const words = rootTranslatorFor('en', { Evidence: en.Evidence, Quiz: en.Quiz });

async function planOf(id: string) {
  const spec = stateById(id);
  if (!spec) throw new Error(`no state ${id}`);
  const result = spec.result ? await makeResult(spec.result, words) : undefined;
  return { spec, result, plan: seedPlan(spec, result) };
}

function storedResult(session: Readonly<Record<string, string>>) {
  const stored = parseStoredText(session[STORAGE_KEY] ?? null);
  if (stored.status !== 'ok') throw new Error(`stored result is ${stored.status}`);
  return stored.result;
}

function stepsOf(session: Readonly<Record<string, string>>): StateStep[] {
  return JSON.parse(session[STEPS_KEY] ?? '[]') as StateStep[];
}

const memoryStore = (values: Readonly<Record<string, string>>) => ({
  getItem: (key: string) => values[key] ?? null,
});

const MINE = [
  'friend-unreadable',
  'friend-other-flavour',
  'friend-own',
  'friend-removed',
  'crew-added',
  'crew-start-sample',
  'crew-start-name',
  'venue-crew-full',
  'venue-crew-sample',
  'venue-crew-name',
  'toast-crew-link-copied',
  'share-picture-failed',
  'share-duo-failed',
  'share-crew-failed',
  'share-name-too-long',
  'share-name-characters',
  'error-screen',
];

describe("the friend link's, the crew's, the pictures' and the error screen's states", () => {
  it('are listed, each with its words in both catalogues', () => {
    for (const id of MINE) {
      expect(stateById(id)).toBeDefined();
      expect(en.States.states[id as keyof typeof en.States.states]).toBeTruthy();
      expect(de.States.states[id as keyof typeof de.States.states]).toBeTruthy();
    }
    expect(en.States.byHand['crew-already-in']).toBeTruthy();
    expect(de.States.byHand['crew-already-in']).toBeTruthy();
    expect(BY_HAND_STATES.some((s) => s.id === 'crew-already-in' && s.group === 'crew')).toBe(true);
  });

  it('keeps the countdown the last of the venue group (it opens on a clock of its own)', () => {
    expect(STATES.filter((s) => s.group === 'venue').at(-1)?.id).toBe('venue-countdown');
  });

  it("opens a friend's link cut short (does not read), or on another flavour's page (does not match)", async () => {
    const cut = (await planOf('friend-unreadable')).plan;
    expect(cut.session).toEqual({});
    const [cutPath, cutHash] = cut.path.split('#');
    expect(cutPath).toBe(`/flavor/${FRIEND_ROW}`);
    expect(readLinkFragment(`#${cutHash}`, FRIEND_ROW).status).toBe('unreadable');

    const elsewhere = (await planOf('friend-other-flavour')).plan;
    const [path, hash] = elsewhere.path.split('#');
    expect(path).toBe(`/flavor/${ELSEWHERE_ROW}`);
    expect(readLinkFragment(`#${hash}`, ELSEWHERE_ROW).status).toBe('other-flavour');
    // The very link reads on its own flavour's page: only the page is wrong.
    expect(readLinkFragment(`#${hash}`, FRIEND_ROW).status).toBe('ok');
  });

  it('opens your own link in the tab that holds your result, and keeps no friend', async () => {
    const { plan, result } = await planOf('friend-own');
    const [path, hash] = plan.path.split('#');
    const outcome = readLinkFragment(`#${hash}`, (path ?? '').slice('/flavor/'.length));
    expect(outcome.status).toBe('ok');
    if (outcome.status !== 'ok' || !result) throw new Error('no own link');
    expect(sameScores(outcome.reading, readingFromResult(storedResult(plan.session)))).toBe(true);
    expect(plan.session[FRIEND_STORAGE_KEY]).toBeUndefined();
  });

  it('removes the friend kept beside a result with a tap on Remove', async () => {
    const { plan } = await planOf('friend-removed');
    expect(plan.path).toBe('/flavor');
    expect(parseFriendText(plan.session[FRIEND_STORAGE_KEY] ?? null)?.name).toBe(FRIEND_NAME);
    expect(storedResult(plan.session)).toBeTruthy();
    expect(stepsOf(plan.session)).toEqual([{ kind: 'tap', target: TARGETS.friendRemove }]);
  });

  it('adds the visitor to a crew of three with a tap on Add my scoop', async () => {
    const { plan } = await planOf('crew-added');
    const read = readCrewLink(plan.path.slice(plan.path.indexOf('#')));
    if (read.status !== 'ok') throw new Error('no crew');
    expect(read.crew.members).toHaveLength(3);
    const own = readingFromResult(storedResult(plan.session));
    expect(ownPlace(read.crew, own)).toBe(-1);
    expect(joinCrew(read.crew, own, false).status).toBe('added');
    expect(stepsOf(plan.session)).toEqual([{ kind: 'tap', target: TARGETS.crewAdd }]);
  });

  it('refuses Start a crew for a sample listener, and for a name no link can carry', async () => {
    const sample = (await planOf('crew-start-sample')).plan;
    expect(readSample(storedResult(sample.session).sample)).toBeDefined();
    expect(sample.session[STEPS_KEY]).toBeUndefined();
    const named = (await planOf('crew-start-name')).plan;
    expect(checkTypedName(BAD_NAME).ok).toBe(false);
    expect(stepsOf(named.session)).toEqual([
      { kind: 'type', target: TARGETS.nameField, text: BAD_NAME },
      { kind: 'tap', target: TARGETS.startCrew },
    ]);
  });

  it("says the venue crew's full, sample and name messages", async () => {
    const full = (await planOf('venue-crew-full')).plan;
    const crew = readVenueCrew(memoryStore(full.session));
    expect(crew.members).toHaveLength(10);
    expect(takeTurn(crew, readingFromResult(storedResult(full.session)), false).status).toBe('full');

    const sample = (await planOf('venue-crew-sample')).plan;
    expect(readSample(storedResult(sample.session).sample)).toBeDefined();
    expect(readVenueCrew(memoryStore(sample.session)).members).toHaveLength(2);

    const named = (await planOf('venue-crew-name')).plan;
    expect(readVenueCrew(memoryStore(named.session)).members).toHaveLength(2);
    expect(stepsOf(named.session).map((s) => s.kind)).toEqual(['type', 'tap']);
    expect(stepsOf(named.session)[1]).toEqual({ kind: 'tap', target: TARGETS.venueAddNext });
  });

  it('refuses the canvas before each picture, and asks for the crew picture with a tap', async () => {
    for (const id of ['share-picture-failed', 'share-duo-failed']) {
      const { plan } = await planOf(id);
      expect(plan.path).toBe('/flavor');
      expect(stepsOf(plan.session)).toEqual([{ kind: 'refuse-canvas' }]);
    }
    expect((await planOf('share-duo-failed')).plan.session[FRIEND_STORAGE_KEY]).toBeTruthy();
    const crew = (await planOf('share-crew-failed')).plan;
    expect(crew.path.startsWith('/crew#c2-')).toBe(true);
    expect(stepsOf(crew.session)).toEqual([
      { kind: 'refuse-canvas' },
      { kind: 'tap', target: TARGETS.crewPictureMake },
    ]);
  });

  it("types one name per message of the name field's rules", async () => {
    expect(checkTypedName(LONG_NAME)).toEqual({ ok: false, reason: 'too-long' });
    expect(checkTypedName(BAD_NAME)).toEqual({ ok: false, reason: 'characters' });
    for (const [id, text] of [
      ['share-name-too-long', LONG_NAME],
      ['share-name-characters', BAD_NAME],
    ] as const) {
      const { plan } = await planOf(id);
      expect(stepsOf(plan.session)).toEqual([{ kind: 'type', target: TARGETS.nameField, text }]);
    }
  });

  it('opens the error screen on a preview-only page, and the crew link toast over the toast page', async () => {
    expect((await planOf('error-screen')).plan).toEqual({ session: {}, local: {}, path: '/states/error' });
    expect(PREVIEW_PAGES).toContain('/states/error');
    expect((await planOf('toast-crew-link-copied')).plan.path).toBe(
      '/states/toast?state=toast-crew-link-copied',
    );
  });

  it('keeps steps for no other state', () => {
    for (const s of STATES.filter((s) => !MINE.includes(s.id)))
      expect(seedPlan(s, undefined).session[STEPS_KEY]).toBeUndefined();
  });
});

describe('"You\'re already in this crew" (a by-hand line: no tap reaches it)', () => {
  it('cannot follow Add my scoop: whoever the page offers it to is never already in', async () => {
    const { plan, result } = await planOf('crew-added');
    const read = readCrewLink(plan.path.slice(plan.path.indexOf('#')));
    if (read.status !== 'ok' || !result) throw new Error('no crew');
    const own = readingFromResult(result);
    // With any name, the page's own reading is not in the crew, so adding never says "already in" …
    for (const name of [undefined, 'Sam', 'Alex', FRIEND_NAME])
      expect(joinCrew(read.crew, readingFromResult(result, name), false).status).toBe('added');
    // … and once it is in, the page finds the visitor's scoop and offers no Add my scoop at all.
    const added = addMember(read.crew, readingFromResult(result, 'Sam'), { sample: false });
    if (added.status !== 'added') throw new Error('not added');
    expect(ownPlace(added.crew, own)).toBe(3);
  });
});
