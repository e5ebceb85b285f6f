/** @jest-environment node */
import { planOf, storedResult } from '../support/state-plans';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { swirlOfResult } from '@/lib/flavor/swirl';
import { rowForBins, FLAVOR_ROWS } from '@/lib/flavor/table';
import { FRIEND_STORAGE_KEY, parseFriendText } from '@/lib/links/friend-storage';
import { readLinkFragment } from '@/lib/links/link';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { FORGET_LANGUAGE, resetBrowser } from '@/lib/states/reset';
import {
  COUNTDOWN_IDLE_SECONDS,
  FRIEND_NAME,
  FRIEND_ROW,
  seedPlan,
  stateById,
  STATE_GROUPS,
  STATES,
} from '@/lib/states/states';
import { parseVenueSetting, VENUE_STORAGE_KEY } from '@/lib/venue/venue';
import { readVenueCrew } from '@/lib/crew/venue-crew';
import { readCrewLink } from '@/lib/crew/crew-link';
import { CACHE_PREFIX } from '@/lib/offline/worker-source';
import { expectStatus } from '../support/narrow';
import type { KeyValueStore } from '@/lib/storage';

describe('the states of the states page', () => {
  it('has unique ids, every group filled, and words for each in both catalogues', () => {
    expect(new Set(STATES.map((s) => s.id)).size).toBe(STATES.length);
    for (const group of STATE_GROUPS) {
      expect(STATES.some((s) => s.group === group)).toBe(true);
      expect(en.States.groups[group]).toBeTruthy();
      expect(de.States.groups[group]).toBeTruthy();
    }
    // The rows, the samples and the flavour pages are labelled by a pattern that names the flavour.
    for (const s of STATES.filter((s) => !['flavors', 'samples'].includes(s.group) && !s.flavorPage)) {
      expect(en.States.states[s.id as keyof typeof en.States.states]).toBeTruthy();
      expect(de.States.states[s.id as keyof typeof de.States.states]).toBeTruthy();
    }
    expect(stateById('nope')).toBeUndefined();
    expect(stateById(undefined)).toBeUndefined();
  });

  it('opens each of the eight rows sure and with a swirl, through the app’s own intake, on /flavor', async () => {
    expect(STATES.filter((s) => s.group === 'flavors')).toHaveLength(16);
    for (const row of FLAVOR_ROWS) {
      for (const swirl of [false, true]) {
        const plan = await planOf(`${row.slug}-${swirl ? 'swirl' : 'sure'}`);
        expect(plan.path).toBe('/flavor');
        expect(plan.local).toEqual({});
        expect(Object.keys(plan.session)).toEqual([STORAGE_KEY]);
        const result = storedResult(plan.session);
        expect(result.row_key).toBe(row.rowKey);
        const shown = swirlOfResult(result);
        expect(shown?.main.slug).toBe(row.slug);
        if (swirl) expect(shown?.second).not.toBeNull();
        else expect(shown?.second).toBeNull();
      }
    }
  });

  it("keeps a sample listener's result as the import makes it: Luna's, with her swirl and her numbers", async () => {
    const plan = await planOf('sample');
    const result = storedResult(plan.session);
    expect(result.sample).toEqual({ id: 'luna' });
    expect(result.listening_numbers).toBeDefined();
    expect(result.clues).toBeDefined();
    expect(swirlOfResult(result)?.second).not.toBeNull();
    expect(plan.path).toBe('/flavor');
  });

  it("keeps a quiz result as the quiz's scorer makes it, marked as answers", async () => {
    const result = storedResult((await planOf('quiz')).session);
    expect(result.quiz?.answered).toBe(result.quiz?.asked);
    expect(result.certainty?.basis).toBe('answers');
    expect(result.listening_numbers).toBeUndefined();
  });

  it('opens the why view of a swirl at its heading', async () => {
    const plan = await planOf('why');
    expect(plan.path).toBe('/flavor#why-heading');
    expect(swirlOfResult(storedResult(plan.session))?.second).not.toBeNull();
  });

  it("opens a friend's personal link alone, with and without a name, and stores nothing", async () => {
    for (const [id, name] of [
      ['friend-named', FRIEND_NAME],
      ['friend-anonymous', undefined],
    ] as const) {
      const plan = await planOf(id);
      expect(plan.session).toEqual({});
      const [path, hash] = plan.path.split('#');
      expect(path).toBe(`/flavor/${FRIEND_ROW}`);
      const outcome = readLinkFragment(`#${hash}`, FRIEND_ROW);
      expect(outcome.status).toBe('ok');
      if (outcome.status !== 'ok') return;
      expect(outcome.reading.name).toBe(name);
      expect(outcome.reading.certainty?.basis).toBe('listening');
    }
  });

  it("keeps a friend's reading beside the visitor's own result, as the friend's page keeps it", async () => {
    for (const [id, name, own] of [
      ['friend-named-beside', FRIEND_NAME, 'sample'],
      ['friend-anonymous-beside', undefined, 'quiz'],
    ] as const) {
      const plan = await planOf(id);
      expect(plan.path).toBe('/flavor');
      const friend = parseFriendText(plan.session[FRIEND_STORAGE_KEY] ?? null);
      expect(friend?.name).toBe(name);
      const { E, C, O } = friend?.scores ?? { E: 0, C: 0, O: 0 };
      const bin = (n: number) => (n >= 60 ? 'High' : 'Low');
      expect(rowForBins({ E: bin(E), C: bin(C), O: bin(O) }).slug).toBe(FRIEND_ROW);
      const result = storedResult(plan.session);
      expect(own === 'sample' ? result.sample : result.quiz).toBeDefined();
    }
  });

  it('turns venue mode on for the venue states; the countdown with the shortest idle time', async () => {
    const landing = await planOf('venue-landing');
    expect(landing.path).toBe('/');
    expect(landing.session).toEqual({});
    expect(parseVenueSetting(landing.local[VENUE_STORAGE_KEY])).toEqual({ on: true, idleSeconds: 90 });
    const result = await planOf('venue-result');
    expect(result.path).toBe('/flavor');
    expect(storedResult(result.session).row_key).toBeTruthy();
    expect(parseVenueSetting(result.local[VENUE_STORAGE_KEY])?.idleSeconds).toBe(90);
    const countdown = await planOf('venue-countdown');
    expect(parseVenueSetting(countdown.local[VENUE_STORAGE_KEY])?.idleSeconds).toBe(COUNTDOWN_IDLE_SECONDS);
    expect(storedResult(countdown.session)).toBeTruthy();
  });

  it('keeps a crew built at the counter in the tab, or opens the venue crew page by its link', async () => {
    const soFar = await planOf('venue-crew-result');
    expect(soFar.path).toBe('/flavor');
    expect(readVenueCrew(memoryStore(soFar.session)).members).toHaveLength(2);
    expect(parseVenueSetting(soFar.local[VENUE_STORAGE_KEY])).not.toBeNull();
    const page = await planOf('venue-crew');
    const read = readCrewLink(page.path.slice(page.path.indexOf('#')));
    expectStatus(read, 'ok');
    expect(read.crew.members).toHaveLength(3);
    expect(parseVenueSetting(page.local[VENUE_STORAGE_KEY])).not.toBeNull();
  });

  it('leaves a result that cannot be read for the read-error state, and nothing else', async () => {
    const plan = await planOf('read-error');
    expect(plan.path).toBe('/flavor');
    expect(plan.local).toEqual({});
    expect(parseStoredText(plan.session[STORAGE_KEY] ?? null).status).toBe('corrupt');
  });

  it('turns venue mode on for the venue states only', async () => {
    for (const s of STATES.filter((s) => s.group !== 'venue'))
      expect(seedPlan(s, undefined).local[VENUE_STORAGE_KEY]).toBeUndefined();
  });
});

