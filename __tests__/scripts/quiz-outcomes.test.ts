/** @jest-environment node */
import en from '@/messages/en.json';
import { EN_WORDS } from '@/__tests__/support/evidence';
import { acceptWidgetResult } from '@/lib/result-io/accept';
import { canonicalizeResult } from '@/lib/result-io/canonical';
import { readQuiz } from '@/lib/result-io/extras';
import { isFlavorResult } from '@/lib/flavor/result';
import { FLAVOR_ROWS, type TraitKey } from '@/lib/flavor/table';
import {
  answerMoves,
  middleAnswers,
  optionScores,
  questionsOf,
  randomRowShares,
  rowExamples,
  traitSpread,
} from '@/scripts/quiz/quiz-analysis';
import { englishQuiz } from '@/scripts/english/english-quiz';
import { SCORES_ONLY } from '@/scripts/evidence-words';
import { buildQuiz, minimumAnswers, type QuizAnswers } from '@/lib/quiz/quiz';
import { QUIZ_SHRINK, scoreAnswers } from '@/lib/quiz/score-answers';
import { sampleRandom } from '@/lib/samples/sample-random';
import { FEATURES } from '@/lib/scoring/traits/feature-table';
import { MAX_SIGNALS, MIN_SIGNALS } from '@/lib/scoring/traits/trait-evidence';
import { REFERENCES } from '../support/quiz-references';

/**
 * What the quiz does over its whole answer space ("Every flavour reachable, the middle in the
 * middle"): against the committed reference, and against the priors alone and a recalibrated reference, so the
 * properties do not hang on today's numbers.
 */
jest.setTimeout(60_000);

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];
const withoutCertainty = <T extends { certainty?: unknown }>(r: T): Omit<T, 'certainty'> => {
  const copy = { ...r };
  delete copy.certainty;
  return copy;
};
const scoreOf = (answers: QuizAnswers, quiz = buildQuiz()) => scoreAnswers(quiz, answers, EN_WORDS);

describe.each(REFERENCES)('against %s', (name, reference) => {
  const quiz = buildQuiz(reference);

  it('gives 45–55 on every trait to the middle answer everywhere', () => {
    const { breakdown } = scoreAnswers(quiz, middleAnswers(quiz), EN_WORDS);
    for (const t of TRAITS) {
      expect(breakdown.traits[t].score).toBeGreaterThanOrEqual(45);
      expect(breakdown.traits[t].score).toBeLessThanOrEqual(55);
    }
  });

  it('reaches all eight rows (a search of each trait’s answers)', () => {
    const examples = rowExamples(quiz);
    expect([...examples.keys()].sort()).toEqual(FLAVOR_ROWS.map((r) => r.rowKey).sort());
    for (const [row, answers] of examples)
      expect(scoreAnswers(quiz, answers, EN_WORDS).result.row_key).toBe(row);
  });

  it('gives no flavour to more than 35% of visitors answering at random', () => {
    const shares = randomRowShares(quiz);
    const total = Object.values(shares).reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(1, 9);
    const report = Object.entries(shares)
      .map(([row, p]) => `${row}: ${(100 * p).toFixed(1)}%`)
      .join(', ');
    console.log(`Random answers, ${name}: ${report}`);
    for (const p of Object.values(shares)) expect(p).toBeLessThanOrEqual(0.35);
  });

  it('moves a trait by one answer only as far as that feature’s weight allows', () => {
    for (const move of answerMoves(quiz)) expect(move.largest).toBeLessThanOrEqual(move.pointsBound);
  });
});

describe('one answer changes its trait’s combined score by exactly w·Δz/σ', () => {
  const quiz = buildQuiz();
  const random = sampleRandom(26);
  const randomAnswers = (): number[] => quiz.questions.map((q) => random.int(q.options.length));

  it('on 200 random answer sets, for every question and option', () => {
    for (let n = 0; n < 200; n++) {
      const answers = randomAnswers();
      // Only the scores are read: written as "·", the clues cost nothing (scripts/evidence-words.ts).
      const base = scoreAnswers(quiz, answers, SCORES_ONLY).breakdown;
      const i = n % quiz.questions.length;
      const q = quiz.questions[i]!;
      const zs = optionScores(quiz, i);
      const sigma = traitSpread(quiz, q.trait);
      for (let o = 0; o < q.options.length; o++) {
        const other = answers.map((a, k) => (k === i ? o : a));
        const after = scoreAnswers(quiz, other, SCORES_ONLY).breakdown;
        const expected =
          (FEATURES[q.feature].weight *
            FEATURES[q.feature].direction *
            ((zs[o] ?? 0) - (zs[answers[i]!] ?? 0))) /
          sigma;
        expect(after.traits[q.trait].z - base.traits[q.trait].z).toBeCloseTo(expected, 9);
        // The other traits do not move at all: a question belongs to one trait.
        for (const t of TRAITS.filter((t) => t !== q.trait)) expect(after.traits[t].z).toBe(base.traits[t].z);
      }
    }
  });
});

