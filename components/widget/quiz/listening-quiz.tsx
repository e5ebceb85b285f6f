'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FlavorResult } from '@/lib/flavor/result';
import { answeredCount, buildQuiz, minimumAnswers, quizScreens } from '@/lib/quiz/quiz';
import { QUIZ_GUIDANCE_KEY } from '@/lib/quiz/reading-time';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { QuizQuestion } from './quiz-question';
import { useWideScreen } from './use-wide-screen';

/** Where a visitor left the quiz: coming back resumes there, answers kept. */
export interface QuizProgress {
  readonly answers: readonly (number | null)[];
  readonly first: number;
}

interface ListeningQuizProps {
  /** The scored result, marked as coming from answers. */
  onComplete: (result: FlavorResult) => void;
  /** Back to the other ways in (files, Last.fm, samples), with the answers so far. */
  onExit: (progress: QuizProgress) => void;
  resume?: QuizProgress;
}

/** Cuts the options ahead of time (when the page is idle), so the first question shows at once. */
export function prepareQuiz(): void {
  buildQuiz();
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';

/**
 * The listening quiz (docs/scoring-model.md § The listening quiz): one question per screen on a phone, a
 * group of them where there is room, with Back, Next and a way out to the other ways in. Focus moves to the
 * first new question's heading on every screen. Everything happens on this device: the options are cut
 * from the population reference bundled with the page, and the answers are scored here.
 */
export function ListeningQuiz({ onComplete, onExit, resume }: ListeningQuizProps) {
  const t = useTranslations('Quiz');
  // The stored sentences' words: the `Evidence` messages, quoting an answer in its button's words (`Quiz`).
  const evidenceWords = useTranslations();
  const quiz = useMemo(() => buildQuiz(), []);
  const total = quiz.questions.length;
  const wide = useWideScreen();
  const screens = useMemo(() => quizScreens(quiz, wide), [quiz, wide]);
  const [answers, setAnswers] = useState<readonly (number | null)[]>(
    () => resume?.answers ?? quiz.questions.map(() => null),
  );
  // The screen is the one holding this question, so turning a phone (one per screen ↔ a group) keeps the place.
  const [first, setFirst] = useState(resume?.first ?? 0);
  const [tooFew, setTooFew] = useState(false);
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const alertRef = useRef<HTMLParagraphElement>(null);

  const at = Math.max(
    0,
    screens.findIndex((s) => s.includes(first)),
  );
  const screen = screens[at] ?? [];
  const lead = screen[0] ?? 0;
  const last = at === screens.length - 1;
  const answered = answeredCount(answers);
  const needed = minimumAnswers(quiz);

  useEffect(() => {
    headings.current.get(lead)?.focus();
  }, [lead]);

  useEffect(() => {
    if (tooFew) alertRef.current?.focus();
  }, [tooFew]);

  function answer(question: number, option: number) {
    setAnswers((current) => current.map((a, i) => (i === question ? option : a)));
    setTooFew(false);
  }

  function next() {
    if (!last) {
      setFirst(screens[at + 1]?.[0] ?? lead);
      return;
    }
    if (answered < needed) {
      setTooFew(true);
      return;
    }
    onComplete(scoreAnswers(quiz, answers, evidenceWords).result);
  }

  const progress = Math.round(((screen.at(-1) ?? 0) + 1) * (100 / total));

  return (
    <section
      aria-labelledby="quiz-title"
      data-testid="quiz"
      className="flex flex-col gap-4 rounded-2xl border-2 border-pink-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p id="quiz-title" className="min-w-0 font-bold text-ink">
          {t('title')}
        </p>
        <button
          type="button"
          onClick={() => onExit({ answers, first })}
          className={`${BUTTON} -mr-2 shrink-0 px-3 text-sm text-berry-dark underline hover:bg-pink-50`}
        >
          {t('exit')}
        </button>
      </div>
      {/* The numbers are in each heading ("Question 4 of 10"); the bar only shows them. */}
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-pink-100">
        <div className="h-full rounded-full bg-berry" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-gray-700" data-testid="quiz-guidance">
        {t(QUIZ_GUIDANCE_KEY)}
      </p>
      {screen.map((i) => {
        const question = quiz.questions[i];
        if (!question) return null;
        return (
          <QuizQuestion
            key={question.id}
            question={question}
            number={i + 1}
            total={total}
            answer={answers[i] ?? null}
            onAnswer={(option) => answer(i, option)}
            headingRef={(el) => {
              if (el) headings.current.set(i, el);
              else headings.current.delete(i);
            }}
          />
        );
      })}
      {tooFew && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border-2 border-red-600 bg-red-50 p-3 text-sm text-red-900 focus:outline-none"
        >
          {t('tooFew', { needed, total, answered })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {at > 0 ? (
          <button
            type="button"
            onClick={() => setFirst(screens[at - 1]?.[0] ?? 0)}
            className={`${BUTTON} border-2 border-ink text-ink hover:bg-ink hover:text-white`}
          >
            {t('back')}
          </button>
        ) : (
          <span />
        )}
        <button type="button" onClick={next} className={`${BUTTON} bg-berry text-white hover:bg-berry-dark`}>
          {last ? t('finish') : t('next')}
        </button>
      </div>
    </section>
  );
}
