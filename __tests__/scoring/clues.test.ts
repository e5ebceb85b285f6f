/** @jest-environment node */
import { DE_WORDS, EN_WORDS } from '@/__tests__/support/evidence';
import { evidenceClue, optionClue, withCase, type Clue } from '@/lib/flavor/clue';
import { renderClue, writeClue } from '@/lib/flavor/clue-text';
import type { FlavorResult } from '@/lib/flavor/result';
import { importSample } from '@/lib/import/run-import';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { formatPercent } from '@/lib/scoring/traits/evidence-format';

// Generates, reads and scores one sample listener twice.
jest.setTimeout(60_000);

/**
 * A clue is what an evidence sentence says, built once; its words are written in the language of the
 * translator that writes it. Written in the scoring language it is the stored sentence (the old string code's
 * words: __tests__/scoring/evidence.test.ts), written in another it is what scoring in that language gives.
 */
const signals = (r: FlavorResult) => [
  ...r.evidence.extraversion_signals,
  ...r.evidence.conscientiousness_signals,
  ...r.evidence.openness_signals,
];
const cluesOf = (r: FlavorResult): Clue[] => [...r.clues!.E, ...r.clues!.C, ...r.clues!.O];

describe('clues', () => {
  it('a sample scored in English, its clues written in German, reads as if scored in German', async () => {
    const id = SAMPLE_LISTENERS[2]!.id;
    const en = (await importSample(id, EN_WORDS)).result;
    const de = (await importSample(id, DE_WORDS)).result;
    expect(de.clues).toEqual(en.clues);
    expect(cluesOf(en).map((c) => writeClue(c, EN_WORDS))).toEqual(signals(en));
    expect(cluesOf(en).map((c) => writeClue(c, DE_WORDS))).toEqual(signals(de));
    expect(signals(de)).not.toEqual(signals(en));
    // Data only: the clues survive JSON as they are.
    expect(JSON.parse(JSON.stringify(en.clues))).toEqual(en.clues);
  });

  it('one clue in both languages: numbers, nested clues, lists and the case of a counterpoint', () => {
    const clue = evidenceClue('counterpoint', {
      sentence: withCase(
        evidenceClue('sentence.plain', {
          main: evidenceClue('fact.E7', { percent: formatPercent(0.5) }),
          clause: evidenceClue('compare.middleReal'),
        }),
        'counter',
      ),
    });
    expect(writeClue(clue, EN_WORDS)).toBe(
      'That said: music played on 50% of your days — close to the middle of real listeners.',
    );
    // German keeps the sentence's capital (its `counterpointCase`), and writes 50 %.
    expect(writeClue(clue, DE_WORDS)).toMatch(/^\S.*\b50\u00a0%.*\.$/);
    expect(writeClue(clue, DE_WORDS)).not.toMatch(/music|listeners/);
    const list = evidenceClue('unfed.quiz', {
      habits: evidenceClue('format.or', {
        items: [evidenceClue('habits.E2'), evidenceClue('habits.E3')],
        last: evidenceClue('habits.E5'),
      }),
      count: 3,
    });
    expect(writeClue(list, EN_WORDS)).toBe(
      'This quiz does not ask about shared speakers and cars, followers or devices and places, so those count as average here.',
    );
    expect(writeClue(optionClue('skips', 0), DE_WORDS)).toBe(
      (DE_WORDS as unknown as (key: string) => string)('Quiz.questions.skips.options.0'),
    );
  });

  it('writes nothing for a clue it cannot write', () => {
    for (const clue of [
      { key: 'Evidence.fact.nothing' },
      { key: 'Evidence.fact' },
      { key: 'Why.heading' },
      { key: 'Evidence.constructor' },
      { key: 'Quiz.questions.skips.options.9' },
      { key: 'Evidence.sentence.plain', args: { main: { key: 'Dialog.title' }, clause: 'x' } },
    ] as Clue[])
      expect(renderClue(clue, EN_WORDS)).toBeUndefined();
    expect(() => writeClue({ key: 'Why.heading' }, EN_WORDS)).toThrow();
  });
});
