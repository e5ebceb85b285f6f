/** @jest-environment node */
import { DE_WORDS, EN_WORDS } from '@/__tests__/support/evidence';
import type { FlavorResult } from '@/lib/flavor/result';
import { importSample, type ImportOutcome } from '@/lib/import/run-import';
import { buildQuiz } from '@/lib/quiz/quiz';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { writeClue } from '@/lib/flavor/clue-text';
import type { RootTranslator } from '@/lib/i18n/translator';
import {
  formatDuration as durationClue,
  formatPercent as percentClue,
} from '@/lib/scoring/traits/evidence-format';
import { featureSentence as featureClue } from '@/lib/scoring/traits/feature-sentences';
import type { ScoreBreakdown } from '@/lib/scoring/score-export';

/** The sentences are built as clues (lib/flavor/clue.ts); these write them as the scorer does. */
const formatPercent = (share: number, t: RootTranslator) => writeClue(percentClue(share), t);
const formatDuration = (hours: number, t: RootTranslator) => writeClue(durationClue(hours), t);
const featureSentence = (...[m, placement, t]: [...Parameters<typeof featureClue>, RootTranslator]) =>
  writeClue(featureClue(m, placement), t);

// Generates, reads and scores two sample listeners twice each.
jest.setTimeout(60_000);

/**
 * The visitor's language changes the evidence sentences' words and nothing else: scores, bins, flavour,
 * certainty and every number behind them are the same in English and German.
 */
function sentencesOf(result: FlavorResult): string[] {
  const e = result.evidence;
  return [...e.extraversion_signals, ...e.conscientiousness_signals, ...e.openness_signals];
}

/** The result and breakdown with every sentence blanked (their count kept). */
function withoutWords(result: FlavorResult, breakdown: ScoreBreakdown) {
  const blank = (list: readonly string[]) => list.map(() => '');
  const traits = Object.fromEntries(
    Object.entries(breakdown.traits).map(([k, t]) => [
      k,
      { ...t, features: t.features.map((f) => ({ ...f, evidence: '' })) },
    ]),
  );
  return {
    result: {
      ...result,
      evidence: {
        extraversion_signals: blank(result.evidence.extraversion_signals),
        conscientiousness_signals: blank(result.evidence.conscientiousness_signals),
        openness_signals: blank(result.evidence.openness_signals),
      },
    },
    breakdown: { ...breakdown, traits },
  };
}

/** English words a German sentence must not carry (names from the export aside: samples use made-up ones). */
const ENGLISH =
  /\b(listeners?|than|your|you|played|songs? of|more|fewer|less|about|nearly|close to|estimate|That said|rests on|does not|hours?|minutes?|days|per|the)\b/;

function expectGerman(sentence: string) {
  expect({ sentence, english: ENGLISH.exec(sentence)?.[0] }).toEqual({ sentence, english: undefined });
  expect(sentence).not.toMatch(/\d,\d{3}/); // German groups 5.158, never 5,158
  expect(sentence).not.toMatch(/\d%/); // and writes 12 %, with a space
  expect(sentence).toMatch(/[.!]$/);
}

describe('evidence in both languages', () => {
  const samples = SAMPLE_LISTENERS.slice(0, 2);

  it.each(samples.map((s) => [s.name, s.id] as const))(
    '%s: the same scores, bins, flavour and certainty in English and German; only the words differ',
    async (_, id) => {
      const en: ImportOutcome = await importSample(id, EN_WORDS);
      const de: ImportOutcome = await importSample(id, DE_WORDS);
      expect(withoutWords(de.result, de.breakdown)).toEqual(withoutWords(en.result, en.breakdown));
      expect(de.numbers).toEqual(en.numbers);
      expect(de.result.certainty).toEqual(en.result.certainty);
      expect(sentencesOf(de.result)).toHaveLength(sentencesOf(en.result).length);
      for (const s of sentencesOf(en.result))
        expect(s).toMatch(/listeners?|estimate|out of 100|rests on|show/);
      for (const s of sentencesOf(de.result)) expectGerman(s);
    },
  );

  it('the quiz: the same scores in both languages, German sentences quoting the German answers', () => {
    const quiz = buildQuiz();
    const answers = quiz.questions.map((_, i) => (i === 2 ? null : (i % 4) + 1));
    const en = scoreAnswers(quiz, answers, EN_WORDS);
    const de = scoreAnswers(quiz, answers, DE_WORDS);
    expect(withoutWords(de.result, de.breakdown)).toEqual(withoutWords(en.result, en.breakdown));
    for (const s of sentencesOf(de.result)) expectGerman(s);
    expect(sentencesOf(de.result).join(' ')).toMatch(/Bei der Frage nach [^„]+ hast du „[^“]+“ gewählt – /);
    expect(sentencesOf(de.result).join(' ')).toMatch(/hast du übersprungen/);
  });

  it('formats German numbers, times, durations and plurals the German way', () => {
    const plays = { id: 'O1', value: 5158.2, artists: 1, plays: 5158 } as const;
    const real = (percentile: number) => ({ percentile, referenced: true });
    expect(featureSentence(plays, real(0.85), DE_WORDS)).toBe(
      'Du hast 1\u00a0Act in 5.158\u00a0Wiedergaben gehört, im Schnitt etwa 5.158 pro 1.000\u00a0Wiedergaben – mehr Acts als 8 von 10\u00a0anderen.',
    );
    expect(featureSentence({ id: 'C8', value: 19.67, days: 200 }, real(0.98), DE_WORDS)).toBe(
      'An einem typischen Abend vor einem Arbeitstag startet dein letzter Song um 23:40\u00a0Uhr – später als fast alle anderen.',
    );
    expect(featureSentence({ id: 'C4', value: 3.2 }, { percentile: 0.3, referenced: false }, DE_WORDS)).toBe(
      'Am Wochenende läuft deine Musik etwa 3\u00a0Stunden später als unter der Woche – weniger verschoben als 7 von 10\u00a0anderen (unsere Schätzung).',
    );
    expect(formatPercent(0.125, DE_WORDS)).toBe('13\u00a0%');
    expect(formatDuration(1.2, DE_WORDS)).toBe('etwa 1\u00a0Stunde');
    expect(formatDuration(-0.4, DE_WORDS)).toBe('etwa 24\u00a0Minuten');
  });
});
