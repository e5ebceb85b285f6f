'use client';

import { useTranslations } from 'next-intl';

/** The moment before the quiz's code has arrived (it is fetched as the page loads), or why it never did. */
export function QuizLoading({ failed }: { failed: boolean }) {
  const t = useTranslations('Quiz');
  return failed ? (
    <p role="alert" className="rounded-2xl border-2 border-red-600 bg-red-50 p-4 text-sm text-red-900">
      {t('loadFailed')}
    </p>
  ) : (
    <p role="status" className="rounded-2xl border-2 border-pink-200 bg-white p-4 text-sm text-gray-700">
      {t('loading')}
    </p>
  );
}
