/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { featureAtShare, optionIndexFor } from '@/lib/quiz/option-scale';
// The questions with their English words (the spec's; the widget reads them from the page's catalogue).
import { ENGLISH_QUESTIONS as QUESTIONS, englishQuiz } from '@/scripts/english/english-quiz';
import { buildQuiz } from '@/lib/quiz/quiz';
import { QUIZ_CALIBRATION, isQuizCalibration } from '@/lib/quiz/quiz-calibration';
import { quizCertainty, scoreAnswers } from '@/lib/quiz/score-answers';
import { readCertainty } from '@/lib/flavor/certainty';
import { FEATURES } from '@/lib/scoring/traits/feature-table';
import { featureQuantiles, POPULATION_REFERENCE } from '@/lib/scoring/population-reference';
import { SOURCE_FEATURES } from '@/lib/scoring/traits/source-features';
import { standardiseAgainst } from '@/lib/scoring/standardise';
import { REFERENCES } from '../support/quiz-references';

/**
 * The questions' words and the answer → feature mapping (docs/scoring-model.md § The listening quiz).
 * Expectations come from the calibration file and the reference API at test time, never from hard-coded
 * shares, and hold for the committed reference, the priors alone and a recalibrated reference alike.
 */
const words = (text: string) => text.split(/\s+/).filter((w) => w !== '').length;

describe('the questions, in words people know', () => {
  it('are 8–12 questions of 4–5 options, one habit each, covering all three traits', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(QUESTIONS.length).toBeLessThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.feature)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.trait))).toEqual(new Set(['E', 'C', 'O']));
    for (const q of QUESTIONS) {
      expect(q.trait).toBe(FEATURES[q.feature].trait);
      expect(q.labels.length).toBeGreaterThanOrEqual(4);
      expect(q.labels.length).toBeLessThanOrEqual(5);
      expect(q.edges.length).toBe(q.labels.length - 1);
      expect(new Set(q.labels).size).toBe(q.labels.length);
      // Ranges of the habit, from the least to the most.
      expect([...q.edges].sort((a, b) => a - b)).toEqual(q.edges);
    }
  });

  it('never ask for a percentage, a share or a count out of 100', () => {
    for (const q of QUESTIONS)
      for (const text of [q.text, ...q.labels]) {
        expect(text).not.toMatch(/%|percent|share|of 100/i);
      }
  });

  it('fit in 15 words or fewer each', () => {
    for (const q of QUESTIONS) expect(words(q.text)).toBeLessThanOrEqual(15);
  });

  it('feed exactly the features the scorer lists for the quiz source', () => {
    expect(new Set(QUESTIONS.map((q) => q.feature))).toEqual(SOURCE_FEATURES.quiz);
  });

  it('place a habit in the option whose range holds it', () => {
    for (const q of QUESTIONS) {
      const first = q.edges[0] ?? 0;
      const last = q.edges[q.edges.length - 1] ?? 0;
      expect(optionIndexFor(q, first - 1e-6)).toBe(0);
      expect(optionIndexFor(q, first)).toBe(1);
      expect(optionIndexFor(q, last)).toBe(q.labels.length - 1);
    }
  });
});

describe('the committed calibration', () => {
  it('is well formed and measures every question on real listeners', () => {
    expect(isQuizCalibration(QUIZ_CALIBRATION)).toBe(true);
    for (const q of QUESTIONS) {
      const c = QUIZ_CALIBRATION.questions[q.id];
      expect(c?.below.length).toBe(q.edges.length);
      expect(c?.listeners ?? 0).toBeGreaterThanOrEqual(20);
      expect([...(c?.below ?? [])].sort((a, b) => a - b)).toEqual(c?.below);
    }
  });

  it('meets the truthful-answer targets: each trait r ≥ 0.75, the same flavour for at least half', () => {
    const { after } = QUIZ_CALIBRATION;
    for (const t of ['E', 'C', 'O'] as const) expect(after.r[t]).toBeGreaterThanOrEqual(0.75);
    expect(after.sameFlavour).toBeGreaterThanOrEqual(0.5);
  });

  it('gives every quiz result its certainty: the truthful answers’ spread, read from answers', () => {
    const quiz = buildQuiz();
    const result = scoreAnswers(
      quiz,
      quiz.questions.map(() => 1),
      EN_WORDS,
    ).result;
    expect(result.certainty).toEqual(quizCertainty());
    expect(readCertainty(result.certainty)).toEqual({
      basis: 'answers',
      spread: QUIZ_CALIBRATION.after.spread,
    });
  });
});

