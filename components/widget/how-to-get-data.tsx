'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronGlyph, SUMMARY_CLASS } from './widget-look';

const b = (chunks: ReactNode) => <strong>{chunks}</strong>;

/**
 * Where the visitor's data comes from, per service, how long each takes and which files to choose, behind a
 * disclosure: the main screen names no file. `title` is the disclosure's words (after a refusal: "How to get
 * your full history"). Its parent pulls the summary's quiet padding back (-mx-3); the opened text steps in
 * again (mx-3) to line up with the tiles.
 */
export function HowToGetData({ lastfm, title }: { lastfm: boolean; title?: string }) {
  const t = useTranslations('Widget');
  return (
    <details className="group open:w-full">
      <summary className={SUMMARY_CLASS}>
        {title ?? t('howTitle')}
        <ChevronGlyph />
      </summary>
      <div className="mx-3 mt-2 flex flex-col gap-3 rounded-tile bg-cream px-4 py-4 text-sm text-ink">
        <p className="text-muted">{t('dropHint')}</p>
        <section>
          <h2 className="font-bold">{t('howSpotifyTitle')}</h2>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            <li>{t.rich('howSpotify1', { b })}</li>
            <li>{t.rich('howSpotify2', { b })}</li>
            <li>{t.rich('howSpotify3', { b })}</li>
          </ol>
        </section>
        <section>
          <h2 className="font-bold">{t('howAppleTitle')}</h2>
          <p className="mt-1">{t.rich('howApple', { b })}</p>
        </section>
        <section>
          <h2 className="font-bold">{t('howYoutubeTitle')}</h2>
          <p className="mt-1">{t.rich('howYoutube', { b })}</p>
        </section>
        {lastfm && (
          <section>
            <h2 className="font-bold">{t('howLastfmTitle')}</h2>
            <p className="mt-1">{t('howLastfm')}</p>
          </section>
        )}
      </div>
    </details>
  );
}
