import type { Translator } from '../i18n/translator';
import { questionWords } from './questions';
import type { Quiz } from './quiz';

/**
 * "About a minute", as arithmetic (docs/scoring-model.md § The listening quiz): the words a visitor reads (each
 * question, its options and the one line of guidance) at an adult's silent reading speed, plus one tap per
 * answer and one per screen (Next, then See my flavour). A reader who does not hesitate needs no more.
 * The words are counted in the language of the translator handed in (the docs count the English ones).
 */

/** Words per minute: adults reading non-fiction silently (Brysbaert 2019, a meta-analysis of 190 studies: 238). */
export const READING_WPM = 238;
/**
 * Seconds per tap: pointing at a 44 px target within a thumb's reach and touching it. Fitts' law puts such a
 * touch at about 0.3–0.5 s; the keystroke-level model's pointing-and-pressing with a mouse, 1.1 s plus 0.2 s,
 * is the slow end. We take 0.6 s.
 */
export const SECONDS_PER_TAP = 0.6;

/** The catalogue key of the guidance line the quiz shows above its questions (quiz-guidance in the widget). */
export const QUIZ_GUIDANCE_KEY = 'guidance';

export interface QuizTime {
  readonly words: number;
  readonly taps: number;
  readonly seconds: number;
}

const wordsIn = (text: string) => text.split(/\s+/).filter((w) => w !== '').length;

/** `t`: the quiz's words in the language to time (the `Quiz` messages). */
export function quizTime(quiz: Quiz, screens: number, t: Translator<'Quiz'>): QuizTime {
  const words =
    wordsIn(t(QUIZ_GUIDANCE_KEY)) +
    quiz.questions.reduce((sum, q) => {
      const { text, labels } = questionWords(t, q);
      return sum + wordsIn(text) + labels.reduce((n, label) => n + wordsIn(label), 0);
    }, 0);
  const taps = quiz.questions.length + screens;
  return { words, taps, seconds: (words / READING_WPM) * 60 + taps * SECONDS_PER_TAP };
}