describe('the exact random-answer shares', () => {
  it('agree with 3,000 random visitors (fixed seed)', () => {
    const quiz = buildQuiz();
    const random = sampleRandom(2026);
    const counts = new Map<string, number>();
    const N = 3000;
    for (let n = 0; n < N; n++) {
      const answers = quiz.questions.map((q) => random.int(q.options.length));
      const row = scoreAnswers(quiz, answers, SCORES_ONLY).result.row_key;
      counts.set(row, (counts.get(row) ?? 0) + 1);
    }
    for (const [row, p] of Object.entries(randomRowShares(quiz)))
      // Four standard errors of a share near 0.3 over 3,000 visitors is about 0.034.
      expect(Math.abs((counts.get(row) ?? 0) / N - p)).toBeLessThan(0.035);
  });
});

describe('the result', () => {
  // With its English words, to quote the answer the English evidence repeats.
  const quiz = englishQuiz(buildQuiz());
  const answers = quiz.questions.map((q, i) => (i === 2 ? null : q.options.length - 1));
  const report = scoreOf(answers, quiz);

  it('is scored as source "quiz", with λ = 1 and no trait re-reference', () => {
    expect(report.breakdown.source).toBe('quiz');
    expect(report.breakdown.shrink).toBe(QUIZ_SHRINK);
    expect(QUIZ_SHRINK).toBe(1);
    expect(report.breakdown.earlyRead).toBe(false);
    for (const t of TRAITS) expect(report.breakdown.traits[t].referencedZ).toBe(report.breakdown.traits[t].z);
  });

  it('has the same shape as an export’s and says it comes from answers', () => {
    const { result } = report;
    expect(isFlavorResult(result)).toBe(true);
    expect(result.quiz).toEqual({ answered: quiz.questions.length - 1, asked: quiz.questions.length });
    expect(result.listening_numbers).toBeUndefined();
    // How sure the quiz is rides along (basis 'answers', the truthful answers' spread): its own guard,
    // readCertainty, decides whether storage keeps it (__tests__/quiz/quiz-mapping.test.ts).
    expect(result.certainty?.basis).toBe('answers');
    const rest = withoutCertainty(result);
    const canonical = canonicalizeResult(result as unknown as Record<string, unknown>);
    expect(canonical.ok).toBe(true);
    if (canonical.ok) {
      expect(withoutCertainty(canonical.result)).toEqual(rest);
    }
    // The same `complete` path as any widget result: parse, check against the table, save.
    const store = new Map<string, string>();
    const saved = acceptWidgetResult(JSON.stringify(result), { setItem: (k, v) => void store.set(k, v) });
    expect(saved.ok).toBe(true);
    if (saved.ok) {
      expect(withoutCertainty(saved.result)).toEqual(rest);
    }
  });

  it('explains each trait in 3–8 sentences that quote the answers', () => {
    const signals = report.result.evidence;
    for (const list of [
      signals.extraversion_signals,
      signals.conscientiousness_signals,
      signals.openness_signals,
    ]) {
      expect(list.length).toBeGreaterThanOrEqual(MIN_SIGNALS);
      expect(list.length).toBeLessThanOrEqual(MAX_SIGNALS);
      expect(list[0]).toMatch(/^[^:]+: you said “[^”]+” — /);
      expect(list.join(' ')).toMatch(
        /This quiz does not ask about .*, so (that counts|those count) as average here\./,
      );
    }
    const all = Object.values(signals).flat().join(' ');
    expect(all).toContain('You skipped the question on songs on repeat, so it counts as average here.');
    expect(all).not.toMatch(/plays|songs played for/);
  });

  it('compares an answer only as far as its share of real listeners promises', () => {
    const i = quiz.questions.findIndex((q) => q.id === 'after-midnight');
    const q = quiz.questions[i]!;
    const top = q.options[q.options.length - 1]!;
    const text = scoreOf(
      quiz.questions.map((_, j) => (j === i ? q.options.length - 1 : 2)),
      quiz,
    ).result.evidence.conscientiousness_signals.join(' ');
    const tenths = Math.floor(10 * top.shareFrom);
    expect(text).toContain(
      `${en.Evidence.quiz['after-midnight'].said}: you said “${top.label}” — more night listening than about ${tenths} in 10 listeners.`,
    );
  });

  it('needs at least half the questions answered; unanswered ones count at the median', () => {
    expect(minimumAnswers(quiz)).toBe(Math.ceil(quiz.questions.length / 2));
    const none = scoreOf(
      quiz.questions.map(() => null),
      quiz,
    );
    for (const t of TRAITS) {
      expect(Math.abs(none.breakdown.traits[t].z)).toBeLessThan(1e-6);
      expect(none.breakdown.traits[t].score).toBe(50);
    }
    // One trait's questions skipped: that trait sits at 50 whatever the others say.
    for (const t of TRAITS) {
      const skipped = scoreOf(
        quiz.questions.map((q) => (q.trait === t ? null : 0)),
        quiz,
      );
      expect(skipped.breakdown.traits[t].score).toBe(50);
      expect(questionsOf(quiz, t).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps its quiz marker only as whole numbers, answered ≤ asked', () => {
    expect(readQuiz({ answered: 7, asked: 10 })).toEqual({ answered: 7, asked: 10 });
    for (const bad of [
      null,
      'quiz',
      [],
      { answered: 11, asked: 10 },
      { answered: 1.5, asked: 10 },
      { answered: -1, asked: 3 },
      { answered: 1 },
      { answered: 1, asked: 1e9 },
    ])
      expect(readQuiz(bad)).toBeUndefined();
  });
});
