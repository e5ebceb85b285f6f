'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { QuizQuestion as Question } from '@/lib/quiz/quiz';
import { questionWords } from '@/lib/quiz/questions';
import { CHIP_CLASS, CheckGlyph } from '../widget-look';

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
 * inputs (arrow keys move between options, as screen readers expect), each visually hidden inside a full-width
 * answer chip that draws the choice (filled berry with a check) and the focus ring. One column at every size.
 */
export function QuizQuestion({ question, number, total, answer, onAnswer, headingRef }: QuizQuestionProps) {
  const t = useTranslations('Quiz');
  const words = questionWords(t, question);
  const name = `quiz-${question.id}`;
  return (
    <fieldset data-testid="quiz-question" data-question={question.id} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-bold text-balance focus:outline-none"
        >
          {/* Shown as "4/10" beside the bar above; said in full here. */}
          <span className="sr-only">{t('questionOf', { number, total })} </span>
          {words.text}
        </h2>
      </legend>
      {question.options.map((_, k) => (
        <label key={k} className={CHIP_CLASS}>
          <input
            type="radio"
            name={name}
            value={k}
            checked={answer === k}
            onChange={() => onAnswer(k)}
            className="sr-only"
          />
          <span className="min-w-0 flex-1 tabular-nums">{words.labels[k]}</span>
          <CheckGlyph className="invisible shrink-0 group-has-checked:visible" />
        </label>
      ))}
    </fieldset>
  );
}
