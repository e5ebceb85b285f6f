'use client';

import { useTranslations } from 'next-intl';

/** The moment before the quiz's code has arrived (it is fetched as the page loads), or why it never did. */
export function QuizLoading({ failed }: { failed: boolean }) {
  const t = useTranslations('Quiz');
  return failed ? (
    <p role="alert" className="rounded-card bg-warm p-5 text-base text-warm-ink">
      {t('loadFailed')}
    </p>
  ) : (
    <p role="status" className="rounded-card bg-white p-5 text-base text-muted ring-1 ring-line">
      {t('loading')}
    </p>
  );
}
