'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { QUESTIONS } from '@/lib/quiz/questions';
import { buttonClass, type Tier } from '../../ui/button';
import { useEarlyTap } from '../../ui/use-early-tap';
import { ChoiceTile, QuestionGlyph, TILE_TITLE_CLASS } from '../widget-look';

/**
 * The fourth way in, for a visitor with no export at hand (most people at the pop-up): a minute of
 * questions about their own habits instead of their files. Their flavour says it comes from answers.
 */
export function QuizEntry({
  onStart,
  buttonRef,
  resumable,
  tier,
}: {
  onStart: () => void;
  /** Focus comes back here when the visitor leaves the quiz. */
  buttonRef: Ref<HTMLButtonElement>;
  /** The visitor left the quiz half-way: the button offers to carry on. */
  resumable: boolean;
  /** Secondary beside the file picker; the main step where there is no file picker (a venue screen). */
  tier: Tier;
}) {
  const t = useTranslations('Quiz');
  const count = QUESTIONS.length;
  // The button is in the prerendered widget: a tap before React runs starts the quiz once it does.
  const start = useEarlyTap('quiz', onStart);
  return (
    <ChoiceTile
      aria-labelledby="quiz-entry-title"
      data-testid="quiz-entry"
      icon={<QuestionGlyph />}
      title={
        <h2 id="quiz-entry-title" className={TILE_TITLE_CLASS}>
          {t('entryTitle')}
        </h2>
      }
      meta={t('entryBody', { count })}
    >
      <button
        ref={buttonRef}
        type="button"
        data-early-tap="quiz"
        onClick={start}
        className={buttonClass(tier, 'w-full')}
      >
        {resumable ? t('entryResume') : t('entryStart', { count })}
      </button>
    </ChoiceTile>
  );
}
