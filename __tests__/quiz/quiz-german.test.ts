import { DE_WORDS, EN_WORDS } from '../support/evidence';
import { translatorFor } from '@/lib/i18n/translator';
import { buildQuiz } from '@/lib/quiz/quiz';
import { ENGLISH_QUESTIONS as QUESTIONS, englishQuiz } from '@/scripts/english/english-quiz';
import { questionWords } from '@/lib/quiz/questions';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** The quiz in German asks the same habits with the same options: only the words change, never the scores. */
const german = translatorFor('de', de, 'Quiz');
const english = translatorFor('en', en, 'Quiz');
const words = (text: string) => text.split(/\s+/).filter((w) => w !== '').length;

describe('the quiz in German', () => {
  it('asks every question in at most 15 words, in words of its own', () => {
    for (const q of QUESTIONS) {
      const { text } = questionWords(german, q);
      expect({ id: q.id, words: words(text) <= 15 }).toEqual({ id: q.id, words: true });
      expect(text).not.toBe(q.text);
    }
  });

  it('offers as many options as English, each its own, in the same catalogue slots', () => {
    for (const q of QUESTIONS) {
      const { labels } = questionWords(german, q);
      expect(labels).toHaveLength(q.labels.length);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label).not.toMatch(/^questions\./);
      const slots = (catalogue: typeof en) => Object.keys(catalogue.Quiz.questions[q.id].options);
      expect(slots(de as typeof en)).toEqual(slots(en));
    }
  });

  it('keeps the options’ values, so the same answers score the same flavour in both languages', () => {
    const quiz = englishQuiz(buildQuiz());
    quiz.questions.forEach((q, i) => {
      expect(questionWords(english, q).labels).toEqual(q.options.map((o) => o.label));
      expect(questionWords(german, q).labels).toHaveLength(q.options.length);
      expect(q.labels).toEqual(QUESTIONS[i]?.labels);
    });
    // The scorer reads option indices, never words: one set of answers, one result.
    const answers = quiz.questions.map((q, i) => (i % 3 === 0 ? null : i % q.options.length));
    const { evidence: inEnglish, ...inEnglishRest } = scoreAnswers(quiz, answers, EN_WORDS).result;
    const { evidence: inGerman, ...inGermanRest } = scoreAnswers(buildQuiz(), answers, DE_WORDS).result;
    expect(inGermanRest).toEqual(inEnglishRest);
    expect(Object.keys(inGerman)).toEqual(Object.keys(inEnglish));
  });
});
