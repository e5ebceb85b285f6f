'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const b = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** Where the visitor's data comes from, per service, and how long each takes. */
export function HowToGetData({ lastfm }: { lastfm: boolean }) {
  const t = useTranslations('Widget');
  return (
    <details className="group rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700 open:pb-4">
      <summary className="cursor-pointer font-semibold text-ink marker:text-berry focus-visible:outline-2 focus-visible:outline-berry">
        {t('howTitle')}
      </summary>
      <h2 className="mt-3 font-semibold text-ink">{t('howSpotifyTitle')}</h2>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        <li>{t.rich('howSpotify1', { b })}</li>
        <li>{t.rich('howSpotify2', { b })}</li>
        <li>{t.rich('howSpotify3', { b })}</li>
      </ol>
      <h2 className="mt-3 font-semibold text-ink">{t('howAppleTitle')}</h2>
      <p className="mt-1">{t.rich('howApple', { b })}</p>
      <h2 className="mt-3 font-semibold text-ink">{t('howYoutubeTitle')}</h2>
      <p className="mt-1">{t.rich('howYoutube', { b })}</p>
      {lastfm && (
        <>
          <h2 className="mt-3 font-semibold text-ink">{t('howLastfmTitle')}</h2>
          <p className="mt-1">{t('howLastfm')}</p>
        </>
      )}
    </details>
  );
}