describe.each(REFERENCES)('options against %s', (_name, reference) => {
  const quiz = englishQuiz(buildQuiz(reference));

  it.each(quiz.questions.map((q) => [q.id, q] as const))(
    '%s: each option where its listeners are',
    (_id, q) => {
      const placed = featureQuantiles(quiz.reference, 'quiz', q.feature);
      expect(q.referenced).toBe(placed !== undefined);
      const below = QUIZ_CALIBRATION.questions[q.id]?.below ?? [];
      q.options.forEach((o, k) => {
        expect(o.index).toBe(k);
        expect(o.label).toBe(q.labels[k]);
        // Contiguous ranges of the habit, with the calibration's shares of real listeners.
        expect(o.from).toBe(k === 0 ? -Infinity : q.edges[k - 1]);
        expect(o.to).toBe(k === q.options.length - 1 ? Infinity : q.edges[k]);
        expect(o.shareFrom).toBe(k === 0 ? 0 : below[k - 1]);
        expect(o.shareTo).toBe(k === q.options.length - 1 ? 1 : below[k]);
        // It stands for the feature value of the listener in the middle of its share.
        const middle = (o.shareFrom + o.shareTo) / 2;
        const p = standardiseAgainst(q.feature, o.value, placed).percentile;
        expect(p).toBeCloseTo(q.rising ? middle : 1 - middle, 4);
      });
      // More of the habit, further up: option values rise with the answer (or fall, for skips).
      const values = q.options.map((o) => o.value);
      expect(values).toEqual([...values].sort((a, b) => (q.rising ? a - b : b - a)));
      // A skipped question counts as the median listener.
      expect(standardiseAgainst(q.feature, q.medianValue, placed).z).toBeCloseTo(0, 4);
    },
  );

  it('scores an answer as exactly its option’s feature value, placed by the scorer', () => {
    quiz.questions.forEach((q, i) => {
      q.options.forEach((o, k) => {
        const answers = quiz.questions.map((_, j) => (j === i ? k : null));
        const feature = scoreAnswers(quiz, answers, EN_WORDS).breakdown.traits[q.trait].features.find(
          (f) => f.id === q.feature,
        );
        expect(feature?.value).toBe(o.value);
        expect(feature?.z).toBe(
          standardiseAgainst(q.feature, o.value, featureQuantiles(quiz.reference, 'quiz', q.feature)).z,
        );
      });
    });
  });
});

describe('which real listeners an answer is compared with', () => {
  it('account data, where every quiz habit means what it means in every source', () => {
    const quiz = buildQuiz(POPULATION_REFERENCE);
    for (const q of quiz.questions)
      expect(quiz.reference.sources.quiz?.features[q.feature]).toBe(
        POPULATION_REFERENCE.sources['spotify-account']?.features[q.feature],
      );
    // Never the trait distribution of another source: a quiz is not re-referenced.
    expect(quiz.reference.sources.quiz?.traits).toEqual({});
  });

  it('finds the feature value below which a share of listeners fall', () => {
    const quiz = buildQuiz(POPULATION_REFERENCE);
    for (const q of quiz.questions)
      for (const share of [0.1, 0.5, 0.9]) {
        const value = featureAtShare(q.feature, quiz.reference, share);
        const placed = featureQuantiles(quiz.reference, 'quiz', q.feature);
        expect(standardiseAgainst(q.feature, value, placed).percentile).toBeCloseTo(share, 4);
      }
  });
});
