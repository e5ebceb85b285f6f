'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { QuizQuestion as Question } from '@/lib/quiz/quiz';
import { questionWords } from '@/lib/quiz/questions';

interface QuizQuestionProps {
  question: Question;
  /** 1-based position and the number of questions: "Question 4 of 10". */
  number: number;
  total: number;
  answer: number | null;
  onAnswer: (option: number) => void;
  /** The heading takes focus when its screen appears. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question as a radio group: a fieldset named by its legend (the heading, with its number), native radio
 * inputs (arrow keys move between options, as screen readers expect) inside 44 px labels. Stacked on a
 * narrow screen, in one row where there is room.
 */
export function QuizQuestion({ question, number, total, answer, onAnswer, headingRef }: QuizQuestionProps) {
  const t = useTranslations('Quiz');
  const words = questionWords(t, question);
  const name = `quiz-${question.id}`;
  return (
    <fieldset data-testid="quiz-question" data-question={question.id} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg leading-snug font-bold focus:outline-none">
          <span className="block text-sm font-semibold text-berry-dark">
            {t('questionOf', { number, total })}
          </span>
          {words.text}
        </h2>
      </legend>
      {/* One column per option where there is room (four or five: Tailwind needs whole class names). */}
      <div
        className={`grid gap-2 ${question.options.length === 4 ? 'min-[30rem]:grid-cols-4' : 'min-[30rem]:grid-cols-5'}`}
      >
        {question.options.map((_, k) => (
          <label
            key={k}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-300 bg-white px-3 py-2 hover:border-berry has-checked:border-berry has-checked:bg-pink-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry min-[30rem]:flex-col min-[30rem]:justify-center min-[30rem]:gap-1 min-[30rem]:px-1 min-[30rem]:text-center"
          >
            <input
              type="radio"
              name={name}
              value={k}
              checked={answer === k}
              onChange={() => onAnswer(k)}
              className="size-5 shrink-0 accent-berry focus:outline-none"
            />
            <span className="font-semibold text-ink tabular-nums">{words.labels[k]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
