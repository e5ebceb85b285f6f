import { englishTranslator } from './english';
import type { QuizOption } from '../../lib/quiz/option-scale';
import { QUESTIONS, questionWords, type QuestionSpec } from '../../lib/quiz/questions';
import type { Quiz, QuizQuestion } from '../../lib/quiz/quiz';
import { QUIZ_GUIDANCE_KEY } from '../../lib/quiz/reading-time';

/**
 * The quiz's English words beside its questions, for tests, scripts and the docs tables only: this module
 * reads the English catalogue (scripts/english/english.ts), so the widget never imports it; the widget says the
 * questions with the page's own `Quiz` messages (questionWords).
 */
export const ENGLISH_QUIZ_WORDS = englishTranslator('Quiz');

/** The guidance line above the questions, in English. */
export const QUIZ_GUIDANCE = ENGLISH_QUIZ_WORDS(QUIZ_GUIDANCE_KEY);

export interface EnglishWords {
  /** The question as the visitor reads it, in English. */
  readonly text: string;
  /** The options' English words, from the least of the habit to the most. */
  readonly labels: readonly string[];
}

export type EnglishQuestionSpec = QuestionSpec & EnglishWords;

/** A question with its English words. */
export function inEnglish<Q extends QuestionSpec>(q: Q): Q & EnglishWords {
  return { ...q, ...questionWords(ENGLISH_QUIZ_WORDS, q) };
}

/** The questions with their English words. */
export const ENGLISH_QUESTIONS: readonly EnglishQuestionSpec[] = QUESTIONS.map(inEnglish);

export interface EnglishQuizQuestion extends QuizQuestion, EnglishWords {
  readonly options: readonly (QuizOption & { readonly label: string })[];
}

export interface EnglishQuiz extends Quiz {
  readonly questions: readonly EnglishQuizQuestion[];
}

/** A built quiz with every question's and option's English words (the same options, values and order). */
export function englishQuiz(quiz: Quiz): EnglishQuiz {
  return {
    ...quiz,
    questions: quiz.questions.map((q) => {
      const words = inEnglish(q);
      return { ...words, options: q.options.map((o) => ({ ...o, label: words.labels[o.index] ?? '' })) };
    }),
  };
}
