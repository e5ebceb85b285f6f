'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { QUESTIONS } from '@/lib/quiz/questions';

/**
 * The fourth way in, for a visitor with no export at hand (most people at the pop-up): a minute of
 * questions about their own habits instead of their files. Their flavour says it comes from answers.
 */
export function QuizEntry({
  onStart,
  buttonRef,
  resumable,
}: {
  onStart: () => void;
  /** Focus comes back here when the visitor leaves the quiz. */
  buttonRef: Ref<HTMLButtonElement>;
  /** The visitor left the quiz half-way: the button offers to carry on. */
  resumable: boolean;
}) {
  const t = useTranslations('Quiz');
  const count = QUESTIONS.length;
  return (
    <section
      aria-labelledby="quiz-entry-title"
      data-testid="quiz-entry"
      className="flex flex-col gap-2 rounded-xl bg-pink-50 px-4 py-3 text-sm text-gray-700"
    >
      <h2 id="quiz-entry-title" className="font-semibold text-ink">
        {t('entryTitle')}
      </h2>
      <p>{t('entryBody', { count })}</p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onStart}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-berry px-5 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        {resumable ? t('entryResume') : t('entryStart', { count })}
      </button>
    </section>
  );
}
