/** @jest-environment node */
import { answerShare, MIDDLE_TOLERANCE, MIN_OPTION_SHARE } from '@/lib/quiz/option-scale';
import { QUESTIONS } from '@/lib/quiz/questions';
import { buildQuiz } from '@/lib/quiz/quiz';
import { MIN_QUIZ_LISTENERS } from '@/lib/quiz/quiz-reference';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { FEATURES } from '@/lib/scoring/feature-table';
import { featureQuantiles, POPULATION_REFERENCE } from '@/lib/scoring/population-reference';
import { SOURCE_FEATURES } from '@/lib/scoring/source-features';
import { standardiseAgainst } from '@/lib/scoring/standardise';
import { REFERENCES } from '../support/quiz-references';

/**
 * The answer → feature mapping of every question (docs/scoring-model.md § The listening quiz). Expectations
 * come from the reference API at test time, never from hard-coded percentiles, and hold for the committed
 * reference, the priors alone and a recalibrated reference alike.
 */
const byId = (id: string) => {
  const q = QUESTIONS.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};

describe('the questions', () => {
  it('are 8–12 questions of 4–5 options, one habit each, covering all three traits', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(QUESTIONS.length).toBeLessThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.feature)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.trait))).toEqual(new Set(['E', 'C', 'O']));
    for (const q of QUESTIONS) expect(q.trait).toBe(FEATURES[q.feature].trait);
    for (const q of buildQuiz().questions) {
      expect(q.options.length).toBeGreaterThanOrEqual(4);
      expect(q.options.length).toBeLessThanOrEqual(5);
    }
  });

  it('feed exactly the features the scorer lists for the quiz source', () => {
    expect(new Set(QUESTIONS.map((q) => q.feature))).toEqual(SOURCE_FEATURES.quiz);
  });

  it('convert answers and feature values both ways, from each feature’s own definition', () => {
    // O1 is artists per 1,000 plays; a 100-play stretch is scaled by (100/1000)^0.75.
    expect(byId('artists').fromAnswer(42)).toBeCloseTo(42 * 10 ** 0.75, 9);
    expect(byId('new-artists').fromAnswer(25)).toBeCloseTo(0.25, 12);
    expect(byId('albums').fromAnswer(6)).toBeCloseTo(0.06, 12);
    expect(byId('after-midnight').fromAnswer(14)).toBeCloseTo(0.14, 12);
    // E1 is the share of Friday and Saturday nights with music.
    expect(byId('weekend-nights').fromAnswer(35)).toBeCloseTo(0.35, 12);
    // C2 is hours after 04:00; the answer is the time on the clock (09:30 = 9.5, 01:00 = 25).
    expect(byId('first-song').fromAnswer(9.5)).toBeCloseTo(5.5, 12);
    expect(byId('first-song').fromAnswer(25)).toBeCloseTo(21, 12);
    expect(byId('songs').fromAnswer(40)).toBe(40);
    expect(byId('out-loud').fromAnswer(8)).toBeCloseTo(0.08, 12);
    // C6 is follow-through: skipping 20 of 100 is 0.8.
    expect(byId('skips').fromAnswer(20)).toBeCloseTo(0.8, 12);
    expect(byId('skips').rising).toBe(false);
    expect(byId('playlists').fromAnswer(12)).toBe(12);
    for (const q of QUESTIONS)
      for (const answer of [1, 3.5, 12, 40]) expect(q.toAnswer(q.fromAnswer(answer))).toBeCloseTo(answer, 9);
  });
});

