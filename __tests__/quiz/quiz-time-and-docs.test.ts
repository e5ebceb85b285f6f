/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildQuiz, quizScreens } from '@/lib/quiz/quiz';
import { QUIZ_CALIBRATION } from '@/lib/quiz/quiz-calibration';
import { ENGLISH_QUIZ_WORDS, englishQuiz, QUIZ_GUIDANCE } from '@/scripts/english/english-quiz';
import { quizTime, READING_WPM, SECONDS_PER_TAP } from '@/lib/quiz/reading-time';
import { quizTable, sameTable, tableInDocs } from '@/scripts/quiz-table';

jest.setTimeout(30_000);

describe('the whole quiz in under 60 seconds for a reader who does not hesitate', () => {
  const quiz = englishQuiz(buildQuiz());

  it('counts every word read and every tap', () => {
    const phone = quizTime(quiz, quizScreens(quiz, false).length, ENGLISH_QUIZ_WORDS);
    const words =
      QUIZ_GUIDANCE.split(' ').length +
      quiz.questions.reduce(
        (n, q) => n + q.text.split(' ').length + q.options.reduce((m, o) => m + o.label.split(' ').length, 0),
        0,
      );
    expect(phone.words).toBe(words);
    expect(phone.taps).toBe(2 * quiz.questions.length);
    expect(phone.seconds).toBeCloseTo((words / READING_WPM) * 60 + phone.taps * SECONDS_PER_TAP, 9);
  });

  it('fits on a phone (one question a screen) and on a wider screen (a group a screen)', () => {
    for (const wide of [false, true]) {
      const time = quizTime(quiz, quizScreens(quiz, wide).length, ENGLISH_QUIZ_WORDS);
      console.log(
        `${wide ? 'Wide' : 'Phone'}: ${time.words} words at ${READING_WPM} wpm + ${time.taps} taps × ${SECONDS_PER_TAP} s = ${time.seconds.toFixed(1)} s`,
      );
      expect(time.seconds).toBeLessThan(60);
    }
  });

  it('groups the questions in three screens where there is room, one a screen on a phone', () => {
    expect(quizScreens(quiz, false)).toEqual(quiz.questions.map((_, i) => [i]));
    const wide = quizScreens(quiz, true);
    expect(wide.flat()).toEqual(quiz.questions.map((_, i) => i));
    expect(wide.length).toBe(3);
  });
});

describe('docs/scoring-model.md § The listening quiz', () => {
  it('holds the table generated from the code and the committed reference (else: npm run docs:quiz)', () => {
    const docs = readFileSync(join(__dirname, '../../docs/scoring-model.md'), 'utf8');
    const current = tableInDocs(docs);
    expect(current).toBeDefined();
    const fresh = quizTable(buildQuiz(), QUIZ_CALIBRATION);
    if (!sameTable(current ?? '', fresh))
      throw new Error('The quiz table in docs/scoring-model.md is behind: run npm run docs:quiz.');
  });
});
