/** @jest-environment node */
/** The crew states of the states page (lib/states/crew-states.ts): real crew links, as the crew page reads them. */
import en from '@/messages/en.json';
import { readCrewLink } from '@/lib/crew/crew-link';
import { ownPlace } from '@/lib/crew/crew-join';
import { MAX_CREW } from '@/lib/crew/crew';
import { CREW_MEMORY_KEY, knownCrew, myPlace, parseCrewMemory } from '@/lib/crew/crew-memory';
import { relateCrews } from '@/lib/crew/crew-merge';
import { isValidName } from '@/lib/links/friend-name';
import { readingFromResult } from '@/lib/links/link';
import { rootTranslatorFor } from '@/lib/i18n/translator';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { makeResult } from '@/lib/states/make-result';
import { crewFriend, LONG_NAMES, LONG_OWN_NAME } from '@/lib/states/crew-states';
import { seedPlan, stateById, STATES } from '@/lib/states/states';
import { expectStatus } from '../support/narrow';

const words = rootTranslatorFor('en', { Evidence: en.Evidence, Quiz: en.Quiz });

async function planOf(id: string) {
  const spec = stateById(id);
  if (!spec) throw new Error(`no state ${id}`);
  const result = spec.result ? await makeResult(spec.result, words) : undefined;
  return { plan: seedPlan(spec, result), spec };
}

async function crewOf(id: string) {
  const { plan } = await planOf(id);
  const [path, hash = ''] = plan.path.split('#');
  const stored = parseStoredText(plan.session[STORAGE_KEY] ?? null);
  const own = stored.status === 'ok' ? readingFromResult(stored.result) : undefined;
  return { path, outcome: readCrewLink(`#${hash}`), own, stored };
}

describe('the crew states', () => {
  it('all open the crew page, but the refusals of Start a crew, which are on /flavor', () => {
    const crew = STATES.filter((s) => s.group === 'crew');
    expect(crew.map((s) => s.id)).toEqual([
      'crew-one',
      'crew-three',
      'crew-ten',
      'crew-full',
      'crew-named',
      'crew-older-link',
      'crew-grew-apart',
      'crew-tampered',
      'crew-sample',
      'crew-unreadable',
      'crew-empty',
      'crew-added',
      'crew-start-sample',
      'crew-start-name',
    ]);
    for (const s of crew)
      expect(s.path.startsWith(s.id.startsWith('crew-start-') ? '/flavor' : '/crew')).toBe(true);
  });

  it('one: the visitor alone, just after Start a crew', async () => {
    const { path, outcome, own } = await crewOf('crew-one');
    expect(path).toBe('/crew');
    expectStatus(outcome, 'ok');
    expect(outcome.crew.members).toEqual([own]);
  });

  it('three: three friends, the visitor not among them yet', async () => {
    const { outcome, own } = await crewOf('crew-three');
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.crew.members.map((m) => m.name)).toEqual(['Sam', 'Alex', 'Mo']);
    expect(ownPlace(outcome.crew, own)).toBe(-1);
  });

  it('ten: long names that pass the name rules, the visitor first', async () => {
    const { outcome, own } = await crewOf('crew-ten');
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.crew.members).toHaveLength(MAX_CREW);
    expect(outcome.crew.members[0]?.name).toBe(LONG_OWN_NAME);
    expect(ownPlace(outcome.crew, own)).toBe(0);
    for (const name of [...LONG_NAMES, LONG_OWN_NAME]) expect(isValidName(name)).toBe(true);
    expect(outcome.crew.members.every((m) => m.name !== undefined)).toBe(true);
  });

  it('full: ten friends and the visitor the eleventh', async () => {
    const { outcome, own } = await crewOf('crew-full');
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.crew.members).toHaveLength(MAX_CREW);
    expect(ownPlace(outcome.crew, own)).toBe(-1);
  });

  it('tampered: three that read, two that do not, and no result in the tab', async () => {
    const { outcome, stored } = await crewOf('crew-tampered');
    expect(stored.status).toBe('missing');
    expect(outcome).toMatchObject({
      status: 'ok',
      leftOut: { unreadable: 0, edited: 1, cut: 1, overflow: 0 },
      repeats: 0,
    });
    expectStatus(outcome, 'ok');
    expect(outcome.crew.members).toHaveLength(3);
  });

  it('named: the crew carries its name in its link, the visitor first', async () => {
    const { outcome, own } = await crewOf('crew-named');
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.crew.name).toBe('Eisbande Kreuzberg');
    expect(ownPlace(outcome.crew, own)).toBe(0);
  });

  it('older link and grown apart: the device remembers this crew as it grew on another link', async () => {
    for (const [id, relation] of [
      ['crew-older-link', 'older'],
      ['crew-grew-apart', 'apart'],
    ] as const) {
      const { plan } = await planOf(id);
      const { outcome, own } = await crewOf(id);
      if (outcome.status !== 'ok') throw new Error(outcome.status);
      const memory = parseCrewMemory(plan.local[CREW_MEMORY_KEY]);
      const known = knownCrew(memory, outcome.crew.id);
      if (!known) throw new Error(`${id}: no remembered crew`);
      expect(relateCrews(outcome.crew, known)).toBe(relation);
      // The visitor is in both, as this device remembers them.
      expect(myPlace(memory, outcome.crew)).toBe(ownPlace(outcome.crew, own));
    }
  });

  it("sample: a sample listener's result beside a crew of three", async () => {
    const { outcome, stored } = await crewOf('crew-sample');
    // The sample's own mark in the kept result (`toBeDefined` on `status === 'ok' && …` passed on `false` too).
    expect(stored).toMatchObject({ status: 'ok', result: { sample: expect.anything() } });
    expect(outcome.status).toBe('ok');
  });

  it('unreadable and empty: a link that does not read, and none', async () => {
    expect((await crewOf('crew-unreadable')).outcome.status).toBe('unreadable');
    expect((await crewOf('crew-empty')).outcome.status).toBe('none');
  });

  it('no friend is ever the visitor of a state: their spreads differ', () => {
    for (let i = 0; i < MAX_CREW; i++) {
      const { spread } = crewFriend(i, undefined).certainty ?? { spread: { E: 0, C: 0, O: 0 } };
      expect(Math.min(spread.E, spread.C, spread.O)).toBeGreaterThanOrEqual(8);
    }
  });
});