/** A Storage-like map. */
function memoryStore(entries: Record<string, string>): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

describe('Reset this browser', () => {
  const stored = () => ({
    session: memoryStore({ [STORAGE_KEY]: '{}', [FRIEND_STORAGE_KEY]: 'v1-1-2-3', other: 'x' }),
    local: memoryStore({ [VENUE_STORAGE_KEY]: '{"on":true,"idleSeconds":90}', guidance: '1' }),
  });

  it('clears both stores, forgets the language, unregisters the service worker and deletes its caches only', async () => {
    const { session, local } = stored();
    const cookies: string[] = [];
    const names = [`${CACHE_PREFIX}abc`, 'someone-else'];
    const deleted: string[] = [];
    const steps: string[] = [];
    await resetBrowser(
      {
        session,
        local,
        writeCookie: (text) => cookies.push(text),
        serviceWorkers: {
          getRegistrations: async () => [
            {
              unregister: async () => {
                steps.push('unregister');
                return true;
              },
            },
          ],
        },
        caches: {
          keys: async () => names,
          delete: async (name: string) => {
            deleted.push(name);
            steps.push('delete');
            return true;
          },
        },
      },
      true,
    );
    // The worker goes first: a worker left running could fill the caches again behind the reset.
    expect(steps).toEqual(['unregister', 'delete']);
    expect(session.dump()).toEqual({});
    expect(local.dump()).toEqual({});
    expect(cookies).toEqual([FORGET_LANGUAGE]);
    expect(FORGET_LANGUAGE).toMatch(/^NEXT_LOCALE=;.*max-age=0/);
    expect(deleted).toEqual([`${CACHE_PREFIX}abc`]);
  });

  it('before a state: clears the stores but keeps the language and the offline copies', async () => {
    const { session, local } = stored();
    const writeCookie = jest.fn();
    await resetBrowser({ session, local, writeCookie }, false);
    expect(session.dump()).toEqual({});
    expect(local.dump()).toEqual({});
    expect(writeCookie).not.toHaveBeenCalled();
  });

  it('never throws: refusing stores, cookies and caches', async () => {
    const refusing: KeyValueStore = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    await expect(
      resetBrowser(
        {
          session: refusing,
          local: null,
          writeCookie: () => {
            throw new Error('no cookies');
          },
          caches: {
            keys: () => Promise.reject(new Error('insecure')),
            delete: async () => false,
          },
          serviceWorkers: { getRegistrations: () => Promise.reject(new Error('no workers')) },
        },
        true,
      ),
    ).resolves.toBeUndefined();
  });
});
