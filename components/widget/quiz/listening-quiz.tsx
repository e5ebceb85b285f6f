'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FlavorResult } from '@/lib/flavor/result';
import { answeredCount, buildQuiz, minimumAnswers, quizScreens } from '@/lib/quiz/quiz';
import { QUIZ_GUIDANCE_KEY } from '@/lib/quiz/reading-time';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { QuizQuestion } from './quiz-question';
import { Button } from '../../ui/button';

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

/**
 * The listening quiz (docs/scoring-model.md § The listening quiz): one question per screen at every size
 * (the phone's screens: the same quiz on a desktop), with Back, Next and a way out to the other ways in. Focus
 * moves to the question's heading on every screen. Choosing an answer does not move on by itself: the arrow
 * keys change the answer within a question, and a screen reader must not be taken to a new question in the
 * middle of that. Everything happens on this device: the options are cut from the population reference
 * bundled with the page, and the answers are scored here.
 */
export function ListeningQuiz({ onComplete, onExit, resume }: ListeningQuizProps) {
  const t = useTranslations('Quiz');
  // The stored sentences' words: the `Evidence` messages, quoting an answer in its button's words (`Quiz`).
  const evidenceWords = useTranslations();
  const quiz = useMemo(() => buildQuiz(), []);
  const total = quiz.questions.length;
  const screens = useMemo(() => quizScreens(quiz, false), [quiz]);
  const [answers, setAnswers] = useState<readonly (number | null)[]>(
    () => resume?.answers ?? quiz.questions.map(() => null),
  );
  // The screen is the one holding this question (a place kept from a wider layout still finds its screen).
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

  const position = (screen.at(-1) ?? 0) + 1;
  const progress = Math.round(position * (100 / total));

  return (
    <section aria-labelledby="quiz-title" data-testid="quiz" className="flex flex-col gap-5">
      {/* The section's name for screen readers; the widget's line above says the same to the eye. */}
      <p id="quiz-title" className="sr-only">
        {t('title')}
      </p>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          {/* The numbers are in each heading ("Question 4 of 10"); "4/10" and the bar only show them. */}
          <span aria-hidden="true" className="text-sm font-bold text-berry-dark tabular-nums">
            {t('progressShort', { number: position, total })}
          </span>
          <Button tier="quiet" onClick={() => onExit({ answers, first })} className="-mr-3 shrink-0">
            {t('exit')}
          </Button>
        </div>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-control bg-berry-tint">
          <div
            className="h-full rounded-control bg-berry transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
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
      <p className="text-sm text-muted" data-testid="quiz-guidance">
        {t(QUIZ_GUIDANCE_KEY)}
      </p>
      {tooFew && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-tile bg-warm p-4 text-sm text-warm-ink focus:outline-none"
        >
          {t('tooFew', { needed, total, answered })}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        {at > 0 ? (
          <Button tier="quiet" onClick={() => setFirst(screens[at - 1]?.[0] ?? 0)} className="-ml-3">
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button tier="primary" onClick={next}>
          {last ? t('finish') : t('next')}
        </Button>
      </div>
    </section>
  );
}