describe.each(REFERENCES)('options against %s', (_name, reference) => {
  const quiz = buildQuiz(reference);

  it.each(quiz.questions.map((q) => [q.id, q] as const))(
    '%s: five options where real listeners are',
    (_id, q) => {
      const placed = featureQuantiles(quiz.reference, 'quiz', q.feature);
      expect(q.referenced).toBe(placed !== undefined);
      const share = (answer: number) => {
        const p = standardiseAgainst(q.feature, q.fromAnswer(answer), placed).percentile;
        return q.rising ? p : 1 - p;
      };
      // Concrete numbers and times, not adjectives: "under 25", "25–34", "7", "60+", "before 08:00",
      // "08:00–09:30", "11:00 or later".
      const clock = /^(before \d\d:\d\d|\d\d:\d\d–\d\d:\d\d|\d\d:\d\d or later)$/;
      const count = /^(under \d+(\.\d+)?|\d+(\.\d+)?(–\d+(\.\d+)?)?\+?)$/;
      for (const o of q.options) expect(o.label).toMatch(q.unit === 'clock' ? clock : count);
      expect(new Set(q.options.map((o) => o.label)).size).toBe(q.options.length);
      q.options.forEach((o, k) => {
        // Contiguous ranges, rising, inside the question's bounds.
        expect(o.from).toBeLessThan(o.to);
        if (k === 0) expect(o.from).toBe(q.bounds[0]);
        else expect(o.from).toBe(q.options[k - 1]?.to);
        // The share of real listeners each describes, from the scorer's own placement.
        expect(o.shareFrom).toBeCloseTo(k === 0 ? 0 : share(o.from), 9);
        expect(o.shareTo).toBeCloseTo(k === q.options.length - 1 ? 1 : share(o.to), 9);
        expect(o.shareTo - o.shareFrom).toBeGreaterThanOrEqual(MIN_OPTION_SHARE);
        // It stands for the value at the middle of that share, inside its own range of answers.
        // (Unless that middle lies beyond what anyone can answer, e.g. over 100 artists in 100 songs: then the bound.)
        const middle = (o.shareFrom + o.shareTo) / 2;
        const answer = q.toAnswer(o.value);
        if (Math.abs(answer - q.bounds[1]) < 1e-6) expect(share(answer)).toBeLessThanOrEqual(middle);
        else expect(share(answer)).toBeCloseTo(middle, 6);
        expect(q.toAnswer(o.value)).toBeGreaterThanOrEqual(o.from - 1e-9);
        expect(q.toAnswer(o.value)).toBeLessThanOrEqual(o.to + 1e-9);
      });
      // More of the habit, further up: option values rise with the answer (or fall, for skips).
      const values = q.options.map((o) => o.value);
      const sorted = [...values].sort((a, b) => (q.rising ? a - b : b - a));
      expect(values).toEqual(sorted);
      const middle = q.options[2];
      expect(Math.abs(((middle?.shareFrom ?? 0) + (middle?.shareTo ?? 1)) / 2 - 0.5)).toBeLessThanOrEqual(
        MIDDLE_TOLERANCE + 1e-9,
      );
      // A skipped question counts as the median listener.
      expect(standardiseAgainst(q.feature, q.medianValue, placed).z).toBeCloseTo(0, 6);
      expect(answerShare(q, quiz.reference, q.toAnswer(q.medianValue))).toBeCloseTo(0.5, 6);
    },
  );

  it('scores an answer as exactly its option’s feature value, placed by the scorer', () => {
    quiz.questions.forEach((q, i) => {
      q.options.forEach((o, k) => {
        const answers = quiz.questions.map((_, j) => (j === i ? k : null));
        const feature = scoreAnswers(quiz, answers).breakdown.traits[q.trait].features.find(
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
  it('account data for the habits every source means alike, extended history for the rest where it has listeners', () => {
    const [, , [, recalibrated]] = REFERENCES as [
      unknown,
      unknown,
      readonly [string, typeof POPULATION_REFERENCE],
    ];
    const quiz = buildQuiz(recalibrated);
    for (const q of quiz.questions) {
      // Skips within 30 s are account data's own under-30-s share; album runs and devices only extended
      // history records (here with 30 listeners, enough to compare with).
      const own = ['O6', 'E2'].includes(q.feature) ? 'spotify-extended' : 'spotify-account';
      expect(quiz.reference.sources.quiz?.features[q.feature]).toBe(
        recalibrated.sources[own]?.features[q.feature],
      );
      expect(q.referenced).toBe(true);
    }
    // Never the trait distribution of another source: a quiz is not re-referenced.
    expect(quiz.reference.sources.quiz?.traits).toEqual({});
  });

  it('the prior where fewer than 20 listeners have the habit, said as "our estimate"', () => {
    const quiz = buildQuiz(POPULATION_REFERENCE);
    const i = quiz.questions.findIndex((q) => q.feature === 'O6');
    const q = quiz.questions[i];
    const extended = POPULATION_REFERENCE.sources['spotify-extended']?.features.O6;
    expect(q?.referenced).toBe((extended?.listeners ?? 0) >= MIN_QUIZ_LISTENERS);
    if (q?.referenced) return;
    const answers = quiz.questions.map((_, j) => (j === i ? 4 : null));
    const text = scoreAnswers(quiz, answers).result.evidence.openness_signals.join(' ');
    expect(text).toMatch(
      /more whole albums than (about \d in 10 listeners|nearly every listener) \(our estimate\)\./,
    );
  });
});
