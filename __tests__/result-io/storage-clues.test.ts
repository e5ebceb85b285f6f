import { EN_WORDS } from '@/__tests__/support/evidence';
import { CLUE_LIMITS, readClues, type Clue } from '@/lib/flavor/clue';
import type { FlavorResult } from '@/lib/flavor/result';
import { acceptWidgetResult } from '@/lib/result-io/accept';
import { canonicalizeResult } from '@/lib/result-io/canonical';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { buildQuiz } from '@/lib/quiz/quiz';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { expectStatus } from '../support/narrow';
import type { KeyValueStore } from '@/lib/storage';

/**
 * The clues (lib/flavor/clue.ts) travel with the result under the one key and in the widget's message; they are
 * outside input there, so a malformed or tampered set is dropped, never the result.
 */
function memoryStore(): Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> & {
  map: Map<string, string>;
} {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const quiz = buildQuiz();
const scored: FlavorResult = scoreAnswers(
  quiz,
  quiz.questions.map((_, i) => (i === 2 ? null : (i % 4) + 1)),
  EN_WORDS,
).result;
const clues = scored.clues!;
const { clues: _, ...plain } = scored;
void _;

/** The scored result with its E clues replaced (the first one swapped for `first`). */
const withFirstE = (first: unknown) => ({ ...scored, clues: { ...clues, E: [first, ...clues.E.slice(1)] } });

function nested(depth: number): Clue {
  let clue: Clue = { key: 'Evidence.listeners.nearlyEvery' };
  for (let k = 1; k < depth; k++) clue = { key: 'Evidence.compare.estimate', args: { clause: clue } };
  return clue;
}

describe('clues in storage and in the widget’s message', () => {
  it('a widget result with clues is saved and read back with them', () => {
    const store = memoryStore();
    expect(acceptWidgetResult(JSON.stringify(scored), store).ok).toBe(true);
    const read = parseStoredText(store.map.get(STORAGE_KEY) ?? null);
    expectStatus(read, 'ok');
    expect(read.result.clues).toEqual(clues);
  });

  it.each([
    ['a key outside Evidence and the quiz options', { key: 'Why.heading' }],
    ['a quiz key that is not an option', { key: 'Quiz.questions.skips.text' }],
    ['an inherited property for a key', { key: 'Evidence.constructor' }],
    ['an argument name that is not a word', { key: 'Evidence.fact.E4', args: { __proto__x: 3 } }],
    ['a non-finite number', { key: 'Evidence.fact.E4', args: { songs: null } }],
    ['an unknown case', { ...clues.E[0], case: 'shout' }],
    ['an extra field', { ...clues.E[0], html: '<b>' }],
    [
      'a string argument over the length limit',
      { key: 'Evidence.fact.O2find', args: { artist: 'x'.repeat(201) } },
    ],
    ['a clue nested too deep', nested(CLUE_LIMITS.depth + 1)],
    ['a string instead of a clue', 'Music played on 99% of your days'],
  ])('drops the clues, keeps the result: %s', (_, first) => {
    const tampered = withFirstE(first);
    const canonical = canonicalizeResult(JSON.parse(JSON.stringify(tampered)));
    expect(canonical).toEqual({ ok: true, result: plain });
    expect(parseStoredText(JSON.stringify(tampered))).toEqual({ status: 'ok', result: plain });
  });

  it('keeps a clue as deep as the limit', () => {
    expect(
      readClues({ ...clues, E: [nested(CLUE_LIMITS.depth), ...clues.E.slice(1)] }, scored.evidence),
    ).toBeDefined();
  });

  it('drops too many clues, and clues that do not match the signals one for one', () => {
    const many = Array.from({ length: CLUE_LIMITS.perTrait + 1 }, () => clues.E[0]!);
    const evidence = { ...scored.evidence, extraversion_signals: many.map(() => 'a sentence') };
    expect(readClues({ ...clues, E: many }, evidence)).toBeUndefined();
    expect(readClues({ ...clues, E: clues.E.slice(1) }, scored.evidence)).toBeUndefined();
    expect(readClues({ E: clues.E, C: clues.C }, scored.evidence)).toBeUndefined();
    expect(readClues([clues.E, clues.C, clues.O], scored.evidence)).toBeUndefined();
    const wide = {
      key: 'Evidence.format.or',
      args: { items: Array.from({ length: 26 }, () => clues.E[0]), last: '' },
    };
    expect(readClues({ ...clues, E: [wide, ...clues.E.slice(1)] }, scored.evidence)).toBeUndefined();
  });

  it('keeps a key it cannot check here (the view falls back to the stored sentence when it cannot write it)', () => {
    const unknown = { key: 'Evidence.fact.nothing' };
    expect(readClues({ ...clues, E: [unknown, ...clues.E.slice(1)] }, scored.evidence)?.E[0]).toEqual(
      unknown,
    );
  });

  it('a scored result with its clues stays far under the size cap', () => {
    expect(JSON.stringify(scored).length).toBeLessThan(MAX_RESULT_CHARS / 5);
  });
});
