import type { Certainty } from '../flavor/certainty';
import type { TraitKey } from '../flavor/table';
import type { FeatureMeasure } from '../scoring/traits/feature-measures';
import {
  scoreMeasured,
  type MeasuredExport,
  type ScoreReport,
  type SourceVoice,
} from '../scoring/score-export';
import { evidenceClue, type Clue } from '../flavor/clue';
import { answerSentence } from './answer-evidence';
import type { EvidenceWords } from '../scoring/traits/evidence-format';
import { QUIZ_CALIBRATION, type QuizCalibration } from './quiz-calibration';
import type { QuizFeature } from './questions';
import { answeredCount, type Quiz, type QuizAnswers } from './quiz';

/**
 * Answers → the model's features → the same scorer as an export (scoreMeasured): each answered question
 * stands for its option's feature value, a skipped one for the median listener's (z = 0), habits the quiz
 * does not ask about count at the median too (lib/scoring/traits/source-features.ts), and the result is marked as
 * coming from answers. docs/scoring-model.md § The listening quiz says why λ = 1 and why no re-reference.
 */

/** No shrinking: λ pulls short listening histories towards 50 for their few plays; answers are not plays. */
export const QUIZ_SHRINK = 1;

/**
 * The measure the scorer places. Its value is all that counts; the quiz's voice words the sentence, so the
 * other facts an export's sentence would quote are left neutral.
 */
function measureOf(id: QuizFeature, value: number): FeatureMeasure {
  switch (id) {
    case 'O4':
      return { id, value, topTrackPlays: 0 };
    case 'C6':
      return { id, value, proxy: false };
    default:
      return { id, value };
  }
}

export interface QuizReport extends ScoreReport {
  readonly answered: number;
}

/**
 * How sure a quiz result is (lib/flavor/certainty.ts): per trait, how far real listeners' truthful answers land
 * from their own data's score (the calibration's truthful-answer check, quiz-calibration.json).
 */
export function quizCertainty(calibration: QuizCalibration = QUIZ_CALIBRATION): Certainty {
  const { spread } = calibration.after;
  return { basis: 'answers', spread: { E: spread.E, C: spread.C, O: spread.O } };
}

/**
 * `words`: the stored evidence sentences' language (a translator with the `Evidence` and `Quiz` messages: an
 * answer is quoted in its button's words); the scores and the clues do not depend on it.
 */
export function scoreAnswers(quiz: Quiz, answers: QuizAnswers, words: EvidenceWords): QuizReport {
  const measures: Record<TraitKey, FeatureMeasure[]> = { E: [], C: [], O: [] };
  const sentences = new Map<string, Clue>();
  quiz.questions.forEach((q, i) => {
    const option = q.options[answers[i] ?? -1] ?? null;
    measures[q.trait].push(measureOf(q.feature, option ? option.value : q.medianValue));
    sentences.set(q.feature, answerSentence(q, option, q.referenced));
  });
  const answered = answeredCount(answers);
  const voice: SourceVoice = {
    sentence: (m) => {
      const sentence = sentences.get(m.id);
      // Every measure comes from a question of this quiz, with its sentence.
      if (!sentence) throw new Error(`No answer sentence for ${m.id}`);
      return sentence;
    },
    notes: () => ({
      basis: evidenceClue('notes.quizBasis', { answered, asked: quiz.questions.length }),
      extreme: evidenceClue('notes.quizExtreme'),
    }),
    shrink: QUIZ_SHRINK,
  };
  const measured: MeasuredExport = {
    source: 'quiz',
    measures,
    qualifyingPlays: 0,
    days: 0,
    windowStart: 0,
    windowEnd: 0,
    timeZone: 'UTC',
    voice,
  };
  const report = scoreMeasured(measured, words, quiz.reference);
  return {
    ...report,
    answered,
    result: {
      ...report.result,
      quiz: { answered, asked: quiz.questions.length },
      certainty: quizCertainty(),
    },
  };
}
