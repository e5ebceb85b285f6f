'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { nextVisitor } from './next-visitor';
import { useMediaQuery, useVenueIdleSeconds } from './use-venue';

/** The QR code and its library: fetched only when a code is about to show, never in the landing's load. */
const QrCode = lazy(() => import('./qr-code'));

/** Wide enough for the code to sit beside the result column (max-w-xl) instead of under it. */
const WIDE = '(min-width: 1200px)';

const buttonClass =
  'rounded-full border-2 px-6 py-2.5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';

/**
 * "Take it to your phone" on /flavor (issue 42): the personal link, with the typed name when there is
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
        className="fixed top-24 right-6 z-10 flex w-64 flex-col items-center gap-2 rounded-2xl bg-white/95 p-4 shadow-lg ring-1 ring-gray-200"
      >
        <h2 id={`${id}-title`} className="font-bold">
          {t('title')}
        </h2>
        <p className="text-center text-xs text-gray-700">{t('hint')}</p>
        <Suspense fallback={null}>
          <QrCode url={url} />
        </Suspense>
      </aside>
    );
  return (
    <section className="flex flex-col items-center gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-code`}
        onClick={() => setOpen((was) => !was)}
        className={`${buttonClass} border-berry text-berry-dark hover:bg-pink-50`}
      >
        {open ? t('hide') : t('show')}
      </button>
      <div id={`${id}-code`} hidden={!open} className="flex w-full max-w-xs flex-col items-center gap-2">
        {open && (
          <>
            <p className="text-center text-sm text-gray-700">{t('hint')}</p>
            <Suspense fallback={null}>
              <QrCode url={url} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}

/** The venue screen's result: the code large, then "Next visitor". */
function VenueScan({ url }: { url: string }) {
  const t = useTranslations('Venue');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="venue-scan"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 shadow-lg ring-2 ring-berry"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('scanTitle')}
      </h2>
      <p className="max-w-sm text-center text-sm text-gray-700">{t('scanHint')}</p>
      <Suspense fallback={null}>
        <QrCode url={url} large />
      </Suspense>
      <button
        type="button"
        onClick={nextVisitor}
        className={`${buttonClass} border-ink bg-ink text-white hover:bg-gray-800`}
      >
        {t('nextVisitor')}
      </button>
    </section>
  );
}
