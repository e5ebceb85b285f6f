'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { nextVisitor } from './next-visitor';
import { buttonClass } from '../ui/button';
import { useMediaQuery } from '../browser/use-media-query';
import { useVenueIdleSeconds } from './use-venue';

/** The QR code and its library: fetched only when a code is about to show, never in the landing's load. */
const QrCode = lazy(() => import('./qr-code'));

/** From here the result has two columns (docs/design.md § Layouts): the code shows in the share column. */
const WIDE = '(min-width: 1024px)';

/**
 * "Take it to your phone" on /flavor: the personal link, with the typed name when there is
 * one, as a QR code. Beside the result on wide screens, behind a button on phones; on a venue screen
 * (docs/venue.md) large, with "Next visitor".
 */
export function PhoneLink({ url }: { url: string | null }) {
  const t = useTranslations('Phone');
  const venue = useVenueIdleSeconds() !== null;
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!url) return null;
  if (venue) return <VenueScan url={url} />;
  if (wide)
    return (
      <aside
        aria-labelledby={`${id}-title`}
        data-testid="phone-link"
        className="flex items-center gap-5 rounded-card bg-white p-5 shadow-xl ring-1 ring-black/5"
      >
        <div className="w-36 shrink-0">
          <Suspense fallback={null}>
            <QrCode url={url} linkField={false} />
          </Suspense>
        </div>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-balance">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted">{t('hint')}</p>
        </div>
      </aside>
    );
  return (
    <section className="flex flex-col items-center gap-3" data-testid="phone-link">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-code`}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass('secondary')}
      >
        {open ? t('hide') : t('show')}
      </button>
      <div id={`${id}-code`} hidden={!open} className="flex w-full max-w-xs flex-col items-center gap-2">
        {open && (
          <>
            <p className="text-center text-sm text-muted">{t('hint')}</p>
            <Suspense fallback={null}>
              <QrCode url={url} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}

/** The venue screen's result: the code large, then "Next visitor"; no link field (nothing to copy at a counter). */
function VenueScan({ url }: { url: string }) {
  const t = useTranslations('Venue');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="venue-scan"
      className="flex flex-col items-center gap-3 rounded-card bg-white p-5 shadow-xl ring-2 ring-berry"
    >
      <h2 id={`${id}-title`} className="text-center text-xl font-bold text-balance">
        {t('scanTitle')}
      </h2>
      <p className="max-w-sm text-center text-sm text-pretty text-muted">{t('scanHint')}</p>
      <Suspense fallback={null}>
        <QrCode url={url} large linkField={false} />
      </Suspense>
      <button type="button" onClick={nextVisitor} className={buttonClass('venue', 'w-full')}>
        {t('nextVisitor')}
      </button>
    </section>
  );
}
