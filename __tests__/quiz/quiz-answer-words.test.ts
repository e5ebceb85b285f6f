import { DE_WORDS, EN_WORDS } from '../support/evidence';
import { writeClue } from '@/lib/flavor/clue-text';
import { translatorFor } from '@/lib/i18n/translator';
import { answerSentence } from '@/lib/quiz/answer-evidence';
import { questionWords } from '@/lib/quiz/questions';
import { buildQuiz } from '@/lib/quiz/quiz';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * The quiz's quoted answers are the very words of its buttons, from one source: an answer's clue names the
 * option's message (`Quiz.questions.<id>.options.<k>`), in both languages.
 */
const LANGUAGES = [
  { name: 'English', words: EN_WORDS, quiz: translatorFor('en', en, 'Quiz'), catalogue: en },
  {
    name: 'German',
    words: DE_WORDS,
    quiz: translatorFor('de', de as typeof en, 'Quiz'),
    catalogue: de as typeof en,
  },
] as const;

/** The one quoted stretch of a sentence: “…” in English, „…“ in German. */
function quoted(sentence: string): string | undefined {
  const all = [...sentence.matchAll(/[“„]([^“”„]*)[“”]/g)].map((m) => m[1]);
  return all.length === 1 ? all[0] : undefined;
}

describe('a quiz answer quotes its button', () => {
  const quiz = buildQuiz();

  it.each(LANGUAGES.map((l) => [l.name, l] as const))(
    '%s: every option of every question, quoted exactly as its button says it',
    (_, { words, quiz: quizWords, catalogue }) => {
      for (const q of quiz.questions) {
        const buttons = questionWords(quizWords, q).labels;
        expect(buttons).toHaveLength(q.options.length);
        for (const option of q.options) {
          const label = (catalogue.Quiz.questions as Record<string, { options: Record<string, string> }>)[
            q.id
          ]?.options[String(option.index)];
          const sentence = writeClue(answerSentence(q, option, q.referenced), words);
          expect({ id: q.id, option: option.index, quoted: quoted(sentence) }).toEqual({
            id: q.id,
            option: option.index,
            quoted: label,
          });
          expect(buttons[option.index]).toBe(label);
        }
      }
    },
  );

  it('the clue names the option’s message, not a copy of its words', () => {
    const q = quiz.questions[0]!;
    const clue = answerSentence(q, q.options[1]!, q.referenced);
    expect(clue.args?.answer).toEqual({ key: `Quiz.questions.${q.id}.options.1` });
  });
});
